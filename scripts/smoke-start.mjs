// CI's smoke of `npm start`, done the way a newcomer does it: start it, wait for
// /api/health, open the sign-in page it prints, ask for a link for a demo account, follow
// the link shown on the page, and read /api/auth/user with the session. Also checks that the
// server is not reachable on the machine's other addresses. Uses only Node's own modules.
//   node scripts/smoke-start.mjs   (SMOKE_PORT defaults to 3190; DATA_DIR to a temporary folder,
//                                  deleted after; give one to time a start on existing data)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { childEnv, root } from "./lib.mjs";

const PORT = process.env.SMOKE_PORT ?? "3190";
const DEMO_EMAIL = "alex@tandem.demo";
const START_TIMEOUT_MS = 15 * 60 * 1000;
const keepData = Boolean(process.env.DATA_DIR);
// The daily backup goes beside the data folder: both inside one temporary folder.
const smokeDir = keepData ? undefined : mkdtempSync(join(tmpdir(), "tandem-smoke-"));
const dataDir = process.env.DATA_DIR ?? join(smokeDir, "pglite");

function fail(message) {
  console.error(`\nsmoke: FAILED: ${message}`);
  stop();
  process.exit(1);
}

const startedAt = Date.now();
const server = spawn("npm", ["start"], {
  cwd: root,
  env: { ...childEnv, PORT, DATA_DIR: dataDir },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
let output = "";
server.stdout.on("data", (chunk) => {
  output += chunk;
  process.stdout.write(chunk);
});
server.on("exit", (code) => {
  if (!stopping) fail(`npm start exited early (code ${code})`);
});

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // already gone
  }
  if (smokeDir) rmSync(smokeDir, { recursive: true, force: true });
}

async function waitFor(predicate, what) {
  while (!(await predicate())) {
    if (Date.now() - startedAt > START_TIMEOUT_MS) fail(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const ok = (cond, message) => cond || fail(message);
const attr = (html, pattern, what) => html.match(pattern)?.[1] ?? fail(`no ${what} in:\n${html}`);
const unescapeHtml = (s) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

/** Resolves true when something accepts a TCP connection at host:port. */
const accepts = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port: Number(port) });
    socket.once("connect", () => (socket.destroy(), resolve(true)));
    socket.once("error", () => resolve(false));
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
  });

await waitFor(async () => {
  try {
    return (await fetch(`http://127.0.0.1:${PORT}/api/health`)).ok;
  } catch {
    return false;
  }
}, "/api/health");
await waitFor(async () => /Demo accounts/.test(output), "the start banner");
console.log(
  `\nsmoke: /api/health answered ${((Date.now() - startedAt) / 1000).toFixed(1)} s after npm start`,
);

ok(/Listening on 127\.0\.0\.1:/.test(output), "the banner does not say it listens on 127.0.0.1");
const otherAddresses = Object.values(networkInterfaces())
  .flat()
  .filter((a) => a && !a.internal && a.family === "IPv4")
  .map((a) => a.address);
for (const address of otherAddresses) {
  ok(!(await accepts(address, PORT)), `the server is reachable on ${address}:${PORT}`);
}
console.log(
  `smoke: bound to loopback only (refused on ${otherAddresses.join(", ") || "no other address"})`,
);

const loginUrl = attr(output, /Sign in at (http\S+\/api\/login)/, "sign-in address in the banner");
const origin = new URL(loginUrl).origin;
const loginPage = await (await fetch(loginUrl)).text();
ok(loginPage.includes('action="/api/login/email"'), "the sign-in page has no e-mail form");

const asked = await fetch(`${origin}/api/login/email`, {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin },
  body: new URLSearchParams({ email: DEMO_EMAIL, returnTo: "/app" }),
});
const checkEmailPage = await asked.text();
ok(asked.status === 200, `asking for a link answered ${asked.status}`);
const link = unescapeHtml(attr(checkEmailPage, /href="([^"]+)">Open sign-in link/, "sign-in link"));

const confirmPage = await (await fetch(link)).text();
const token = attr(confirmPage, /name="token" value="([^"]+)"/, "token on the confirmation page");
const signedIn = await fetch(`${origin}/api/login/verify`, {
  method: "POST",
  headers: { "content-type": "application/x-www-form-urlencoded", origin },
  body: new URLSearchParams({ token }),
  redirect: "manual",
});
ok(signedIn.status === 302, `confirming the link answered ${signedIn.status}`);
const cookie = (signedIn.headers.getSetCookie()[0] ?? fail("no session cookie")).split(";")[0];

const me = await fetch(`${origin}/api/auth/user`, { headers: { cookie } });
const user = await me.json();
ok(
  me.status === 200 && user.email === DEMO_EMAIL,
  `/api/auth/user answered ${me.status} ${JSON.stringify(user)}`,
);
console.log(
  `smoke: signed in through the printed page and link as ${user.email}; /api/auth/user OK`,
);

stop();
process.exit(0);
