import { mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { startMetricsListener } from "../src/metrics/listener.js";
import { createMetrics, type Metrics } from "../src/metrics/metrics.js";
import { enforceRateLimit } from "../src/infra/rate-limit.js";
import { createUser, testEnv, uniqueEmail } from "./helpers.js";
import { sample } from "./metrics-text.js";

const REQUESTS = "http_server_request_duration_seconds_count";
const requestsOf = (text: string, route: string, status: number, method = "GET") =>
  sample(text, REQUESTS, {
    http_request_method: method,
    http_route: route,
    http_response_status_code: String(status),
  });

describe("the metrics of requests", () => {
  let db: Db;
  let pooledRewardId = 0;
  let app: FastifyInstance;
  let metrics: Metrics;
  let backupDir: string;
  const scrape = () => metrics.registry.metrics();

  beforeAll(async () => {
    metrics = createMetrics();
    const max = inject("databaseKind") === "embedded" ? 1 : 5;
    db = createDb({ connectionString: testDatabaseUrl(), max, onQuery: metrics.observeQuery });
    app = await buildApp({ db, env: testEnv(), metrics });
    backupDir = mkdtempSync(join(tmpdir(), "tandem-metrics-backups-"));
    // A reward with a pool of 2 partner codes, before the first scrape reads the state.
    const pooled = await db
      .insertInto("rewards")
      .values({ title: "Metrics pool", description: "Test", pointsCost: 1 })
      .returning("id")
      .executeTakeFirstOrThrow();
    pooledRewardId = pooled.id;
    await db
      .insertInto("rewardCodes")
      .values(
        [`MET-${pooled.id}-A`, `MET-${pooled.id}-B`].map((code) => ({ rewardId: pooled.id, code })),
      )
      .execute();
    metrics.watchState({ db, backupDir });
  });
  afterAll(async () => {
    await app?.close();
    await db?.destroy();
  });

  it("counts a tRPC call by its procedure and status, signed in (200) or not (401)", async () => {
    const before = await scrape();
    const user = await createUser(db, { email: uniqueEmail("metrics") });
    const signedIn = await app.inject({
      method: "GET",
      url: "/trpc/user.me",
      headers: { cookie: user.cookie },
    });
    expect(signedIn.statusCode).toBe(200);
    const signedOut = await app.inject({ method: "GET", url: "/trpc/user.me" });
    expect(signedOut.statusCode).toBe(401);
    const after = await scrape();
    expect(requestsOf(after, "/trpc/user.me", 200) - requestsOf(before, "/trpc/user.me", 200)).toBe(
      1,
    );
    expect(requestsOf(after, "/trpc/user.me", 401) - requestsOf(before, "/trpc/user.me", 401)).toBe(
      1,
    );
    const calls = (text: string) =>
      sample(text, "tandem_trpc_calls_total", { rpc_method: "user.me" });
    expect(calls(after) - calls(before)).toBe(2);
  });

  it("labels a batch /trpc/(batch), counting each of its calls, and an unknown name (unknown)", async () => {
    const before = await scrape();
    const user = await createUser(db);
    const input = encodeURIComponent(JSON.stringify({}));
    await app.inject({
      method: "GET",
      url: `/trpc/user.me,rewards.list?batch=1&input=${input}`,
      headers: { cookie: user.cookie },
    });
    const unknown = await app.inject({ method: "GET", url: "/trpc/no.such-procedure-9f2" });
    expect(unknown.statusCode).toBe(404);
    const after = await scrape();
    expect(requestsOf(after, "/trpc/(batch)", 200) - requestsOf(before, "/trpc/(batch)", 200)).toBe(
      1,
    );
    const calls = (text: string, rpc_method: string) =>
      sample(text, "tandem_trpc_calls_total", { rpc_method });
    expect(calls(after, "rewards.list") - calls(before, "rewards.list")).toBe(1);
    expect(
      requestsOf(after, "/trpc/(unknown)", 404) - requestsOf(before, "/trpc/(unknown)", 404),
    ).toBe(1);
    expect(after).not.toContain("no.such-procedure-9f2");
  });

  it("labels a REST call by its route template, never the address it was sent to", async () => {
    const user = await createUser(db);
    const res = await app.inject({
      method: "GET",
      url: "/api/chat/not-a-match-7c1",
      headers: { cookie: user.cookie },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const missing = await app.inject({ method: "GET", url: "/api/nothing-here-5e0" });
    expect(missing.statusCode).toBe(404);
    const text = await scrape();
    expect(requestsOf(text, "/api/chat/:matchId", res.statusCode)).toBeGreaterThanOrEqual(1);
    expect(requestsOf(text, "(unmatched)", 404)).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("not-a-match-7c1");
    expect(text).not.toContain("nothing-here-5e0");
  });

  it("times queries and reports the pool, the database as up and the queues", async () => {
    const text = await scrape();
    expect(sample(text, "db_client_operation_duration_seconds_count")).toBeGreaterThan(0);
    expect(sample(text, "tandem_database_up")).toBe(1);
    expect(text).toMatch(/^tandem_queue_depth\{queue="push"\} \d+$/m);
    expect(text).toMatch(/^tandem_queue_depth\{queue="reminder_email"\} \d+$/m);
    expect(text).toMatch(
      new RegExp(`^tandem_reward_codes_left\\{reward_id="${pooledRewardId}"\\} 2$`, "m"),
    );
    expect(text).toMatch(/^db_client_connections_usage\{state="used"\} \d+$/m);
    expect(sample(text, "db_client_connections_max")).toBe(
      inject("databaseKind") === "embedded" ? 1 : 5,
    );
    expect(sample(text, "nodejs_eventloop_lag_p99_seconds")).toBeGreaterThan(0);
    expect(sample(text, "nodejs_heap_size_used_bytes")).toBeGreaterThan(0);
    expect(text).toMatch(/^tandem_disk_free_bytes\{folder="backups"\} \d+/m);
  });

  it("reports the newest backup's age", async () => {
    const old = join(backupDir, "tandem-backup-2026-11-29.tar.gz");
    writeFileSync(old, "");
    const threeDaysAgo = (Date.now() - 3 * 86_400_000) / 1000;
    utimesSync(old, threeDaysAgo, threeDaysAgo);
    // A fresh read, past the scrape cache of the earlier tests.
    const fresh = createMetrics();
    fresh.watchState({ db, backupDir });
    const age = sample(await fresh.registry.metrics(), "tandem_backup_age_seconds");
    expect(age).toBeGreaterThan(3 * 86_400 - 60);
    expect(age).toBeLessThan(3 * 86_400 + 60);

    const none = createMetrics();
    none.watchState({ db, backupDir: join(backupDir, "absent") });
    expect(await none.registry.metrics()).toMatch(/^tandem_backup_age_seconds \+Inf$/m);
  });

  it("reports whether the start's NOTIFY arrived: 1 until told it did not", async () => {
    const checked = createMetrics();
    let arrive: boolean | undefined = undefined;
    checked.watchNotificationsCheck(() => arrive);
    expect(sample(await checked.registry.metrics(), "tandem_notifications_arrive")).toBe(1);
    arrive = false;
    expect(sample(await checked.registry.metrics(), "tandem_notifications_arrive")).toBe(0);
    arrive = true;
    expect(sample(await checked.registry.metrics(), "tandem_notifications_arrive")).toBe(1);
  });

  it("counts refusals by limit", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    const key = `metrics-test:${uniqueEmail()}`;
    const before = sample(await scrape(), "tandem_rate_limit_refusals_total", {
      limit: "metrics-test",
    });
    await enforceRateLimit(db, key, rule);
    await expect(enforceRateLimit(db, key, rule)).rejects.toThrow();
    await expect(enforceRateLimit(db, key, rule)).rejects.toThrow();
    const after = sample(await scrape(), "tandem_rate_limit_refusals_total", {
      limit: "metrics-test",
    });
    expect(after - before).toBe(2);
  });
});

describe("a server error against a client error", () => {
  it("counts a 5xx apart from 4xx, and reports the database down when it cannot be reached", async () => {
    const metrics = createMetrics();
    const db = createDb({ connectionString: testDatabaseUrl(), max: 1 });
    const app = await buildApp({ db, env: testEnv(), metrics });
    metrics.watchState({ db, backupDir: tmpdir() });
    const user = await createUser(db);
    try {
      // The pool ended under the app: its next query fails, an unexpected error (a 500).
      await db.destroy();
      const res = await app.inject({
        method: "GET",
        url: "/trpc/user.me",
        headers: { cookie: user.cookie },
      });
      expect(res.statusCode).toBe(500);
      const text = await metrics.registry.metrics();
      expect(requestsOf(text, "/trpc/user.me", 500)).toBe(1);
      expect(requestsOf(text, "/trpc/user.me", 200)).toBe(0);
      expect(sample(text, "tandem_database_up")).toBe(0);
      // A failed read leaves the queue gauges out rather than failing the scrape.
      expect(text).not.toMatch(/^tandem_queue_depth\{/m);
    } finally {
      await app.close();
    }
  });
});

describe("the metrics listener", () => {
  it("answers GET /metrics in Prometheus's format, and 404 for anything else", async () => {
    const metrics = createMetrics();
    const listener = await startMetricsListener(metrics.registry, { host: "127.0.0.1", port: 0 });
    try {
      const res = await fetch(`http://${listener.address}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      expect(await res.text()).toContain("# TYPE http_server_request_duration_seconds histogram");
      expect((await fetch(`http://${listener.address}/`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});
