import type { Db } from "@tandem/db";
import { sql } from "kysely";
import type { SendMail } from "../../auth/email-sign-in.js";
import { LOCKS } from "../../cluster/advisory-lock.js";
import { calendarDay } from "../../lib/calendar.js";
import { loadTodayContext } from "../quiz/index.js";
import { storedLanguage } from "../users/index.js";
import { reminderEmail } from "./mail.js";
import { unsubscribeUrl, type UnsubscribeSecrets } from "./signing.js";

export interface ReminderDeps {
  sendMail: SendMail;
  publicUrl: string;
  /** The unsubscribe links' keys from the settings (signing.ts); the generated key without. */
  secrets?: UnsubscribeSecrets;
  /** The moment to act as (tests move it); now by default. */
  now?: Date;
  /**
   * Take the cluster-wide advisory lock first (default): another process already sending
   * makes this run skip. The per-day claim below holds without it (tested both ways).
   */
  lock?: boolean;
  /**
   * Where the lock is held, and the claims made: a session of its own (Postgres directly
   * when DATABASE_URL is a transaction-mode pooler); `db` by default.
   */
  lockDb?: Db;
}

export interface ReminderRun {
  /** False when another process held the lock, so this one did nothing. */
  ran: boolean;
  sent: string[];
  failed: string[];
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

/** Minutes after local midnight of `at` in `timeZone` (UTC for a zone this runtime lacks). */
export function localMinute(timeZone: string, at: Date): number {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat("en-GB", {
        timeZone,
        hour: "2-digit",
        minute: "2-digit",
        hourCycle: "h23",
      });
    } catch {
      return localMinute("UTC", at);
    }
    minuteFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(at);
  const value = (type: "hour" | "minute") => Number(parts.find((p) => p.type === type)?.value);
  return value("hour") * 60 + value("minute");
}

/** Whether the user answered every question of their set for `day` (none drawn: no). */
async function finishedQuiz(db: Db, userId: string, day: string): Promise<boolean> {
  const { set } = await loadTodayContext(db, userId, day);
  if (!set) return false;
  const row = await db
    .selectFrom("answers")
    .select((eb) => eb.fn.countAll<string>().as("answered"))
    .where("userId", "=", userId)
    .where("dailySetId", "=", set.id)
    .executeTakeFirstOrThrow();
  return Number(row.answered) >= set.questionIds.length;
}

interface Claimed {
  id: string;
  email: string;
  firstName: string | null;
  language: string;
  day: string;
  previousDay: string | null;
}

/**
 * Sends the reminders that are due: people who turned them on, whose local time has reached
 * the chosen time, who got none on their local today, and who have not finished today's
 * quiz. Each send is first claimed with a conditional UPDATE of `last_sent_day` (one row,
 * one winner), so however many processes run this at once, a person gets at most one a
 * day; a failed send gives the claim back so the next run tries again. The e-mails go out
 * after the claims, with no connection held (the embedded database has only one).
 */
export async function sendDueReminders(db: Db, deps: ReminderDeps): Promise<ReminderRun> {
  const now = deps.now ?? new Date();
  const claimed =
    deps.lock === false
      ? await claimDue(db, now)
      : // A session-level lock on one connection; the claims run on it, outside any
        // transaction, so each one commits at once.
        await (deps.lockDb ?? db).connection().execute(async (db) => {
          const { rows } = await sql<{ locked: boolean }>`
            SELECT pg_try_advisory_lock(${LOCKS.reminders}) AS locked
          `.execute(db);
          if (!rows[0]?.locked) return null;
          try {
            return await claimDue(db, now);
          } finally {
            await sql`SELECT pg_advisory_unlock(${LOCKS.reminders})`.execute(db);
          }
        });
  if (claimed === null) return { ran: false, sent: [], failed: [] };

  const run: ReminderRun = { ran: true, sent: [], failed: [] };
  for (const person of claimed) {
    try {
      await deps.sendMail(
        reminderEmail({
          locale: storedLanguage(person.language),
          to: person.email,
          firstName: person.firstName,
          quizUrl: new URL("/app/quiz", deps.publicUrl).toString(),
          unsubscribeUrl: await unsubscribeUrl(db, deps.publicUrl, person.id, deps.secrets),
        }),
      );
      run.sent.push(person.id);
    } catch {
      await db
        .updateTable("reminderSettings")
        .set({ lastSentDay: person.previousDay })
        .where("userId", "=", person.id)
        .where("lastSentDay", "=", person.day)
        .execute();
      run.failed.push(person.id);
    }
  }
  return run;
}

/** Finds who is due now and claims each one's day; returns those this run claimed. */
async function claimDue(db: Db, now: Date): Promise<Claimed[]> {
  const candidates = await db
    .selectFrom("reminderSettings")
    .innerJoin("users", "users.id", "reminderSettings.userId")
    .select([
      "users.id",
      "users.email",
      "users.firstName",
      "users.language",
      "users.timeZone",
      "reminderSettings.minuteOfDay",
      "reminderSettings.lastSentDay",
    ])
    .where("reminderSettings.enabled", "=", true)
    .where("users.email", "is not", null)
    // A single sees no reminder setting, so gets no reminder (decision 131); kept for couples mode.
    .where((eb) => eb.or([eb("users.userType", "is", null), eb("users.userType", "=", "couple")]))
    .execute();

  const claimed: Claimed[] = [];
  for (const person of candidates) {
    const day = calendarDay(person.timeZone, now);
    if (person.lastSentDay !== null && person.lastSentDay >= day) continue;
    if (localMinute(person.timeZone, now) < person.minuteOfDay) continue;
    if (await finishedQuiz(db, person.id, day)) continue;

    const won = await db
      .updateTable("reminderSettings")
      .set({ lastSentDay: day })
      .where("userId", "=", person.id)
      .where("enabled", "=", true)
      .where((eb) => eb.or([eb("lastSentDay", "is", null), eb("lastSentDay", "<", day)]))
      .returning("userId")
      .executeTakeFirst();
    if (won) {
      claimed.push({
        id: person.id,
        email: person.email!,
        firstName: person.firstName,
        language: person.language,
        day,
        previousDay: person.lastSentDay,
      });
    }
  }
  return claimed;
}
