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
  /** Requests per second each connection sends at most (default: as fast as answered). */
  connectionRate?: number;
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

/** The p-th quantile (0 to 1) of latencies sorted ascending; NaN when there are none. */
export const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

/**
 * One autocannon run; the latency of every answer but each connection's first is added to
 * `latencies`. The first answer also waits for the server to accept the connection, and a
 * busy Node accepts one connection per turn of its event loop (libuv 1.45+): on the embedded
 * database, whose turns last milliseconds under load, the last of 50 connections opened at
 * once waited 250 ms. A browser opens its connections once; run in turns, the bench opens 50
 * every second.
 */
function run(
  options: LoadOptions,
  connections: number,
  headers: Record<string, string>,
  latencies: number[],
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.origin,
        connections,
        duration: options.seconds,
        ...(options.connectionRate ? { connectionRate: options.connectionRate } : {}),
        headers,
        requests: options.requests.map((r) => ({
          method: r.method ?? "GET",
          path: r.path,
          headers: { ...headers, ...r.headers },
          ...(r.body !== undefined ? { body: r.body } : {}),
          ...(r.setupRequest ? { setupRequest: r.setupRequest } : {}),
        })),
      },
      (error: unknown, result) =>
        error
          ? reject(
              error instanceof Error ? error : new Error("autocannon failed", { cause: error }),
            )
          : resolve(result),
    );
    const answered = new WeakSet<object>();
    instance.on("response", (client: object, _status: number, _bytes: number, ms: number) => {
      if (answered.has(client)) latencies.push(ms);
      else answered.add(client);
    });
  });
}

/**
 * autocannon against one server for `seconds`. With `perConnection`, one autocannon per
 * identity, run side by side, the connections shared out among them (autocannon's requests
 * cannot carry a different cookie per connection), and their results merged.
 */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  const results = await runIdentities(options, latencies);
  return summarize(results, latencies, longest(results));
}

/** One of the loads `loadInTurns` compares: requests to a server, with headers of its own. */
export interface Side {
  origin: string;
  /** Each connection sends them in turn, as in `LoadOptions`. */
  requests: LoadRequest[];
  /** On top of the options' headers (a session cookie of this server's). */
  headers?: Record<string, string>;
}

/** A load measured in turns: its whole result, and its requests a second in each turn. */
export interface TurnsResult extends LoadResult {
  turnRps: number[];
}

/**
 * Loads to compare with each other (REST and tRPC for the same procedure, the baseline, two
 * builds of a server), run in one-second turns, A B C C B A A B C …, `seconds` each in all,
 * so that the machine's drift — another tenant of the VM, the CPU's clock — falls on all alike
 * instead of on whichever ran last. Run one after the other for 6 s each, two reads' ratio
 * moved by 10 to 20% from one run to the next on the 2-core VM this was written on, where
 * throughput itself swings by half from one second to the next.
 */
export async function loadInTurns(
  options: Omit<LoadOptions, "requests" | "origin">,
  sides: Side[],
): Promise<TurnsResult[]> {
  const turns = Math.max(1, Math.round(options.seconds));
  const turn = { ...options, seconds: options.seconds / turns };
  const measured = sides.map((side) => ({
    side,
    results: [] as autocannon.Result[],
    latencies: [] as number[],
    seconds: 0,
    turnRps: [] as number[],
  }));
  const reversed = [...measured].reverse();
  for (let i = 0; i < turns; i++) {
    for (const one of i % 2 === 0 ? measured : reversed) {
      const results = await runIdentities(
        {
          ...turn,
          origin: one.side.origin,
          headers: { ...options.headers, ...one.side.headers },
          requests: one.side.requests,
        },
        one.latencies,
      );
      one.results.push(...results);
      const seconds = longest(results);
      one.seconds += seconds;
      one.turnRps.push(results.reduce((sum, r) => sum + r.requests.total, 0) / seconds);
    }
  }
  return measured.map((one) => ({
    ...summarize(one.results, one.latencies, one.seconds),
    turnRps: one.turnRps,
  }));
}

/**
 * `b`'s requests a second as a share of `a`'s, both measured by `loadInTurns`, and the
 * standard error of that share from the spread of its turn-by-turn ratios: about how far the
 * share would move if the bench ran again on the same machine.
 */
export function shareInTurns(b: TurnsResult, a: TurnsResult): { share: number; error: number } {
  const share = b.rps / a.rps;
  const ratios = b.turnRps.map((rps, i) => rps / a.turnRps[i]!);
  const n = ratios.length;
  if (n < 2) return { share, error: NaN };
  const mean = ratios.reduce((sum, r) => sum + r, 0) / n;
  const variance = ratios.reduce((sum, r) => sum + (r - mean) ** 2, 0) / (n - 1);
  return { share, error: Math.sqrt(variance / n) };
}

async function runIdentities(
  options: LoadOptions,
  latencies: number[],
): Promise<autocannon.Result[]> {
  const connections = options.connections ?? 50;
  const identities = options.perConnection ?? [{}];
  // Paced identities are people who do not tap in step: each starts a fraction of the pacing
  // interval after the one before, instead of all firing together every interval.
  const stagger = options.connectionRate ? 1000 / options.connectionRate / identities.length : 0;
  return Promise.all(
    identities.map(async (own, i) => {
      if (stagger) await new Promise((resolve) => setTimeout(resolve, i * stagger));
      return run(
        options,
        Math.floor(connections / identities.length) + (i < connections % identities.length ? 1 : 0),
        { ...options.headers, ...own },
        latencies,
      );
    }),
  );
}

/** Runs side by side last as long as the longest of them. */
const longest = (results: autocannon.Result[]) =>
  Math.max(...results.map((r) => r.duration), 0.001);

function summarize(results: autocannon.Result[], latencies: number[], seconds: number): LoadResult {
  latencies.sort((a, b) => a - b);
  const statuses: Record<string, number> = {};
  let total = 0;
  let errors = 0;
  for (const result of results) {
    total += result.requests.total;
    errors += result.errors + result.timeouts;
    for (const [code, { count }] of Object.entries(
      result.statusCodeStats as Record<string, { count: number }>,
    )) {
      statuses[code] = (statuses[code] ?? 0) + count;
    }
  }
  return {
    rps: total / seconds,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    total,
    statuses,
    errors,
  };
}
