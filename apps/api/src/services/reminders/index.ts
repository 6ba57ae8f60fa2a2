// Daily quiz reminders (decision 038): the settings, the scheduler, the unsubscribe link.
export { getReminderSettings, updateReminderSettings, turnOffReminders } from "./settings.js";
export { sendDueReminders, type ReminderRun } from "./scheduler.js";
export { startReminderScheduler } from "./start.js";
export { isValidUnsubscribe, type UnsubscribeSecrets } from "./signing.js";
export { sendDueNudgeEmails } from "./nudge-mail.js";
export { nudgeEmail, reminderEmail } from "./mail.js";
