/**
 * The bench's first two sections: the API's reads over REST and tRPC, against the baseline
 * (bare Fastify, and Fastify + one indexed pg query, in a process of its own) on Postgres, then
 * on the embedded PGlite as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { load, loadInTurns, type LoadRequest, type LoadResult } from "./load.js";
import { freePort, startApi, startChild, waitForHttp } from "./processes.js";
import { userIdByEmail } from "./postgres.js";
import { loadWithCpu } from "./rendered-pages.js";
import { signIn } from "./sign-in.js";
import type { Row } from "./table.js";

/** Where a section measures and what it writes to: the run's rows and its log. */
export interface BenchRun {
  /** The API's origin (`http://127.0.0.1:<port>`). */
  origin: string;
  /** Seconds per measured URL. */
  seconds: number;
  rows: Row[];
  log: (text: string) => void;
}

const DEMO_COUPLE = "alex@tandem.demo";
const TIME_ZONE = { "x-time-zone": "UTC" };
const READS = [
  { name: "user.me", rest: "/api/auth/user" },
  { name: "quiz.today", rest: "/api/quiz/today" },
  { name: "rewards.list", rest: "/api/rewards" },
] as const;

async function measure(
  { seconds, rows, log }: BenchRun,
  section: string,
  label: string,
  origin: string,
  request: LoadRequest,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  const result = await load({ origin, seconds, requests: [request], headers });
  log(`  ${label}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
  rows.push({ section, label, result });
  return result;
}

/** REST and tRPC for the same procedure, measured in turns (see `loadInTurns`). */
async function measureRestAndTRPC(
  { origin, seconds, rows, log }: BenchRun,
  section: string,
  read: (typeof READS)[number],
  headers: Record<string, string>,
): Promise<[LoadResult, LoadResult]> {
  const rest = { path: read.rest };
  const trpc = { path: `/trpc/${read.name}` };
  const [restResult, trpcResult] = await loadInTurns({ origin, seconds, headers }, rest, trpc);
  for (const [label, result] of [
    [`\`GET ${rest.path}\``, restResult],
    [`\`GET ${trpc.path}\``, trpcResult],
  ] as const) {
    log(`  ${label}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
    rows.push({ section, label, result });
  }
  return [restResult, trpcResult];
}

async function warmUp(
  seconds: number,
  origin: string,
  paths: string[],
  headers: Record<string, string>,
) {
  await load({
    origin,
    seconds: Math.min(2, seconds),
    requests: paths.map((path) => ({ path })),
    headers,
  });
}

function tRPCGoal(
  trpc: LoadResult,
  rest: LoadResult,
  baseline: number,
  minShare: number,
  maxP99: number,
) {
  const share = trpc.rps / baseline;
  const ofRest = trpc.rps / rest.rps;
  const ok = share >= minShare && trpc.p99 <= maxP99 && ofRest >= 0.95;
  return {
    ok,
    text: `≥ ${minShare * 100}% of baseline, p99 ≤ ${maxP99} ms, ≥ 95% of REST (${(100 * ofRest).toFixed(0)}%)`,
  };
}

/**
 * The baseline, then the API on Postgres (`apiDb`): health, signed-out refusals, each read over
 * REST and tRPC, and the three in one batch. Returns the baseline the other rows compare with.
 */
export async function measureOnPostgres(
  run: BenchRun,
  port: number,
  apiDb: string,
): Promise<{ baselineRps: number; baselineCpuMs: number | undefined }> {
  const { origin, seconds, rows } = run;
  const api = await startApi(port, { DATABASE_URL: apiDb });
  const cookie = await signIn(origin, DEMO_COUPLE);
  const signedIn = { cookie, ...TIME_ZONE };
  const basePort = await freePort();
  const baseline = startChild(["bench/baseline-server.mjs"], {
    PORT: String(basePort),
    DATABASE_URL: apiDb,
    BASELINE_USER_ID: await userIdByEmail(apiDb, DEMO_COUPLE),
  });
  const baseOrigin = `http://127.0.0.1:${basePort}`;
  try {
    await waitForHttp(`${baseOrigin}/api/health`, baseline);
    await warmUp(seconds, baseOrigin, ["/hello", "/one-query"], {});
    await measure(run, "baseline", "bare Fastify `GET /hello`", baseOrigin, { path: "/hello" });
    // Its CPU per request too (process CPU time, /proc): what a rendered page's CPU compares with.
    const { result: one, cpuMsPerRequest } = await loadWithCpu(baseline.process.pid ?? 0, () =>
      measure(run, "baseline", "Fastify + one indexed pg query", baseOrigin, {
        path: "/one-query",
      }),
    );
    const baselineRps = one.rps;
    await baseline.stop();

    await warmUp(
      seconds,
      origin,
      [...READS.map((r) => `/trpc/${r.name}`), "/api/health"],
      signedIn,
    );
    const section = "Tandem on Postgres";
    await measure(run, section, "`GET /api/health`", origin, { path: "/api/health" });
    await measure(run, section, "`GET /api/auth/user` signed out (401)", origin, {
      path: "/api/auth/user",
    });
    await measure(run, section, "`GET /trpc/user.me` signed out (401)", origin, {
      path: "/trpc/user.me",
    });
    for (const read of READS) {
      const [rest, trpc] = await measureRestAndTRPC(run, section, read, signedIn);
      rows.at(-1)!.goal = tRPCGoal(trpc, rest, baselineRps, 0.5, 25);
    }
    const batch = READS.map((r) => r.name).join(",");
    await measure(
      run,
      section,
      "the three in one batch (`httpBatchLink`)",
      origin,
      {
        path: `/trpc/${batch}?batch=1&input=${encodeURIComponent("{}")}`,
      },
      signedIn,
    );
    return { baselineRps, baselineCpuMs: cpuMsPerRequest };
  } finally {
    await baseline.stop();
    await api.stop();
  }
}

/** The API on the embedded PGlite (no DATABASE_URL): each read over REST and tRPC. */
export async function measureEmbedded(
  run: BenchRun,
  port: number,
  baselineRps: number,
): Promise<void> {
  const { origin, seconds, rows } = run;
  const dataDir = mkdtempSync(join(tmpdir(), "tandem-bench-"));
  const api = await startApi(port, { DATABASE_URL: "", DATA_DIR: dataDir });
  try {
    const signedIn = { cookie: await signIn(origin, DEMO_COUPLE), ...TIME_ZONE };
    await warmUp(
      seconds,
      origin,
      READS.map((r) => `/trpc/${r.name}`),
      signedIn,
    );
    const section = "Tandem embedded (PGlite)";
    for (const read of READS) {
      const [rest, trpc] = await measureRestAndTRPC(run, section, read, signedIn);
      rows.at(-1)!.goal = tRPCGoal(trpc, rest, baselineRps, 0.25, 50);
    }
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
