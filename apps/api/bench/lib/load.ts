import autocannon, { type Request as AutocannonRequest } from "autocannon";

export interface LoadRequest {
  method?: "GET" | "POST";
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Changes each request before it is sent (a fresh Idempotency-Key). */
  setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
}

export interface LoadOptions {
  origin: string;
  seconds: number;
  connections?: number;
  /** Requests each connection sends in turn (one request: the same one every time). */
  requests: LoadRequest[];
  /** Headers for every request. */
  headers?: Record<string, string>;
  /** Headers per connection (connection i gets entry i % length): different viewers. */
  perConnection?: Record<string, string>[];
}

export interface LoadResult {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  total: number;
  statuses: Record<string, number>;
  errors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/** autocannon against one server for `seconds`, with every response's latency kept. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let nextClient = 0;
  let finish!: (result: autocannon.Result) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<autocannon.Result>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  const instance = autocannon(
    {
      url: options.origin,
      connections: options.connections ?? 50,
      duration: options.seconds,
      headers: options.headers ?? {},
      requests: options.requests.map((r) => ({
        method: r.method ?? "GET",
        path: r.path,
        ...(r.headers ? { headers: { ...options.headers, ...r.headers } } : {}),
        ...(r.body !== undefined ? { body: r.body } : {}),
        ...(r.setupRequest ? { setupRequest: r.setupRequest } : {}),
      })),
      ...(options.perConnection
        ? {
            setupClient: (client: { setHeaders(h: Record<string, string>): void }) => {
              const own = options.perConnection![nextClient++ % options.perConnection!.length]!;
              client.setHeaders({ ...options.headers, ...own });
            },
          }
        : {}),
    },
    (error, result) => (error ? fail(error) : finish(result)),
  );
  instance.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => {
    latencies.push(ms);
  });
  const result = await done;
  latencies.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  for (const [code, { count }] of Object.entries(
    result.statusCodeStats as Record<string, { count: number }>,
  )) {
    statuses[code] = count;
  }
  return {
    rps: result.requests.total / Math.max(result.duration, 0.001),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total: result.requests.total,
    statuses,
    errors: result.errors + result.timeouts,
  };
}
