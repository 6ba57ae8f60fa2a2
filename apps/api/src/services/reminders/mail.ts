import { APP_NAME } from "@tandem/api-contract";
import { SOURCE_LOCALE } from "@tandem/i18n";
import { html } from "../../html/html.js";
import { renderLayout } from "../../html/layout.js";
import type { MailMessage } from "../../auth/email-sign-in.js";

/**
 * The daily reminder: a link to today's quiz and the one-click unsubscribe link, also in
 * the List-Unsubscribe headers (RFC 2369 and RFC 8058), so mail apps show their own button.
 */
export function reminderEmail(options: {
  to: string;
  firstName: string | null;
  quizUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const hello = options.firstName ? `Hi ${options.firstName},` : "Hi,";
  const subject = "Today's quiz is waiting for you";
  const text = `${hello}

You haven't finished today's ${APP_NAME} quiz yet. It takes a couple of minutes:

${options.quizUrl}

You get this because you turned on daily reminders. Unsubscribe with one click:
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
<p class="lead">${hello} you haven't finished today's quiz yet. It takes a couple of minutes.</p>
<a class="btn btn-primary" href="${options.quizUrl}">Open today's quiz</a>
<p class="small">You get this because you turned on daily reminders.
<a href="${options.unsubscribeUrl}">Unsubscribe</a></p>`,
    ),
    headers: {
      "List-Unsubscribe": `<${options.unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
