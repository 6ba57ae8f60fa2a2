import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../src/build-app.js";
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  mapDatabaseError,
} from "../src/http/database-unavailable.js";
import { call, createUser, testEnv, type TestUser } from "./helpers.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

let proxy: TcpProxy;
let direct: Db;
let throughProxy: Db;
let app: FastifyInstance;
let user: TestUser;
let rewardId: number;

beforeAll(async () => {
  const max = inject("databaseKind") === "embedded" ? 1 : 5;
  proxy = await startTcpProxy(inject("databaseUrl"));
  direct = createDb({ connectionString: inject("databaseUrl"), max: 1 });
  throughProxy = createDb({ connectionString: proxy.url, max, mapError: mapDatabaseError });
  app = await buildApp({ db: throughProxy, env: testEnv() });
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
