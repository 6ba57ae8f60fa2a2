import { APP_NAME, LOGIN_PATH, LOGOUT_PATH, SIGN_IN_LINK_TTL_MINUTES } from "@tandem/api-contract";
import { html, joinHtml, type Html } from "../../html/html.js";
import { noticePage, renderLayout } from "../../html/layout.js";

/** Where the sign-in link's confirmation form posts. */
const VERIFY_FORM_ACTION = `${LOGIN_PATH}/verify`;

const NEWLINE = html`\n`;

const loginUrl = (returnTo: string) => `${LOGIN_PATH}?returnTo=${encodeURIComponent(returnTo)}`;

export interface LoginPageOptions {
  returnTo: string;
  /** Shown as "Continue with {name}" when OpenID Connect is configured. */
  oidcProviderName?: string | undefined;
  /** False when e-mail links can neither be mailed nor safely shown (see routes.ts). */
  emailEnabled: boolean;
  email?: string | undefined;
  error?: string | undefined;
}

export function loginPage(options: LoginPageOptions): string {
  const parts: Html[] = [
    html`<h1>Sign in</h1>`,
    html`<p class="lead">Welcome to ${APP_NAME}. Sign in or create your account.</p>`,
  ];
  if (options.error) parts.push(html`<div class="error" role="alert">${options.error}</div>`);
  if (options.emailEnabled) {
    parts.push(html`<form method="post" action="${LOGIN_PATH}/email" novalidate>
<input type="hidden" name="returnTo" value="${options.returnTo}">
<label for="email">E-mail address</label>
<input id="email" type="email" name="email" required autocomplete="email" inputmode="email" maxlength="254" placeholder="you@example.com" value="${options.email ?? ""}"${!options.error && html` autofocus`}>
<button class="btn btn-primary" type="submit">Email me a sign-in link</button>
</form>`);
  }
  if (options.oidcProviderName) {
    if (options.emailEnabled) parts.push(html`<div class="divider">or</div>`);
    const href = `${LOGIN_PATH}/oidc?returnTo=${encodeURIComponent(options.returnTo)}`;
    parts.push(
      html`<a class="btn btn-secondary" href="${href}">Continue with ${options.oidcProviderName}</a>`,
    );
  }
  if (!options.emailEnabled && !options.oidcProviderName) {
    parts.push(
      html`<div class="error" role="alert">Sign-in is not set up on this server yet.</div>`,
    );
  }
  parts.push(html`<p class="small"><a href="/">Back to the homepage</a></p>`);
  return renderLayout("Sign in", joinHtml(parts, NEWLINE));
}

export function checkEmailPage(options: {
  email: string;
  returnTo: string;
  devLink?: string | undefined;
}): string {
  const parts: Html[] = [
    html`<h1>Check your e-mail</h1>`,
    html`<p class="lead">We sent a sign-in link to <strong>${options.email}</strong>. It works once and expires in ${SIGN_IN_LINK_TTL_MINUTES} minutes.</p>`,
    html`<p class="lead">No e-mail? Check your spam folder, or ask for a new link.</p>`,
  ];
  if (options.devLink) {
    parts.push(html`<div class="notice">This server has no mail server set up (no SMTP_URL), so the e-mail was not sent. Here is its link:
<a class="btn btn-primary" href="${options.devLink}">Open sign-in link</a></div>`);
  }
  parts.push(
    html`<p class="small"><a href="${loginUrl(options.returnTo)}">Use a different address</a></p>`,
  );
  return renderLayout("Check your e-mail", joinHtml(parts, NEWLINE));
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

/** A used or expired sign-in link opened by someone signed in (Back after signing in). */
export function signedInPage(continueTo: string): string {
  return noticePage({
    title: "You're signed in",
    message: "This sign-in link has done its job: you're already signed in on this device.",
    action: { label: "Continue", href: continueTo },
  });
}

/** Opening a sign-in link shows this; its button (a POST) signs in. */
export function confirmSignInPage(options: { email: string; token: string }): string {
  return renderLayout(
    "Sign in",
    html`<h1>Sign in to ${APP_NAME}</h1>
<p class="lead">You're signing in as <strong>${options.email}</strong>.</p>
<form method="post" action="${VERIFY_FORM_ACTION}">
<input type="hidden" name="token" value="${options.token}">
<button class="btn btn-primary" type="submit">Sign in</button>
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

export function signInEmail(options: { link: string }): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = `Your ${APP_NAME} sign-in link`;
  const text = `Hi,

Open this link to sign in to ${APP_NAME}:

${options.link}

It works once and expires in ${SIGN_IN_LINK_TTL_MINUTES} minutes. If you did not ask to sign in, you can ignore this e-mail.
`;
  const body = renderLayout(
    "Sign in",
    html`<h1>Sign in to ${APP_NAME}</h1>
<p class="lead">Tap the button to sign in. The link works once and expires in ${SIGN_IN_LINK_TTL_MINUTES} minutes.</p>
<a class="btn btn-primary" href="${options.link}">Sign in</a>
<p class="small">If you did not ask to sign in, you can ignore this e-mail.</p>`,
  );
  return { subject, text, html: body };
}
