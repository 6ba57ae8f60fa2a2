import { APP_NAME } from "@tandem/api-contract";
import type { Locale } from "@tandem/i18n";
import { html, type Html } from "./html.js";

/** The pages' colours in each theme (decision 261); the brand gradient is the same in both. */
const LIGHT = {
  text: "#1f1530",
  muted: "#4b4060",
  small: "#6f6485",
  page: "linear-gradient(135deg,#fff1f2 0%,#fdf2f8 45%,#f5f3ff 100%)",
  pageColor: "#fdf2f8",
  card: "#fff",
  field: "#fff",
  fieldBorder: "#cfc3e6",
  secondaryText: "#5b21b6",
  secondaryBg: "#f5f3ff",
  secondaryBorder: "#ddd6fe",
  rule: "#ece6f7",
  errorText: "#be123c",
  errorBg: "#fff1f2",
  noticeText: "#4c1d95",
  noticeBg: "#f5f3ff",
  link: "#7c3aed",
  brandText: "linear-gradient(90deg,#e11d48,#7c3aed)",
};
const DARK: typeof LIGHT = {
  text: "#f3eef7",
  muted: "#cdc4d6",
  small: "#b3a9bf",
  page: "linear-gradient(135deg,#24121b 0%,#1c1320 45%,#1a1430 100%)",
  pageColor: "#1c1320",
  card: "#231a2a",
  field: "#1c1320",
  fieldBorder: "#5a4d6b",
  secondaryText: "#ddd6fe",
  secondaryBg: "#2e2145",
  secondaryBorder: "#4c3a72",
  rule: "#3a2f47",
  errorText: "#ffb3c1",
  errorBg: "#3a1623",
  noticeText: "#ddd6fe",
  noticeBg: "#2a2040",
  link: "#c4b5fd",
  brandText: "linear-gradient(90deg,#ff8fa3,#c4b5fd)",
};
const cssVariables = (colours: typeof LIGHT) =>
  Object.entries(colours)
    .map(([name, value]) => `--${name}:${value}`)
    .join(";");

const STYLES = html`
:root{color-scheme:light dark;${cssVariables(LIGHT)}}
:root[data-theme=light]{color-scheme:light}
:root[data-theme=dark]{color-scheme:dark;${cssVariables(DARK)}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${cssVariables(DARK)}}}
*{box-sizing:border-box}
html,body{margin:0;min-height:100%}
body{min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px 16px;
  font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
  color:var(--text);background:var(--page);background-color:var(--pageColor);line-height:1.5}
main{width:100%;max-width:400px;background:var(--card);border-radius:20px;padding:32px 24px;
  box-shadow:0 10px 40px rgba(124,58,237,.12),0 2px 8px rgba(225,29,72,.08)}
.brand{display:flex;align-items:center;justify-content:center;gap:10px;margin-bottom:8px}
.logo{width:40px;height:40px;border-radius:12px;display:flex;align-items:center;justify-content:center;
  color:#fff;font-size:22px;background:linear-gradient(135deg,#e11d48,#7c3aed)}
.name{font-size:26px;font-weight:800;letter-spacing:-.02em;
  background:var(--brandText);-webkit-background-clip:text;background-clip:text;color:transparent}
h1{font-size:20px;margin:16px 0 4px;text-align:center}
p{margin:8px 0;color:var(--muted)}
.lead{text-align:center}
label{display:block;font-weight:600;font-size:14px;margin:20px 0 6px}
input[type=email],input.code{width:100%;font:inherit;font-size:16px;padding:12px 14px;border:1.5px solid var(--fieldBorder);border-radius:12px;outline:none;
  color:var(--text);background:var(--field)}
input[type=email]:focus,input.code:focus{border-color:#8b5cf6;box-shadow:0 0 0 3px rgba(139,92,246,.2)}
input.code{font-size:24px;letter-spacing:.3em;text-align:center;font-variant-numeric:tabular-nums}
.btn{display:block;width:100%;margin-top:14px;padding:13px 16px;border:0;border-radius:12px;font:inherit;font-size:16px;
  font-weight:700;text-align:center;text-decoration:none;cursor:pointer}
.btn-primary{color:#fff;background:linear-gradient(90deg,#e11d48,#7c3aed)}
.btn-primary:hover{filter:brightness(1.05)}
.btn-secondary{color:var(--secondaryText);background:var(--secondaryBg);border:1.5px solid var(--secondaryBorder)}
.divider{display:flex;align-items:center;gap:12px;margin:22px 0 4px;color:var(--small);font-size:13px}
.divider::before,.divider::after{content:"";flex:1;height:1px;background:var(--rule)}
.error{margin-top:16px;padding:10px 12px;border-radius:10px;background:var(--errorBg);color:var(--errorText);font-size:14px}
.notice{margin-top:16px;padding:12px;border-radius:10px;background:var(--noticeBg);color:var(--noticeText);font-size:14px;overflow-wrap:anywhere}
.small{font-size:13px;color:var(--small);text-align:center;margin-top:20px}
a{color:var(--link)}
`;

/** The shared frame of the server-rendered pages (sign-in, unsubscribe) and e-mails. */
export function renderLayout(locale: Locale, title: string, body: Html): string {
  return html`<!doctype html>
<html lang="${locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="#fff1f2" media="(prefers-color-scheme: light)">
<meta name="theme-color" content="#1c1320" media="(prefers-color-scheme: dark)">
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

/** A page that says one thing, with one way on (and an optional small print). */
export function noticePage(options: {
  locale: Locale;
  title: string;
  message: string;
  action: { label: string; href: string };
  note?: string | undefined;
}): string {
  return renderLayout(
    options.locale,
    options.title,
    html`<h1>${options.title}</h1>
<p class="lead">${options.message}</p>
<a class="btn btn-primary" href="${options.action.href}">${options.action.label}</a>${
      options.note
        ? html`
<p class="small">${options.note}</p>`
        : ""
    }`,
  );
}
