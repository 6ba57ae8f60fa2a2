import {
  APP_NAME,
  LOGIN_PATH,
  LOGOUT_PATH,
  SIGN_IN_CODE_LENGTH,
  SIGN_IN_LINK_TTL_MINUTES,
} from "@tandem/api-contract";
import { defineCopy, translator, type Locale } from "@tandem/i18n";
import { SUSPENDED_MESSAGE, SUSPENDED_TITLE } from "../../auth/suspended.js";
import { html, joinHtml, messageHtml, type Html } from "../../html/html.js";
import { noticePage, renderLayout } from "../../html/layout.js";

/** The sign-in pages' words, their forms' refusals and the sign-in e-mail (decision 305). */
export const signInCopy = defineCopy(
  {
    signIn: "Sign in",
    welcome: "Welcome to {app}. Sign in or create your account.",
    askingAgain:
      "Asking again? A new e-mail has a new code: the code in an earlier one then stops working on this device.",
    emailLabel: "E-mail address",
    emailMe: "Email me a sign-in link",
    or: "or",
    continueWith: "Continue with {provider}",
    notSetUp: "Sign-in is not set up on this server yet.",
    backHome: "Back to the homepage",
    checkEmail: "Check your e-mail",
    checkEmailLead:
      "We sent a sign-in link and a {digits}-digit code to {email}. They work once and expire in {minutes} minutes.",
    codeLabel: "Code from the e-mail",
    codeWhere:
      "Type the code here, on this device. On another device, open the link in the e-mail instead.",
    noSmtp:
      "This server has no mail server set up (no SMTP_URL), so the e-mail was not sent. Its code is {code}, and here is its link:",
    openLink: "Open sign-in link",
    noEmail: "No e-mail? Check your spam folder, or ask for a new one.",
    wrongAddress: "Wrong address? Change it",
    tooManyTriesTitle: "Too many wrong codes",
    tooManyTriesMessage:
      "To keep your account safe, this sign-in has stopped working, its link too. Ask for a new e-mail.",
    expiredTitle: "This code has expired",
    expiredMessage: "Codes and links work for {minutes} minutes. Ask for a new e-mail.",
    usedTitle: "This code has been used",
    usedMessage:
      "This sign-in was used already, by its code or its link. If you opened the link on another device, you're signed in there. To sign in here, ask for a new e-mail.",
    notThisBrowserTitle: "Type the code where you asked for it",
    notThisBrowserMessage:
      "This code works only in the app or browser where you asked for the e-mail. Type it there, or open the link in the e-mail, which works on any device. Or ask for a new e-mail here.",
    askAgain: "Ask for a new e-mail",
    backToSignIn: "Back to sign in",
    signedInTitle: "You're signed in",
    signedInMessage:
      "This sign-in {by, select, code {code} other {link}} has done its job: you're already signed in on this device.",
    continue: "Continue",
    signInTo: "Sign in to {app}",
    signingInAs: "You're signing in as {email}.",
    signOut: "Sign out",
    signOutOf: "Sign out of {app}?",
    signOutLead: "You will need to sign in again to use {app} on this device.",
    staySignedIn: "Stay signed in",
    // The forms' refusals.
    emailUnavailable: "Sign-in by e-mail is not available on this server.",
    emailInvalid: "Enter a valid e-mail address, like you@example.com.",
    emailMissing: "Enter your e-mail address.",
    tooManyLinks:
      "Too many sign-in links were asked for. Try again in {minutes, plural, one {# minute} other {# minutes}}.",
    sendFailed: "We could not send the e-mail right now. Try again in a few minutes.",
    codeMissing: "Enter the {digits}-digit code from the e-mail.",
    codeWrong:
      "That code is not right. Check it against the newest e-mail and try again ({triesLeft, plural, one {# try} other {# tries}} left).",
    codesPerAddress:
      "Too many codes were typed for this address. Open the link in the e-mail instead, or try again in {hours, plural, one {# hour} other {# hours}}.",
    linkInvalidTitle: "Link not valid",
    linkInvalidMessage: "This sign-in link is invalid or has expired. Ask for a new one.",
    suspendedTitle: SUSPENDED_TITLE,
    suspendedMessage: SUSPENDED_MESSAGE,
    // Sign-in with a provider (OpenID Connect).
    providerNotSetUpTitle: "Not available",
    providerNotSetUpMessage: "Sign-in with a provider is not set up on this server.",
    providerBusyTitle: "Too many sign-ins",
    providerBusyMessage: "Too many sign-ins were started from here. Please wait a few minutes.",
    providerDownTitle: "Sign-in unavailable",
    providerDownMessage: "We could not reach {provider}. Try again in a moment.",
    providerFailedTitle: "Sign-in with {provider} failed",
    // The sign-in e-mail.
    mailSubject: "Your {app} sign-in link and code",
    mailHi: "Hi,",
    mailOpenLink: "Open this link to sign in to {app}:",
    mailOrCode:
      "Or type this code where you asked to sign in (in the {app} app, or the browser you used):",
    mailEither:
      "The link works on any device; the code only where you asked. Either works once, and both expire in {minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.",
    mailTap: "Tap the button to sign in. The link works on any device.",
    mailExpire:
      "Either works once, and both expire in {minutes} minutes. If you did not ask to sign in, you can ignore this e-mail.",
  },
  { es: () => import("./login-page.es.js") },
);

/** The sign-in pages' words in `locale` (loaded when the server starts, locale.ts). */
export const signInText = (locale: Locale) => translator(signInCopy, locale);

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
