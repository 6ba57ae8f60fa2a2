import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { signIn } from "../bench/lib/sign-in.js";
import { freePort, startServerProcess, type ServerProcess } from "./server-process.js";

const onPostgres = inject("databaseKind") === "postgres";

interface ReceivedSpan {
  scope: string;
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId: string | undefined;
  attributes: Record<string, unknown>;
  /** OTLP's status code: 2 is an error. */
  statusCode: number | undefined;
}

interface OtlpAttribute {
  key: string;
  value: Record<string, unknown>;
}

/** A collector's OTLP/HTTP JSON endpoint, as small as it gets: keeps every span it is sent. */
async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const services = new Set<unknown>();
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString()));
    request.on("end", () => {
      if (request.url === "/v1/traces") {
        const sent = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: OtlpAttribute[] };
            scopeSpans: {
              scope: { name: string };
              spans: (Omit<ReceivedSpan, "scope" | "attributes" | "statusCode"> & {
                attributes?: OtlpAttribute[];
                status?: { code?: number };
              })[];
            }[];
          }[];
        };
        for (const { resource, scopeSpans } of sent.resourceSpans) {
          const service = resource.attributes.find((a) => a.key === "service.name");
          services.add(service && Object.values(service.value)[0]);
          for (const { scope, spans: sentSpans } of scopeSpans)
            for (const span of sentSpans)
              spans.push({
                scope: scope.name,
                name: span.name,
                traceId: span.traceId,
                spanId: span.spanId,
                parentSpanId: span.parentSpanId || undefined,
                attributes: Object.fromEntries(
                  (span.attributes ?? []).map((a) => [a.key, Object.values(a.value)[0]]),
                ),
                statusCode: span.status?.code,
              });
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("not listening");
  return {
    url: `http://127.0.0.1:${address.port}`,
    spans,
    services,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** The server from its source, started as production starts it: with the tracing preload. */
async function startTracedServer(env: Record<string, string>) {
  const port = await freePort();
  return startServerProcess({
    port,
    preload: ["./src/observability/tracing.ts"],
    env: {
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "info",
      BACKUP_SCHEDULE: "false",
      OTEL_BSP_SCHEDULE_DELAY: "100",
      ...(onPostgres ? { DATABASE_URL: testDatabaseUrl() } : { DATA_DIR: "memory://" }),
      ...env,
    },
  });
}

/** The JSON log lines the server wrote. */
function logLines(output: string): Record<string, unknown>[] {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

async function eventually<T>(find: () => T | undefined, what: string): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const found = find();
    if (found !== undefined) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`never received: ${what}`);
}

describe(`tracing on ${onPostgres ? "Postgres" : "the embedded database"}`, () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await startTracedServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_SERVICE_NAME: "tandem-api-under-test",
    });
    await server.answering("/api/health/live");
    cookie = await signIn(server.origin, `traced-${Date.now()}@example.test`);
  }, 120_000);

  afterAll(async () => {
    await server.stop();
    await receiver.close();
  });

  /** The spans of the request that answered with this request id, by the log line's trace id. */
  async function traceOf(answer: Response) {
    const requestId = answer.headers.get("x-request-id");
    const line = await eventually(
      () => logLines(server.output()).find((l) => l.reqId === requestId && l.msg === "request"),
      `the log line of request ${requestId}`,
    );
    const traceId = line.trace_id as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);
    await eventually(
      () => receiver.spans.find((s) => s.traceId === traceId && s.scope === "@fastify/otel"),
      `the spans of trace ${traceId}`,
    );
    // The spans of one request arrive together, within the export delay.
    await new Promise((r) => setTimeout(r, 500));
    const spans = receiver.spans.filter((s) => s.traceId === traceId);
    const byId = new Map(spans.map((s) => [s.spanId, s]));
    const ancestors = (span: ReceivedSpan): ReceivedSpan[] => {
      const parent = span.parentSpanId ? byId.get(span.parentSpanId) : undefined;
      return parent ? [parent, ...ancestors(parent)] : [];
    };
    return { line, spans, ancestors };
  }

  function expectRequestProcedureSql(
    trace: Awaited<ReturnType<typeof traceOf>>,
    httpSpanName: string,
    procedure: string,
  ) {
    const http = trace.spans.find((s) => s.name === httpSpanName);
    expect(http, `an HTTP span "${httpSpanName}" in ${JSON.stringify(trace.spans)}`).toBeDefined();
    expect(http!.parentSpanId).toBeUndefined();
    const call = trace.spans.find((s) => s.name === procedure);
    expect(call?.attributes["trpc.procedure"]).toBe(procedure);
    expect(trace.ancestors(call!)).toContain(http);
    const sqlSpans = trace.spans.filter((s) => trace.ancestors(s).includes(call!));
    const sqlName = onPostgres ? /^pg\.query:/ : /^pglite\.query:/;
    expect(
      sqlSpans.filter((s) => sqlName.test(s.name)),
      `SQL spans under ${procedure} in ${JSON.stringify(trace.spans)}`,
    ).not.toHaveLength(0);
  }

  it("sends HTTP -> procedure -> SQL spans of one trace, whose id the request's log line carries", async () => {
    const answer = await fetch(`${server.origin}/trpc/user.me`, {
      headers: { cookie, "x-request-id": "client-chosen-1" },
    });
    expect(answer).toHaveStatus(200);
    const trace = await traceOf(answer);
    expectRequestProcedureSql(trace, "GET /trpc/:path", "user.me");
    // The log line: our id, the client's in its own field, who asked, and no secret.
    expect(trace.line.reqId).not.toBe("client-chosen-1");
    expect(trace.line.clientRequestId).toBe("client-chosen-1");
    expect(trace.line.procedure).toBe("user.me");
    expect(trace.line.userId).toEqual(expect.any(String));
    expect(trace.line.span_id).toMatch(/^[0-9a-f]{16}$/);
    expect(server.output()).not.toContain(cookie.split("=")[1]);
  });

  it("has the procedure span on the REST route and through tRPC's own adapter too", async () => {
    const rest = await fetch(`${server.origin}/api/auth/user`, { headers: { cookie } });
    expect(rest).toHaveStatus(200);
    expectRequestProcedureSql(await traceOf(rest), "GET /api/auth/user", "user.me");
    // A streamed batch (httpBatchStreamLink's) is tRPC's adapter's, not the fast path's.
    const adapter = await fetch(`${server.origin}/trpc/user.me?batch=1`, {
      headers: { cookie, "trpc-accept": "application/jsonl" },
    });
    expect(adapter).toHaveStatus(200);
    await adapter.text();
    expectRequestProcedureSql(await traceOf(adapter), "GET /trpc/:path", "user.me");
  });

  it("marks a refused call's span with its code, not as a failure", async () => {
    const answer = await fetch(`${server.origin}/trpc/user.me`);
    expect(answer).toHaveStatus(401);
    const { spans } = await traceOf(answer);
    const call = spans.find((s) => s.name === "user.me");
    expect(call?.attributes["trpc.error_code"]).toBe("UNAUTHORIZED");
    expect(call?.statusCode).not.toBe(2);
  });

  it("names the service as OTEL_SERVICE_NAME says", () => {
    expect([...receiver.services]).toEqual(["tandem-api-under-test"]);
  });
});

describe("the head sampler", () => {
  let receiver: Awaited<ReturnType<typeof startOtlpReceiver>>;
  let server: ServerProcess;
  let cookie: string;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    server = await startTracedServer({
      OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
      OTEL_TRACES_SAMPLER: "parentbased_always_off",
    });
    await server.answering("/api/health/live");
    cookie = await signIn(server.origin, `sampled-${Date.now()}@example.test`);
  }, 120_000);

  afterAll(async () => {
    await server.stop();
    await receiver.close();
  });

  it("keeps no trace a request starts itself, and follows a caller's sampled traceparent", async () => {
    expect(await fetch(`${server.origin}/api/rewards`, { headers: { cookie } })).toHaveStatus(200);
    const callersTrace = "4bf92f3577b34da6a3ce929d0e0e4736";
    const followed = await fetch(`${server.origin}/api/rewards`, {
      headers: { cookie, traceparent: `00-${callersTrace}-00f067aa0ba902b7-01` },
    });
    expect(followed).toHaveStatus(200);
    await eventually(
      () => receiver.spans.find((s) => s.traceId === callersTrace && s.scope === "@fastify/otel"),
      `the spans of the caller's trace ${callersTrace}`,
    );
    // Spans leave in the order they end: sign-in's and the first read's would be here by now.
    expect(new Set(receiver.spans.map((s) => s.traceId))).toEqual(new Set([callersTrace]));
  });
});
