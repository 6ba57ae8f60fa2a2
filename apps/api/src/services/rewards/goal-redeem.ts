import { NOT_PAIRED_FOR_GOAL_MESSAGE, type CoupleGoalRedemption } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { publishEvent } from "../events/index.js";
import { queueOutOfStockIfEmpty } from "../webhooks/index.js";
import { activePair } from "./goal.js";
import { announceVoucher, issueVoucher, newVoucherCode } from "./issue-voucher.js";

/** An unpairing that locked the same two people in the other order: tried again, then refused. */
const ATTEMPTS = 3;
const isDeadlock = (error: unknown) => (error as { code?: string })?.code === "40P01";

export const GOAL_CHANGED_MESSAGE =
  "This reward is no longer your shared goal: it was redeemed, changed or cleared. Nothing was spent.";

/**
 * Redeems the couple's goal with both partners' points (decision 360): the redeemer's points
 * first, then the partner's for the rest, both ledgers and the voucher in one transaction.
 * Both people's rows are locked in id order before the split is worked out, and the goal is
 * deleted in the same transaction: two partners redeeming at once give one voucher, the other
 * hears that the goal is gone, and no balance goes below zero.
 */
export async function redeemCoupleGoal(
  db: Db,
  userId: string,
  rewardId: number,
  {
    transact = (work) => db.transaction().execute(work),
    drawVoucherCode = newVoucherCode,
  }: {
    /**
     * Runs one attempt's transaction: the caller's idempotent action (the same voucher for a
     * retried request with its key) wraps it; a deadlock runs it again, key and all.
     */
    transact?: <T>(work: (db: Transaction<Database>) => Promise<T>) => Promise<T>;
    drawVoucherCode?: () => string;
  } = {},
): Promise<CoupleGoalRedemption> {
  for (let attempt = 1; ; attempt++) {
    try {
      const { result, pooled } = await transact((db) =>
        redeemOnce(db, userId, rewardId, drawVoucherCode),
      );
      if (pooled) await queueOutOfStockIfEmpty(db, rewardId);
      return result;
    } catch (error) {
      if (attempt < ATTEMPTS && isDeadlock(error)) continue;
      throw error;
    }
  }
}

async function redeemOnce(
  db: Transaction<Database>,
  userId: string,
  rewardId: number,
  drawVoucherCode: () => string,
): Promise<{ result: CoupleGoalRedemption; pooled: boolean }> {
  const pair = await activePair(db, userId);
  if (!pair) throw conflict(NOT_PAIRED_FOR_GOAL_MESSAGE, "NOT_PAIRED");
  const people = await db
    .selectFrom("users")
    .select(["id", "points", "coupleId"])
    .where("id", "in", [userId, pair.partnerId])
    .orderBy("id")
    // Not FOR UPDATE: other transactions' foreign keys to these rows (a live event for
    // one of them) take a key share lock, which must not wait for this.
    .forNoKeyUpdate()
    .execute();
  const me = people.find((p) => p.id === userId);
  const partner = people.find((p) => p.id === pair.partnerId);
  // Unpaired while this waited for the locks.
  if (!me || !partner || me.coupleId !== pair.coupleId || partner.coupleId !== pair.coupleId) {
    throw conflict(NOT_PAIRED_FOR_GOAL_MESSAGE, "NOT_PAIRED");
  }
  const goal = await db
    .selectFrom("coupleGoals")
    .select("rewardId")
    .where("coupleId", "=", pair.coupleId)
    .forUpdate()
    .executeTakeFirst();
  if (goal?.rewardId !== rewardId) throw conflict(GOAL_CHANGED_MESSAGE, "GOAL_CHANGED");
  const reward = await db
    .selectFrom("rewards")
    .select(["id", "pointsCost", "title"])
    .where("id", "=", rewardId)
    .where("isActive", "=", true)
    .forShare()
    .executeTakeFirst();
  if (!reward) throw notFound("Reward not found.");
  const together = me.points + partner.points;
  if (together < reward.pointsCost) {
    throw conflict(
      `Not enough points together: ${reward.title} costs ${reward.pointsCost} points and you have ${together} together.`,
    );
  }
  const mine = Math.min(Math.max(me.points, 0), reward.pointsCost);
  const theirs = reward.pointsCost - mine;

  const voucher = await issueVoucher(
    db,
    {
      userId,
      rewardId,
      pointsSpent: reward.pointsCost,
      partnerId: pair.partnerId,
      partnerPointsSpent: theirs,
      idempotencyKey: null,
    },
    drawVoucherCode,
  );
  const { redemption } = voucher;

  let myPoints = me.points;
  for (const [id, amount] of [
    [userId, mine],
    [pair.partnerId, theirs],
  ] as const) {
    if (amount === 0) continue;
    // Conditional as everywhere points are spent: a balance never goes below zero.
    const spent = await db
      .updateTable("users")
      .set((eb) => ({ points: eb("points", "-", amount) }))
      .where("id", "=", id)
      .where("points", ">=", amount)
      .returning("points")
      .executeTakeFirstOrThrow();
    if (id === userId) myPoints = spent.points;
    await db
      .insertInto("pointsLedger")
      .values({ userId: id, delta: -amount, reason: "redemption", redemptionId: redemption.id })
      .execute();
  }
  await db.deleteFrom("coupleGoals").where("coupleId", "=", pair.coupleId).execute();

  await publishEvent(db, [pair.partnerId], {
    type: "couple-goal",
    change: "redeemed",
    rewardTitle: reward.title,
  });
  await announceVoucher(db, rewardId, userId, voucher);
  return {
    result: {
      voucherCode: redemption.voucherCode,
      redemptionId: redemption.id,
      points: myPoints,
      myPointsSpent: mine,
      partnerPointsSpent: theirs,
    },
    pooled: voucher.pooled,
  };
}
