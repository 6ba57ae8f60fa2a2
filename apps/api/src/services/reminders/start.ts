import { REMINDER_CHECK_INTERVAL_MS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Logger } from "../../lib/logger.js";
import { createSmtpMailer, type SendMail } from "../../auth/email-sign-in.js";
import type { Env } from "../../env.js";
import { sendDueNudgeEmails } from "./nudge-mail.js";
import { sendDueReminders } from "./scheduler.js";
import type { UnsubscribeSecrets } from "./signing.js";

/**
 * Without SMTP_URL, reminders go to the dev outbox: the server log, as sign-in links do
 * (the subject, the addressee and both links), and are not mailed.
 */
export function devOutbox(log: Pick<Logger, "info">): SendMail {
  return async (message) => {
    log.info(
      { to: message.to, subject: message.subject, headers: message.headers },
      `Reminder e-mail (no SMTP_URL, so it is not mailed):\n${message.text}`,
    );
  };
}

/**
 * Checks for due reminders (and nudge e-mails) at start and then every minute, in every process: the advisory
 * lock lets one process at a time do it and the per-day claim keeps it to one e-mail a day
 * whatever happens. Returns the function that stops it (and waits for a run under way).
 */
export function startReminderScheduler(deps: {
  db: Db;
  /** Holds the lock (see ReminderDeps.lockDb). */
  directDb?: Db;
  env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "PUBLIC_URL"> & UnsubscribeSecrets;
  log: Logger;
}): () => Promise<void> {
  const sendMail = deps.env.SMTP_URL
    ? createSmtpMailer(deps.env.SMTP_URL, deps.env.MAIL_FROM)
    : devOutbox(deps.log);
  let running: Promise<void> | null = null;
  const tick = () => {
    running ??= sendOnce().finally(() => (running = null));
    return running;
  };
  const sendOnce = async () => {
    try {
      const run = await sendDueReminders(deps.db, {
        sendMail,
        publicUrl: deps.env.PUBLIC_URL,
        secrets: deps.env,
        ...(deps.directDb ? { lockDb: deps.directDb } : {}),
      });
      if (run.sent.length || run.failed.length) {
        deps.log.info({ sent: run.sent.length, failed: run.failed.length }, "daily reminders");
      }
      // Partners' nudges that could not go by push (decision 234) go by the same channel.
      const nudges = await sendDueNudgeEmails(deps.db, {
        sendMail,
        publicUrl: deps.env.PUBLIC_URL,
        secrets: deps.env,
      });
      if (nudges.sent.length || nudges.failed.length) {
        deps.log.info({ sent: nudges.sent.length, failed: nudges.failed.length }, "nudge e-mails");
      }
    } catch (error) {
      deps.log.error({ err: error }, "daily reminders failed");
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), REMINDER_CHECK_INTERVAL_MS).unref();
  // Stopping waits for a run under way, so the database is not closed under it.
  return async () => {
    clearInterval(timer);
    await running;
  };
}
