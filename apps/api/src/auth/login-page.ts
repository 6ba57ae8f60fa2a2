import { APP_NAME, LOGIN_PATH, LOGOUT_PATH, SIGN_IN_LINK_TTL_MINUTES } from "@tandem/api-contract";
import { html, joinHtml, type Html } from "../http/html.js";

/** The sign-in pages are plain HTML with inline CSS; nothing on them runs script. */
const VERIFY_FORM_ACTION = `${LOGIN_PATH}/verify`;

export const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "no-store",
  "content-security-policy":
    "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  // same-origin, not no-referrer: with no-referrer Chromium sends `Origin: null` on the form POST,
  // which the cross-site check refuses. Cross-site navigations still get no referrer.
  "referrer-policy": "same-origin",
  "x-content-type-options": "nosniff",
} as const;

const STYLES = html`
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  color:#1f1530;background:linear-gradient(135deg,#fff1f2 0%,#fdf2f8 45%,#f5f3ff 100%);line-height:1.5}
main{width:100%;max-width:400px;background:#fff;border-radius:20px;padding:32px 24px;
  box-shadow:0 10px 40px rgba(124,58,237,.12),0 2px 8px rgba(225,29,72,.08)}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:8px}
.logo{width:40px;height:40px;border-radius:12px;display:flex;align-items:center;justify-content:center;
  color:#fff;font-size:22px;background:linear-gradient(135deg,#f43f5e,#8b5cf6)}
.name{font-size:26px;font-weight:800;letter-spacing:-.02em;
  background:linear-gradient(90deg,#e11d48,#7c3aed);-webkit-background-clip:text;background-clip:text;color:transparent}
h1{font-size:20px;margin:16px 0 4px;text-align:center}
p{margin:8px 0;color:#4b4060}
.lead{text-align:center}
label{display:block;font-weight:600;font-size:14px;margin:20px 0 6px}
input[type=email]{width:100%;font:inherit;font-size:16px;padding:12px 14px;border:1.5px solid #e4dcf5;border-radius:12px;outline:none}
input[type=email]:focus{border-color:#8b5cf6;box-shadow:0 0 0 3px rgba(139,92,246,.2)}
.btn{display:block;width:100%;margin-top:14px;padding:13px 16px;border:0;border-radius:12px;font:inherit;font-size:16px;
  font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.btn-primary{color:#fff;background:linear-gradient(90deg,#f43f5e,#8b5cf6)}
.btn-primary:hover{filter:brightness(1.05)}
.btn-secondary{color:#5b21b6;background:#f5f3ff;border:1.5px solid #ddd6fe}
.divider{display:flex;align-items:center;gap:12px;margin:22px 0 4px;color:#9a8fb0;font-size:13px}
.divider::before,.divider::after{content:"";flex:1;height:1px;background:#ece6f7}
.error{margin-top:16px;padding:10px 12px;border-radius:10px;background:#fff1f2;color:#be123c;font-size:14px}
.notice{margin-top:16px;padding:12px;border-radius:10px;background:#f5f3ff;color:#4c1d95;font-size:14px;overflow-wrap:anywhere}
.small{font-size:13px;color:#7a6f90;text-align:center;margin-top:20px}
a{color:#7c3aed}
`;

/** The shared frame of the few server-rendered sign-in pages. */
export function renderLayout(title: string, body: Html): string {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title} · ${APP_NAME}</title>
<style>${STYLES}</style>
</head>
<body>
<main>
<div class="brand"><span class="logo" aria-hidden="true">&#9829;</span><span class="name">${APP_NAME}</span></div>
${body}
</main>
</body>
</html>
`.toString();
}

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
  return renderLayout(
    options.title,
    html`<h1>${options.title}</h1>
<p class="lead">${options.message}</p>
<a class="btn btn-primary" href="${href}">Back to sign in</a>`,
  );
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
