import { z } from "zod";

// An opt-in daily e-mail when today's quiz is not finished (decision 038).

/** Sent at this local time unless the person picks another. */
export const REMINDER_DEFAULT_TIME = "20:00";
/** The scheduler looks for due reminders this often (and at start). */
export const REMINDER_CHECK_INTERVAL_MS = 60_000;
/** The one-click unsubscribe link (a server-rendered page; works without signing in). */
export const REMINDER_UNSUBSCRIBE_PATH = "/api/reminders/unsubscribe";

/** "HH:MM", 24-hour. */
export const LocalTime = z
  .string()
  .trim()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Enter a time as HH:MM, like 20:00.");

export const ReminderSettingsSchema = z.object({
  enabled: z.boolean(),
  /** Local time of day, "HH:MM", in `timeZone`. */
  time: LocalTime,
  /** The zone the time is read in: the user's (the browser's, kept up to date). */
  timeZone: z.string(),
  /** Where the reminder goes; null when the account has no e-mail (reminders cannot be on). */
  email: z.string().nullable(),
});
export type ReminderSettings = z.infer<typeof ReminderSettingsSchema>;

export const UpdateReminderSettingsInputSchema = z.object({
  enabled: z.boolean(),
  time: LocalTime.default(REMINDER_DEFAULT_TIME),
});
export type UpdateReminderSettingsInput = z.input<typeof UpdateReminderSettingsInputSchema>;
