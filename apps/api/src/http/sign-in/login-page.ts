import {
  APP_NAME,
  LOGIN_PATH,
  LOGOUT_PATH,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LINK_TTL_MINUTES,
} from "@tandem/api-contract";
import type { Locale } from "@tandem/i18n";
import { html, joinHtml, messageHtml, type Html } from "../../lib/html/html.js";
import { noticePage, renderLayout } from "../../lib/html/layout.js";
import { signInText } from "./sign-in-copy.js";

/** Where the sign-in link's confirmation form posts. */
const VERIFY_FORM_ACTION = `${LOGIN_PATH}/verify`;
/** Where the code typed on "Check your e-mail" posts. */
export const CODE_FORM_ACTION = `${LOGIN_PATH}/code`;

const NEWLINE = html`\n`;

const loginUrl = (returnTo: string) => `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;

export interface LoginPageOptions {
  locale: Locale;
  returnTo: string;
  /** Shown as "Continue with {name}" when OpenID Connect is configured. */
  oidcProviderName?: string | undefined;
  /** False when e-mail links can neither be mailed nor safely shown (see `signInMethods` in requests.ts). */
  emailEnabled: boolean;
  email?: string | undefined;
  error?: string | undefined;
  /** Back from "Check your e-mail" to change the address: say what asking again does. */
  askingAgain?: boolean | undefined;
}

export function loginPage(options: LoginPageOptions): string {
  const t = signInText(options.locale);
  const parts: Html[] = [
    html`<h1>${t("signIn")}</h1>`,
    html`<p class="lead">${t("welcome", { app: APP_NAME })}</p>`,
  ];
  if (options.error) parts.push(html`<div class="error" role="alert">${options.error}</div>`);
  if (options.emailEnabled && options.askingAgain) {
    parts.push(html`<div class="notice">${t("askingAgain")}</div>`);
  }
  if (options.emailEnabled) {
    parts.push(html`<form method="post" action="${LOGIN_PATH}/email" novalidate>
<input type="hidden" name="returnTo" value="${options.returnTo}">
<label for="email">${t("emailLabel")}</label>
<input id="email" type="email" name="email" required autocomplete="email" inputmode="email" maxlength="254" placeholder="you@example.com" value="${options.email ?? ""}"${!options.error && html` autofocus`}>
<button class="btn btn-primary" type="submit">${t("emailMe")}</button>
</form>`);
  }
  if (options.oidcProviderName) {
    if (options.emailEnabled) parts.push(html`<div class="divider">${t("or")}</div>`);
    const href = `${LOGIN_PATH}/oidc?returnTo=${encodeURIComponent(options.returnTo)}`;
    parts.push(
      html`<a class="btn btn-secondary" href="${href}">${t("continueWith", { provider: options.oidcProviderName })}</a>`,
    );
  }
  if (!options.emailEnabled && !options.oidcProviderName) {
    parts.push(html`<div class="error" role="alert">${t("notSetUp")}</div>`);
  }
  parts.push(html`<p class="small"><a href="/">${t("backHome")}</a></p>`);
  return renderLayout(options.locale, t("signIn"), joinHtml(parts, NEWLINE));
}

/** "Wrong address?": the sign-in page again, the address filled in to be changed. */
export const changeAddressUrl = (returnTo: string, email: string) =>
  `${loginUrl(returnTo)}&email=${encodeURIComponent(email)}`;

export interface CheckEmailPageOptions {
  locale: Locale;
  email: string;
  returnTo: string;
  /** Shown by a server without SMTP (local only): the e-mail's link and code. */
  devLink?: string | undefined;
  devCode?: string | undefined;
  /** Why the code typed a moment ago did not sign in (decision 265). */
  error?: string | undefined;
}

/**
 * "Check your e-mail", where sign-in began: the code from the e-mail typed here signs this
 * browser in (an installed app whose cookies are not the mail app's browser's, decision 265).
 */
export function checkEmailPage(options: CheckEmailPageOptions): string {
  const t = signInText(options.locale);
  const lead = messageHtml(
    (values) => t("checkEmailLead", values),
    { email: html`<strong>${options.email}</strong>` },
    { digits: SIGN_IN_CODE_LENGTH, minutes: SIGN_IN_LINK_TTL_MINUTES },
  );
  const parts: Html[] = [html`<h1>${t("checkEmail")}</h1>`, html`<p class="lead">${lead}</p>`];
  if (options.error) parts.push(html`<div class="error" role="alert">${options.error}</div>`);
  parts.push(html`<form method="post" action="${CODE_FORM_ACTION}" novalidate>
<input type="hidden" name="to" value="${options.email}">
<input type="hidden" name="returnTo" value="${options.returnTo}">
<label for="code">${t("codeLabel")}</label>
<input id="code" class="code" type="text" name="code" required autocomplete="one-time-code" inputmode="numeric" maxlength="9" aria-describedby="code-where"${!options.error && html` autofocus`}>
<p id="code-where" class="small">${t("codeWhere")}</p>
<button class="btn btn-primary" type="submit">${t("signIn")}</button>
</form>`);
  if (options.devLink) {
    const noSmtp = messageHtml((values) => t("noSmtp", values), {
      code: html`<strong data-dev-code>${options.devCode ?? ""}</strong>`,
    });
    parts.push(html`<div class="notice">${noSmtp}
<a class="btn btn-primary" href="${options.devLink}">${t("openLink")}</a></div>`);
  }
  parts.push(
    html`<p class="small">${t("noEmail")}<br><a href="${changeAddressUrl(options.returnTo, options.email)}">${t("wrongAddress")}</a></p>`,
  );
  return renderLayout(options.locale, t("checkEmail"), joinHtml(parts, NEWLINE));
}

/** Why a typed code cannot sign in any more, with the way to a new e-mail (decision 265). */
const CODE_REFUSALS = {
  "too-many-tries": { title: "tooManyTriesTitle", message: "tooManyTriesMessage" },
  expired: { title: "expiredTitle", message: "expiredMessage" },
  used: { title: "usedTitle", message: "usedMessage" },
  "not-this-browser": { title: "notThisBrowserTitle", message: "notThisBrowserMessage" },
} as const;

export function codeRefusal(
  locale: Locale,
  kind: keyof typeof CODE_REFUSALS,
  askAgainHref: string,
): string {
  const t = signInText(locale);
  const { title, message } = CODE_REFUSALS[kind];
  return noticePage({
    locale,
    title: t(title),
    message: t(message, { minutes: SIGN_IN_LINK_TTL_MINUTES }),
    action: { label: t("askAgain"), href: askAgainHref },
  });
}

/** A dead end (bad link, failed provider sign-in, ...) with the way back to the sign-in page. */
export function messagePage(options: {
  locale: Locale;
  title: string;
  message: string;
  returnTo?: string | undefined;
}): string {
  const href = options.returnTo ? loginUrl(options.returnTo) : LOGIN_PATH;
  return noticePage({
    locale: options.locale,
    title: options.title,
    message: options.message,
    action: { label: signInText(options.locale)("backToSignIn"), href },
  });
}

/** A used or expired sign-in link or code met by someone signed in (Back after signing in). */
export function signedInPage(
  locale: Locale,
  continueTo: string,
  by: "link" | "code" = "link",
): string {
  const t = signInText(locale);
  return noticePage({
    locale,
    title: t("signedInTitle"),
    message: t("signedInMessage", { by }),
    action: { label: t("continue"), href: continueTo },
  });
}

/** Opening a sign-in link shows this; its button (a POST) signs in. */
export function confirmSignInPage(options: {
  locale: Locale;
  email: string;
  token: string;
}): string {
  const t = signInText(options.locale);
  const signingInAs = messageHtml((values) => t("signingInAs", values), {
    email: html`<strong>${options.email}</strong>`,
  });
  return renderLayout(
    options.locale,
    t("signIn"),
    html`<h1>${t("signInTo", { app: APP_NAME })}</h1>
<p class="lead">${signingInAs}</p>
<form method="post" action="${VERIFY_FORM_ACTION}">
<input type="hidden" name="token" value="${options.token}">
<button class="btn btn-primary" type="submit">${t("signIn")}</button>
</form>`,
  );
}

/**
 * Shown when /api/logout is opened from another site (or by a browser that does not say
 * where it came from): signing out takes this button, whose POST the origin check guards,
 * so no other site can sign a person out.
 */
export function confirmSignOutPage(locale: Locale): string {
  const t = signInText(locale);
  return renderLayout(
    locale,
    t("signOut"),
    html`<h1>${t("signOutOf", { app: APP_NAME })}</h1>
<p class="lead">${t("signOutLead", { app: APP_NAME })}</p>
<form method="post" action="${LOGOUT_PATH}">
<button class="btn btn-primary" type="submit">${t("signOut")}</button>
</form>
<a class="btn btn-secondary" href="/app">${t("staySignedIn")}</a>`,
  );
}

/** The sign-in e-mail, in the language of the page that asked for it (decision 305). */
export function signInEmail(options: { locale: Locale; link: string; code: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const t = signInText(options.locale);
  const app = APP_NAME;
  const minutes = SIGN_IN_LINK_TTL_MINUTES;
  const subject = t("mailSubject", { app });
  const text = `${t("mailHi")}

${t("mailOpenLink", { app })}

${options.link}

${t("mailOrCode", { app })}

${options.code}

${t("mailEither", { minutes })}
`;
  const body = renderLayout(
    options.locale,
    t("signIn"),
    html`<h1>${t("signInTo", { app })}</h1>
<p class="lead">${t("mailTap")}</p>
<a class="btn btn-primary" href="${options.link}">${t("signIn")}</a>
<p class="lead">${t("mailOrCode", { app })}</p>
<p class="lead" style="font-size:28px;font-weight:800;letter-spacing:.3em">${options.code}</p>
<p class="small">${t("mailExpire", { minutes })}</p>`,
  );
  return { subject, text, html: body };
}
