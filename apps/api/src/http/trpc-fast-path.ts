import {
  TRPCError,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
} from "@trpc/server";
import {
  fastifyRequestHandler,
  type FastifyTRPCPluginOptions,
} from "@trpc/server/adapters/fastify";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import secureJson from "secure-json-parse";
import { httpError, sendError } from "./errors.js";

type TRPCOptions<TRouter extends AnyTRPCRouter> = FastifyTRPCPluginOptions<TRouter>["trpcOptions"];

// tRPC's own checks of a value, copied: its public entry points do not export them
// (docs/upgrading.md).
const isObject = (value: unknown): value is Record<string, unknown> =>
  !!value && !Array.isArray(value) && typeof value === "object";
const isAsyncIterable = (value: unknown) => isObject(value) && Symbol.asyncIterator in value;
const isPromise = (value: unknown) =>
  (isObject(value) || typeof value === "function") &&
  typeof (value as { then?: unknown }).then === "function" &&
  typeof (value as { catch?: unknown }).catch === "function";

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

interface Call {
  batchIndex: number;
  path: string;
  procedure: AnyTRPCProcedure;
  getRawInput: () => Promise<unknown>;
  result: () => unknown;
}

interface Plan {
  isBatchCall: boolean;
  type: "query" | "mutation";
  calls: Call[];
  /** The URL's path segment, as the official adapter passes it to `createContext`. */
  path: string;
}

/** The calls of a request the fast path serves exactly as tRPC would, or null to hand it on. */
function planCall(router: AnyTRPCRouter, request: FastifyRequest, rawPath: string): Plan | null {
  const method = request.method;
  if (method !== "GET" && method !== "POST") return null;
  const headers = request.headers;
  const contentType = headers["content-type"];
  if (contentType === undefined ? method === "POST" : !contentType.startsWith("application/json"))
    return null;
  if (headers["trpc-accept"] !== undefined) return null;
  const accept = headers.accept;
  if (
    accept?.includes("application/jsonl") &&
    accept.split(",").some((t) => t.trim() === "application/jsonl")
  )
    return null;
  const query = request.query as Record<string, string | string[] | undefined>;
  if (query.connectionParams !== undefined) return null;
  if (Array.isArray(query.batch) || Array.isArray(query.input)) return null;
  const def = router._def as { procedures: Record<string, AnyTRPCProcedure>; lazy: object };
  if (hasLazyRouters(def.lazy)) return null;

  let decodedPath = rawPath;
  if (rawPath.includes("%")) {
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      return null;
    }
  }
  const isBatchCall = query.batch === "1";
  const paths = isBatchCall ? decodedPath.split(",") : [decodedPath];
  const type = method === "GET" ? "query" : "mutation";
  const procedures: AnyTRPCProcedure[] = [];
  for (const name of paths) {
    const procedure = Object.hasOwn(def.procedures, name) ? def.procedures[name] : undefined;
    if (!procedure || procedure._def.type !== type) return null;
    procedures.push(procedure);
  }

  const rawInput =
    method === "GET"
      ? query.input || undefined
      : typeof request.body === "string"
        ? request.body
        : "";
  if (rawInput === undefined && !isBatchCall) {
    const call = { batchIndex: 0, path: decodedPath, procedure: procedures[0]!, ...NO_INPUT };
    return { isBatchCall, type, calls: [call], path: rawPath };
  }
  const inputs = lazyInputs(router, rawInput, isBatchCall, paths.length);
  const calls = paths.map((name, index) => ({
    batchIndex: index,
    path: name,
    procedure: procedures[index]!,
    getRawInput: async () => (await inputs.read())[index],
    result: () => inputs.result()?.[index],
  }));
  return { isBatchCall, type, calls, path: rawPath };
}

/** A call that sent no input (most reads): nothing to parse, nothing to remember. */
const NO_INPUT = {
  getRawInput: () => Promise.resolve(undefined),
  result: () => undefined,
};

function hasLazyRouters(lazy: object): boolean {
  for (const _ in lazy) return true;
  return false;
}

/** tRPC's `memo` over the request's inputs: parsed once, when a procedure first asks. */
function lazyInputs(
  router: AnyTRPCRouter,
  rawInput: string | undefined,
  isBatchCall: boolean,
  count: number,
) {
  const deserialize = (value: unknown) =>
    router._def._config.transformer.input.deserialize(value) as unknown;
  let value: Record<number, unknown> | undefined;
  let pending: Promise<Record<number, unknown>> | null = null;
  const parse = async (): Promise<Record<number, unknown>> => {
    // As the JSON body parser: "__proto__" / "constructor.prototype" keys are refused.
    const parsed: unknown =
      rawInput === undefined
        ? undefined
        : secureJson.parse(rawInput, { protoAction: "error", constructorAction: "error" });
    const inputs: Record<number, unknown> = Object.create(null);
    if (parsed === undefined) return inputs;
    if (!isBatchCall) {
      inputs[0] = deserialize(parsed);
      return inputs;
    }
    if (!isObject(parsed)) {
      throw new TRPCError({
        code: "BAD_REQUEST",
        message: '"input" needs to be an object when doing a batch call',
      });
    }
    for (let index = 0; index < count; index++) {
      const input = (parsed as Record<number, unknown>)[index];
      if (input !== undefined) inputs[index] = deserialize(input);
    }
    return inputs;
  };
  return {
    read: async () => {
      if (value !== undefined) return value;
      pending ??= parse().catch((cause: unknown) => {
        if (cause instanceof TRPCError) throw cause;
        throw new TRPCError({
          code: "BAD_REQUEST",
          message: cause instanceof Error ? cause.message : "Invalid input",
          cause,
        });
      });
      value = await pending;
      pending = null;
      return value;
    },
    result: () => value,
  };
}

const connectionSignals = new WeakMap<object, AbortSignal>();

/**
 * Aborted when the client goes away: one signal per connection, not per request (an
 * AbortController and a close listener per call were 3% of a signed-in read's CPU, issue
 * 11). An HTTP/1.1 connection carries one request at a time, so a call in progress sees
 * its signal abort exactly when its own client leaves, as with tRPC's adapter.
 */
function connectionSignal(request: FastifyRequest): AbortSignal {
  const socket = request.raw.socket;
  let signal = connectionSignals.get(socket);
  if (!signal) {
    const abort = new AbortController();
    socket.once("close", () => abort.abort());
    signal = abort.signal;
    connectionSignals.set(socket, signal);
  }
  return signal;
}

const isDataStream = (v: unknown) =>
  isObject(v) &&
  (isAsyncIterable(v) || Object.values(v).some((x) => isPromise(x) || isAsyncIterable(x)));

/** tRPC's `TRPCRequestInfo`; the URL is built only if someone asks for it. */
class CallInfo {
  readonly accept = null;
  readonly connectionParams = null;
  readonly isBatchCall: boolean;
  readonly calls: Call[];
  readonly type: Plan["type"];
  readonly #request: FastifyRequest;

  constructor(
    plan: Plan,
    readonly signal: AbortSignal,
    request: FastifyRequest,
  ) {
    this.isBatchCall = plan.isBatchCall;
    this.calls = plan.calls;
    this.type = plan.type;
    this.#request = request;
  }

  get url(): URL {
    return new URL(this.#request.url, `${this.#request.protocol}://${this.#request.host}`);
  }
}

async function serve<TRouter extends AnyTRPCRouter>(
  opts: TRPCOptions<TRouter>,
  request: FastifyRequest,
  reply: FastifyReply,
  plan: Plan,
): Promise<FastifyReply> {
  const config = opts.router._def._config;
  const { calls, type, isBatchCall } = plan;
  const signal = connectionSignal(request);
  const info = new CallInfo(plan, signal, request);
  const onError = (o: {
    error: TRPCError;
    path: string | undefined;
    input: unknown;
    ctx: unknown;
    type: string;
  }) => opts.onError?.({ ...o, req: request } as Parameters<NonNullable<typeof opts.onError>>[0]);

  let ctx: unknown;
  let ctxError: TRPCError | undefined;
  try {
    ctx = await opts.createContext?.({ req: request, res: reply, path: plan.path, info } as never);
  } catch (cause) {
    ctxError = getTRPCErrorFromUnknown(cause);
  }

  const run = async (call: Call): Promise<[TRPCError | undefined, unknown]> => {
    try {
      if (ctxError) throw ctxError;
      const data: unknown = await call.procedure({
        path: call.path,
        getRawInput: call.getRawInput,
        ctx,
        type,
        signal,
        batchIndex: call.batchIndex,
      });
      return [undefined, data];
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError({ error, path: call.path, input: call.result(), ctx, type });
      return [error, undefined];
    }
  };
  const results = calls.length === 1 ? [await run(calls[0]!)] : await Promise.all(calls.map(run));

  const shapeOf = (error: TRPCError, call: Call | undefined) =>
    getTRPCErrorShape({
      config,
      ctx,
      error,
      input: call?.result(),
      path: call?.path,
      type,
    });

  let untransformed: unknown[];
  let errors: TRPCError[];
  const single = results[0]!;
  if (!isBatchCall && !single[0] && isDataStream(single[1])) {
    // As tRPC: a stream-like answer outside a streaming call fails the whole request.
    const error = new TRPCError({
      code: "UNSUPPORTED_MEDIA_TYPE",
      message: "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
    });
    onError({ error, path: undefined, input: undefined, ctx, type });
    untransformed = [{ error: shapeOf(error, undefined) }];
    errors = [error];
  } else {
    errors = [];
    untransformed = results.map(([error, data], index) => {
      if (!error && isBatchCall && isDataStream(data)) {
        error = new TRPCError({
          code: "UNSUPPORTED_MEDIA_TYPE",
          message:
            "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
        });
      }
      if (error) {
        errors.push(error);
        return { error: shapeOf(error, calls[index]) };
      }
      return { result: { data } };
    });
  }

  reply.header("vary", "trpc-accept, accept");
  reply.header("content-type", "application/json");
  let status = getHTTPStatusCode(untransformed as never);
  const meta =
    opts.responseMeta?.({
      ctx,
      info,
      paths: calls.map((c) => c.path),
      data: untransformed,
      errors,
      eagerGeneration: false,
      type,
    } as never) ?? {};
  if (meta.headers) {
    const entries =
      meta.headers instanceof Headers ? [...meta.headers.entries()] : Object.entries(meta.headers);
    for (const [key, value] of entries) {
      if (Array.isArray(value) || typeof value === "string") reply.header(key, value);
    }
  }
  if (meta.status) status = meta.status;
  const body = transformTRPCResponse(
    config,
    (isBatchCall ? untransformed : untransformed[0]) as never,
  );
  // A string: Node writes it in one piece with the headers, where a Buffer went out as a
  // second chunk of the write (15 µs more a call in a profile, and 5 to 15% fewer answers a
  // second for rewards.list than its REST route). The serializer keeps the string as it
  // is, so Fastify leaves tRPC's content type alone (it appends a charset otherwise).
  return reply.status(status).serializer(asIs).send(JSON.stringify(body));
}

const asIs = (payload: string) => payload;
