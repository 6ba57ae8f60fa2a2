import {
  APP_NAME,
  LOGIN_PATH,
  LOGOUT_PATH,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LINK_TTL_MINUTES,
} from "@tandem/api-contract";
import { defineCopy, translator, type Locale } from "@tandem/i18n";
import { html, joinHtml, type Html } from "../../html/html.js";
import { noticePage, renderLayout } from "../../html/layout.js";

/** Where the sign-in link's confirmation form posts. */
const VERIFY_FORM_ACTION = `${LOGIN_PATH}/verify`;
/** Where the code typed on "Check your e-mail" posts. */
export const CODE_FORM_ACTION = `${LOGIN_PATH}/code`;

const NEWLINE = html`\n`;

/** The sign-in pages' words (decision 300); the request's language picks them (locale.ts). */
export const signInCopy = defineCopy(
  {
    signIn: "Sign in",
    lead: "Welcome to {app}. Sign in or create your account.",
    askingAgain:
      "Asking again? A new e-mail has a new code: the code in an earlier one then stops working on this device.",
    emailLabel: "E-mail address",
    emailMe: "Email me a sign-in link",
    or: "or",
    continueWith: "Continue with {provider}",
    notSetUp: "Sign-in is not set up on this server yet.",
    backHome: "Back to the homepage",
    checkEmail: "Check your e-mail",
    sentLead:
      "We sent a sign-in link and a {length}-digit code to {email}. They work once and expire in {minutes} minutes.",
    codeLabel: "Code from the e-mail",
    codeWhere:
      "Type the code here, on this device. On another device, open the link in the e-mail instead.",
    devNotice:
      "This server has no mail server set up (no SMTP_URL), so the e-mail was not sent. Its code is {code}, and here is its link:",
    openLink: "Open sign-in link",
    noEmail: "No e-mail? Check your spam folder, or ask for a new one.",
    wrongAddress: "Wrong address? Change it",
    signInTo: "Sign in to {app}",
    signingInAs: "You're signing in as {email}.",
    emailUnavailable: "Sign-in by e-mail is not available on this server.",
    invalidEmail: "Enter a valid e-mail address, like you@example.com.",
    missingEmail: "Enter your e-mail address.",
    tooManyLinks:
      "{minutes, plural, one {Too many sign-in links were asked for. Try again in # minute.} other {Too many sign-in links were asked for. Try again in # minutes.}}",
    sendFailed: "We could not send the e-mail right now. Try again in a few minutes.",
    missingCode: "Enter the {length}-digit code from the e-mail.",
    wrongCode:
      "{tries, plural, one {That code is not right. Check it against the newest e-mail and try again (# try left).} other {That code is not right. Check it against the newest e-mail and try again (# tries left).}}",
    addressLimit:
      "{hours, plural, one {Too many codes were typed for this address. Open the link in the e-mail instead, or try again in # hour.} other {Too many codes were typed for this address. Open the link in the e-mail instead, or try again in # hours.}}",
  },
  { es: () => import("./login-page.es.js") },
);

/** The sign-in pages' words in `locale`. */
export const signInText = (locale: Locale) => translator(signInCopy, locale);

const loginUrl = (returnTo: string) => `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;

export interface LoginPageOptions {
  locale: Locale;
  returnTo: string;
  /** Shown as "Continue with {name}" when OpenID Connect is configured. */
  oidcProviderName?: string | undefined;
  /** False when e-mail links can neither be mailed nor safely shown (see routes.ts). */
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
    html`<p class="lead">${t("lead", { app: APP_NAME })}</p>`,
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
  return renderLayout(t("signIn"), joinHtml(parts, NEWLINE));
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
  // The address is bold within the sentence: the sentence is escaped, then the marked-up address put in.
  const [before = "", after = ""] = t("sentLead", {
    length: SIGN_IN_CODE_LENGTH,
    email: "\u0000",
    minutes: SIGN_IN_LINK_TTL_MINUTES,
  }).split("\u0000");
  const parts: Html[] = [
    html`<h1>${t("checkEmail")}</h1>`,
    html`<p class="lead">${before}<strong>${options.email}</strong>${after}</p>`,
  ];
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
    const [noticeBefore = "", noticeAfter = ""] = t("devNotice", { code: "\u0000" }).split(
      "\u0000",
    );
    parts.push(html`<div class="notice">${noticeBefore}<strong data-dev-code>${options.devCode ?? ""}</strong>${noticeAfter}
<a class="btn btn-primary" href="${options.devLink}">${t("openLink")}</a></div>`);
  }
  parts.push(
    html`<p class="small">${t("noEmail")}<br><a href="${changeAddressUrl(options.returnTo, options.email)}">${t("wrongAddress")}</a></p>`,
  );
  return renderLayout(t("checkEmail"), joinHtml(parts, NEWLINE));
}

/** Why a typed code cannot sign in any more, with the way to a new e-mail (decision 265). */
const CODE_REFUSALS = {
  "too-many-tries": {
    title: "Too many wrong codes",
    message: `To keep your account safe, this sign-in has stopped working, its link too. Ask for a new e-mail.`,
  },
  expired: {
    title: "This code has expired",
    message: `Codes and links work for ${SIGN_IN_LINK_TTL_MINUTES} minutes. Ask for a new e-mail.`,
  },
  used: {
    title: "This code has been used",
    message:
      "This sign-in was used already, by its code or its link. If you opened the link on another device, you're signed in there. To sign in here, ask for a new e-mail.",
  },
  "not-this-browser": {
    title: "Type the code where you asked for it",
    message:
      "This code works only in the app or browser where you asked for the e-mail. Type it there, or open the link in the e-mail, which works on any device. Or ask for a new e-mail here.",
  },
} as const;

export function codeRefusal(kind: keyof typeof CODE_REFUSALS, askAgainHref: string): string {
  return noticePage({
    ...CODE_REFUSALS[kind],
    action: { label: "Ask for a new e-mail", href: askAgainHref },
  });
}

/** A dead end (bad link, failed provider sign-in, ...) with the way back to the sign-in page. */
export function messagePage(options: {
  title: string;
  message: string;
  returnTo?: string | undefined;
}): string {
  const href = options.returnTo ? loginUrl(options.returnTo) : LOGIN_PATH;
  return noticePage({
    title: options.title,
    message: options.message,
    action: { label: "Back to sign in", href },
  });
}

/** A used or expired sign-in link or code met by someone signed in (Back after signing in). */
export function signedInPage(continueTo: string, by: "link" | "code" = "link"): string {
  return noticePage({
    title: "You're signed in",
    message: `This sign-in ${by} has done its job: you're already signed in on this device.`,
    action: { label: "Continue", href: continueTo },
  });
}

/** Opening a sign-in link shows this; its button (a POST) signs in. */
export function confirmSignInPage(options: {
  locale: Locale;
  email: string;
  token: string;
}): string {
  const t = signInText(options.locale);
  const [before = "", after = ""] = t("signingInAs", { email: "\u0000" }).split("\u0000");
  return renderLayout(
    t("signIn"),
    html`<h1>${t("signInTo", { app: APP_NAME })}</h1>
<p class="lead">${before}<strong>${options.email}</strong>${after}</p>
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
export function confirmSignOutPage(): string {
  return renderLayout(
    "Sign out",
    html`<h1>Sign out of ${APP_NAME}?</h1>
<p class="lead">You will need to sign in again to use ${APP_NAME} on this device.</p>
<form method="post" action="${LOGOUT_PATH}">
<button class="btn btn-primary" type="submit">Sign out</button>
</form>
<a class="btn btn-secondary" href="/app">Stay signed in</a>`,
  );
}

export function signInEmail(options: { link: string; code: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `Your ${APP_NAME} sign-in link and code`;
  const text = `Hi,

Open this link to sign in to ${APP_NAME}:

${options.link}

Or type this code where you asked to sign in (in the ${APP_NAME} app, or the browser you used):

${options.code}

The link works on any device; the code only where you asked. Either works once, and both expire in ${SIGN_IN_LINK_TTL_MINUTES} minutes. If you did not ask to sign in, you can ignore this e-mail.
`;
  const body = renderLayout(
    "Sign in",
    html`<h1>Sign in to ${APP_NAME}</h1>
<p class="lead">Tap the button to sign in. The link works on any device.</p>
<a class="btn btn-primary" href="${options.link}">Sign in</a>
<p class="lead">Or type this code where you asked to sign in (in the ${APP_NAME} app, or the browser you used):</p>
<p class="lead" style="font-size:28px;font-weight:800;letter-spacing:.3em">${options.code}</p>
<p class="small">Either works once, and both expire in ${SIGN_IN_LINK_TTL_MINUTES} minutes. If you did not ask to sign in, you can ignore this e-mail.</p>`,
  );
  return { subject, text, html: body };
}
