// `pnpm --filter @tandem/api tsx bench/backup.ts`: how long backups and restores take (the
// demo data and 100k singles, each engine), and what durable commits would cost the embedded
// database (commits a second with and without an fdatasync of the WAL at each). A bench, not
// a test: it prints a markdown table; results go under bench/results/.
// BENCH_POSTGRES_URL (default postgres://root@127.0.0.1:5432/postgres) names the server.
import { closeSync, fdatasyncSync, mkdtempSync, openSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, migrateToLatest, openDatabase, seedCatalog } from "@tandem/db";
import { createPGlite } from "@tandem/db/embedded";
import { sql } from "kysely";
import { seedDemoData } from "../src/demo-data.js";
import { formatBytes, restoreBackup, writeBackup } from "../src/services/backup/index.js";
import { prepareDiscoverDatabase } from "./lib/discover-data.js";
import { resetDatabase } from "./lib/postgres.js";

const SERVER = process.env.BENCH_POSTGRES_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const work = mkdtempSync(join(tmpdir(), "tandem-bench-backup-"));
const rows: string[] = [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function commitsPerSecond(count: number, durable: boolean): Promise<number> {
  const dir = join(work, `commits-${durable}`);
  const pglite = await createPGlite(dir);
  await pglite.exec("CREATE TABLE t (id serial PRIMARY KEY, v text)");
  const fds = new Map<string, number>();
  const started = performance.now();
  for (let i = 0; i < count; i++) {
    await pglite.query("INSERT INTO t (v) VALUES ($1)", [`row ${i}`]);
    if (durable) {
      // What a durable commit would add: the WAL segment written to, on the disk.
      const { rows: wal } = await pglite.query<{ f: string }>(
        "SELECT pg_walfile_name(pg_current_wal_lsn()) AS f",
      );
      const name = wal[0]!.f;
      let fd = fds.get(name);
      if (fd === undefined) fds.set(name, (fd = openSync(join(dir, "pg_wal", name), "r+")));
      fdatasyncSync(fd);
    }
  }
  const perSecond = count / ((performance.now() - started) / 1000);
  for (const fd of fds.values()) closeSync(fd);
  await pglite.close();
  return perSecond;
}

async function postgresCommitsPerSecond(count: number): Promise<number> {
  const url = await resetDatabase(SERVER, "tandem_bench_backup_commits");
  const db = createDb({ connectionString: url, max: 1 });
  await sql`CREATE TABLE t (id serial PRIMARY KEY, v text)`.execute(db);
  const started = performance.now();
  for (let i = 0; i < count; i++) await sql`INSERT INTO t (v) VALUES (${`row ${i}`})`.execute(db);
  const perSecond = count / ((performance.now() - started) / 1000);
  await db.destroy();
  return perSecond;
}

async function measure(label: string, sourceWhere: { databaseUrl?: string; dataDir?: string }) {
  const source = await openDatabase(sourceWhere);
  const written = await writeBackup({
    db: source.db,
    engine: sourceWhere.databaseUrl ? "postgres" : "embedded",
    outDir: join(work, "backups"),
  });
  await source.close();
  const intoPostgres = await resetDatabase(SERVER, "tandem_bench_backup_target");
  const toPostgres = await restoreBackup({
    file: written.path,
    where: { databaseUrl: intoPostgres },
    force: true,
  });
  const intoEmbedded = join(work, `restored-${rows.length}`);
  const toEmbedded = await restoreBackup({
    file: written.path,
    where: { dataDir: intoEmbedded },
    force: true,
  });
  rmSync(intoEmbedded, { recursive: true, force: true });
  rows.push(
    `| ${label} | ${written.rows.toLocaleString("en")} | ${formatBytes(written.bytes)} | ${seconds(written.milliseconds)} | ${seconds(toPostgres.milliseconds)} | ${seconds(toEmbedded.milliseconds)} |`,
  );
  console.log(rows.at(-1));
}

try {
  console.log(`${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)} at the start`);
  const COMMITS = Number(process.env.BENCH_COMMITS ?? 2000);
  const plain = await commitsPerSecond(COMMITS, false);
  const durable = await commitsPerSecond(COMMITS, true);
  const postgres = await postgresCommitsPerSecond(COMMITS);
  console.log(
    `| commits/s, ${COMMITS} single-row inserts | embedded as is | embedded + fdatasync of the WAL | Postgres 15 (fsync=on) |`,
  );
  console.log(`| --- | --- | --- | --- |`);
  console.log(`| | ${plain.toFixed(0)} | ${durable.toFixed(0)} | ${postgres.toFixed(0)} |`);

  console.log("| data | rows | file | backup | restore into Postgres | restore into embedded |");
  console.log("| --- | --- | --- | --- | --- | --- |");
  const demoDir = join(work, "demo");
  const demo = await openDatabase({ dataDir: demoDir });
  await migrateToLatest(demo.db);
  await seedCatalog(demo.db);
  await seedDemoData(demo.db);
  await demo.close();
  await measure("demo data, embedded", { dataDir: demoDir });

  const demoPostgres = await resetDatabase(SERVER, "tandem_bench_backup_demo");
  const pg = createDb({ connectionString: demoPostgres, max: 2 });
  await migrateToLatest(pg);
  await seedCatalog(pg);
  await seedDemoData(pg);
  await pg.destroy();
  await measure("demo data, Postgres", { databaseUrl: demoPostgres });

  const singles = await prepareDiscoverDatabase({
    serverUrl: SERVER,
    name: "tandem_bench_backup_100k",
    singles: 100_000,
    viewerCount: 20,
  });
  await measure("100k singles, Postgres", { databaseUrl: singles });
  console.log(`load average ${loadavg()[0]!.toFixed(1)} at the end`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
