import type { ApiError, AuthUser, Redemption, RedemptionResult } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { makeReward } from "./test-support.js";

const t = useTestApp();

const ledgerSum = async (userId: string) => {
  const rows = await t.db
    .selectFrom("pointsLedger")
    .select("delta")
    .where("userId", "=", userId)
    .execute();
  return rows.reduce((sum, r) => sum + r.delta, 0);
};

describe("POST /api/rewards/{id}/redeem", () => {
  it("spends the cost, issues a voucher, writes the ledger, and lists it in my vouchers", async () => {
    const reward = await makeReward(t.db, { pointsCost: 30 });
    const user = await createUser(t.db, { points: 100 });
    const res = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
      user,
    });
    expect(res).toHaveStatus(200);
    expect(res.body.voucherCode).toMatch(/^TDM-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(res.body.points).toBe(70);
    const me = (await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body;
    expect(me.points).toBe(70);
    // The balance is what the ledger says it is (100 were granted outside the ledger here).
    expect(await ledgerSum(user.id)).toBe(-30);
    const vouchers = await call<Redemption[]>(t.app, "GET", "/api/rewards/redemptions", { user });
    expect(vouchers).toHaveStatus(200);
    expect(vouchers.body).toHaveLength(1);
    expect(vouchers.body[0]).toMatchObject({
      voucherCode: res.body.voucherCode,
      pointsSpent: 30,
      reward: { id: reward.id },
    });
  });

  it("is 409 with too few points, and changes nothing", async () => {
    const reward = await makeReward(t.db, { pointsCost: 300 });
    const user = await createUser(t.db, { points: 120 });
    const res = await call<ApiError>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user });
    expect(res).toHaveStatus(409);
    expect(res.body.message).toBe(
      "Not enough points: this reward costs 300 points and you have 120.",
    );
    expect((await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(120);
    expect((await call(t.app, "GET", "/api/rewards/redemptions", { user })).body).toEqual([]);
  });

  it("is 404 for an unknown or inactive reward, 400 for a malformed id, 401 signed out", async () => {
    const user = await createUser(t.db, { points: 1000 });
    const inactive = await makeReward(t.db, { isActive: false });
    expect(await call(t.app, "POST", `/api/rewards/${inactive.id}/redeem`, { user })).toHaveStatus(
      404,
    );
    expect(await call(t.app, "POST", "/api/rewards/999999/redeem", { user })).toHaveStatus(404);
    const bad = await call<ApiError>(t.app, "POST", "/api/rewards/abc/redeem", { user });
    expect(bad).toHaveStatus(400);
    expect(bad.body.fields).toHaveProperty("id");
    expect(await call(t.app, "POST", `/api/rewards/${inactive.id}/redeem`)).toHaveStatus(401);
  });

  it("gives exactly one voucher for 50 simultaneous redemptions from a balance that covers one", async () => {
    const reward = await makeReward(t.db, { pointsCost: 100 });
    const user = await createUser(t.db, { points: 150 });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    expect((await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(50);
    const redemptions = await t.db
      .selectFrom("redemptions")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(redemptions).toHaveLength(1);
    expect(await ledgerSum(user.id)).toBe(-100);
  });

  it("returns the first voucher for a retry with the same Idempotency-Key, even when sent at once", async () => {
    const reward = await makeReward(t.db, { pointsCost: 10 });
    const user = await createUser(t.db, { points: 100 });
    const headers = { "idempotency-key": "retry-123" };
    const first = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
      user,
      headers,
    });
    const retry = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
      user,
      headers,
    });
    expect(retry).toHaveStatus(200);
    expect(retry.body.voucherCode).toBe(first.body.voucherCode);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () =>
        call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
          user,
          headers: { "idempotency-key": "burst-1" },
        }),
      ),
    );
    expect(new Set(burst.map((r) => r.body.voucherCode)).size).toBe(1);
    expect(burst.every((r) => r.status === 200)).toBe(true);
    expect((await call<AuthUser>(t.app, "GET", "/api/auth/user", { user })).body.points).toBe(80);

    const other = await makeReward(t.db, { pointsCost: 10 });
    const misuse = await call(t.app, "POST", `/api/rewards/${other.id}/redeem`, { user, headers });
    expect(misuse).toHaveStatus(409);
  });

  it("issues distinct voucher codes", async () => {
    const reward = await makeReward(t.db, { pointsCost: 1 });
    const user = await createUser(t.db, { points: 20 });
    const codes = [];
    for (let i = 0; i < 20; i++)
      codes.push(
        (await call<RedemptionResult>(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user }))
          .body.voucherCode,
      );
    expect(new Set(codes).size).toBe(20);
  });
});

describe("GET /api/rewards/redemptions", () => {
  it("shows only my own vouchers, and is 401 signed out", async () => {
    const reward = await makeReward(t.db, { pointsCost: 5 });
    const me = await createUser(t.db, { points: 5 });
    const other = await createUser(t.db, { points: 5 });
    await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: other });
    expect((await call(t.app, "GET", "/api/rewards/redemptions", { user: me })).body).toEqual([]);
    expect(await call(t.app, "GET", "/api/rewards/redemptions")).toHaveStatus(401);
  });
});
