import {
  OUT_OF_STOCK_MESSAGE,
  PAIR_CODE_ALPHABET,
  type RedemptionResult,
} from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { publishEvent } from "../events/index.js";
import { isUniqueViolation } from "../postgres/errors.js";
import { randomCode } from "../helpers/random-code.js";
import { sql } from "kysely";

/** "TDM-7KQ2-M9XF": 8 random characters (40 bits) from the unambiguous alphabet. */
const newVoucherCode = () =>
  `TDM-${randomCode(4, PAIR_CODE_ALPHABET)}-${randomCode(4, PAIR_CODE_ALPHABET)}`;

const VOUCHER_DRAWS = 5;

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
 * Takes one unclaimed code of the reward's pool for this transaction (decision 330): a row
 * another redemption holds is skipped, never waited for nor taken twice. Null when the
 * reward has no pool (Tandem makes its code); "out of stock" when the pool has none left.
 */
async function claimPoolCode(
  db: Db,
  rewardId: number,
): Promise<{ id: string; code: string } | null | "out of stock"> {
  const claimed = await sql<{ id: string; code: string }>`
    UPDATE reward_codes SET claimed_at = now()
    WHERE id = (
      SELECT id FROM reward_codes
      WHERE reward_id = ${rewardId} AND claimed_at IS NULL
      ORDER BY id LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, code`.execute(db);
  if (claimed.rows[0]) return claimed.rows[0];
  const pool = await db
    .selectFrom("rewardCodes")
    .select("id")
    .where("rewardId", "=", rewardId)
    .limit(1)
    .executeTakeFirst();
  return pool ? "out of stock" : null;
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
  const partner = couple && (couple.userAId === userId ? couple.userBId : couple.userAId);
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

  try {
    return await db.transaction().execute(async (db) => {
      // Read inside the transaction and share-locked (docs/security.md): an admin switching the
      // reward off waits for this redemption, and one that switched it off first wins.
      const reward = await db
        .selectFrom("rewards")
        .select(["id", "pointsCost", "title"])
        .where("id", "=", rewardId)
        .where("isActive", "=", true)
        .forShare()
        .executeTakeFirst();
      if (!reward) throw notFound("Reward not found.");
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
      const poolCode = await claimPoolCode(db, rewardId);
      if (poolCode === "out of stock") throw conflict(OUT_OF_STOCK_MESSAGE, "OUT_OF_STOCK");
      // 32^8 codes make a clash rare, not impossible: a clash draws again (decision 019). DO
      // NOTHING on the code alone keeps the transaction usable; the idempotency key's own
      // unique violation still ends it (handled below).
      let redemption: { id: number; voucherCode: string } | undefined;
      for (let attempt = 0; attempt < VOUCHER_DRAWS && !redemption; attempt++) {
        redemption = await db
          .insertInto("redemptions")
          .values({
            userId,
            rewardId,
            pointsSpent: reward.pointsCost,
            voucherCode: poolCode ? poolCode.code : drawVoucherCode(),
            idempotencyKey,
          })
          .onConflict((oc) => oc.column("voucherCode").doNothing())
          .returning(["id", "voucherCode"])
          .executeTakeFirst();
      }
      if (!redemption) throw new Error(`No free voucher code in ${VOUCHER_DRAWS} draws`);
      if (poolCode) {
        await db
          .updateTable("rewardCodes")
          .set({ redemptionId: redemption.id })
          .where("id", "=", poolCode.id)
          .execute();
      }
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
