import {
  ProxyTracerProvider,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from "@opentelemetry/api";
import { TRPCError } from "@trpc/server";

const tracer = trace.getTracer("tandem-api");

/** Whether the `--import` preload registered a tracer provider (tracing.ts). */
export function sdkStarted(): boolean {
  const provider = trace.getTracerProvider();
  return (
    provider instanceof ProxyTracerProvider &&
    provider.getDelegate() !== new ProxyTracerProvider().getDelegate()
  );
}

/** What tRPC's `next()` answers: an error is returned, not thrown. */
interface CallResult {
  ok: boolean;
  error?: { code?: unknown };
}

/**
 * One span per tRPC procedure call, named by its path, under the request's span and over
 * its SQL: on the fast path, tRPC's adapter, the REST routes and server-rendered pages alike,
 * since the contract's first middleware calls it (decision 316).
 */
export function traceProcedure<T extends { ok: boolean }>(
  call: { path: string; type: string },
  run: () => Promise<T>,
): Promise<T> {
  const attributes = {
    "rpc.system": "trpc",
    "rpc.method": call.path,
    "trpc.procedure": call.path,
    "trpc.type": call.type,
  };
  return tracer.startActiveSpan(call.path, { attributes }, async (span) => {
    try {
      const result = await run();
      const { ok, error } = result as CallResult;
      if (!ok) endWithError(span, typeof error?.code === "string" ? error.code : "UNKNOWN");
      return result;
    } catch (error) {
      // The contract's access checks throw their refusals (a TRPCError with its code).
      endWithError(span, error instanceof TRPCError ? error.code : "INTERNAL_SERVER_ERROR");
      throw error;
    } finally {
      span.end();
    }
  });
}

/** An expected refusal (a 4xx) is not a failed span; only what tRPC calls a server error. */
function endWithError(span: Span, code: string) {
  span.setAttribute("trpc.error_code", code);
  if (code === "INTERNAL_SERVER_ERROR") span.setStatus({ code: SpanStatusCode.ERROR });
}

/**
 * A span per statement on the embedded database, which the pg instrumentation cannot see
 * (PGlite runs in this process, with no `pg` in between; decision 317). Named and described
 * as the pg instrumentation's, with `db.system.name` postgresql and the embedded marker.
 * As the pg instrumentation is configured, a statement outside any span makes none.
 */
export function traceQuery<T>(sqlText: string, run: () => Promise<T>): Promise<T> {
  if (!trace.getActiveSpan()) return run();
  const operation = /^\s*(\w+)/.exec(sqlText)?.[1]?.toUpperCase() ?? "QUERY";
  const attributes = {
    "db.system.name": "postgresql",
    "db.operation.name": operation,
    "db.query.text": sqlText,
    "tandem.database": "embedded",
  };
  return tracer.startActiveSpan(
    `pglite.query:${operation}`,
    { kind: SpanKind.CLIENT, attributes },
    async (span) => {
      try {
        return await run();
      } catch (error) {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.message : String(error),
        });
        throw error;
      } finally {
        span.end();
      }
    },
  );
}

/** Sends the spans not yet sent (at shutdown, before the process exits). */
export async function flushSpans(): Promise<void> {
  const provider = trace.getTracerProvider();
  const delegate = provider instanceof ProxyTracerProvider ? provider.getDelegate() : provider;
  const flushable = delegate as { forceFlush?: () => Promise<void> };
  await flushable.forceFlush?.();
}
