// CI's run of examples/contract-consumer, the way another team gets there from the contract's
// README: pack the contract, install the tarball with npm in the example (not a workspace
// member), start a server (embedded database, loopback), sign in as the demo admin and
// create an API token through the admin API as staff do in the panel, generate the REST
// types from the live OpenAPI document, type-check against the tarball with the minimum
// TypeScript (5.7.2, what @trpc/server 11 requires) and the newest, then run it.
//   node scripts/contract-consumer.mjs   (CONSUMER_PORT defaults to 3350)
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { childEnv, ensureDependencies, findPnpm, root } from "./lib.mjs";

const PORT = process.env.CONSUMER_PORT ?? "3350";
const origin = `http://localhost:${PORT}`;
const example = join(root, "examples", "contract-consumer");
const scratch = mkdtempSync(join(tmpdir(), "tandem-consumer-"));
const timings = [];
let server = null;

function stop() {
  if (server && server.exitCode === null) {
    try {
      process.kill(-server.pid, "SIGTERM");
    } catch {
      // already gone
    }
  }
  rmSync(scratch, { recursive: true, force: true });
}

function fail(message) {
  console.error(`\ncontract-consumer: FAILED: ${message}`);
  stop();
  process.exit(1);
}

/** Runs one step to its end, timed; `cwd` defaults to the example. */
function step(name, command, args, options = {}) {
  const started = Date.now();
  console.log(`\n--- ${name}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, {
    cwd: example,
    stdio: "inherit",
    ...options,
    env: { ...childEnv, ...options.env },
  });
  if (result.status !== 0) fail(`${name} exited ${result.status}`);
  timings.push([name, Date.now() - started]);
}

async function timed(name, action) {
  const started = Date.now();
  const value = await action();
  timings.push([name, Date.now() - started]);
  return value;
}

const pnpm = findPnpm();
ensureDependencies(pnpm);
step(
  "build the API server (cached by turbo)",
  pnpm,
  ["turbo", "run", "build", "--filter=@tandem/api"],
  {
    cwd: root,
  },
);
// The server, as `npm start` runs it, on a scratch embedded database: it starts while the
// contract is packed and installed.
const serverStarted = Date.now();
server = spawn("node", ["apps/api/dist/server.js"], {
  cwd: root,
  env: {
    ...childEnv,
    NODE_ENV: "production",
    PORT,
    PUBLIC_URL: origin,
    DEMO_DATA: "true",
    DATA_DIR: join(scratch, "data"),
    LOG_LEVEL: "warn",
  },
  stdio: ["ignore", "inherit", "inherit"],
  detached: true,
});
server.on("exit", (code) => {
  if (code !== null && code !== 0) fail(`the server exited (code ${code})`);
});

step("pack the contract (npm run contract:pack)", "node", ["scripts/contract-pack.mjs"], {
  cwd: root,
});
rmSync(join(example, "node_modules", "@tandem"), { recursive: true, force: true });
step("npm install in the example", "npm", ["install", "--no-audit", "--no-fund"]);
const installed = (name) =>
  JSON.parse(readFileSync(join(example, "node_modules", name, "package.json"), "utf8")).version;
console.log(
  `installed: @trpc/client ${installed("@trpc/client")}, @trpc/server ${installed("@trpc/server")}, typescript ${installed("typescript")}, zod ${installed("zod")}`,
);

await timed("wait for the server (started in parallel)", async () => {
  const deadline = Date.now() + 5 * 60 * 1000;
  for (;;) {
    try {
      if ((await fetch(`${origin}/api/health`)).ok) {
        console.log(
          `server: /api/health 200, ${((Date.now() - serverStarted) / 1000).toFixed(1)} s after its start`,
        );
        return;
      }
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail("the server did not answer /api/health within 5 minutes");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
});

/** Signs a demo account in through the e-mail form and the link a local server shows. */
async function signIn(email) {
  const form = (fields) => ({
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", origin },
    body: new URLSearchParams(fields),
  });
  const page = await (
    await fetch(`${origin}/api/login/email`, form({ email, returnTo: "/app" }))
  ).text();
  const link = page.match(/href="([^"]+)">Open sign-in link/)?.[1]?.replace(/&amp;/g, "&");
  if (!link) fail(`no sign-in link for ${email}`);
  const confirm = await (await fetch(link)).text();
  const token = confirm.match(/name="token" value="([^"]+)"/)?.[1];
  if (!token) fail("no token on the confirmation page");
  const verified = await fetch(`${origin}/api/login/verify`, {
    ...form({ token }),
    redirect: "manual",
  });
  const cookie = verified.headers.getSetCookie()[0]?.split(";")[0];
  if (!cookie) fail(`signing in ${email} set no cookie (status ${verified.status})`);
  return cookie;
}

const { cookie, secret } = await timed("staff create an API token (admin API)", async () => {
  const cookie = await signIn("admin@tandem.demo");
  const response = await fetch(`${origin}/api/admin/api-tokens`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Example consumer (CI)",
      scopes: ["rewards:read", "rewards:write", "waitlist:read"],
      expiresInDays: 7,
    }),
  });
  const body = await response.json();
  if (response.status !== 201)
    fail(`creating the token answered ${response.status} ${JSON.stringify(body)}`);
  return { cookie, secret: body.secret };
});

/** A partner's till token for the demo café, and a voucher the demo couple redeems there. */
const till = await timed("staff create a partner token; a couple redeems a voucher", async () => {
  const brandName = "Bean & Bloom Café";
  const made = await fetch(`${origin}/api/admin/api-tokens`, {
    method: "POST",
    headers: { cookie, origin, "content-type": "application/json" },
    body: JSON.stringify({
      name: "Example till (CI)",
      scopes: ["vouchers:redeem"],
      brandName,
      expiresInDays: 7,
    }),
  });
  const token = await made.json();
  if (made.status !== 201)
    fail(`the partner token answered ${made.status} ${JSON.stringify(token)}`);
  const person = await signIn("alex@tandem.demo");
  const headers = { cookie: person, origin, "content-type": "application/json" };
  const rewards = await (await fetch(`${origin}/api/rewards`, { headers })).json();
  const coffee = rewards.find((reward) => reward.brandName === brandName);
  if (!coffee) fail(`no reward of ${brandName} in the catalogue`);
  const redeemed = await fetch(`${origin}/api/rewards/${coffee.id}/redeem`, {
    method: "POST",
    headers,
  });
  const voucher = await redeemed.json();
  if (redeemed.status !== 200)
    fail(`redeeming answered ${redeemed.status} ${JSON.stringify(voucher)}`);
  return { secret: token.secret, code: voucher.voucherCode };
});

const exampleEnv = {
  TANDEM_URL: origin,
  TANDEM_API_TOKEN: secret,
  TANDEM_SESSION_COOKIE: cookie,
  TANDEM_PARTNER_TOKEN: till.secret,
  TANDEM_VOUCHER_CODE: till.code,
};
step("generate REST types from /api/openapi.json (openapi-typescript)", "npm", ["run", "openapi"], {
  env: exampleEnv,
});
step("type-check and build with TypeScript 5.7.2 (the minimum)", "npx", ["tsc", "-p", "."]);
step("install the newest TypeScript", "npm", [
  "install",
  "--prefix",
  join(scratch, "ts"),
  "--no-audit",
  "--no-fund",
  "--no-package-lock",
  "typescript@latest",
]);
const newest = JSON.parse(
  readFileSync(join(scratch, "ts", "node_modules", "typescript", "package.json"), "utf8"),
).version;
step(
  `type-check with TypeScript ${newest} (the newest)`,
  join(scratch, "ts", "node_modules", ".bin", "tsc"),
  ["-p", ".", "--noEmit"],
);
step("run the example against the server", "node", ["dist/main.js"], { env: exampleEnv });

stop();
console.log("\ncontract-consumer: steps and times");
for (const [name, ms] of timings) console.log(`  ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
const total = timings.reduce((sum, [, ms]) => sum + ms, 0);
console.log(`  ${(total / 1000).toFixed(1).padStart(6)} s  in all`);
process.exit(0);
