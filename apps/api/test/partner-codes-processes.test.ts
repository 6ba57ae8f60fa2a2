// Partner codes across two API processes on one database (decisions 330, 332): each code of a
// pool is given out once, and a voucher is marked used once, whichever process is asked.
import type { CreatedApiToken, RedemptionResult } from "@tandem/api-contract";
import { createDb, type Db } from "@tandem/db";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { buildApp } from "../src/build-app.js";
import { fillPool, makeReward } from "../src/services/rewards/test-support.js";
import { call, createUser, PUBLIC_URL, testEnv } from "./helpers.js";

const apps: FastifyInstance[] = [];
const pools: Db[] = [];
let db: Db;

beforeAll(async () => {
  const max = inject("databaseKind") === "embedded" ? 1 : 5;
  for (let i = 0; i < 2; i++) {
    const pool = createDb({ connectionString: testDatabaseUrl(), max });
    pools.push(pool);
    apps.push(await buildApp({ db: pool, env: testEnv() }));
  }
  db = pools[0]!;
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await Promise.all(pools.map((pool) => pool.destroy()));
});

/** Request i goes to instance i % 2, as a round-robin load balancer sends them. */
const alternating = <T>(count: number, send: (app: FastifyInstance, i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, i) => send(apps[i % 2]!, i)));

describe("partner codes on two API processes", () => {
  it("give each of 8 codes once to 40 people redeeming at once, charging only the 8", async () => {
    const reward = await makeReward(db, { pointsCost: 10 });
    const codes = Array.from({ length: 8 }, (_, i) => `XPROC-${reward.id}-${i}`);
    await fillPool(db, reward.id, codes);
    const people = await Promise.all(
      Array.from({ length: 40 }, () => createUser(db, { points: 10 })),
    );
    const results = await alternating(40, (app, i) =>
      call<RedemptionResult>(app, "POST", `/api/rewards/${reward.id}/redeem`, { user: people[i]! }),
    );
    const given = results.filter((r) => r.status === 200).map((r) => r.body.voucherCode);
    expect(given.sort()).toEqual([...codes].sort());
    expect(results.filter((r) => r.status === 409)).toHaveLength(32);
    const charged = await db
      .selectFrom("users")
      .select("id")
      .where(
        "id",
        "in",
        people.map((p) => p.id),
      )
      .where("points", "=", 0)
      .execute();
    expect(charged).toHaveLength(8);
  });

  it("mark a voucher used once when 20 tills send it to both processes at once", async () => {
    const admin = await createUser(db, { role: "admin" });
    const brandName = `Two processes ${Date.now()}`;
    const token = await call<CreatedApiToken>(apps[0]!, "POST", "/api/admin/api-tokens", {
      user: admin,
      headers: { origin: PUBLIC_URL },
      body: { name: "Till", scopes: ["vouchers:redeem"], expiresInDays: 30, brandName },
    });
    expect(token).toHaveStatus(201);
    const reward = await makeReward(db, { brandName, pointsCost: 1 });
    const user = await createUser(db, { points: 1 });
    const { voucherCode } = (
      await call<RedemptionResult>(apps[1]!, "POST", `/api/rewards/${reward.id}/redeem`, { user })
    ).body;
    const results = await alternating(20, (app) =>
      call(app, "POST", "/api/vouchers/use", {
        headers: { authorization: `Bearer ${token.body.secret}` },
        body: { code: voucherCode },
      }),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(19);
    const audit = await db
      .selectFrom("moderationAuditLog")
      .select("id")
      .where("action", "=", "voucher-use")
      .where("targetUserId", "=", user.id)
      .execute();
    expect(audit).toHaveLength(1);
  });
});
