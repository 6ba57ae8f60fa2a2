import type {
  ApiError,
  CoupleGoal,
  CoupleGoalRedemption,
  LiveEvent,
  Redemption,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { createCouple } from "../quiz/test-support.js";
import { makeReward } from "./test-support.js";

const t = useTestApp();

/** A couple with these balances (granted outside the ledger, so the ledger starts at 0). */
async function coupleWith(aPoints: number, bPoints: number) {
  const { a, b, coupleId } = await createCouple(t.db);
  await t.db.updateTable("users").set({ points: aPoints }).where("id", "=", a.id).execute();
  await t.db.updateTable("users").set({ points: bPoints }).where("id", "=", b.id).execute();
  return { a, b, coupleId };
}

async function balanceAndLedger(userId: string) {
  const { points } = await t.db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const rows = await t.db
    .selectFrom("pointsLedger")
    .select("delta")
    .where("userId", "=", userId)
    .execute();
  return { points, ledger: rows.reduce((sum, r) => sum + r.delta, 0) };
}

async function eventsOf(userId: string): Promise<LiveEvent[]> {
  const rows = await t.db
    .selectFrom("liveEvents")
    .select("event")
    .where("userId", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((r) => (typeof r.event === "string" ? JSON.parse(r.event) : r.event));
}

const setGoal = (user: TestUser, rewardId: number | null) =>
  call<CoupleGoal | null>(t.app, "POST", "/api/rewards/goal", { user, body: { rewardId } });
const goalOf = (user: TestUser) =>
  call<CoupleGoal | null>(t.app, "GET", "/api/rewards/goal", { user });
const redeemGoal = (user: TestUser, rewardId: number) =>
  call<CoupleGoalRedemption>(t.app, "POST", "/api/rewards/goal/redeem", {
    user,
    body: { rewardId },
  });

describe("a couple's shared goal", () => {
  it("is set by one partner, shown to both with their points together, and cleared", async () => {
    const { a, b } = await coupleWith(120, 100);
    const reward = await makeReward(t.db, { pointsCost: 300, title: "Cinema Night" });
    expect((await goalOf(a)).body).toBeNull();

    const set = await setGoal(a, reward.id);
    expect(set).toHaveStatus(200);
    expect(set.body).toMatchObject({
      reward: { id: reward.id, title: "Cinema Night", pointsCost: 300 },
      points: 220,
      myPoints: 120,
      partnerPoints: 100,
      setByMe: true,
    });
    const seen = await goalOf(b);
    expect(seen.body).toMatchObject({
      points: 220,
      myPoints: 100,
      partnerPoints: 120,
      setByMe: false,
    });
    expect(await eventsOf(b.id)).toContainEqual({
      type: "couple-goal",
      change: "set",
      rewardTitle: "Cinema Night",
    });

    // The partner changes it, then clears it.
    const other = await makeReward(t.db, { pointsCost: 50, title: "Coffee" });
    expect((await setGoal(b, other.id)).body).toMatchObject({ reward: { id: other.id } });
    expect((await goalOf(a)).body).toMatchObject({ reward: { id: other.id }, setByMe: false });
    expect(await setGoal(b, null)).toHaveStatus(200);
    expect((await goalOf(a)).body).toBeNull();
    expect(await eventsOf(a.id)).toContainEqual({
      type: "couple-goal",
      change: "cleared",
      rewardTitle: "Coffee",
    });
  });

  it("is refused in words to a person without a partner, and for an unknown reward", async () => {
    const single = await createUser(t.db, { points: 500 });
    const reward = await makeReward(t.db, { pointsCost: 100 });
    const refused = await call<ApiError>(t.app, "POST", "/api/rewards/goal", {
      user: single,
      body: { rewardId: reward.id },
    });
    expect(refused).toHaveStatus(409);
    expect(refused.body).toMatchObject({
      code: "CONFLICT",
      reason: "NOT_PAIRED",
      message: "Pair with your partner first: a shared goal needs both of you.",
    });
    expect((await goalOf(single)).body).toBeNull();

    const { a } = await coupleWith(0, 0);
    const inactive = await makeReward(t.db, { isActive: false });
    const gone = await call<ApiError>(t.app, "POST", "/api/rewards/goal", {
      user: a,
      body: { rewardId: inactive.id },
    });
    expect(gone).toHaveStatus(404);
    expect(gone.body.message).toBe("Reward not found.");
    const bad = await call<ApiError>(t.app, "POST", "/api/rewards/goal", {
      user: a,
      body: { rewardId: "lots" },
    });
    expect(bad).toHaveStatus(400);
    expect(bad.body.fields).toHaveProperty("rewardId");
    expect(await call(t.app, "GET", "/api/rewards/goal")).toHaveStatus(401);
    expect((await goalOf(a)).body).toBeNull();
  });

  it("clears when the couple unpairs", async () => {
    const { a, b, coupleId } = await coupleWith(10, 10);
    const reward = await makeReward(t.db, { pointsCost: 100 });
    await setGoal(a, reward.id);
    expect(await call(t.app, "POST", "/api/pair/break", { user: b })).toHaveStatus(200);
    expect(await t.db.selectFrom("coupleGoals").selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ rewardId: reward.id }),
    );
    expect((await goalOf(a)).body).toBeNull();
    // Undoing the ending brings the couple back, not the goal.
    expect(
      await call(t.app, "POST", "/api/pair/break/undo", { user: b, body: { coupleId } }),
    ).toHaveStatus(200);
    expect((await goalOf(a)).body).toBeNull();
  });
});

describe("redeeming the goal together", () => {
  it("spends the redeemer's points first, then the partner's, in both ledgers", async () => {
    const { a, b } = await coupleWith(120, 200);
    const reward = await makeReward(t.db, { pointsCost: 300, title: "Cinema Night" });
    await setGoal(b, reward.id);

    const res = await redeemGoal(a, reward.id);
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({ points: 0, myPointsSpent: 120, partnerPointsSpent: 180 });
    expect(await balanceAndLedger(a.id)).toEqual({ points: 0, ledger: -120 });
    expect(await balanceAndLedger(b.id)).toEqual({ points: 20, ledger: -180 });
    // The goal is gone; the partner was told, and both have the voucher.
    expect((await goalOf(b)).body).toBeNull();
    expect(await eventsOf(b.id)).toContainEqual({
      type: "couple-goal",
      change: "redeemed",
      rewardTitle: "Cinema Night",
    });
    for (const user of [a, b]) {
      const vouchers = await call<Redemption[]>(t.app, "GET", "/api/rewards/redemptions", { user });
      expect(vouchers.body.map((v) => v.voucherCode)).toEqual([res.body.voucherCode]);
    }
  });

  it("answers a request sent again with its Idempotency-Key with the same voucher, spent once", async () => {
    const { a, b } = await coupleWith(120, 200);
    const reward = await makeReward(t.db, { pointsCost: 300 });
    await setGoal(a, reward.id);
    const send = (key: string) =>
      call<CoupleGoalRedemption>(t.app, "POST", "/api/rewards/goal/redeem", {
        user: a,
        body: { rewardId: reward.id },
        headers: { "idempotency-key": key },
      });

    // The answer lost on the way and the request sent again, twice at once.
    const [first, again, alsoAgain] = await Promise.all([
      send("goal-redeem-1"),
      send("goal-redeem-1"),
      send("goal-redeem-1"),
    ]);
    for (const res of [first, again, alsoAgain]) expect(res).toHaveStatus(200);
    expect(again.body).toEqual(first.body);
    expect(alsoAgain.body).toEqual(first.body);
    expect(await balanceAndLedger(a.id)).toEqual({ points: 0, ledger: -120 });
    expect(await balanceAndLedger(b.id)).toEqual({ points: 20, ledger: -180 });
    const vouchers = await call<Redemption[]>(t.app, "GET", "/api/rewards/redemptions", {
      user: a,
    });
    expect(vouchers.body.map((v) => v.voucherCode)).toEqual([first.body.voucherCode]);

    // A new key is a new redemption: the goal is gone.
    const next = await send("goal-redeem-2");
    expect(next).toHaveStatus(409);
    expect((next.body as unknown as ApiError).reason).toBe("GOAL_CHANGED");
  });

  it("takes only the redeemer's points when they cover it", async () => {
    const { a, b } = await coupleWith(400, 50);
    const reward = await makeReward(t.db, { pointsCost: 300 });
    await setGoal(a, reward.id);
    const res = await redeemGoal(a, reward.id);
    expect(res.body).toMatchObject({ points: 100, myPointsSpent: 300, partnerPointsSpent: 0 });
    expect(await balanceAndLedger(b.id)).toEqual({ points: 50, ledger: 0 });
  });

  it("is refused in words, changing nothing, when short, changed or unpaired", async () => {
    const { a, b } = await coupleWith(100, 120);
    const reward = await makeReward(t.db, { pointsCost: 300, title: "Cinema Night" });
    const other = await makeReward(t.db, { pointsCost: 10 });
    const none = await redeemGoal(a, reward.id);
    expect(none).toHaveStatus(409);
    expect((none.body as unknown as ApiError).reason).toBe("GOAL_CHANGED");

    await setGoal(a, reward.id);
    const short = await redeemGoal(b, reward.id);
    expect(short).toHaveStatus(409);
    expect((short.body as unknown as ApiError).message).toBe(
      "Not enough points together: Cinema Night costs 300 points and you have 220 together.",
    );
    const changed = await redeemGoal(b, other.id);
    expect(changed).toHaveStatus(409);
    expect((changed.body as unknown as ApiError).message).toBe(
      "This reward is no longer your shared goal: it was redeemed, changed or cleared. Nothing was spent.",
    );
    expect(await balanceAndLedger(a.id)).toEqual({ points: 100, ledger: 0 });
    expect(await balanceAndLedger(b.id)).toEqual({ points: 120, ledger: 0 });
    expect((await goalOf(a)).body).toMatchObject({ reward: { id: reward.id } });

    const single = await createUser(t.db, { points: 1000 });
    const alone = await redeemGoal(single, reward.id);
    expect(alone).toHaveStatus(409);
    expect((alone.body as unknown as ApiError).reason).toBe("NOT_PAIRED");
  });

  it("gives one redemption when both partners redeem at once, many times over", async () => {
    const { a, b } = await coupleWith(200, 200);
    const reward = await makeReward(t.db, { pointsCost: 300 });
    await setGoal(a, reward.id);
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => redeemGoal(i % 2 ? a : b, reward.id)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = results.filter((r) => r.status === 409);
    expect(refused).toHaveLength(9);
    for (const r of refused) expect((r.body as unknown as ApiError).reason).toBe("GOAL_CHANGED");
    const redemptions = await t.db
      .selectFrom("redemptions")
      .select("id")
      .where("rewardId", "=", reward.id)
      .execute();
    expect(redemptions).toHaveLength(1);
    const [ofA, ofB] = [await balanceAndLedger(a.id), await balanceAndLedger(b.id)];
    expect(ofA.points - 200).toBe(ofA.ledger);
    expect(ofB.points - 200).toBe(ofB.ledger);
    expect(ofA.points + ofB.points).toBe(100);
    expect(Math.min(ofA.points, ofB.points)).toBeGreaterThanOrEqual(0);
  });

  it("never spends below zero while a partner spends alone at the same time", async () => {
    const { a, b } = await coupleWith(150, 150);
    const goal = await makeReward(t.db, { pointsCost: 300 });
    const solo = await makeReward(t.db, { pointsCost: 100 });
    await setGoal(a, goal.id);
    const results = await Promise.all([
      redeemGoal(a, goal.id),
      call(t.app, "POST", `/api/rewards/${solo.id}/redeem`, { user: b }),
      redeemGoal(b, goal.id),
      call(t.app, "POST", `/api/rewards/${solo.id}/redeem`, { user: a }),
    ]);
    const ok = results.filter((r) => r.status === 200).length;
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(ok).toBeGreaterThanOrEqual(1);
    for (const id of [a.id, b.id]) {
      const { points, ledger } = await balanceAndLedger(id);
      expect(points).toBeGreaterThanOrEqual(0);
      expect(points - 150).toBe(ledger);
    }
  });
});
