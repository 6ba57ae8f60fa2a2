import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

// Node's settings for the API process as `npm start`, `pnpm start`, the cluster script (and so
// the multi-process browser tests) and the bench start it: a young generation of 2 × 8 MB
// instead of 2 × 16 MB. The old generation grows as V8 decides: held to 20% past what
// survived, its full collections set the reads' p99 (docs/decisions/371-heap-left-to-grow-for-the-reads.md).
export const API_NODE_FLAGS = ["--max-semi-space-size=8"];

/**
 * `--import` of the tracing preload built beside `serverJs` (dist/tracing.js), when there is
 * one: it starts OpenTelemetry before the server's modules load if OTEL_EXPORTER_OTLP_ENDPOINT
 * is set, and loads nothing more otherwise (docs/decisions/315-tracing-switched-on-by-the-standard-variable.md).
 */
export function tracingImport(serverJs) {
  const preload = join(dirname(serverJs), "tracing.js");
  return existsSync(preload) ? ["--import", pathToFileURL(preload).href] : [];
}
