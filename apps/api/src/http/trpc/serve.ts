import {
  TRPCError,
  getTRPCErrorFromUnknown,
  getTRPCErrorShape,
  transformTRPCResponse,
  type AnyTRPCRouter,
} from "@trpc/server";
import { getHTTPStatusCode } from "@trpc/server/http";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Call, Plan } from "./plan.js";
import type { FastifyTRPCPluginOptions } from "@trpc/server/adapters/fastify";
import { isDataStream } from "./values.js";

export type TRPCOptions<TRouter extends AnyTRPCRouter> =
  FastifyTRPCPluginOptions<TRouter>["trpcOptions"];

const connectionSignals = new WeakMap<object, AbortSignal>();

/**
 * Aborted when the client goes away: one signal per connection, not per request (an
 * AbortController and a close listener per call were 3% of a signed-in read's CPU, docs/scaling.md). An HTTP/1.1 connection carries one request at a time, so a call in progress sees
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

/** Runs a planned request's calls and answers as tRPC's adapter would, byte for byte. */
export async function serve<TRouter extends AnyTRPCRouter>(
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

  const shapeOf = (error: TRPCError, call: Call | undefined) =>
    getTRPCErrorShape({
      config,
      ctx,
      error,
      input: call?.result(),
      path: call?.path,
      type,
    });
  const invoke = (call: Call): Promise<unknown> =>
    call.procedure({
      path: call.path,
      getRawInput: call.getRawInput,
      ctx,
      type,
      signal,
      batchIndex: call.batchIndex,
    });
  /** A call's answer as tRPC writes it, its error noted in `errors`. */
  const answer = (call: Call, error: TRPCError | undefined, data: unknown) => {
    if (!error && isBatchCall && isDataStream(data)) error = streamedAnswer();
    if (error) {
      errors.push(error);
      return { error: shapeOf(error, call) };
    }
    return { result: { data } };
  };
  const errors: TRPCError[] = [];
  let untransformed: unknown[];
  if (calls.length === 1) {
    // One call (most requests): its outcome read in place, without a list of outcomes.
    const call = calls[0]!;
    let error = ctxError;
    let data: unknown;
    if (!error) {
      try {
        data = await invoke(call);
      } catch (cause) {
        error = getTRPCErrorFromUnknown(cause);
      }
    }
    if (error) onError({ error, path: call.path, input: call.result(), ctx, type });
    if (!isBatchCall && !error && isDataStream(data)) {
      // As tRPC: a stream-like answer outside a streaming call fails the whole request.
      const streamed = streamedAnswer();
      onError({ error: streamed, path: undefined, input: undefined, ctx, type });
      errors.push(streamed);
      untransformed = [{ error: shapeOf(streamed, undefined) }];
    } else {
      untransformed = [answer(call, error, data)];
    }
  } else {
    const outcomes = await Promise.all(
      calls.map(async (call): Promise<[TRPCError | undefined, unknown]> => {
        try {
          if (ctxError) throw ctxError;
          return [undefined, await invoke(call)];
        } catch (cause) {
          const error = getTRPCErrorFromUnknown(cause);
          onError({ error, path: call.path, input: call.result(), ctx, type });
          return [error, undefined];
        }
      }),
    );
    untransformed = outcomes.map(([error, data], index) => answer(calls[index]!, error, data));
  }

  reply.header("vary", "trpc-accept, accept");
  reply.header("content-type", "application/json");
  // Every answer a result: 200, as getHTTPStatusCode says, without its set of statuses.
  let status = errors.length === 0 ? 200 : getHTTPStatusCode(untransformed as never);
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

export const asIs = (payload: string) => payload;

/** tRPC's refusal of a stream-like answer outside a streaming call. */
const streamedAnswer = () =>
  new TRPCError({
    code: "UNSUPPORTED_MEDIA_TYPE",
    message: "Cannot use stream-like response in non-streaming request - use httpBatchStreamLink",
  });
