import { APP_NAME, NUDGE_EMAIL_WITHIN_HOURS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { MailMessage, SendMail } from "../../auth/email-sign-in.js";
import { SOURCE_LOCALE } from "@tandem/i18n";
import { html } from "../../html/html.js";
import { renderLayout } from "../../html/layout.js";
import { calendarDay } from "../helpers/calendar.js";
import { loadTodayCounts } from "../quiz/index.js";
import { unsubscribeUrl, type UnsubscribeSecrets } from "./signing.js";

const HOUR_MS = 3_600_000;

/** "Lena nudged you": a partner's nudge that could not go by push (decision 234). */
export function nudgeEmail(options: {
  to: string;
  firstName: string | null;
  senderName: string | null;
  quizUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const sender = options.senderName?.trim() || "Your partner";
  const hello = options.firstName ? `Hi ${options.firstName},` : "Hi,";
  const subject = `${sender} nudged you: today's quiz is waiting`;
  const text = `${hello}

${sender} answered today's ${APP_NAME} quiz and is waiting for yours. It takes a couple of minutes:

${options.quizUrl}

You get this because notifications are off on your phone. Stop e-mails about the quiz with one click:
${options.unsubscribeUrl}
`;
  return {
    to: options.to,
    subject,
    text,
    // In English: the language is the device's, unknown when it is sent (decision 305).
    html: renderLayout(
      SOURCE_LOCALE,
      subject,
      html`<h1>${subject}</h1>
<p class="lead">${hello} ${sender} answered today's quiz and is waiting for yours. It takes a couple of minutes.</p>
<a class="btn btn-primary" href="${options.quizUrl}">Open today's quiz</a>
<p class="small">You get this because notifications are off on your phone.
<a href="${options.unsubscribeUrl}">Unsubscribe</a></p>`,
    ),
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

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
