import { describe, expect, it } from "vitest";
import { loadEnv, tracingSettings } from "../env.js";

describe("tracing's settings (decision 315)", () => {
  it("are off without OTEL_EXPORTER_OTLP_ENDPOINT, or with it empty", () => {
    expect(tracingSettings({})).toBeNull();
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "" })).toBeNull();
  });

  it("are on with an endpoint, named tandem-api and sent every 5 s unless said", () => {
    expect(tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toEqual({
      serviceName: "tandem-api",
      exportDelayMs: 5000,
      sampler: "parentbased_always_on",
      samplerRatio: 1,
    });
    expect(
      tracingSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_SERVICE_NAME: "tandem-eu",
        OTEL_BSP_SCHEDULE_DELAY: "250",
      }),
    ).toMatchObject({ serviceName: "tandem-eu", exportDelayMs: 250 });
  });

  it("are off with OTEL_SDK_DISABLED=true, the endpoint still set", () => {
    const env = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" };
    expect(tracingSettings(env)).toBeNull();
  });

  it("refuse an endpoint that is not a URL, before the server starts, naming it", () => {
    expect(() =>
      tracingSettings({ OTEL_EXPORTER_OTLP_ENDPOINT: "collector-without-scheme" }),
    ).toThrow(/OTEL_EXPORTER_OTLP_ENDPOINT/);
    expect(() => loadEnv({ OTEL_EXPORTER_OTLP_ENDPOINT: "not a url" })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });

  it("sample as OTEL_TRACES_SAMPLER and its ratio say, and refuse a name or ratio they do not know", () => {
    const endpoint = { OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" };
    expect(
      tracingSettings({
        ...endpoint,
        OTEL_TRACES_SAMPLER: "parentbased_traceidratio",
        OTEL_TRACES_SAMPLER_ARG: "0.25",
      }),
    ).toMatchObject({ sampler: "parentbased_traceidratio", samplerRatio: 0.25 });
    expect(() => tracingSettings({ ...endpoint, OTEL_TRACES_SAMPLER: "sometimes" })).toThrow(
      /OTEL_TRACES_SAMPLER/,
    );
    expect(() => tracingSettings({ ...endpoint, OTEL_TRACES_SAMPLER_ARG: "1.5" })).toThrow(
      /OTEL_TRACES_SAMPLER_ARG/,
    );
  });
});
