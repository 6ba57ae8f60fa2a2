// Lighthouse (mobile: a simulated mid-range phone on a slow 4G network) on the landing page,
// the signed-in home, the quiz and discover, in Debian's Chromium; prints a markdown table
// and, for every category under 100, the audits that cost points. Usage, after `pnpm build`:
//   pnpm --filter @tandem/web lighthouse          (LIGHTHOUSE_PAGES=landing,home to choose)
// Starts the built server on LIGHTHOUSE_PORT (default 3298) with an in-memory database; the
// signed-in pages are measured with a demo account's session (signed in by its dev link).
// LIGHTHOUSE_THROTTLING=devtools slows the browser for real instead of simulating.
// Scores move with the machine's load: each page is measured LIGHTHOUSE_RUNS times (default 3)
// and the run with the median performance score is shown. A measurement, never a pass/fail test.
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { chromium as playwrightChromium } from "@playwright/test";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { signIn, startLocalServer } from "./local-server.mjs";

const PAGES = [
  { name: "landing", path: "/", account: null },
  { name: "home", path: "/app", account: "alex@tandem.demo" },
  { name: "quiz", path: "/app/quiz", account: "alex@tandem.demo" },
  { name: "discover", path: "/app/discover", account: "jordan@tandem.demo" },
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
const chosen = new Set(
  (process.env.LIGHTHOUSE_PAGES ?? PAGES.map((p) => p.name).join(",")).split(","),
);
const port = Number(process.env.LIGHTHOUSE_PORT ?? 3298);
const debugPort = Number(process.env.LIGHTHOUSE_DEBUG_PORT ?? 9339);
const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
// "simulate" (Lighthouse's default, as PageSpeed Insights): loads at full speed and computes
// the phone's timings; "devtools": the browser itself slows the network and CPU while loading.
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING ?? "simulate";

async function startChromium() {
  const profile = mkdtempSync(join(tmpdir(), "tandem-lighthouse-"));
  const chromium = spawn(
    CHROMIUM_PATH,
    [
      ...CHROMIUM_ARGS,
      "--headless=new",
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      "about:blank",
    ],
    { stdio: "ignore" },
  );
  const exited = new Promise((resolve) => chromium.once("exit", resolve));
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${debugPort}/json/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    stop: async () => {
      chromium.kill();
      await exited;
      // Chromium's helper processes may still be writing to the profile for a moment.
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    },
  };
}

/**
 * Puts the session cookie in the browser's own cookie jar, as a phone that signed in holds it.
 * Lighthouse keeps cookies between runs (not other storage), so a cookie the page sets (what
 * the device saw, decision 372) stays too, as on a returning phone; a session sent as an extra
 * Cookie header instead was dropped once the page had set a cookie of its own.
 */
async function signInBrowser(origin, sessionCookie) {
  const browser = await playwrightChromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
  const [name, value] = sessionCookie.split(/=(.*)/s);
  await browser.contexts()[0].clearCookies();
  await browser.contexts()[0].addCookies([{ name, value, url: origin }]);
  // Disconnects; the browser goes on for Lighthouse.
  await browser.close();
}

/** A run's performance score, 0 to 100. */
const performance = (result) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (n) => `${Math.round(n)} ms`;

function summarize(name, lhr) {
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
  const resources = lhr.audits["resource-summary"]?.details?.items ?? [];
  const scripts = resources.find((r) => r.resourceType === "script")?.transferSize ?? 0;
  const lost = [];
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    for (const ref of category.auditRefs) {
      const a = lhr.audits[ref.id];
      if (ref.weight > 0 && a && a.score !== null && a.score < 1) {
        lost.push(`${id}: ${ref.id} (${a.displayValue ?? a.score}) ${a.title}`);
      }
    }
  }
  return {
    row: [
      name,
      ...CATEGORIES.map(score),
      ms(audit("first-contentful-paint")),
      ms(audit("largest-contentful-paint")),
      ms(audit("total-blocking-time")),
      audit("cumulative-layout-shift").toFixed(3),
      kib(audit("total-byte-weight")),
      kib(scripts),
    ],
    lost,
  };
}

const loadBefore = loadavg()[0];
const server = await startLocalServer(port);
const chromium = await startChromium();
const rows = [];
let lighthouseVersion = "";
const notes = [];
const spreads = [];
try {
  const cookies = new Map();
  for (const page of PAGES.filter((p) => chosen.has(p.name))) {
    if (page.account && !cookies.has(page.account)) {
      cookies.set(page.account, await signIn(server.origin, page.account));
    }
    if (page.account) await signInBrowser(server.origin, cookies.get(page.account));
    const results = [];
    for (let run = 1; run <= runs; run++) {
      process.stderr.write(`lighthouse: ${page.name} (${page.path}), run ${run}/${runs}\n`);
      const result = await lighthouse(`${server.origin}${page.path}`, {
        port: debugPort,
        output: "json",
        logLevel: "error",
        onlyCategories: CATEGORIES,
        throttlingMethod,
      });
      if (!result) throw new Error(`no result for ${page.path}`);
      results.push(result);
      process.stderr.write(
        `  performance ${performance(result)}, ` +
          `TBT ${ms(result.lhr.audits["total-blocking-time"]?.numericValue ?? NaN)}\n`,
      );
    }
    results.sort((a, b) => performance(a) - performance(b));
    const result = results[Math.floor(results.length / 2)];
    if (process.env.LIGHTHOUSE_JSON_DIR) {
      writeFileSync(join(process.env.LIGHTHOUSE_JSON_DIR, `${page.name}.json`), result.report);
    }
    const { row, lost } = summarize(`${page.name} \`${page.path}\``, result.lhr);
    rows.push(row);
    spreads.push(`${page.name} ${results.map(performance).join(", ")}`);
    lighthouseVersion = result.lhr.lighthouseVersion;
    for (const line of lost) notes.push(`- ${page.name}: ${line}`);
  }
} finally {
  await chromium.stop();
  await server.stop();
}

console.log(
  [
    "| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | transferred | JS transferred |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map((r) => `| ${r.join(" | ")} |`),
  ].join("\n"),
);
console.log(
  `\nLighthouse ${lighthouseVersion}, mobile, ${throttlingMethod} throttling; median of ${runs} run(s) per page; ` +
    `load average ${loadBefore.toFixed(2)} before, ${loadavg()[0].toFixed(2)} after.\n` +
    `Performance of every run, lowest first: ${spreads.join("; ")}.`,
);
if (notes.length) console.log(`\nAudits that cost points:\n${notes.join("\n")}`);
