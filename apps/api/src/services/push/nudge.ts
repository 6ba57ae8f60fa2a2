import type { NudgeResult } from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import { nudge } from "./notices.js";
import { queuePush } from "./outbox.js";

/**
 * What the nudge needs of today's quiz, read in its transaction: the couple, its members,
 * today's set and how many of it the partner answered. The quiz domain's `loadTodayCounts`,
 * handed in by the router, so push does not depend on the quiz (which queues pushes).
 */
export type TodayCountsReader = (
  db: Db,
  userId: string,
  day: string,
) => Promise<{
  coupleId: string | null;
  members: string[];
  set: { questionIds: number[] } | null;
  partnerAnswered: number;
}>;

const nameOr = (firstName: string | null | undefined, fallback: string) =>
  firstName?.trim() || fallback;

/**
 * "Your turn" (decision 234): one nudge a day per sender (their day) to their current
 * partner, refused once the partner finished today's quiz. By push to the partner's devices
 * when they switched nudges on; otherwise as a banner on their Home and, when they have an
 * e-mail address and did not unsubscribe, an e-mail (queued here, sent by the reminders'
 * run). The day's claim is the primary key: two nudges at once, one wins.
 */
export async function nudgePartner(
  db: Db,
  userId: string,
  timeZone: string,
  loadTodayCounts: TodayCountsReader,
): Promise<NudgeResult> {
  const day = calendarDay(timeZone);
  return db.transaction().execute(async (db) => {
    const today = await loadTodayCounts(db, userId, day);
    const partnerId = today.members.find((member) => member !== userId);
    if (!today.coupleId || !partnerId) {
      throw conflict("Pair with your partner to nudge them.", "NOT_PAIRED");
    }
    const partner = await db
      .selectFrom("users")
      .leftJoin("reminderSettings", "reminderSettings.userId", "users.id")
      .select(["users.firstName", "users.email", "reminderSettings.unsubscribedAt"])
      .where("users.id", "=", partnerId)
      .executeTakeFirstOrThrow();
    const name = nameOr(partner.firstName, "Your partner");
    if (today.set && today.partnerAnswered >= today.set.questionIds.length) {
      throw conflict(`${name} already answered today's quiz.`, "PARTNER_DONE");
    }
    const claimed = await db
      .insertInto("pushNudges")
      .values({ fromUserId: userId, toUserId: partnerId, day })
      .onConflict((oc) => oc.columns(["fromUserId", "day"]).doNothing())
      .returning("day")
      .executeTakeFirst();
    if (!claimed) {
      throw conflict(
        `You already nudged ${nameOr(partner.firstName, "your partner")} today. You can nudge again tomorrow.`,
        "ALREADY_NUDGED",
      );
    }
    const sender = await db
      .selectFrom("users")
      .select("firstName")
      .where("id", "=", userId)
      .executeTakeFirstOrThrow();
    const pushed = (await queuePush(db, [partnerId], nudge(day, sender.firstName))) > 0;
    const emailed = !pushed && partner.email !== null && partner.unsubscribedAt === null;
    await markClaim(db, userId, day, { pushed, emailDue: emailed });
    if (pushed) return { delivered: true, via: ["push"] };
    return { delivered: false, via: emailed ? ["home", "email"] : ["home"] };
  });
}

function markClaim(
  db: Transaction<Database>,
  userId: string,
  day: string,
  set: { pushed: boolean; emailDue: boolean },
) {
  return db
    .updateTable("pushNudges")
    .set(set)
    .where("fromUserId", "=", userId)
    .where("day", "=", day)
    .execute();
}
