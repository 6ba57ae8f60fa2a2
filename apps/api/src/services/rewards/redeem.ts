import type { RedemptionResult } from "@tandem/api-contract";
import { conflict, forbidden, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { publishEvent } from "../events/index.js";
import { isUniqueViolation } from "../../infra/errors.js";
import { queueOutOfStockIfEmpty } from "../webhooks/index.js";
import { announceVoucher, issueVoucher, newVoucherCode } from "./issue-voucher.js";
import { shownIn, viewerTownIds } from "./city.js";
import { otherPartner } from "../../lib/pair.js";

async function findByIdempotencyKey(
  db: Db,
  userId: string,
  rewardId: number,
  key: string,
): Promise<RedemptionResult | null> {
  const previous = await db
    .selectFrom("redemptions")
    .innerJoin("users", "users.id", "redemptions.userId")
    .select(["redemptions.id", "redemptions.rewardId", "redemptions.voucherCode", "users.points"])
    .where("redemptions.userId", "=", userId)
    .where("redemptions.idempotencyKey", "=", key)
    .executeTakeFirst();
  if (!previous) return null;
  if (previous.rewardId !== rewardId) {
    throw conflict("This Idempotency-Key was already used to redeem another reward.");
  }
  return { voucherCode: previous.voucherCode, redemptionId: previous.id, points: previous.points };
}

/** The user's current partner, if any (as a list, for publishEvent). */
async function partnerIds(db: Db, userId: string): Promise<string[]> {
  const couple = await db
    .selectFrom("users")
    .innerJoin("couples", "couples.id", "users.coupleId")
    .select(["couples.userAId", "couples.userBId"])
    .where("users.id", "=", userId)
    .where("couples.endedAt", "is", null)
    .executeTakeFirst();
  const partner = couple && otherPartner(couple, userId);
  return partner ? [partner] : [];
}

/**
 * Spends the reward's cost and issues a voucher in one transaction. The balance is
 * lowered by one conditional update (never below zero), so simultaneous redemptions can
 * never spend the same points twice. A reward with a pool of partner codes gives one of them,
 * claimed in the same transaction: no code, no charge ("Out of stock", 409). A retry with the
 * same Idempotency-Key returns the first voucher instead of spending again.
 */
export async function redeemReward(
  db: Db,
  userId: string,
  rewardId: number,
  idempotencyKey: string | null,
  drawVoucherCode: () => string = newVoucherCode,
): Promise<RedemptionResult> {
  if (idempotencyKey) {
    const previous = await findByIdempotencyKey(db, userId, rewardId, idempotencyKey);
    if (previous) return previous;
  }

  let pooled = false;
  try {
    const result = await db.transaction().execute(async (db) => {
      // Read inside the transaction and share-locked (docs/security.md): an admin switching the
      // reward off waits for this redemption, and one that switched it off first wins.
      const reward = await db
        .selectFrom("rewards")
        .select(["id", "pointsCost", "title", "cityId", "city"])
        .where("id", "=", rewardId)
        .where("isActive", "=", true)
        .forShare()
        .executeTakeFirst();
      if (!reward) throw notFound("Reward not found.");
      // A reward of another town is refused before anything is spent (decision 358).
      if (reward.cityId !== null && !shownIn(reward, await viewerTownIds(db, userId))) {
        throw forbidden(`This reward is only for couples in ${reward.city}. No points were taken.`);
      }
      const spent = await db
        .updateTable("users")
        .set((eb) => ({ points: eb("points", "-", reward.pointsCost) }))
        .where("id", "=", userId)
        .where("points", ">=", reward.pointsCost)
        .returning("points")
        .executeTakeFirst();
      if (!spent) {
        const { points } = await db
          .selectFrom("users")
          .select("points")
          .where("id", "=", userId)
          .executeTakeFirstOrThrow();
        throw conflict(
          `Not enough points: this reward costs ${reward.pointsCost} points and you have ${points}.`,
        );
      }
      const voucher = await issueVoucher(
        db,
        { userId, rewardId, pointsSpent: reward.pointsCost, idempotencyKey },
        drawVoucherCode,
      );
      const { redemption } = voucher;
      await db
        .insertInto("pointsLedger")
        .values({
          userId,
          delta: -reward.pointsCost,
          reason: "redemption",
          redemptionId: redemption.id,
        })
        .execute();
      await publishEvent(db, await partnerIds(db, userId), {
        type: "partner-redeemed",
        rewardTitle: reward.title,
      });
      await announceVoucher(db, rewardId, userId, voucher);
      pooled = voucher.pooled;
      return {
        voucherCode: redemption.voucherCode,
        redemptionId: redemption.id,
        points: spent.points,
      };
    });
    // Two redemptions taking the last two codes at once each saw the other's code unclaimed:
    // looked at again once committed (at most one message per filling of the pool).
    if (pooled) await queueOutOfStockIfEmpty(db, rewardId);
    return result;
  } catch (error) {
    // The same key sent twice at once: the loser's transaction (and its spending) rolled back.
    if (idempotencyKey && isUniqueViolation(error, "redemptions_user_id_idempotency_key_key")) {
      const previous = await findByIdempotencyKey(db, userId, rewardId, idempotencyKey);
      if (previous) return previous;
    }
    throw error;
  }
}
