import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";

// Node's settings for the API process as `npm start`, `pnpm start`, the cluster script (and so
// the multi-process browser tests) and the bench start it: a young generation of 2 × 8 MB
// instead of 2 × 16 MB, and an old generation let grow 20% past what survived its last full
// collection instead of up to 4× (V8's factor on a machine with gigabytes to spare). Together
// they keep the process on Postgres under 150 MB of RSS under a sustained load (about 200 MB
// without) for about 5% of its requests a second, with no ceiling: the heap still grows as
// far as the live data needs (10,000 live streams hold about 160 MB). See
// docs/decisions/226-api-process-heap-flags.md.
export const API_NODE_FLAGS = ["--max-semi-space-size=8", "--heap-growing-percent=20"];

/**
 * `--import` of the tracing preload built beside `serverJs` (dist/tracing.js), when there is
 * one: it starts OpenTelemetry before the server's modules load if OTEL_EXPORTER_OTLP_ENDPOINT
 * is set, and loads nothing more otherwise (docs/decisions/315-tracing-switched-on-by-the-standard-variable.md).
 */
export function tracingImport(serverJs) {
  const preload = join(dirname(serverJs), "tracing.js");
  return existsSync(preload) ? ["--import", pathToFileURL(preload).href] : [];
}
