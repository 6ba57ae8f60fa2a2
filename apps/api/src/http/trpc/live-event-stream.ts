import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  isTrackedEnvelope,
  type AnyTRPCProcedure,
  type AnyTRPCRouter,
} from "@trpc/server";
import { fastifyRequestHandler } from "@trpc/server/adapters/fastify";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import secureJson from "secure-json-parse";
import { SERVER_CLOSING_MESSAGE } from "../../services/events/index.js";
import type { TRPCOptions } from "./serve.js";

/** The least a stream's client waits to reconnect once its server closed it (plus up to 1 s). */
export const RECONNECT_AFTER_CLOSE_MS = 250;

/** A client that does not read its stream is dropped past this much unsent (it reconnects). */
const MAX_UNSENT_BYTES = 1024 * 1024;

const frame = (fields: string) => `${fields}\n\n`;
const PING = frame("event: ping\ndata: \n");
const RETURN = frame("event: return\ndata: \n");

/**
 * The live event stream (`GET /trpc/events.stream`), the subscription's server-sent events
 * written straight to the socket: the same bytes as tRPC's Fastify adapter (checked against
 * it in live-event-stream.test.ts, and with `@trpc/client`), without the Fetch `Request`,
 * `Response`, web streams, abort signals and timers that adapter builds for every stream:
 * 72 KB of heap a stream, which 10,000 open streams multiply (docs/scaling.md). The procedure
 * itself is called as tRPC calls it (its middleware, input parser and handler). Whatever
 * fails before the stream's first event (no session, a bad input, the database away), and
 * any request this does not recognise, is handed to tRPC's adapter, which answers it.
 */
export function registerLiveEventStream<TRouter extends AnyTRPCRouter>(
  fastify: FastifyInstance,
  { trpcOptions, path }: { trpcOptions: TRPCOptions<TRouter>; path: string },
): void {
  const router = trpcOptions.router;
  const config = router._def._config;
  const procedure = (router._def.procedures as Record<string, AnyTRPCProcedure>)[path];
  if (procedure?._def.type !== "subscription") throw new Error(`${path} is not a subscription`);
  const sse = config.sse ?? {};
  const connected = frame(`event: connected\ndata: ${JSON.stringify(sse.client ?? {})}\n`);
  const pingMs = sse.ping?.enabled ? (sse.ping.intervalMs ?? 1000) : 0;
  const serialize = (value: unknown) => JSON.stringify(config.transformer.output.serialize(value));

  async function handOn(request: FastifyRequest, reply: FastifyReply) {
    await fastifyRequestHandler({ ...trpcOptions, req: request, res: reply, path });
    return reply;
  }

  fastify.route({
    method: "GET",
    url: `/trpc/${path}`,
    // HEAD goes to tRPC's adapter like every other method.
    exposeHeadRoute: false,
    async handler(request, reply) {
      const query = request.query as Record<string, unknown>;
      const lastEventIdHeader = request.headers["last-event-id"];
      if (
        query.connectionParams !== undefined ||
        query.batch !== undefined ||
        request.headers["trpc-accept"] !== undefined ||
        (query.input !== undefined && typeof query.input !== "string") ||
        Array.isArray(lastEventIdHeader)
      )
        return handOn(request, reply);
      let input: unknown;
      try {
        input = query.input
          ? config.transformer.input.deserialize(
              secureJson.parse(query.input, {
                protoAction: "error",
                constructorAction: "error",
              }),
            )
          : undefined;
      } catch {
        return handOn(request, reply);
      }
      const rawInput = input;
      // As tRPC: a reconnecting EventSource says where it was in Last-Event-ID.
      const lastEventId = lastEventIdHeader ?? query.lastEventId ?? query["Last-Event-Id"];
      if (typeof lastEventId === "string" && lastEventId) {
        if (typeof input === "object" && input !== null && !Array.isArray(input))
          input = { ...input, lastEventId };
        else input ??= { lastEventId };
      }

      const abort = new AbortController();
      const socketClosed = () => abort.abort();
      reply.raw.once("close", socketClosed);
      let ctx: unknown;
      let iterator: AsyncIterator<unknown>;
      let first: IteratorResult<unknown>;
      try {
        ctx = await trpcOptions.createContext?.({ req: request, res: reply, info: null } as never);
        const iterable = (await procedure({
          path,
          getRawInput: async () => input,
          ctx,
          type: "subscription",
          signal: abort.signal,
          batchIndex: 0,
        })) as AsyncIterable<unknown>;
        iterator = iterable[Symbol.asyncIterator]();
        first = await iterator.next();
      } catch {
        reply.raw.off("close", socketClosed);
        abort.abort();
        return handOn(request, reply);
      }

      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        "content-type": "text/event-stream",
        "cache-control": "no-cache, no-transform",
        "x-accel-buffering": "no",
        connection: "keep-alive",
        vary: "trpc-accept, accept",
        "x-request-id": request.id,
      });
      const ping = pingMs ? setInterval(() => write(PING), pingMs).unref() : undefined;
      const maxDuration = sse.maxDurationMs
        ? setTimeout(() => abort.abort(), sse.maxDurationMs).unref()
        : undefined;
      function write(text: string) {
        if (res.writableLength > MAX_UNSENT_BYTES) abort.abort();
        else res.write(text);
      }
      const send = (value: unknown) => {
        write(
          isTrackedEnvelope(value)
            ? frame(`data: ${serialize(value[1])}\nid: ${value[0]}\n`)
            : frame(`data: ${serialize(value)}\n`),
        );
        ping?.refresh();
      };

      write(connected);
      try {
        let next = first;
        // On abort the procedure's generator (given the signal) returns: `next` resolves done.
        while (!next.done && !abort.signal.aborted) {
          send(next.value);
          next = await iterator.next();
        }
        // Ended by the server (the session ended, a newer stream replaced it): `return` tells
        // tRPC's client the subscription is over. Cut off (the client left, time is up): no
        // more bytes, and the client reconnects.
        if (!abort.signal.aborted) write(RETURN);
      } catch (cause) {
        const error = getTRPCErrorFromUnknown(cause);
        const aborted = (cause as { name?: unknown } | null)?.name === "AbortError";
        // The server shuts down: a hint to reconnect soon (EventSource's `retry`), spread
        // over a second so a process's streams do not all arrive at the next one at once.
        if (aborted && (cause as { message?: unknown }).message === SERVER_CLOSING_MESSAGE)
          write(`retry: ${RECONNECT_AFTER_CLOSE_MS + Math.floor(Math.random() * 1000)}\n\n`);
        if (!aborted) {
          trpcOptions.onError?.({
            error,
            path,
            input: rawInput,
            ctx,
            type: "subscription",
            req: request,
          } as never);
          const shape = getErrorShape({
            config,
            ctx,
            error,
            input: rawInput,
            path,
            type: "subscription",
          });
          write(frame(`event: serialized-error\ndata: ${serialize(shape)}\n`));
        }
      } finally {
        clearInterval(ping);
        clearTimeout(maxDuration);
        res.off("close", socketClosed);
        abort.abort();
        res.end();
      }
    },
  });
}
