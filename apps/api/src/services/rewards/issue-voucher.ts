import { OUT_OF_STOCK_MESSAGE, PAIR_CODE_ALPHABET } from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Db, RedemptionTable } from "@tandem/db";
import { sql, type Insertable } from "kysely";
import { randomCode } from "../../lib/random-code.js";
import { queueOutOfStockIfEmpty, queueRewardWebhook } from "../webhooks/index.js";

/** "TDM-7KQ2-M9XF": 8 random characters (40 bits) from the unambiguous alphabet. */
export const newVoucherCode = () =>
  `TDM-${randomCode(4, PAIR_CODE_ALPHABET)}-${randomCode(4, PAIR_CODE_ALPHABET)}`;

export const VOUCHER_DRAWS = 5;

/**
 * Takes one unclaimed code of the reward's pool for this transaction (decision 330): a row
 * another redemption holds is skipped, never waited for nor taken twice. Null when the
 * reward has no pool (Tandem makes its code); "out of stock" when the pool has none left.
 */
export async function claimPoolCode(
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

export interface IssuedVoucher {
  redemption: { id: number; voucherCode: string };
  /** The code came from the partner's pool (which may now be empty). */
  pooled: boolean;
}

/**
 * The redemption row and its voucher, inside the caller's transaction: a code of the reward's
 * pool when it has one ("Out of stock", 409, when the pool is empty: the caller's charge rolls
 * back with it), else one Tandem draws. 32^8 codes make a clash rare, not impossible: a clash
 * draws again (decision 019). DO NOTHING on the code alone keeps the transaction usable; an
 * idempotency key's own unique violation still ends it (the caller handles it).
 */
export async function issueVoucher(
  db: Db,
  row: Omit<Insertable<RedemptionTable>, "voucherCode">,
  drawVoucherCode: () => string,
): Promise<IssuedVoucher> {
  const poolCode = await claimPoolCode(db, row.rewardId);
  if (poolCode === "out of stock") throw conflict(OUT_OF_STOCK_MESSAGE, "OUT_OF_STOCK");
  let redemption: { id: number; voucherCode: string } | undefined;
  for (let attempt = 0; attempt < VOUCHER_DRAWS && !redemption; attempt++) {
    redemption = await db
      .insertInto("redemptions")
      .values({ ...row, voucherCode: poolCode ? poolCode.code : drawVoucherCode() })
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
  return { redemption, pooled: poolCode !== null };
}

/**
 * The partner's signed messages about a voucher just issued, in the same transaction
 * (decision 355): the redemption, and the pool running out if this took its last code.
 */
export async function announceVoucher(
  db: Db,
  rewardId: number,
  userId: string,
  { redemption, pooled }: IssuedVoucher,
): Promise<void> {
  await queueRewardWebhook(db, {
    type: "voucher.redeemed",
    rewardId,
    redemption: { id: redemption.id, code: redemption.voucherCode, userId, at: new Date() },
  });
  if (pooled) await queueOutOfStockIfEmpty(db, rewardId);
}
