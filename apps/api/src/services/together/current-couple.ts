import { conflict } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { otherPartner } from "../../lib/pair.js";

export const NOT_PAIRED_MESSAGE = "You're not paired with anyone.";

export interface CurrentCouple {
  coupleId: string;
  partnerId: string;
  createdAt: Date;
}

/**
 * The viewer's current couple and partner, or 409 NOT_PAIRED. With `lock`, the couple row
 * is locked FOR SHARE until the transaction ends: a break-up (an UPDATE of that row) waits
 * for what is being written, or the write sees the couple ended.
 */
export async function currentCouple(
  db: Db | Transaction<Database>,
  viewerId: string,
  options: { lock?: boolean } = {},
): Promise<CurrentCouple> {
  const couple = await findCurrentCouple(db, viewerId, options);
  if (!couple) throw conflict(NOT_PAIRED_MESSAGE, "NOT_PAIRED");
  return couple;
}

/** The viewer's current couple and partner, or null when they have none. */
export async function findCurrentCouple(
  db: Db | Transaction<Database>,
  viewerId: string,
  { lock = false } = {},
): Promise<CurrentCouple | null> {
  let query = db
    .selectFrom("users as u")
    .innerJoin("couples as c", "c.id", "u.coupleId")
    .select(["c.id", "c.userAId", "c.userBId", "c.createdAt"])
    .where("u.id", "=", viewerId)
    .where("c.endedAt", "is", null);
  if (lock) query = query.forShare("c");
  const couple = await query.executeTakeFirst();
  const partnerId = couple && otherPartner(couple, viewerId);
  if (!couple || !partnerId) return null;
  return { coupleId: couple.id, partnerId, createdAt: couple.createdAt };
}
