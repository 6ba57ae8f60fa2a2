import {
  TRPCError,
  getTRPCErrorShape,
  transformTRPCResponse,
  type AnyTRPCRouter,
} from "@trpc/server";
import { fastifyRequestHandler } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { httpError, sendError } from "../errors.js";
import { planCall } from "./plan.js";
import { asIs, serve, type TRPCOptions } from "./serve.js";

/**
 * tRPC over HTTP for Fastify: the same wire protocol as `fastifyTRPCPlugin` (tRPC 11), with
 * plain queries and mutations (single or batched, GET or POST, JSON) served without
 * building a Fetch `Request`/`Response`, web streams and abort signals per call, which cost
 * ~70% of a call's CPU in the official adapter (see docs/scaling.md). Everything else —
 * subscriptions (SSE), streamed batches (`httpBatchStreamLink`), form data, HEAD, unknown
 * paths, wrong methods, mixed batches of queries and mutations, connection params — is
 * handed to tRPC's own `fastifyRequestHandler`, unchanged. Tested with `@trpc/client`.
 */
export function trpcPlugin<TRouter extends AnyTRPCRouter>(
  fastify: FastifyInstance,
  options: { trpcOptions: TRPCOptions<TRouter>; fastPath?: boolean },
  done: (error?: Error) => void,
): void {
  const trpcOptions = options.trpcOptions;
  const supported =
    options.fastPath !== false &&
    !trpcOptions.allowMethodOverride &&
    trpcOptions.allowBatching !== false &&
    trpcOptions.batching?.enabled !== false;
  const maxCalls = trpcOptions.maxBatchSize;
  // The official plugin's body handling: JSON arrives as text, form data as the raw stream.
  fastify.removeContentTypeParser("application/json");
  fastify.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, next) =>
    next(null, body),
  );
  fastify.removeContentTypeParser("multipart/form-data");
  fastify.addContentTypeParser("multipart/form-data", {}, (_req, body, next) => next(null, body));

  fastify.all<{ Params: { path: string } }>("/:path", async (request, reply) => {
    const path = request.params.path;
    // The app speaks JSON only: form data would reach tRPC's FormData handling (a 500 on a
    // malformed multipart body) and other types a text/plain 415 (found by fuzzing; decision 002).
    const contentType = request.headers["content-type"];
    if (request.method === "POST" && contentType && !/^application\/json\b/i.test(contentType))
      return sendError(
        request,
        reply,
        httpError(415, "Send the input as JSON (Content-Type: application/json)."),
      );
    // Before either adapter runs a call: a batch over the cap runs none of them.
    if (maxCalls !== undefined) {
      const calls = batchCallCount(request, path);
      if (calls > maxCalls) {
        const message = `One request can carry at most ${maxCalls} calls; this one carries ${calls}. Send them in smaller batches.`;
        return sendRequestError(trpcOptions, request, reply, message);
      }
    }
    const plan = supported ? planCall(trpcOptions.router, request, path) : null;
    if (!plan) {
      await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
      return reply;
    }
    return serve(trpcOptions, request, reply, plan);
  });
  done();
}

/** How many calls a batch request names (0 for a single call), commas decoded or not. */
function batchCallCount(request: FastifyRequest, rawPath: string): number {
  if ((request.query as Record<string, unknown>).batch !== "1") return 0;
  return rawPath.split(/,|%2C/i).length;
}

/**
 * A 400 for the whole request, as tRPC answers a request it cannot read: one error (not a
 * list), formatted by the router's error formatter.
 */
function sendRequestError<TRouter extends AnyTRPCRouter>(
  opts: TRPCOptions<TRouter>,
  request: FastifyRequest,
  reply: FastifyReply,
  message: string,
): FastifyReply {
  const config = opts.router._def._config;
  const error = new TRPCError({ code: "BAD_REQUEST", message });
  const type = request.method === "POST" ? "mutation" : "query";
  const shape = getTRPCErrorShape({
    config,
    ctx: undefined,
    error,
    input: undefined,
    path: undefined,
    type,
  });
  const body = transformTRPCResponse(config, { error: shape } as never);
  reply.header("vary", "trpc-accept, accept");
  reply.header("content-type", "application/json");
  return reply.status(400).serializer(asIs).send(JSON.stringify(body));
}
