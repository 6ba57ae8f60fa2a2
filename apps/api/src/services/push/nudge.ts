import type { NudgeResult } from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { calendarDay } from "../helpers/calendar.js";
import { nudge } from "./notices.js";
import { queuePush } from "./outbox.js";

/**
 * "Your turn": one nudge a day (the sender's day) to the partner's devices, if the partner
 * switched nudges on. Nothing to deliver it to: nothing is spent, `delivered: false`.
 */
export async function nudgePartner(db: Db, userId: string, timeZone: string): Promise<NudgeResult> {
  const day = calendarDay(timeZone);
  return db.transaction().execute(async (db) => {
    const couple = await db
      .selectFrom("users")
      .innerJoin("couples", "couples.id", "users.coupleId")
      .select(["couples.userAId", "couples.userBId"])
      .where("users.id", "=", userId)
      .where("couples.endedAt", "is", null)
      .executeTakeFirst();
    const partnerId = couple && (couple.userAId === userId ? couple.userBId : couple.userAId);
    if (!partnerId) throw conflict("Pair with your partner to nudge them.", "NOT_PAIRED");
    const claimed = await db
      .insertInto("pushNudges")
      .values({ fromUserId: userId, day })
      .onConflict((oc) => oc.columns(["fromUserId", "day"]).doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) {
      throw conflict("You already nudged your partner today.", "ALREADY_NUDGED");
    }
    const queued = await queuePush(db, [partnerId], nudge(day));
    if (queued === 0) {
      await db
        .deleteFrom("pushNudges")
        .where("fromUserId", "=", userId)
        .where("day", "=", day)
        .execute();
      return { delivered: false };
    }
    return { delivered: true };
  });
}
