import type { AccountNotices, Ok } from "@tandem/api-contract";
import { compileOnce, type Db } from "@tandem/db";

/** The notices' column, compiled once: the couples' home reads it on every page. */
const selectNotices = compileOnce((db: Db, userId: string) =>
  db.selectFrom("users").select("partnerDeletedAt").where("id", "=", userId),
);

/** What the app tells the person once (their partner deleted their account). */
export async function getAccountNotices(db: Db, userId: string): Promise<AccountNotices> {
  const [row] = await selectNotices(db, userId);
  return { partnerDeletedAccountAt: row?.partnerDeletedAt?.toISOString() ?? null };
}

/** The person has been told: the notices are cleared. */
export async function dismissAccountNotices(db: Db, userId: string): Promise<Ok> {
  await db
    .updateTable("users")
    .set({ partnerDeletedAt: null })
    .where("id", "=", userId)
    .where("partnerDeletedAt", "is not", null)
    .execute();
  return { ok: true };
}
