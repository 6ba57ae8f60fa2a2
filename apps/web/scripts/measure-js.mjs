// What a visitor's browser downloads for each page, as the server sends it (brotli, from the
// build's precompressed files): bytes transferred in all, and the JavaScript among them.
// Usage (after `pnpm build`): node apps/web/scripts/measure-js.mjs [--json] [--files]
// (--files: also each page's scripts, one a line, largest first).
// Starts the built server on MEASURE_PORT (default 3299) with an in-memory database and the
// demo accounts; the signed-in pages are loaded signed in (the dev sign-in link).
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";
import { signIn, startLocalServer } from "./local-server.mjs";

/** Each page, who sees it, and what shows once it has loaded. Budgets: decision 040, goal 3. */
export const PAGES = [
  { name: "landing", path: "/", account: null, ready: "Join Waitlist", jsBudget: 60 },
  { name: "home", path: "/app", account: "alex@tandem.demo", ready: "Paired with", jsBudget: 150 },
  { name: "quiz", path: "/app/quiz", account: "alex@tandem.demo", ready: "Daily Quiz" },
  { name: "discover", path: "/app/discover", account: "jordan@tandem.demo", ready: "Discover" },
];

const port = Number(process.env.MEASURE_PORT ?? 3299);
const json = process.argv.includes("--json");
const listFiles = process.argv.includes("--files");

/** Loads the page in a fresh context and sums the encoded (compressed) sizes of what it fetched. */
async function measure(browser, origin, page, cookie) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  if (cookie) {
    const [name, value] = cookie.split(/=(.*)/s);
    await context.addCookies([{ name, value, url: origin }]);
  }
  const tab = await context.newPage();
  const sizes = [];
  tab.on("requestfinished", (request) => {
    sizes.push(
      request.sizes().then((s) => ({
        type: request.resourceType(),
        path: new URL(request.url()).pathname,
        body: s.responseBodySize,
        total: s.responseBodySize + s.responseHeadersSize,
      })),
    );
  });
  await tab.goto(`${origin}${page.path}`);
  await tab.getByText(page.ready).first().waitFor();
  await tab.waitForLoadState("networkidle");
  const files = await Promise.all(sizes);
  await context.close();
  const scripts = files.filter((f) => f.type === "script");
  return {
    name: page.name,
    path: page.path,
    requests: files.length,
    transferred: files.reduce((sum, f) => sum + f.total, 0),
    js: scripts.reduce((sum, f) => sum + f.body, 0),
    jsFiles: scripts.length,
    jsBudget: page.jsBudget,
    scripts: scripts
      .map((f) => ({ path: f.path, bytes: f.body }))
      .sort((a, b) => b.bytes - a.bytes),
  };
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startLocalServer(port);
const results = [];
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const cookies = new Map();
    for (const page of PAGES) {
      if (page.account && !cookies.has(page.account)) {
        cookies.set(page.account, await signIn(server.origin, page.account));
      }
      results.push(await measure(browser, server.origin, page, cookies.get(page.account)));
    }
  } finally {
    await browser.close();
  }
} finally {
  await server.stop();
}

if (json) {
  console.log(JSON.stringify(results));
} else {
  console.log("| page | requests | transferred | JavaScript (compressed) | files | budget |");
  console.log("| --- | ---: | ---: | ---: | ---: | --- |");
  for (const r of results) {
    const budget = r.jsBudget
      ? `${r.js <= r.jsBudget * 1024 ? "✅" : "❌"} ≤ ${r.jsBudget} KiB`
      : "";
    console.log(
      `| ${r.name} \`${r.path}\` | ${r.requests} | ${kib(r.transferred)} | ${kib(r.js)} | ${r.jsFiles} | ${budget} |`,
    );
  }
  if (listFiles) {
    for (const r of results) {
      console.log(`\n${r.name}: ${r.jsFiles} scripts, ${kib(r.js)}`);
      for (const f of r.scripts) console.log(`  ${kib(f.bytes).padStart(10)}  ${f.path}`);
    }
  }
}
