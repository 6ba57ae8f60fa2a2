// The System tab's read (admin.system, decisions 325-326): each process's heartbeat row,
// the database, the last backup, queue depths and 5xx in the last hour, staff only.
import { mkdtemp, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  API_TOKEN_SCOPES,
  PARTNER_TOKEN_SCOPE,
  PROCESS_STALE_AFTER_MS,
  type CreatedApiToken,
  type SystemStatus,
} from "@tandem/api-contract";
import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { writeBackup } from "../src/services/backup/index.js";
import { deleteExpiredRows } from "../src/infra/housekeeping.js";
import {
  createProcessReport,
  serverVersion,
  readSystemStatus,
  startHeartbeat,
  type ProcessReport,
} from "../src/services/system/index.js";
import { call, createUser, PUBLIC_URL, testEnv, type TestUser } from "./helpers.js";

const kind = inject("databaseKind");
const HOUR_MS = 60 * 60 * 1000;
const silent = { info() {}, warn() {}, error() {} };

let db: Db;
let backupDir: string;
let reportA: ProcessReport;
let appA: FastifyInstance;
let staff: TestUser;

async function processApp(report: ProcessReport, database = db): Promise<FastifyInstance> {
  return buildApp({
    db: database,
    env: testEnv({ BACKUP_DIR: backupDir }),
    processReport: report,
    // Written once at start; the tests beat by hand.
    heartbeatMs: HOUR_MS,
    databaseKind: kind,
  });
}

const readSystem = async (app = appA, user: TestUser | null = staff) =>
  call<SystemStatus>(app, "GET", "/api/admin/system", { user });

beforeAll(async () => {
  db = createDb({ connectionString: testDatabaseUrl(), max: kind === "embedded" ? 1 : 5 });
  backupDir = await mkdtemp(join(tmpdir(), "tandem-system-"));
  reportA = createProcessReport();
  appA = await processApp(reportA);
  staff = await createUser(db, { role: "admin" });
});

afterAll(async () => {
  await appA?.close();
  await db?.destroy();
  await rm(backupDir, { recursive: true, force: true });
});

describe("admin.system", () => {
  it("shows staff the answering process, the database and the queues", async () => {
    const response = await readSystem();
    expect(response, response.text).toHaveStatus(200);
    const own = response.body.processes?.find((p) => p.id === reportA.id);
    expect(own).toMatchObject({
      answering: true,
      stale: false,
      version: serverVersion(),
      pid: process.pid,
    });
    expect(own!.rssBytes).toBeGreaterThan(1_000_000);
    expect(own!.uptimeSeconds).toBeGreaterThanOrEqual(0);
    // A response is counted once sent: the next read sees this one.
    expect(response.body.database).toMatchObject({ engine: kind, available: true });
    expect(response.body.database!.sizeBytes).toBeGreaterThan(0);
    if (kind === "postgres") expect(response.body.database!.connections).toBeGreaterThan(0);
    else expect(response.body.database!.connections).toBeNull();
    expect(response.body.queues).toEqual({
      pushDeliveries: expect.any(Number),
      nudgeEmails: expect.any(Number),
      photoDeletions: expect.any(Number),
    });
    // No DATABASE_READ_URL here: every read on the primary, said as such.
    expect(response.body.readReplica).toBeNull();
    const again = await readSystem();
    const ownAgain = again.body.processes!.find((p) => p.id === reportA.id)!;
    expect(ownAgain.requestsLastHour).toBeGreaterThanOrEqual(1);
  });

  it("refuses people who are not staff, signed-out callers and API tokens, in words", async () => {
    const person = await createUser(db);
    const asPerson = await call<{ message: string }>(appA, "GET", "/api/admin/system", {
      user: person,
    });
    expect(asPerson).toHaveStatus(403);
    expect(asPerson.body.message).toBe("Only admins can do this.");
    expect(await readSystem(appA, null)).toHaveStatus(401);

    const created = await call<CreatedApiToken>(appA, "POST", "/api/admin/api-tokens", {
      user: staff,
      headers: { origin: PUBLIC_URL },
      body: {
        name: "Every scope but a partner's",
        scopes: API_TOKEN_SCOPES.filter((scope) => scope !== PARTNER_TOKEN_SCOPE),
        expiresInDays: 7,
      },
    });
    expect(created, created.text).toHaveStatus(201);
    const asToken = await call<{ message: string; reason: string }>(
      appA,
      "GET",
      "/api/admin/system",
      { headers: { authorization: `Bearer ${created.body.secret}` } },
    );
    expect(asToken).toHaveStatus(403);
    expect(asToken.body.reason).toBe("TOKEN_SCOPE_MISSING");
    expect(asToken.body.message).toContain("admin.system");
  });

  it("lists a second process while it reports, and forgets it when it closes", async () => {
    const reportB = createProcessReport({ version: "9.9.9-b" });
    const appB = await processApp(reportB);
    try {
      const both = await readSystem();
      const b = both.body.processes!.find((p) => p.id === reportB.id);
      expect(b).toMatchObject({ version: "9.9.9-b", answering: false, stale: false });
      expect(both.body.processes!.find((p) => p.id === reportA.id)?.answering).toBe(true);
    } finally {
      await appB.close();
    }
    const after = await readSystem();
    expect(after.body.processes!.some((p) => p.id === reportB.id)).toBe(false);
  });

  it("marks a process not seen for a while as stale, and housekeeping purges it after a day", async () => {
    const seen = (ago: number) => new Date(Date.now() - ago);
    const row = (id: string, ago: number) => ({
      id,
      host: "elsewhere",
      pid: 4242,
      version: "0.0.1",
      startedAt: seen(ago + HOUR_MS),
      lastSeenAt: seen(ago),
      rssBytes: 150_000_000,
      heapUsedBytes: 80_000_000,
      liveStreams: 3,
      requestsLastHour: 10,
      errorsLastHour: 0,
    });
    const stale = `stale-${Date.now()}`;
    const gone = `gone-${Date.now()}`;
    await db
      .insertInto("serverProcesses")
      .values([row(stale, PROCESS_STALE_AFTER_MS + 4 * 60_000), row(gone, 25 * HOUR_MS)])
      .execute();
    const response = await readSystem();
    const shown = response.body.processes!.find((p) => p.id === stale)!;
    expect(shown.stale).toBe(true);
    // Uptime stops at the last heartbeat: an hour.
    expect(shown.uptimeSeconds).toBe(3600);
    expect(response.body.processes!.find((p) => p.id === reportA.id)?.stale).toBe(false);

    await deleteExpiredRows(db);
    const ids = (await db.selectFrom("serverProcesses").select("id").execute()).map((r) => r.id);
    expect(ids).toContain(stale);
    expect(ids).not.toContain(gone);
    await db.deleteFrom("serverProcesses").where("id", "=", stale).execute();
  });

  it("counts a 5xx of a process in the errors of the last hour", async () => {
    // A process whose database cannot be reached: an unexpected error, answered 500.
    const cutOff = createDb({ connectionString: "postgres://tandem@127.0.0.1:9/none", max: 1 });
    const reportC = createProcessReport({ version: "cut-off" });
    const appC = await processApp(reportC, cutOff);
    try {
      const failed = await call(appC, "POST", "/api/waitlist", {
        headers: { origin: PUBLIC_URL },
        body: { email: "someone@example.test" },
      });
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect(reportC.lastHour()).toEqual({ requests: 1, errors: 1 });
      // Its heartbeat could not write; one on the reachable database can.
      const heartbeat = await startHeartbeat({
        db,
        report: reportC,
        liveStreams: () => 0,
        log: silent,
        everyMs: HOUR_MS,
      });
      const before = (await readSystem()).body.errorsLastHour!.errors;
      const response = await readSystem();
      expect(response.body.processes!.find((p) => p.id === reportC.id)?.errorsLastHour).toBe(1);
      expect(response.body.errorsLastHour!.errors).toBeGreaterThanOrEqual(1);
      await heartbeat.stop();
      const without = (await readSystem()).body.errorsLastHour!.errors;
      expect(before - without).toBe(1);
    } finally {
      await appC.close();
      await cutOff.destroy();
    }
  });

  it("says there is no backup yet, then the newest one's age, with a warning past two days", async () => {
    const none = await readSystem();
    expect(none.body.backup).toEqual({ latest: null, warning: true });

    const old = join(backupDir, "tandem-backup-2026-11-28T06-00-00Z.tar.gz");
    await writeFile(old, "not read");
    const threeDaysAgo = new Date(Date.now() - 72 * HOUR_MS);
    await utimes(old, threeDaysAgo, threeDaysAgo);
    const stale = await readSystem();
    expect(stale.body.backup!.warning).toBe(true);
    expect(stale.body.backup!.latest!.ageSeconds).toBeGreaterThanOrEqual(72 * 3600);

    const written = await writeBackup({ db, engine: kind, outDir: backupDir });
    const fresh = await readSystem();
    expect(fresh.body.backup!.warning).toBe(false);
    expect(fresh.body.backup!.latest).toMatchObject({
      file: written.path.split("/").pop(),
      sizeBytes: written.bytes,
    });
    expect(fresh.body.backup!.latest!.ageSeconds).toBeLessThan(60);
  });
});

describe("each part of the read", () => {
  it("fails alone: a part that cannot be read is null, the others are answered", async () => {
    // No backup folder known, and a database that cannot be reached for the queues: the
    // processes still come from the reachable one.
    const status = await readSystemStatus(db, { engine: kind, log: silent });
    expect(status.backup).toBeNull();
    expect(status.processes).not.toBeNull();
    expect(status.database).toMatchObject({ available: true });

    const cutOff = createDb({ connectionString: "postgres://tandem@127.0.0.1:9/none", max: 1 });
    try {
      const away = await readSystemStatus(cutOff, { engine: kind, backupDir, log: silent });
      expect(away.processes).toBeNull();
      expect(away.queues).toBeNull();
      expect(away.errorsLastHour).toBeNull();
      expect(away.database).toMatchObject({ available: false, sizeBytes: null });
      expect(away.database!.lastErrorAt).not.toBeNull();
      expect(away.backup).not.toBeNull();
    } finally {
      await cutOff.destroy();
    }
  });
});

describe("the process report", () => {
  it("counts responses in the last hour and forgets those older", () => {
    let now = Date.parse("2026-12-02T10:00:30Z");
    const report = createProcessReport({ version: "x", now: () => now });
    report.countResponse(200);
    report.countResponse(503);
    now += 30 * 60_000;
    report.countResponse(500);
    expect(report.lastHour()).toEqual({ requests: 3, errors: 2 });
    now += 31 * 60_000;
    expect(report.lastHour()).toEqual({ requests: 1, errors: 1 });
    now += 60 * 60_000;
    expect(report.lastHour()).toEqual({ requests: 0, errors: 0 });
  });
});
