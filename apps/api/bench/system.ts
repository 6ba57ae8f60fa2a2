// `pnpm --filter @tandem/api exec tsx --conditions=@tandem/source bench/system.ts`: what the
// System tab costs (decisions 325-326): one heartbeat upsert (each process, every 15 s) and
// one admin.system read, on the embedded database and, with BENCH_SYSTEM_URL (a database this
// bench may wipe), on Postgres. A bench, not a test: it prints a markdown table; results go
// under bench/results/.
import { cpus, loadavg, tmpdir } from "node:os";
import { createDb, migrateToLatest, seedCatalog, type Db } from "@tandem/db";
import { startEmbeddedPostgres } from "@tandem/db/embedded";
import { sql } from "kysely";
import {
  createProcessReport,
  readSystemStatus,
  startHeartbeat,
} from "../src/services/system/index.js";

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const silent = { info() {}, warn() {}, error() {} };

function percentiles(ms: number[]): { p50: string; p95: string } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5).toFixed(2), p95: at(0.95).toFixed(2) };
}

async function timed(runs: number, work: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < 20; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    ms.push(performance.now() - started);
  }
  return ms;
}

async function measure(engine: "embedded" | "postgres", db: Db): Promise<string[]> {
  await migrateToLatest(db);
  await seedCatalog(db);
  // Two other processes' rows, as on a cluster.
  const others = await Promise.all(
    [createProcessReport(), createProcessReport()].map((report) =>
      startHeartbeat({ db, report, liveStreams: () => 0, log: silent, everyMs: 3_600_000 }),
    ),
  );
  const report = createProcessReport();
  const heartbeat = await startHeartbeat({
    db,
    report,
    liveStreams: () => 0,
    log: silent,
    everyMs: 3_600_000,
  });
  const beat = percentiles(await timed(RUNS, () => heartbeat.beat()));
  const read = percentiles(
    await timed(RUNS, () =>
      readSystemStatus(db, { engine, backupDir: tmpdir(), report, log: silent }),
    ),
  );
  for (const h of [heartbeat, ...others]) await h.stop();
  return [
    `| ${engine} | heartbeat upsert | ${RUNS} | ${beat.p50} | ${beat.p95} |`,
    `| ${engine} | admin.system read (3 processes) | ${RUNS} | ${read.p50} | ${read.p95} |`,
  ];
}

const rows: string[] = [];
const embedded = await startEmbeddedPostgres({ maxConnections: 10 });
const embeddedDb = createDb({ connectionString: embedded.connectionString, max: 1 });
rows.push(...(await measure("embedded", embeddedDb)));
await embeddedDb.destroy();
await embedded.stop();

const url = process.env.BENCH_SYSTEM_URL;
if (url) {
  const wipe = createDb({ connectionString: url, max: 1 });
  await sql`DROP SCHEMA IF EXISTS public CASCADE`.execute(wipe);
  await sql`CREATE SCHEMA public`.execute(wipe);
  await wipe.destroy();
  const db = createDb({ connectionString: url, max: 5 });
  rows.push(...(await measure("postgres", db)));
  await db.destroy();
}

console.log(
  `${cpus().length} cores, load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(" ")} at the end\n`,
);
console.log("| engine | operation | runs | p50 ms | p95 ms |");
console.log("| --- | --- | ---: | ---: | ---: |");
for (const row of rows) console.log(row);
