import { NUDGE_EMAIL_WITHIN_HOURS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { SendMail } from "../../auth/email-sign-in.js";
import { calendarDay } from "../../lib/calendar.js";
import { loadTodayCounts } from "../quiz/index.js";
import { storedLanguage } from "../users/index.js";
import { nudgeEmail } from "./mail.js";
import { unsubscribeUrl, type UnsubscribeSecrets } from "./signing.js";

const HOUR_MS = 3_600_000;

export interface NudgeMailDeps {
  sendMail: SendMail;
  publicUrl: string;
  secrets?: UnsubscribeSecrets;
  now?: Date;
}

/**
 * Sends the nudge e-mails queued by `push.nudge`. Each is claimed by a conditional UPDATE
 * (one winner whatever the number of processes); a failed send gives the claim back. Not
 * sent: one older than NUDGE_EMAIL_WITHIN_HOURS, one to someone who unsubscribed or lost
 * their address since, or who has finished today's quiz meanwhile.
 */
export async function sendDueNudgeEmails(
  db: Db,
  deps: NudgeMailDeps,
): Promise<{ sent: string[]; failed: string[] }> {
  const now = deps.now ?? new Date();
  const cutoff = new Date(now.getTime() - NUDGE_EMAIL_WITHIN_HOURS * HOUR_MS);
  await db
    .updateTable("pushNudges")
    .set({ emailDue: false })
    .where("emailDue", "=", true)
    .where("createdAt", "<=", cutoff)
    .execute();
  const claimed = await db
    .updateTable("pushNudges")
    .set({ emailDue: false })
    .where("emailDue", "=", true)
    .where("createdAt", ">", cutoff)
    .where("toUserId", "is not", null)
    .returning(["fromUserId", "toUserId", "day"])
    .execute();

  const run = { sent: [] as string[], failed: [] as string[] };
  for (const nudge of claimed) {
    const toUserId = nudge.toUserId!;
    const people = await db
      .selectFrom("users as to")
      .innerJoin("users as from", (join) => join.on("from.id", "=", nudge.fromUserId))
      .leftJoin("reminderSettings", "reminderSettings.userId", "to.id")
      .select([
        "to.email",
        "to.firstName",
        "to.timeZone",
        "to.language",
        "from.firstName as senderName",
        "reminderSettings.unsubscribedAt",
      ])
      .where("to.id", "=", toUserId)
      .executeTakeFirst();
    if (!people?.email || people.unsubscribedAt) continue;
    const today = await loadTodayCounts(db, toUserId, calendarDay(people.timeZone, now));
    if (today.set && today.answered >= today.set.questionIds.length) continue;
    try {
      await deps.sendMail(
        nudgeEmail({
          locale: storedLanguage(people.language),
          to: people.email,
          firstName: people.firstName,
          senderName: people.senderName,
          quizUrl: new URL("/app/quiz", deps.publicUrl).toString(),
          unsubscribeUrl: await unsubscribeUrl(db, deps.publicUrl, toUserId, deps.secrets),
        }),
      );
      run.sent.push(toUserId);
    } catch {
      await db
        .updateTable("pushNudges")
        .set({ emailDue: true })
        .where("fromUserId", "=", nudge.fromUserId)
        .where("day", "=", nudge.day)
        .execute();
      run.failed.push(toUserId);
    }
  }
  return run;
}
