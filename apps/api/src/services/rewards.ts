import {
  PAIR_CODE_ALPHABET,
  type CreateRewardInputSchema,
  type Redemption,
  type RedemptionResult,
  type Reward,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { z } from "zod";
import { conflict, notFound } from "@tandem/api-contract/server";
import { isUniqueViolation, randomCode } from "./random-code.js";

const rewardColumns = [
  "id",
  "title",
  "description",
  "imageUrl",
  "brandName",
  "pointsCost",
  "location",
  "isActive",
] as const;

/** What users see: active rewards, cheapest first. */
export async function listActiveRewards(db: Db): Promise<Reward[]> {
  return db
    .selectFrom("rewards")
    .select(rewardColumns)
    .where("isActive", "=", true)
    .orderBy("pointsCost")
    .orderBy("id")
    .execute();
}

/** What admins see: every reward, newest first. */
export async function listAllRewards(db: Db): Promise<Reward[]> {
  return db.selectFrom("rewards").select(rewardColumns).orderBy("id", "desc").execute();
}

export async function createReward(
  db: Db,
  adminId: string,
  input: z.output<typeof CreateRewardInputSchema>,
): Promise<Reward> {
  return db
    .insertInto("rewards")
    .values({ ...input, createdById: adminId })
    .returning(rewardColumns)
    .executeTakeFirstOrThrow();
}

export async function setRewardActive(
  db: Db,
  rewardId: number,
  isActive: boolean,
): Promise<Reward> {
  const reward = await db
    .updateTable("rewards")
    .set({ isActive })
    .where("id", "=", rewardId)
    .returning(rewardColumns)
    .executeTakeFirst();
  if (!reward) throw notFound("Reward not found.");
  return reward;
}

/** "TDM-7KQ2-M9XF": 8 random characters (40 bits) from the unambiguous alphabet. */
const newVoucherCode = () =>
  `TDM-${randomCode(4, PAIR_CODE_ALPHABET)}-${randomCode(4, PAIR_CODE_ALPHABET)}`;

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

/**
 * Spends the reward's cost and issues a voucher in one transaction. The balance is
 * lowered by one conditional update (never below zero), so simultaneous redemptions can
 * never spend the same points twice. A retry with the same Idempotency-Key returns the
 * first voucher instead of spending again.
 */
export async function redeemReward(
  db: Db,
  userId: string,
  rewardId: number,
  idempotencyKey: string | null,
): Promise<RedemptionResult> {
  if (idempotencyKey) {
    const previous = await findByIdempotencyKey(db, userId, rewardId, idempotencyKey);
    if (previous) return previous;
  }
  const reward = await db
    .selectFrom("rewards")
    .select(["id", "pointsCost"])
    .where("id", "=", rewardId)
    .where("isActive", "=", true)
    .executeTakeFirst();
  if (!reward) throw notFound("Reward not found.");

  try {
    return await db.transaction().execute(async (trx) => {
      const spent = await trx
        .updateTable("users")
        .set((eb) => ({ points: eb("points", "-", reward.pointsCost) }))
        .where("id", "=", userId)
        .where("points", ">=", reward.pointsCost)
        .returning("points")
        .executeTakeFirst();
      if (!spent) {
        const { points } = await trx
          .selectFrom("users")
          .select("points")
          .where("id", "=", userId)
          .executeTakeFirstOrThrow();
        throw conflict(
          `Not enough points: this reward costs ${reward.pointsCost} points and you have ${points}.`,
        );
      }
      const redemption = await trx
        .insertInto("redemptions")
        .values({
          userId,
          rewardId,
          pointsSpent: reward.pointsCost,
          voucherCode: newVoucherCode(),
          idempotencyKey,
        })
        .returning(["id", "voucherCode"])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto("pointsLedger")
        .values({
          userId,
          delta: -reward.pointsCost,
          reason: "redemption",
          redemptionId: redemption.id,
        })
        .execute();
      return {
        voucherCode: redemption.voucherCode,
        redemptionId: redemption.id,
        points: spent.points,
      };
    });
  } catch (error) {
    // The same key sent twice at once: the loser's transaction (and its spending) rolled back.
    if (idempotencyKey && isUniqueViolation(error, "redemptions_user_id_idempotency_key_key")) {
      const previous = await findByIdempotencyKey(db, userId, rewardId, idempotencyKey);
      if (previous) return previous;
    }
    throw error;
  }
}

export async function listRedemptions(db: Db, userId: string): Promise<Redemption[]> {
  const rows = await db
    .selectFrom("redemptions")
    .innerJoin("rewards", "rewards.id", "redemptions.rewardId")
    .select([
      "redemptions.id",
      "redemptions.voucherCode",
      "redemptions.pointsSpent",
      "redemptions.createdAt",
      "rewards.id as rewardId",
      "rewards.title",
      "rewards.brandName",
      "rewards.imageUrl",
      "rewards.location",
    ])
    .where("redemptions.userId", "=", userId)
    .orderBy("redemptions.id", "desc")
    .execute();
  return rows.map((r) => ({
    id: r.id,
    voucherCode: r.voucherCode,
    pointsSpent: r.pointsSpent,
    createdAt: r.createdAt.toISOString(),
    reward: {
      id: r.rewardId,
      title: r.title,
      brandName: r.brandName,
      imageUrl: r.imageUrl,
      location: r.location,
    },
  }));
}
