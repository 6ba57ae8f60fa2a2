import { APP_NAME } from "@tandem/api-contract";
import { html, type Html } from "./html.js";

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
input[type=email],input.code{width:100%;font:inherit;font-size:16px;padding:12px 14px;border:1.5px solid #e4dcf5;border-radius:12px;outline:none}
input[type=email]:focus,input.code:focus{border-color:#8b5cf6;box-shadow:0 0 0 3px rgba(139,92,246,.2)}
input.code{font-size:24px;letter-spacing:.3em;text-align:center;font-variant-numeric:tabular-nums}
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

/** The shared frame of the server-rendered pages (sign-in, unsubscribe) and e-mails. */
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

/** A page that says one thing, with one way on (and an optional small print). */
export function noticePage(options: {
  title: string;
  message: string;
  action: { label: string; href: string };
  note?: string | undefined;
}): string {
  return renderLayout(
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
