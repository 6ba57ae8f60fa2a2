import {
  REMINDER_DEFAULT_TIME,
  type ReminderSettings,
  type UpdateReminderSettingsInputSchema,
} from "@tandem/api-contract";
import { badRequest, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import type { Parsed } from "../../lib/parsed.js";

/** "20:00" -> 1200. */
export const minuteOfDay = (time: string): number => {
  const [hours, minutes] = time.split(":").map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
/** 1200 -> "20:00". */
export const timeOfDay = (minute: number): string =>
  `${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`;

/** The viewer's reminder: off at 20:00 until they turn it on. */
export async function getReminderSettings(db: Db, userId: string): Promise<ReminderSettings> {
  const row = await db
    .selectFrom("users")
    .leftJoin("reminderSettings", "reminderSettings.userId", "users.id")
    .select([
      "users.email",
      "users.timeZone",
      "reminderSettings.enabled",
      "reminderSettings.minuteOfDay",
    ])
    .where("users.id", "=", userId)
    .executeTakeFirst();
  if (!row) throw notFound("Your account was not found.");
  return {
    enabled: row.enabled ?? false,
    time: row.minuteOfDay === null ? REMINDER_DEFAULT_TIME : timeOfDay(row.minuteOfDay),
    timeZone: row.timeZone,
    email: row.email,
  };
}

/**
 * Turns the reminder on or off and sets its local time. Changing the time does not allow a
 * second reminder on a day one was sent (the day's claim stays). An account without an
 * e-mail address cannot turn it on (400).
 */
export async function updateReminderSettings(
  db: Db,
  userId: string,
  input: Parsed<typeof UpdateReminderSettingsInputSchema>,
): Promise<ReminderSettings> {
  const user = await db
    .selectFrom("users")
    .select("email")
    .where("id", "=", userId)
    .executeTakeFirst();
  if (!user) throw notFound("Your account was not found.");
  if (input.enabled && !user.email) {
    throw badRequest(
      "enabled",
      "Reminders are sent by e-mail: your account has no e-mail address.",
    );
  }
  const minute = minuteOfDay(input.time);
  await db
    .insertInto("reminderSettings")
    .values({ userId, enabled: input.enabled, minuteOfDay: minute })
    .onConflict((oc) =>
      oc.column("userId").doUpdateSet({
        enabled: input.enabled,
        minuteOfDay: minute,
        updatedAt: sql<Date>`now()`,
        // Turning reminders on again takes back an earlier unsubscribe (decision 234).
        ...(input.enabled ? { unsubscribedAt: null } : {}),
      }),
    )
    .execute();
  return getReminderSettings(db, userId);
}

/**
 * The e-mails' unsubscribe link: turns the reminder off and marks the person unsubscribed,
 * so no nudge e-mail reaches them either (decision 234). True when the reminder was on.
 */
export async function turnOffReminders(db: Db, userId: string): Promise<boolean> {
  const wasOn = await db
    .selectFrom("reminderSettings")
    .select("enabled")
    .where("userId", "=", userId)
    .executeTakeFirst();
  await db
    .insertInto("reminderSettings")
    .columns(["userId", "enabled", "unsubscribedAt"])
    // From the users table: a deleted account's old link inserts nothing.
    .expression((eb) =>
      eb
        .selectFrom("users")
        .select(["id", sql<boolean>`false`.as("enabled"), sql<Date>`now()`.as("unsubscribedAt")])
        .where("id", "=", userId),
    )
    .onConflict((oc) =>
      oc.column("userId").doUpdateSet({
        enabled: false,
        unsubscribedAt: sql<Date>`now()`,
        updatedAt: sql<Date>`now()`,
      }),
    )
    .execute();
  return wasOn?.enabled === true;
}
