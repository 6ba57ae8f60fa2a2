// A partner's till: check a voucher of the partner's brand and mark it used (decision 332).
import type { ApiTokenCaller, RequestContext, Voucher } from "@tandem/api-contract";
import { AppError, conflict, forbidden } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql, type RawBuilder } from "kysely";
import { writeAudit } from "../moderation/index.js";
import { queueRewardWebhook } from "../webhooks/index.js";

/** A brand as tokens and rewards name it: case, outer and repeated spaces do not count. */
const sameBrand = (column: RawBuilder<unknown>, brand: string) =>
  sql<boolean>`lower(regexp_replace(btrim(${column}), '\\s+', ' ', 'g')) = lower(regexp_replace(btrim(${brand}), '\\s+', ' ', 'g'))`;

type Partner = ApiTokenCaller & { brandName: string };

/** The partner's token behind a call, or a 403: these procedures are for partners' tills only. */
export function partnerOf(ctx: RequestContext): Partner {
  const token = ctx.apiToken;
  if (!token?.brandName) {
    throw forbidden(
      "Only a partner's API token (scope vouchers:redeem, bound to a brand) checks and uses vouchers.",
      "VOUCHER_PARTNER_ONLY",
    );
  }
  return { ...token, brandName: token.brandName };
}

/** A row of VOUCHER_COLUMNS (the database's CamelCasePlugin renames raw results too). */
interface VoucherRow {
  code: string;
  issuedAt: Date;
  usedAt: Date | null;
  validUntil: string | null;
  expired: boolean;
  rewardId: number;
  title: string;
  pointsCost: number;
  userId: string;
  redemptionId: number;
}

const voucherOf = (row: VoucherRow): Voucher => ({
  code: row.code,
  state: row.usedAt ? "used" : row.expired ? "expired" : "valid",
  issuedAt: row.issuedAt.toISOString(),
  usedAt: row.usedAt?.toISOString() ?? null,
  validUntil: row.validUntil,
  reward: { id: row.rewardId, title: row.title, pointsCost: row.pointsCost },
});

// The day a code's validity ends is honoured to its last minute in UTC (decision 333).
const VOUCHER_COLUMNS = sql`d.voucher_code AS code, d.created_at AS issued_at, d.used_at,
  w.codes_valid_until::text AS valid_until,
  coalesce(w.codes_valid_until < (now() AT TIME ZONE 'UTC')::date, false) AS expired,
  w.id AS reward_id, w.title, w.points_cost, d.user_id, d.id AS redemption_id`;

/**
 * One query whatever the code: an unknown code and another brand's code find nothing by the
 * same path, and answer the same 404 (decision 332).
 */
async function findVoucher(db: Db, partner: Partner, code: string): Promise<VoucherRow> {
  const { rows } = await sql<VoucherRow>`
    SELECT ${VOUCHER_COLUMNS}
    FROM redemptions d JOIN rewards w ON w.id = d.reward_id
    WHERE d.voucher_code = ${code} AND ${sameBrand(sql`w.brand_name`, partner.brandName)}`.execute(
    db,
  );
  if (!rows[0]) {
    throw new AppError("NOT_FOUND", `No voucher of ${partner.brandName} has the code ${code}.`, {
      reason: "VOUCHER_UNKNOWN",
    });
  }
  return rows[0];
}

const utcMinute = (at: Date) =>
  at.toLocaleString("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export async function checkVoucher(db: Db, partner: Partner, code: string): Promise<Voucher> {
  return voucherOf(await findVoucher(db, partner, code));
}

/**
 * Marks a valid voucher used: one conditional UPDATE, so of simultaneous calls exactly one
 * succeeds; the others, and a used or expired code, are told why (409) and change nothing.
 * The use is written to the audit log in the same transaction.
 */
export async function useVoucher(db: Db, partner: Partner, code: string): Promise<Voucher> {
  const used = await db.transaction().execute(async (db) => {
    const { rows } = await sql<VoucherRow>`
      UPDATE redemptions d SET used_at = now(), used_by_token_id = ${partner.id}
      FROM rewards w
      WHERE w.id = d.reward_id AND d.voucher_code = ${code} AND d.used_at IS NULL
        AND ${sameBrand(sql`w.brand_name`, partner.brandName)}
        AND (w.codes_valid_until IS NULL OR w.codes_valid_until >= (now() AT TIME ZONE 'UTC')::date)
      RETURNING ${VOUCHER_COLUMNS}`.execute(db);
    const row = rows[0];
    if (!row) return null;
    await writeAudit(db, {
      actorId: partner.createdById,
      action: "voucher-use",
      targetUserId: row.userId,
      note: `${partner.brandName}'s token "${partner.name}" used the voucher ${row.code} for "${row.title}".`,
    });
    await queueRewardWebhook(db, {
      type: "voucher.used",
      rewardId: row.rewardId,
      redemption: { id: row.redemptionId, code: row.code, userId: row.userId, at: row.usedAt! },
    });
    return row;
  });
  if (used) return voucherOf(used);
  const voucher = await findVoucher(db, partner, code);
  if (voucher.usedAt) {
    throw conflict(
      `This code was already used on ${utcMinute(voucher.usedAt)} UTC.`,
      "VOUCHER_USED",
    );
  }
  if (voucher.expired) {
    throw conflict(
      `This code has expired: it was valid until ${voucher.validUntil}.`,
      "VOUCHER_EXPIRED",
    );
  }
  throw new Error("A valid voucher was not marked used");
}
