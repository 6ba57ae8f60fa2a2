// CI's "previous release on this schema" (decision 323): the last release's API build, started
// on a Postgres database that THIS checkout migrated, serves a short journey (sign-in, pairing,
// a quiz answer, a Discover read). That is what a rolling deploy and a roll-back need.
//   node scripts/previous-release.mjs                  the last release before this commit
//   node scripts/previous-release.mjs --commit <rev>   any commit, e.g. to try the check
// The previous release is the newest first-parent commit of HEAD's history that changed
// apps/api/package.json's version (other than HEAD itself): found in a plain `git clone`,
// where tags may be missing. Needs a Postgres: PREVIOUS_RELEASE_ADMIN_URL (default
// postgres://root@127.0.0.1:5432/postgres) creates and drops a database of its own.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { childEnv, ensureDependencies, findPnpm, root, run } from "./lib.mjs";

const ADMIN_URL =
  process.env.PREVIOUS_RELEASE_ADMIN_URL ?? "postgres://root@127.0.0.1:5432/postgres";
const PORT = process.env.PREVIOUS_RELEASE_PORT ?? "3451";
const VERSION_FILE = "apps/api/package.json";
const started = Date.now();
const seconds = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;
const say = (line) => console.log(`previous-release: ${line}`);

const git = (...args) =>
  execFileSync("git", args, {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  }).trim();
function versionAt(commit) {
  try {
    return JSON.parse(git("show", `${commit}:${VERSION_FILE}`)).version;
  } catch {
    return undefined; // no such file at that commit
  }
}

/** The newest release commit before HEAD: `{ commit, version }`, or undefined when none. */
function previousRelease() {
  if (git("rev-parse", "--is-shallow-repository") === "true") {
    say("a shallow clone: fetching the history to find the previous release");
    git("fetch", "--quiet", "--unshallow");
  }
  const head = git("rev-parse", "HEAD");
  for (const commit of git("log", "--first-parent", "--format=%H", "--", VERSION_FILE).split(
    "\n",
  )) {
    if (!commit || commit === head) continue;
    const version = versionAt(commit);
    if (!version || version === "0.0.0") continue;
    if (version !== versionAt(`${commit}^`)) return { commit, version };
  }
  return undefined;
}

const commitArg = process.argv.indexOf("--commit");
const explicit = commitArg > 0 ? process.argv[commitArg + 1] : undefined;
const release = explicit
  ? { commit: git("rev-parse", explicit), version: versionAt(explicit) ?? "(unversioned)" }
  : previousRelease();
if (!release) {
  say(`no previous release before Tandem ${versionAt("HEAD")}: nothing to check (passed)`);
  process.exit(0);
}
say(`Tandem ${release.version} at ${release.commit.slice(0, 12)}`);

const pnpm = findPnpm();
ensureDependencies(pnpm);
const work = mkdtempSync(join(tmpdir(), "tandem-previous-release-"));
const tree = join(work, "tree");
const pg = createRequire(join(root, "apps/api/package.json"))("pg");
const database = `tandem_previous_${Date.now().toString(36)}`;
const databaseUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${database}` }).toString();
let server;

async function admin(statement) {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function cleanUp() {
  if (server && server.exitCode === null) {
    server.kill("SIGTERM");
    await new Promise((resolve) => server.once("exit", resolve));
  }
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => {});
  try {
    git("worktree", "remove", "--force", tree);
  } catch {
    // never added
  }
  rmSync(work, { recursive: true, force: true });
}

async function fail(message) {
  console.error(`\nprevious-release: FAILED after ${seconds()}: ${message}`);
  await cleanUp();
  process.exit(1);
}

// A step that fails exits at once (run): the work tree goes with the process all the same.
process.on("exit", () => {
  try {
    git("worktree", "remove", "--force", tree);
  } catch {
    // removed already, or never added
  }
});

// Its API alone, built from its own lockfile (the pnpm store is warm: no downloads).
git("worktree", "add", "--detach", "--quiet", tree, release.commit);
run(pnpm, ["install", "--frozen-lockfile", "--prefer-offline", "--filter", "@tandem/api..."], {
  cwd: tree,
});
run(pnpm, ["--filter", "@tandem/api", "build"], { cwd: tree });
say(`built in ${seconds()}`);

await admin(`CREATE DATABASE ${database}`);
// This checkout's migrations, as a deploy of this commit would run them.
run(pnpm, ["--filter", "@tandem/api", "db:migrate"], { env: { DATABASE_URL: databaseUrl } });
say(`migrated by this checkout at ${seconds()}`);

server = spawn(process.execPath, [join(tree, "apps/api/dist/server.js")], {
  cwd: join(tree, "apps/api"),
  env: {
    ...childEnv,
    NODE_ENV: "production",
    DATABASE_URL: databaseUrl,
    PORT,
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    DEMO_DATA: "true",
    WEB_DIST_DIR: "",
    LOG_LEVEL: "warn",
    SHUTDOWN_DRAIN_SECONDS: "0",
  },
  stdio: ["ignore", "pipe", "inherit"],
});
let output = "";
server.stdout.on("data", (chunk) => (output += chunk));
const origin = `http://127.0.0.1:${PORT}`;
for (let ready = false; !ready;) {
  if (server.exitCode !== null)
    await fail(`Tandem ${release.version} exited (code ${server.exitCode}):\n${output}`);
  if (Date.now() - started > 10 * 60 * 1000) await fail("its server never answered /api/health");
  ready = await fetch(`${origin}/api/health`).then(
    (r) => r.ok,
    () => false,
  );
  if (!ready) await new Promise((r) => setTimeout(r, 250));
}
say(`Tandem ${release.version} serves on this schema (${seconds()})`);

/**
 * A session for `email`, as a browser gets one: the sign-in page's link (no SMTP on a local
 * server), with the cookies each answer sets sent back (a link works in the browser that
 * asked for it).
 */
async function signIn(email) {
  const jar = new Map();
  const send = async (path, fields) => {
    const response = await fetch(path.startsWith("http") ? path : `${origin}${path}`, {
      method: fields ? "POST" : "GET",
      headers: {
        origin,
        cookie: [...jar].map(([name, value]) => `${name}=${value}`).join("; "),
        ...(fields ? { "content-type": "application/x-www-form-urlencoded" } : {}),
      },
      ...(fields ? { body: new URLSearchParams(fields) } : {}),
      redirect: "manual",
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  };
  const asked = await send("/api/login/email", { email, returnTo: "/app" });
  const location = asked.headers.get("location");
  const page = location ? await (await send(location)).text() : await asked.text();
  const link = page.match(/href="([^"]+)">Open sign-in link/)?.[1]?.replace(/&amp;/g, "&");
  if (!link) await fail(`no sign-in link for ${email} (${asked.status}):\n${page.slice(0, 500)}`);
  const confirm = await (await send(link)).text();
  const token = confirm.match(/name="token" value="([^"]+)"/)?.[1];
  const verified = await send("/api/login/verify", { token });
  const session = [...jar].find(([name]) => name === "tandem_session");
  if (!session) await fail(`signing in ${email} answered ${verified.status}`);
  return `${session[0]}=${session[1]}`;
}

async function api(cookie, method, path, body) {
  const response = await fetch(`${origin}${path}`, {
    method,
    headers: { cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await response.text();
  if (!response.ok) await fail(`${method} ${path} answered ${response.status}: ${text}`);
  return text ? JSON.parse(text) : undefined;
}

const tag = Date.now().toString(36);
const [a, b] = [
  await signIn(`first-${tag}@example.test`),
  await signIn(`second-${tag}@example.test`),
];
for (const cookie of [a, b])
  await api(cookie, "POST", "/api/user/birth-date", { birthDate: "1990-05-01" });
const { code } = await api(a, "POST", "/api/pair/generate");
await api(b, "POST", "/api/pair/use", { code });
const questions = await api(a, "GET", "/api/quiz/today");
if (!questions.length) await fail("no questions today for a new couple");
await api(a, "POST", "/api/quiz/answer", {
  questionId: questions[0].id,
  selectedOption: 0,
  tags: [],
  pointsEarned: 10,
});
const single = await signIn("jordan@tandem.demo");
const discover = await api(single, "GET", "/api/matching/discover");
say(
  `journey passed: two sign-ins, a pairing, a quiz answer, Discover (${JSON.stringify(discover).length} bytes)`,
);

await cleanUp();
say(`passed in ${seconds()}`);
