import { APP_NAME } from "@tandem/api-contract";
import { defineCopy, translator, type Locale, type Translate } from "@tandem/i18n";
import { html, type Html } from "../../lib/html/html.js";
import { renderLayout } from "../../lib/html/layout.js";
import type { MailMessage } from "../../auth/email-sign-in.js";

/**
 * The quiz e-mails' words (the daily reminder, a nudge that could not go by push): sent by
 * a timer, so written in the account's language, the last device's that signed in or chose
 * one (decision 303).
 */
export const quizMailCopy = defineCopy(
  {
    hello: "Hi {name},",
    helloUnnamed: "Hi,",
    openQuiz: "Open today's quiz",
    unsubscribe: "Unsubscribe",
    reminderSubject: "Today's quiz is waiting for you",
    reminderText: "You haven't finished today's {app} quiz yet. It takes a couple of minutes:",
    reminderLead: "{hello} you haven't finished today's quiz yet. It takes a couple of minutes.",
    reminderWhy: "You get this because you turned on daily reminders.",
    reminderUnsubscribeText:
      "You get this because you turned on daily reminders. Unsubscribe with one click:",
    yourPartner: "Your partner",
    nudgeSubject: "{sender} nudged you: today's quiz is waiting",
    nudgeText:
      "{sender} answered today's {app} quiz and is waiting for yours. It takes a couple of minutes:",
    nudgeLead:
      "{hello} {sender} answered today's quiz and is waiting for yours. It takes a couple of minutes.",
    nudgeWhy: "You get this because notifications are off on your phone.",
    nudgeUnsubscribeText:
      "You get this because notifications are off on your phone. Stop e-mails about the quiz with one click:",
  },
  { es: () => import("./mail.es.js") },
);

interface QuizMail {
  to: string;
  subject: string;
  /** The plain text's first paragraph, before the quiz's address. */
  text: string;
  lead: string;
  why: string;
  unsubscribeText: string;
  quizUrl: string;
  unsubscribeUrl: string;
}

/**
 * A quiz e-mail: a link to today's quiz and the one-click unsubscribe link, also in the
 * List-Unsubscribe headers (RFC 2369 and RFC 8058), so mail apps show their own button.
 */
function quizMail(locale: Locale, mail: QuizMail, hello: string): MailMessage {
  const t = translator(quizMailCopy, locale);
  const body: Html = html`<h1>${mail.subject}</h1>
<p class="lead">${mail.lead}</p>
<a class="btn btn-primary" href="${mail.quizUrl}">${t("openQuiz")}</a>
<p class="small">${mail.why}
<a href="${mail.unsubscribeUrl}">${t("unsubscribe")}</a></p>`;
  return {
    to: mail.to,
    subject: mail.subject,
    text: `${hello}

${mail.text}

${mail.quizUrl}

${mail.unsubscribeText}
${mail.unsubscribeUrl}
`,
    html: renderLayout(locale, mail.subject, body),
    headers: {
      "List-Unsubscribe": `<${mail.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}

type QuizMailWords = Translate<(typeof quizMailCopy)["english"]>;

/** "Hi Lena," or, without a name, the plain greeting. */
function greeting(t: QuizMailWords, name: string | null) {
  return name ? t("hello", { name }) : t("helloUnnamed");
}

/** The daily reminder, in `locale`. */
export function reminderEmail(options: {
  locale: Locale;
  to: string;
  firstName: string | null;
  quizUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = translator(quizMailCopy, options.locale);
  const hello = greeting(t, options.firstName);
  return quizMail(
    options.locale,
    {
      ...options,
      subject: t("reminderSubject"),
      text: t("reminderText", { app: APP_NAME }),
      lead: t("reminderLead", { hello }),
      why: t("reminderWhy"),
      unsubscribeText: t("reminderUnsubscribeText"),
    },
    hello,
  );
}

/** "Lena nudged you": a partner's nudge that could not go by push (decision 234), in `locale`. */
export function nudgeEmail(options: {
  locale: Locale;
  to: string;
  firstName: string | null;
  senderName: string | null;
  quizUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const t = translator(quizMailCopy, options.locale);
  const hello = greeting(t, options.firstName);
  const sender = options.senderName?.trim() || t("yourPartner");
  return quizMail(
    options.locale,
    {
      ...options,
      subject: t("nudgeSubject", { sender }),
      text: t("nudgeText", { sender, app: APP_NAME }),
      lead: t("nudgeLead", { hello, sender }),
      why: t("nudgeWhy"),
      unsubscribeText: t("nudgeUnsubscribeText"),
    },
    hello,
  );
}
