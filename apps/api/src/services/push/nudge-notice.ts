import { NUDGE_NOTICE_HOURS, type NudgeNotice, type Ok } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

const HOUR_MS = 3_600_000;

/**
 * The banner on Home of a nudge that did not go out by push (decision 234): the newest one
 * of the last NUDGE_NOTICE_HOURS from the person's current partner, until dismissed.
 */
export async function getNudgeNotice(
  db: Db,
  userId: string,
  now = new Date(),
): Promise<NudgeNotice> {
  const row = await db
    .selectFrom("pushNudges as n")
    .innerJoin("users as me", "me.id", "n.toUserId")
    .innerJoin("users as sender", (join) =>
      join.onRef("sender.id", "=", "n.fromUserId").onRef("sender.coupleId", "=", "me.coupleId"),
    )
    .select(["sender.firstName", "n.createdAt"])
    .where("n.toUserId", "=", userId)
    .where("n.pushed", "=", false)
    .where("n.dismissedAt", "is", null)
    .where("n.createdAt", ">", new Date(now.getTime() - NUDGE_NOTICE_HOURS * HOUR_MS))
    .orderBy("n.createdAt", "desc")
    .limit(1)
    .executeTakeFirst();
  return row ? { fromFirstName: row.firstName, at: row.createdAt.toISOString() } : null;
}

/** The person saw the banner: every nudge waiting for them is dismissed. */
export async function dismissNudgeNotice(db: Db, userId: string): Promise<Ok> {
  await db
    .updateTable("pushNudges")
    .set({ dismissedAt: new Date() })
    .where("toUserId", "=", userId)
    .where("dismissedAt", "is", null)
    .execute();
  return { ok: true };
}
