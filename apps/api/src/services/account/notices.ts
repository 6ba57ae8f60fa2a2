import { UNDO_END_PAIRING_HOURS, type AccountNotices, type Ok } from "@tandem/api-contract";
import { compileOnce, type Db } from "@tandem/db";
import { sql } from "kysely";

/**
 * The notices' columns, compiled once: the couples' home reads them on every page. The
 * ended couple and its partner are joined only for someone who has such a notice.
 */
const selectNotices = compileOnce((db: Db, userId: string) =>
  db
    .selectFrom("users")
    .leftJoin("couples as ended", "ended.id", "users.partnerEndedCoupleId")
    .leftJoin("users as partner", "partner.id", "ended.endedById")
    .select([
      "users.partnerDeletedAt",
      "ended.endedAt",
      "partner.firstName as partnerFirstName",
      sql<Date | null>`CASE WHEN ended.ended_by_id IS NOT NULL
        AND ended.ended_at > now() - make_interval(hours => ${UNDO_END_PAIRING_HOURS})
        THEN ended.ended_at + make_interval(hours => ${UNDO_END_PAIRING_HOURS}) END`.as(
        "undoUntil",
      ),
    ])
    .where("users.id", "=", userId),
);

/**
 * What the app tells the person once: their partner deleted their account, or ended their
 * pairing (decision 237; with until when the partner may still undo it).
 */
export async function getAccountNotices(db: Db, userId: string): Promise<AccountNotices> {
  const [row] = await selectNotices(db, userId);
  return {
    partnerDeletedAccountAt: row?.partnerDeletedAt?.toISOString() ?? null,
    partnerEndedPairing: row?.endedAt
      ? {
          partnerFirstName: row.partnerFirstName,
          endedAt: row.endedAt.toISOString(),
          undoUntil: row.undoUntil?.toISOString() ?? null,
        }
      : null,
  };
}

/** The person has been told: the notices are cleared. */
export async function dismissAccountNotices(db: Db, userId: string): Promise<Ok> {
  await db
    .updateTable("users")
    .set({ partnerDeletedAt: null, partnerEndedCoupleId: null })
    .where("id", "=", userId)
    .where((eb) =>
      eb.or([eb("partnerDeletedAt", "is not", null), eb("partnerEndedCoupleId", "is not", null)]),
    )
    .execute();
  return { ok: true };
}
