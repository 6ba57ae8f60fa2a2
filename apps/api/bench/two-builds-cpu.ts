/**
 * Two builds of the API side by side on one Postgres database, each read measured on both in
 * alternating turns (A B B A ...): the API process's CPU per answered request and its
 * requests a second, medians of the turns. Two runs an hour apart on this VM differ by more
 * than a change of a few µs; turns a few seconds apart differ less, but not by nothing: run
 * it first with one build on both sides (BEFORE=dist/server.js) to see this day's noise
 * (on the afternoon of 2026-12-06: −11.5 and +9.5 µs), and trust a change's sign over runs.
 * Numbers, never a test.
 *
 *   cd apps/api && pnpm build && cp -r dist dist-before      # the build to compare with
 *   # ... the change, then:
 *   pnpm build && pnpm tsx bench/two-builds-cpu.ts
 *
 *   BEFORE, AFTER   each build's server.js (by default the one in dist-before, the one in dist)
 *   READS=/trpc/user.me,/trpc/quiz.today                 the reads (these by default)
 *   TURNS=8 SECONDS=2                                    turns per build and read, their length
 *   BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/postgres   (database tandem_bench_builds)
 */
import { load } from "./lib/load.js";
import { resetDatabase } from "./lib/postgres.js";
import { freePort, startApi, type Child } from "./lib/processes.js";
import { loadWithCpu } from "./lib/rendered-pages.js";
import { signIn } from "./lib/sign-in.js";

const TURNS = Number(process.env.TURNS ?? 8);
const SECONDS = Number(process.env.SECONDS ?? 2);
const reads = (process.env.READS ?? "/trpc/user.me,/trpc/quiz.today").split(",");
const serverUrl = process.env.BENCH_DATABASE_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const builds = {
  before: process.env.BEFORE ?? "dist-before/server.js",
  after: process.env.AFTER ?? "dist/server.js",
};

interface Server {
  child: Child;
  origin: string;
  headers: Record<string, string>;
}

async function start(entry: string, databaseUrl: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = await startApi(port, { DATABASE_URL: databaseUrl }, [], entry);
  return {
    child,
    origin,
    headers: { cookie: await signIn(origin, "alex@tandem.demo"), "x-time-zone": "UTC" },
  };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const url = await resetDatabase(serverUrl, "tandem_bench_builds");
// One after the other: the first start migrates and seeds the new database.
const before = await start(builds.before, url);
const after = await start(builds.after, url);
try {
  for (const path of reads) {
    const read = (server: Server, seconds: number) =>
      loadWithCpu(server.child.process.pid ?? 0, () =>
        load({ origin: server.origin, requests: [{ path }], headers: server.headers, seconds }),
      );
    const turns = new Map<Server, { us: number[]; rps: number[] }>([
      [before, { us: [], rps: [] }],
      [after, { us: [], rps: [] }],
    ]);
    for (const server of [before, after]) await read(server, 2); // warm-up
    for (let turn = 0; turn < TURNS; turn++) {
      for (const server of turn % 2 ? [after, before] : [before, after]) {
        const { result, cpuMsPerRequest } = await read(server, SECONDS);
        turns.get(server)!.us.push(1000 * cpuMsPerRequest);
        turns.get(server)!.rps.push(result.rps);
      }
    }
    const [b, a] = [turns.get(before)!, turns.get(after)!];
    process.stdout.write(
      `${path}: before ${median(b.us).toFixed(1)} µs (${median(b.rps).toFixed(0)} req/s), ` +
        `after ${median(a.us).toFixed(1)} µs (${median(a.rps).toFixed(0)} req/s), ` +
        `${(median(a.us) - median(b.us)).toFixed(1)} µs a request\n`,
    );
  }
} finally {
  await before.child.stop();
  await after.child.stop();
}
