import type { AccountExport, DiscoverCandidate, SystemStatus } from "@tandem/api-contract";
import { createDb, migrateToLatest, seedCatalog, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import { WRITE_POSITION_COOKIE } from "../src/http/write-position.js";
import { createMetrics } from "../src/metrics/metrics.js";
import { routeReads, type ReadRouting } from "../src/infra/read-replica.js";
import { single } from "../src/services/matching/test-support.js";
import { call, createUser, testEnv, type TestContext, type TestUser } from "./helpers.js";
import { postgresBinaries, startStreamingPair, type StreamingPair } from "./streaming-replica.js";

/**
 * A real streaming replica (decision 357): a primary and a `pg_basebackup -R` copy of it on
 * ports of their own (READ_REPLICA_TEST_PORTS, "3551,5433" by default), the app on the
 * primary with its lag-tolerant reads routed. Replay paused makes lag; the replica stopped
 * is a replica down. Skipped only without Postgres's server binaries (CI installs them).
 */
const bin = postgresBinaries();
const [primaryPort, replicaPort] = (process.env.READ_REPLICA_TEST_PORTS ?? "3551,5433")
  .split(",")
  .map(Number) as [number, number];
if (!bin)
  console.warn(
    "read-replica.test.ts skipped: no Postgres server binaries (initdb, pg_basebackup) under " +
      "/usr/lib/postgresql/*/bin or PG_BIN. Install postgresql-15 to run it.",
  );

// Above the second a replay of this test's own writes can take on a loaded machine (a
// transient "behind" would send a read to the primary and warn), below what a paused replay
// reaches within the waits.
const MAX_LAG_SECONDS = 3;

describe.skipIf(!bin)("a streaming read replica", () => {
  let pair: StreamingPair;
  let primary: Db;
  let replica: Db;
  let reads: ReadRouting;
  let app: FastifyInstance;
  const t = {} as TestContext;
  const logged: { level: "info" | "warn" | "error"; message: string }[] = [];
  const metrics = createMetrics();

  beforeAll(async () => {
    pair = startStreamingPair({ bin: bin!, primaryPort, replicaPort });
    primary = createDb({ connectionString: pair.primaryUrl, max: 5 });
    await migrateToLatest(primary);
    await seedCatalog(primary);
    replica = createDb({ connectionString: pair.replicaUrl, max: 5 });
    const log = (level: "info" | "warn" | "error") => (_details: object, message?: string) =>
      logged.push({ level, message: message ?? "" });
    reads = routeReads({
      primary,
      replica,
      maxLagSeconds: MAX_LAG_SECONDS,
      checkEveryMs: 200,
      log: { info: log("info"), warn: log("warn"), error: log("error") },
    });
    metrics.watchReplica(() => reads.status());
    app = await buildApp({ db: primary, env: testEnv(), reads });
    Object.assign(t, { app, db: primary });
  }, 90_000);

  afterAll(async () => {
    await app?.close();
    await reads?.close();
    await replica?.destroy();
    await primary?.destroy();
    pair?.destroy();
  });

  const until = async (what: string, test: () => boolean | Promise<boolean>, ms = 10_000) => {
    const end = Date.now() + ms;
    while (!(await test())) {
      if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const state = () => reads.status()?.state;
  const warnings = () => logged.filter((line) => line.level === "warn");
  const replicaRan = (userId: string) => pair.replicaLog().includes(userId);
  const replicaHas = async (userId: string) =>
    (
      await sql<{ n: number }>`SELECT count(*)::int AS n FROM users WHERE id = ${userId}`.execute(
        replica,
      )
    ).rows[0]!.n === 1;
  /** The write-position cookie a response set (`name=value`). */
  const wroteCookie = (headers: Record<string, unknown>) => {
    const set = headers["set-cookie"];
    const all: string[] = Array.isArray(set)
      ? set.map(String)
      : typeof set === "string"
        ? [set]
        : [];
    return all.find((c) => c.startsWith(`${WRITE_POSITION_COOKIE}=`))?.split(";")[0];
  };
  const withCookie = (user: TestUser, wrote: string | undefined) => ({
    ...user,
    cookie: wrote ? `${user.cookie}; ${wrote}` : user.cookie,
  });
  const discover = (user: TestUser) =>
    call<DiscoverCandidate[]>(app, "GET", "/api/matching/discover", { user });
  const ANSWERS = [1, 2, 3, 0, 1];

  it("serves Discover from the replica once it has replayed the data", async () => {
    await until("the replica to serve", () => state() === "serving");
    const viewer = await single(t, "Viewer", ANSWERS);
    const candidate = await single(t, "Candidate", ANSWERS);
    await until("the replica to replay the new singles", () => replicaHas(candidate.id));
    await until("the replica to serve again", () => state() === "serving");
    expect(replicaRan(viewer.id)).toBe(false);

    const res = await discover(viewer);
    expect(res).toHaveStatus(200);
    expect(res.body.map((c) => c.id)).toContain(candidate.id);
    // The walk's statement, with the viewer's id as its parameter, ran on the replica.
    expect(replicaRan(viewer.id)).toBe(true);
    expect(reads.status()).toMatchObject({ state: "serving", replicaReads: 1 });

    // The quiz history and a staff list, the same way.
    expect(await call(app, "GET", "/api/quiz/history", { user: viewer })).toHaveStatus(200);
    const admin = await createUser(primary, { role: "admin" });
    expect(await call(app, "GET", "/api/admin/audit-log", { user: admin })).toHaveStatus(200);
    expect(reads.status()).toMatchObject({ state: "serving", replicaReads: 3, primaryReads: 0 });
    expect(warnings()).toEqual([]);
    // Staff see it in the System tab's read.
    const system = await call<SystemStatus>(app, "GET", "/api/admin/system", { user: admin });
    expect(system.body.readReplica).toMatchObject({
      state: "serving",
      replicaReads: 3,
      primaryReads: 0,
    });
    expect(system.body.readReplica!.lagSeconds).toBeLessThanOrEqual(MAX_LAG_SECONDS);
  });

  it("reads a person's own write from the primary while the replica has not replayed it", async () => {
    const viewer = await single(t, "Fresh viewer", ANSWERS);
    const candidate = await single(t, "Passed on", ANSWERS);
    await until("the replica to replay the new singles", () => replicaHas(candidate.id));
    await sql`SELECT pg_wal_replay_pause()`.execute(replica);
    const primaryReadsBefore = reads.status()!.primaryReads;

    const passed = await call(app, "POST", "/api/matching/pass", {
      user: viewer,
      body: { toUserId: candidate.id },
    });
    expect(passed).toHaveStatus(200);
    const wrote = wroteCookie(passed.headers);
    expect(wrote).toMatch(/^tandem_wrote=[0-9A-F]+\/[0-9A-F]+$/);
    const res = await discover(withCookie(viewer, wrote));
    expect(res).toHaveStatus(200);
    expect(res.body.map((c) => c.id)).not.toContain(candidate.id);
    expect(reads.status()!.primaryReads).toBe(primaryReadsBefore + 1);
    expect(replicaRan(viewer.id)).toBe(false);

    // The export of the account after renaming it: the new name, whatever the replica has.
    const renamed = await call(app, "POST", "/api/user/name", {
      user: viewer,
      body: { firstName: "Renamed" },
    });
    expect(renamed).toHaveStatus(200);
    const exported = await call<AccountExport>(app, "GET", "/api/account/export", {
      user: withCookie(viewer, wroteCookie(renamed.headers)),
    });
    expect(exported).toHaveStatus(200);
    expect(JSON.stringify(exported.body.data)).toContain('"Renamed"');
  });

  it("sends every read to the primary, with one warning, while the replica lags", async () => {
    // Replay is still paused and the primary has moved on: the lag grows past the limit.
    await until("the lag to pass the limit", () => state() === "behind", 15_000);
    expect(reads.status()!.lagSeconds).toBeGreaterThan(MAX_LAG_SECONDS);
    expect(warnings()).toHaveLength(1);
    expect(warnings()[0]!.message).toMatch(/behind/);
    const staff = await createUser(primary, { role: "admin" });
    const system = await call<SystemStatus>(app, "GET", "/api/admin/system", { user: staff });
    expect(system.body.readReplica?.state).toBe("behind");
    expect(await metrics.registry.getSingleMetricAsString("tandem_db_replica_serving")).toMatch(
      /tandem_db_replica_serving 0/,
    );

    const viewer = await single(t, "Lagging viewer", ANSWERS);
    const other = await single(t, "Lagging candidate", ANSWERS);
    for (let i = 0; i < 3; i++) {
      const res = await discover(viewer);
      expect(res).toHaveStatus(200);
      expect(res.body.map((c) => c.id)).toContain(other.id);
    }
    expect(replicaRan(viewer.id)).toBe(false);
    expect(warnings()).toHaveLength(1);

    await sql`SELECT pg_wal_replay_resume()`.execute(replica);
    await until("the replica to catch up", () => state() === "serving");
    expect(logged.filter((line) => line.level === "info").map((l) => l.message)).toEqual([
      "read replica: serving the lag-tolerant reads again",
    ]);
    const lag = await metrics.registry.getSingleMetricAsString("tandem_db_replica_lag_seconds");
    expect(Number(/^tandem_db_replica_lag_seconds (\S+)$/m.exec(lag)![1])).toBeLessThanOrEqual(
      MAX_LAG_SECONDS,
    );
    expect((await discover(viewer)).status).toBe(200);
    expect(replicaRan(viewer.id)).toBe(true);
  });

  it("answers from the primary, never a 5xx, once the replica is stopped", async () => {
    const viewer = await single(t, "Viewer after the stop", ANSWERS);
    await until("the replica to replay the viewer", () => replicaHas(viewer.id));
    await until("the replica to serve", () => state() === "serving");
    const warned = warnings().length;
    pair.stopReplica();
    // At once, before any check noticed: the read fails on the replica and is asked again.
    for (let i = 0; i < 3; i++) expect(await discover(viewer)).toHaveStatus(200);
    await until("the replica to be marked down", () => state() === "down");
    expect(reads.status()!.lagSeconds).toBeNull();
    expect(await discover(viewer)).toHaveStatus(200);
    expect(warnings()).toHaveLength(warned + 1);
    expect(warnings().at(-1)!.message).toMatch(/unreachable/);
  });
});
