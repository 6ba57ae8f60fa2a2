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
    });
    expect(
      tracingSettings({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_SERVICE_NAME: "tandem-eu",
        OTEL_BSP_SCHEDULE_DELAY: "250",
      }),
    ).toEqual({ serviceName: "tandem-eu", exportDelayMs: 250 });
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
});
