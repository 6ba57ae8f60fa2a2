import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import {
  createDatabaseOutageMonitor,
  DATABASE_BACK_LOG,
  DATABASE_DOWN_LOG,
  DATABASE_UNAVAILABLE_MESSAGE,
} from "../src/http/database-unavailable.js";
import { call, createUser, testEnv, type TestUser } from "./helpers.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

let proxy: TcpProxy;
let direct: Db;
let throughProxy: Db;
let app: FastifyInstance;
let user: TestUser;
let rewardId: number;
/** Every line the app logged at warn level or above. */
const logged: { level: number; msg: string; [key: string]: unknown }[] = [];

beforeAll(async () => {
  const max = inject("databaseKind") === "embedded" ? 1 : 5;
  proxy = await startTcpProxy(testDatabaseUrl());
  direct = createDb({ connectionString: testDatabaseUrl(), max: 1 });
  const databaseOutage = createDatabaseOutageMonitor({ probeIntervalMs: 200 });
  throughProxy = createDb({ connectionString: proxy.url, max, mapError: databaseOutage.mapError });
  app = await buildApp(
    { db: throughProxy, env: testEnv(), databaseOutage },
    {
      logger: {
        level: "warn",
        stream: { write: (line: string) => void logged.push(JSON.parse(line) as never) },
      },
    },
  );
  // Points given directly (no ledger row): the ledger then holds what was spent.
  user = await createUser(direct, { points: 100_000 });
  rewardId = (
    await direct
      .insertInto("rewards")
      .values({ title: "Outage", description: "Test", pointsCost: 10 })
      .returning("id")
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(async () => {
  await app?.close();
  await throughProxy?.destroy();
  await direct?.destroy();
  await proxy?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("when the database goes away under load", () => {
  it("answers 503 with a sentence, then serves again without a restart, the ledger intact", async () => {
    const statuses = new Map<number, number>();
    const unavailable: { body: unknown; retryAfter: unknown }[] = [];
    let running = true;
    let sent = 0;
    const worker = async () => {
      while (running) {
        const i = sent++;
        const response =
          i % 3 === 0
            ? await call(app, "POST", `/api/rewards/${rewardId}/redeem`, { user })
            : await call(app, "GET", i % 3 === 1 ? "/api/auth/user" : "/trpc/user.me", { user });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        if (response.status === 503)
          unavailable.push({ body: response.body, retryAfter: response.headers["retry-after"] });
      }
    };
    const workers = Array.from({ length: 8 }, worker);

    await sleep(500);
    await proxy.cut();
    await sleep(1500);
    await proxy.restore();
    // Served again by the same app: the pool opens new connections by itself.
    const deadline = Date.now() + 15_000;
    while ((await call(app, "GET", "/api/auth/user", { user })).status !== 200) {
      expect(Date.now()).toBeLessThan(deadline);
      await sleep(100);
    }
    const servedBefore = statuses.get(200) ?? 0;
    await sleep(500);
    running = false;
    await Promise.all(workers);

    expect([...statuses.keys()].sort()).toEqual([200, 503]);
    // Two lines for the whole outage, the same for REST and tRPC: when it began, when it ended.
    expect(logged.map((line) => line.msg)).toEqual([DATABASE_DOWN_LOG, DATABASE_BACK_LOG]);
    expect(logged.map((line) => line.level)).toEqual([40, 40]);
    // Every 503 the workers saw, but those in flight when the database came back (8 workers).
    const refused = logged[1]!.refusedRequests as number;
    expect(refused).toBeLessThanOrEqual(statuses.get(503)!);
    expect(refused).toBeGreaterThanOrEqual(statuses.get(503)! - 8);
    expect(logged[1]!.unavailableSeconds).toBeGreaterThan(1);
    expect(statuses.get(200)).toBeGreaterThan(servedBefore);
    for (const { body, retryAfter } of unavailable) {
      expect(retryAfter).toBe("2");
      // REST's body, or tRPC's error carrying the same message and code.
      const error = (body as { error?: { message: string; data: { code: string } } }).error;
      if (error) {
        expect(error.message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
        expect(error.data.code).toBe("SERVICE_UNAVAILABLE");
      } else {
        expect(body).toEqual({
          message: DATABASE_UNAVAILABLE_MESSAGE,
          code: "SERVICE_UNAVAILABLE",
        });
      }
    }

    const balance = await direct
      .selectFrom("users")
      .select("points")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    const ledger = await direct
      .selectFrom("pointsLedger")
      .select(({ fn }) => fn.sum<number>("delta").as("total"))
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    const redeemed = await direct
      .selectFrom("redemptions")
      .select(({ fn }) => fn.countAll<number>().as("n"))
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(100_000 + Number(ledger.total ?? 0)).toBe(balance.points);
    expect(balance.points).toBe(100_000 - 10 * Number(redeemed.n));
  });
});
