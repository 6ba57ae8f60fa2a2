import { APP_NAME, REMINDER_UNSUBSCRIBE_PATH } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { defineCopy, translator, type Locale } from "@tandem/i18n";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { html, type Html } from "../lib/html/html.js";
import { renderLayout } from "../lib/html/layout.js";
import {
  isValidUnsubscribe,
  turnOffReminders,
  type UnsubscribeSecrets,
} from "../services/reminders/index.js";
import { requestLocale } from "./locale.js";
import { PAGE_HEADERS, pageRoute } from "./server-rendered-page.js";

/** The unsubscribe pages' words. */
export const unsubscribeCopy = defineCopy(
  {
    linkInvalid: "Link not valid",
    linkInvalidMessage:
      "This unsubscribe link is not valid. You can turn reminders off in your profile.",
    openMyProfile: "Open my profile",
    unsubscribe: "Unsubscribe",
    stopTitle: "Stop daily reminders?",
    stopMessage:
      "You won't get {app}'s e-mail about today's quiz any more: no daily reminders, no nudges from your partner.",
    unsubscribed: "Unsubscribed",
    unsubscribedTitle: "You're unsubscribed",
    unsubscribedMessage:
      "No more daily reminders or nudges by e-mail. You can turn reminders back on in your profile.",
  },
  { es: () => import("./reminder-routes.es.js") },
);

const PROFILE_PATH = "/app/profile";
/** The unsubscribe page and its form: a refusal or an error leads to the profile's switch. */
const UNSUBSCRIBE_PAGE = pageRoute("openMyProfile", PROFILE_PATH);

/** A parameter from the query string, else the form body (the confirm page posts a form). */
function param(request: FastifyRequest, name: string): string {
  for (const source of [request.query, request.body]) {
    if (typeof source === "object" && source !== null) {
      const value = (source as Record<string, unknown>)[name];
      if (typeof value === "string") return value;
    }
  }
  return "";
}

const page = (reply: FastifyReply, locale: Locale, status: number, title: string, body: Html) =>
  reply
    .status(status)
    .headers(PAGE_HEADERS)
    .send(renderLayout(locale, title, body));

const invalid = (reply: FastifyReply, locale: Locale) => {
  const t = translator(unsubscribeCopy, locale);
  return page(
    reply,
    locale,
    400,
    t("linkInvalid"),
    html`<h1>${t("linkInvalid")}</h1>
<p class="lead">${t("linkInvalidMessage")}</p>
<a class="btn btn-primary" href="${PROFILE_PATH}">${t("openMyProfile")}</a>`,
  );
};

/**
 * The one-click unsubscribe link of the reminder e-mails, for people who are not signed in.
 * GET shows a confirmation (mail scanners open links; they must not unsubscribe anyone);
 * its button POSTs, as mail apps do for `List-Unsubscribe-Post: List-Unsubscribe=One-Click`
 * (RFC 8058). The link is signed (services/reminders/signing.ts), so it only works for its own account.
 */
export async function registerReminderRoutes(
  app: FastifyInstance,
  { db, secrets }: { db: Db; secrets: UnsubscribeSecrets },
): Promise<void> {
  app.get(REMINDER_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    const t = translator(unsubscribeCopy, locale);
    const user = param(request, "user");
    const sig = param(request, "sig");
    if (!(await isValidUnsubscribe(db, user, sig, secrets))) return invalid(reply, locale);
    return page(
      reply,
      locale,
      200,
      t("unsubscribe"),
      html`<h1>${t("stopTitle")}</h1>
<p class="lead">${t("stopMessage", { app: APP_NAME })}</p>
<form method="post" action="${REMINDER_UNSUBSCRIBE_PATH}">
<input type="hidden" name="user" value="${user}">
<input type="hidden" name="sig" value="${sig}">
<button class="btn btn-primary" type="submit">${t("unsubscribe")}</button>
</form>`,
    );
  });

  app.post(REMINDER_UNSUBSCRIBE_PATH, UNSUBSCRIBE_PAGE, async (request, reply) => {
    const locale = requestLocale(request);
    const t = translator(unsubscribeCopy, locale);
    const user = param(request, "user");
    if (!(await isValidUnsubscribe(db, user, param(request, "sig"), secrets)))
      return invalid(reply, locale);
    await turnOffReminders(db, user);
    return page(
      reply,
      locale,
      200,
      t("unsubscribed"),
      html`<h1>${t("unsubscribedTitle")}</h1>
<p class="lead">${t("unsubscribedMessage")}</p>
<a class="btn btn-secondary" href="${PROFILE_PATH}">${t("openMyProfile")}</a>`,
    );
  });
}
