/**
 * The bench's first two sections: the API's reads over REST and tRPC, against the baseline
 * (bare Fastify, and Fastify + one indexed pg query, in a process of its own) on Postgres, then
 * on the embedded PGlite as `npm start` runs it.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  load,
  loadInTurns,
  shareInTurns,
  type LoadRequest,
  type LoadResult,
  type TurnsResult,
} from "./load.js";
import { startApi, startBaseline } from "./processes.js";
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
  /** One-second turns of each signed-in read and of the baseline they are compared with. */
  turns: number;
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

/**
 * The baseline (Fastify + one indexed pg query) and each read over REST and tRPC, in turns
 * (`loadInTurns`), REST and tRPC for one procedure next to each other: every ratio the goals
 * name is between loads that met the same machine. Rows for the baseline and each read; the
 * goal on each tRPC row. Returns the baseline's result.
 */
async function measureReadsInTurns(
  { origin, turns, rows, log }: BenchRun,
  section: string,
  baseline: { origin: string; label: string },
  headers: Record<string, string>,
  goal: { minShare: number; maxP99: number },
): Promise<TurnsResult> {
  const sides = [
    { origin: baseline.origin, requests: [{ path: "/one-query" }] },
    ...READS.flatMap((read) => [
      { origin, requests: [{ path: read.rest }], headers },
      { origin, requests: [{ path: `/trpc/${read.name}` }], headers },
    ]),
  ];
  const [base, ...reads] = await loadInTurns({ seconds: turns }, sides);
  const baselineRps = base!.rps;
  const row = (label: string, result: LoadResult) => {
    log(`  ${label}: ${result.rps.toFixed(0)} req/s, p99 ${result.p99.toFixed(1)} ms`);
    rows.push({ section, label, result, baselineRps });
  };
  row(baseline.label, base!);
  READS.forEach((read, i) => {
    const rest = reads[2 * i]!;
    const trpc = reads[2 * i + 1]!;
    row(`\`GET ${read.rest}\``, rest);
    row(`\`GET /trpc/${read.name}\``, trpc);
    rows.at(-1)!.goal = tRPCGoal(trpc, rest, base!, goal);
  });
  return base!;
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

/** A tRPC read's goals: its share of the baseline, its p99, and its share of its REST route. */
function tRPCGoal(
  trpc: TurnsResult,
  rest: TurnsResult,
  baseline: TurnsResult,
  { minShare, maxP99 }: { minShare: number; maxP99: number },
) {
  const ofBaseline = shareInTurns(trpc, baseline);
  const ofRest = shareInTurns(trpc, rest);
  const ok = ofBaseline.share >= minShare && trpc.p99 <= maxP99 && ofRest.share >= 0.95;
  const percent = ({ share, error }: { share: number; error: number }) =>
    `${(100 * share).toFixed(0)}%${Number.isFinite(error) ? ` ± ${(100 * error).toFixed(1)}` : ""}`;
  return {
    ok,
    text: `≥ ${minShare * 100}% of baseline (${percent(ofBaseline)}), p99 ≤ ${maxP99} ms, ≥ 95% of REST (${percent(ofRest)})`,
  };
}

/** The demo data on `databaseUrl` (the baseline reads its user), seeded by the API if missing. */
async function ensureDemoData(port: number, databaseUrl: string): Promise<void> {
  const seeded = await userIdByEmail(databaseUrl, DEMO_COUPLE).then(
    () => true,
    () => false,
  );
  if (!seeded) await (await startApi(port, { DATABASE_URL: databaseUrl })).stop();
}

/** The baseline on `databaseUrl`, warmed up, its query reading the demo couple. */
async function startWarmBaseline(databaseUrl: string) {
  const baseline = await startBaseline(databaseUrl, await userIdByEmail(databaseUrl, DEMO_COUPLE));
  await warmUp(2, baseline.origin, ["/hello", "/one-query"], {});
  return baseline;
}

/**
 * The baseline, then the API on Postgres (`apiDb`): health, signed-out refusals, and each
 * read over REST and tRPC in turns with the baseline. Returns the baseline the other sections
 * compare with, and its CPU per request.
 */
export async function measureOnPostgres(
  run: BenchRun,
  port: number,
  apiDb: string,
): Promise<{ baselineRps: number; baselineCpuMs: number | undefined }> {
  const { origin, seconds } = run;
  const api = await startApi(port, { DATABASE_URL: apiDb });
  const signedIn = { cookie: await signIn(origin, DEMO_COUPLE), ...TIME_ZONE };
  const baseline = await startWarmBaseline(apiDb);
  try {
    await measure(run, "baseline", "bare Fastify `GET /hello`", baseline.origin, {
      path: "/hello",
    });
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
    // The baseline's process idles between its turns: its CPU over them all is its own.
    const { result, cpuMsPerRequest } = await loadWithCpu(baseline.child.process.pid ?? 0, () =>
      measureReadsInTurns(
        run,
        section,
        {
          origin: baseline.origin,
          label: "baseline: Fastify + one indexed pg query, in turns with the reads",
        },
        signedIn,
        { minShare: 0.5, maxP99: 25 },
      ),
    );
    const batch = READS.map((r) => r.name).join(",");
    await measure(
      run,
      section,
      "the three in one batch (`httpBatchLink`)",
      origin,
      { path: `/trpc/${batch}?batch=1&input=${encodeURIComponent("{}")}` },
      signedIn,
    );
    return { baselineRps: result.rps, baselineCpuMs: cpuMsPerRequest };
  } finally {
    await baseline.child.stop();
    await api.stop();
  }
}

/**
 * The API on the embedded PGlite (no DATABASE_URL): each read over REST and tRPC, in turns with
 * the baseline on Postgres (`baselineDb`).
 */
export async function measureEmbedded(
  run: BenchRun,
  port: number,
  baselineDb: string,
): Promise<void> {
  const { origin, seconds } = run;
  const dataDir = mkdtempSync(join(tmpdir(), "tandem-bench-"));
  await ensureDemoData(port, baselineDb);
  const api = await startApi(port, { DATABASE_URL: "", DATA_DIR: dataDir });
  const baseline = await startWarmBaseline(baselineDb);
  try {
    const signedIn = { cookie: await signIn(origin, DEMO_COUPLE), ...TIME_ZONE };
    await warmUp(
      seconds,
      origin,
      READS.map((r) => `/trpc/${r.name}`),
      signedIn,
    );
    await measureReadsInTurns(
      run,
      "Tandem embedded (PGlite)",
      {
        origin: baseline.origin,
        label: "baseline (on Postgres), in turns with the embedded reads",
      },
      signedIn,
      { minShare: 0.25, maxP99: 50 },
    );
  } finally {
    await baseline.child.stop();
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
