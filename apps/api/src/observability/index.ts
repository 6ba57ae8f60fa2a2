import type { Env } from "../env.js";
import type { traceProcedure, traceQuery } from "./trace-hooks.js";

/** What the server hands its parts when tracing is on (decisions 315 to 317). */
export interface Tracing {
  traceProcedure: typeof traceProcedure;
  traceQuery: typeof traceQuery;
  flush: () => Promise<void>;
}

/**
 * Tracing's hooks, or null when it is off: then no OpenTelemetry module is loaded and every
 * request runs exactly as without it. On with OTEL_EXPORTER_OTLP_ENDPOINT, and only if the
 * process was started with the preload (`node --import ./dist/tracing.js`), which patches
 * `pg` and pino before they are imported; without it, says so once and stays off.
 */
export async function loadTracing(env: Env): Promise<Tracing | null> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT || env.OTEL_SDK_DISABLED) return null;
  const hooks = await import("./trace-hooks.js");
  if (!hooks.sdkStarted()) {
    process.emitWarning(
      "OTEL_EXPORTER_OTLP_ENDPOINT is set but tracing did not start: start the server with `node --import ./dist/tracing.js dist/server.js` (npm start does).",
    );
    return null;
  }
  return {
    traceProcedure: hooks.traceProcedure,
    traceQuery: hooks.traceQuery,
    flush: hooks.flushSpans,
  };
}
