import { REPAIR_COOLDOWN_HOURS, UNDO_END_PAIRING_HOURS } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import { calendarDay } from "../../lib/calendar.js";

export const ALREADY_PAIRED =
  "You're already paired with a partner. End your current relationship first.";

/**
 * Makes a couple of `inviterId` (who shared a code or a link) and `joinerId` (who used it),
 * inside the caller's transaction, after whatever claimed the code or link. Both people are
 * locked in a fixed order, so two pairings touching one person cannot deadlock and only one
 * can win. Every rule of pairing lives here: neither may be paired already, and two people
 * who just broke up wait REPAIR_COOLDOWN_HOURS (or the one who ended it undoes it). The inviter's unused codes and open links
 * stop working, the questions they answered alone today become the couple's (their answers
 * wait for the partner's, then are revealed side by side), and the inviter hears it live.
 */
export async function pairPeople(db: Db, inviterId: string, joinerId: string): Promise<string> {
  const people = await db
    .selectFrom("users")
    .select(["id", "coupleId", "firstName", "lastName", "email", "timeZone"])
    .where("id", "in", [inviterId, joinerId])
    .orderBy("id")
    .forUpdate()
    .execute();
  const joiner = people.find((p) => p.id === joinerId);
  const inviter = people.find((p) => p.id === inviterId);
  if (!joiner || !inviter) throw notFound("This account no longer exists.");
  if (joiner.coupleId) throw conflict(ALREADY_PAIRED, "ALREADY_PAIRED");
  if (inviter.coupleId) {
    const name = inviter.firstName?.trim() || "The person who invited you";
    throw conflict(`${name} is already paired with someone else.`);
  }
  await refuseQuickRepair(db, joiner, inviter);

  const couple = await db
    .insertInto("couples")
    .values({ userAId: inviterId, userBId: joinerId })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("users")
    .set({ coupleId: couple.id, userType: "couple" })
    .where("id", "in", [inviterId, joinerId])
    .execute();
  await db
    .deleteFrom("pairCodes")
    .where("ownerId", "in", [inviterId, joinerId])
    .where("usedAt", "is", null)
    .execute();
  await db
    .updateTable("partnerInvites")
    .set({ revokedAt: new Date() })
    .where("ownerId", "in", [inviterId, joinerId])
    .where("usedAt", "is", null)
    .where("revokedAt", "is", null)
    .execute();
  await carryTodaysSoloSet(db, inviterId, couple.id, calendarDay(inviter.timeZone));
  const partner = { firstName: joiner.firstName, lastName: joiner.lastName, email: joiner.email };
  await publishEvent(db, [inviterId], { type: "paired", coupleId: couple.id, partner });
  return couple.id;
}

/**
 * The inviter's own set of today, answered or not, becomes the new couple's: the partner
 * gets the same questions, and the inviter's answers count as theirs in it (points already
 * earned stay earned, the daily cap still holds: it counts answers by day).
 */
async function carryTodaysSoloSet(db: Db, inviterId: string, coupleId: string, day: string) {
  const solo = await db
    .selectFrom("dailySets")
    .select(["id", "questionIds"])
    .where("userId", "=", inviterId)
    .where("day", "=", day)
    .executeTakeFirst();
  if (!solo) return;
  const shared = await db
    .insertInto("dailySets")
    .values({ coupleId, userId: null, day, questionIds: solo.questionIds })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("answers")
    .set({ dailySetId: shared.id })
    .where("dailySetId", "=", solo.id)
    .execute();
  await db.deleteFrom("dailySets").where("id", "=", solo.id).execute();
}

/**
 * Two people who ended their relationship cannot pair again at once: a new couple draws a
 * fresh daily set, so break up and re-pair would otherwise be a loop. While the one who
 * ended it may undo it, the refusal says so (decision 237): Undo brings back the same
 * couple, streak and history, which a new pairing would not.
 */
async function refuseQuickRepair(
  db: Db,
  joiner: { id: string; firstName: string | null },
  inviter: { id: string; firstName: string | null },
): Promise<void> {
  const recent = await db
    .selectFrom("couples as c")
    .select([
      "c.endedAt",
      "c.endedById",
      sql<boolean>`EXISTS (
        SELECT 1 FROM couples n
        WHERE n.created_at > c.ended_at
          AND (n.user_a_id IN (c.user_a_id, c.user_b_id) OR n.user_b_id IN (c.user_a_id, c.user_b_id))
      )`.as("pairedSince"),
    ])
    .where((eb) =>
      eb.or([
        eb.and([eb("c.userAId", "=", joiner.id), eb("c.userBId", "=", inviter.id)]),
        eb.and([eb("c.userAId", "=", inviter.id), eb("c.userBId", "=", joiner.id)]),
      ]),
    )
    .where("c.endedAt", ">", sql<Date>`now() - make_interval(hours => ${REPAIR_COOLDOWN_HOURS})`)
    .orderBy("c.endedAt", "desc")
    .executeTakeFirst();
  if (!recent?.endedAt) return;
  if (recent.endedById && !recent.pairedSince) {
    const inviterName = inviter.firstName?.trim() || "your partner";
    throw conflict(
      recent.endedById === joiner.id
        ? `You ended your pairing with ${inviterName} less than ${UNDO_END_PAIRING_HOURS} hours ago. Tap Undo on your Home to bring it back, with your streak and quiz history.`
        : `${capitalized(inviterName)} ended your pairing less than ${UNDO_END_PAIRING_HOURS} hours ago and can still undo it from their Home, which brings back your streak and quiz history.`,
      "UNDO_INSTEAD",
    );
  }
  const hours = Math.max(
    1,
    Math.ceil(
      (recent.endedAt.getTime() + REPAIR_COOLDOWN_HOURS * 3_600_000 - Date.now()) / 3_600_000,
    ),
  );
  throw conflict(
    `You two ended your relationship less than ${REPAIR_COOLDOWN_HOURS} hours ago. You can pair with each other again in ${hours} hour${hours === 1 ? "" : "s"}.`,
  );
}

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
