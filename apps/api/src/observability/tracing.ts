/**
 * The tracing switch, loaded before the server's own modules with
 * `node --import ./dist/tracing.js dist/server.js` (decision 315). Without
 * OTEL_EXPORTER_OTLP_ENDPOINT it does nothing and loads nothing more; with it, the
 * OpenTelemetry SDK starts and patches `pg` and pino before the server imports them.
 */
import { tracingSettings } from "../env.js";

const settings = tracingSettings();
if (settings) {
  const { startTracing } = await import("./tracing-sdk.js");
  await startTracing(settings);
}
