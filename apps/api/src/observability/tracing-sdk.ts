import { register } from "node:module";
import { context, propagation, trace } from "@opentelemetry/api";
import { AsyncLocalStorageContextManager } from "@opentelemetry/context-async-hooks";
import { W3CTraceContextPropagator } from "@opentelemetry/core";
import { OTLPTraceExporter } from "@opentelemetry/exporter-trace-otlp-http";
import { registerInstrumentations } from "@opentelemetry/instrumentation";
import { PgInstrumentation } from "@opentelemetry/instrumentation-pg";
import { PinoInstrumentation } from "@opentelemetry/instrumentation-pino";
import { resourceFromAttributes } from "@opentelemetry/resources";
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  TracerProvider,
  type Sampler,
} from "@opentelemetry/sdk-trace";
import { FastifyOtelInstrumentation } from "@fastify/otel";
import { createAddHookMessageChannel } from "import-in-the-middle";
import type { TracingSettings } from "../env.js";

/**
 * The OpenTelemetry SDK for the server (decision 315): an HTTP span per request
 * (`@fastify/otel`), a span per SQL statement on Postgres (`@opentelemetry/instrumentation-pg`),
 * the trace and span ids in every log line (`@opentelemetry/instrumentation-pino`), exported
 * as OTLP/HTTP JSON to OTEL_EXPORTER_OTLP_ENDPOINT (`/v1/traces` appended by the exporter,
 * which also reads OTEL_EXPORTER_OTLP_HEADERS and the other standard variables).
 * The procedure spans and the embedded database's query spans are ours (trace-hooks.ts).
 */
export async function startTracing(settings: TracingSettings): Promise<void> {
  // The server is ESM: `import pg from "pg"` is seen only by a loader hook, told here which
  // modules the instrumentations below want (the others are not wrapped).
  const { registerOptions, waitForAllMessagesAcknowledged } = createAddHookMessageChannel();
  register("import-in-the-middle/hook.mjs", import.meta.url, registerOptions);

  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  // A proxy's or a caller's `traceparent` continues its trace.
  propagation.setGlobalPropagator(new W3CTraceContextPropagator());
  const provider = new TracerProvider({
    sampler: headSampler(settings),
    resource: resourceFromAttributes({ "service.name": settings.serviceName }),
    spanProcessors: [
      new BatchSpanProcessor({
        exporter: new OTLPTraceExporter(),
        scheduledDelayMillis: settings.exportDelayMs,
      }),
    ],
  });
  trace.setGlobalTracerProvider(provider);
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new FastifyOtelInstrumentation({
        registerOnInitialization: true,
        // The request and handler spans; none per hook (a dozen per request, all alike).
        instrumentHooks: false,
        // A load balancer's health checks (every second) are not traced; they are logged.
        ignorePaths: ({ url }) => url.startsWith("/api/health"),
        requestHook: (span, request) =>
          span.updateName(`${request.method} ${request.routeOptions.url ?? "(no route)"}`),
      }),
      // Only statements run for something (a request, a scheduled job): not the pool's
      // connects nor the LISTEN connection's idle life.
      new PgInstrumentation({ requireParentSpan: true, ignoreConnectSpans: true }),
      new PinoInstrumentation({ disableLogSending: true }),
    ],
  });
  await waitForAllMessagesAcknowledged();
}

/**
 * The head sampler OTEL_TRACES_SAMPLER names, as OpenTelemetry's specification defines each
 * (the SDK no longer reads the variable itself; decision 367). A `parentbased_` one follows a
 * caller's `traceparent` decision and applies the rest to traces that start here.
 */
export function headSampler({ sampler, samplerRatio }: TracingSettings): Sampler {
  const root = sampler.endsWith("always_off")
    ? new AlwaysOffSampler()
    : sampler.endsWith("traceidratio")
      ? new TraceIdRatioBasedSampler(samplerRatio)
      : new AlwaysOnSampler();
  return sampler.startsWith("parentbased_") ? new ParentBasedSampler({ root }) : root;
}
