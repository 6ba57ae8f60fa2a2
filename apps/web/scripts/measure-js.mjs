// Measures the JavaScript a visitor's browser downloads for the landing page and for the
// signed-in home, gzip-compressed (what a compressing CDN or proxy would send).
// Usage (after `pnpm build`): node apps/web/scripts/measure-js.mjs
// Starts the built server on a free port with an in-memory database and the demo accounts.
import { spawn } from "node:child_process";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const root = fileURLToPath(new URL("../../..", import.meta.url));
const port = Number(process.env.MEASURE_PORT ?? 3299);
const base = `http://localhost:${port}`;

const server = spawn(process.execPath, ["apps/api/dist/server.js"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    DEMO_DATA: "true",
    WEB_DIST_DIR: "apps/web/dist",
    LOG_LEVEL: "warn",
  },
  stdio: "ignore",
});

async function waitForServer() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("server did not start");
}

/** Loads `path` and sums the gzip size of every JavaScript file the page fetched. */
async function measure(page, path, settle) {
  const files = new Map();
  const onResponse = async (response) => {
    if (!response.url().endsWith(".js")) return;
    const body = await response.body().catch(() => null);
    if (body)
      files.set(new URL(response.url()).pathname, {
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
      });
  };
  page.on("response", onResponse);
  await page.goto(`${base}${path}`);
  await settle(page);
  await page.waitForLoadState("networkidle");
  page.off("response", onResponse);
  const total = [...files.values()].reduce(
    (sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }),
    { raw: 0, gzip: 0 },
  );
  return { files, total };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

try {
  await waitForServer();
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  const landingPage = await browser.newPage();
  const landing = await measure(landingPage, "/", (p) =>
    p.getByText("Join Waitlist").first().waitFor(),
  );

  const homePage = await browser.newPage();
  await homePage.goto(`${base}/api/login?returnTo=/api/health`);
  await homePage.getByLabel("E-mail address").fill("alex@tandem.demo");
  await homePage.getByRole("button", { name: "Email me a sign-in link" }).click();
  await homePage.getByRole("link", { name: "Open sign-in link" }).click();
  await homePage.getByRole("button", { name: "Sign in", exact: true }).click();
  const home = await measure(homePage, "/app", (p) => p.getByText("Paired with").first().waitFor());
  await browser.close();

  for (const [name, result] of [
    ["Landing page /", landing],
    ["Signed-in home /app", home],
  ]) {
    console.log(
      `${name}: ${kb(result.total.gzip)} gzip (${kb(result.total.raw)} raw) in ${result.files.size} files`,
    );
    for (const [file, size] of result.files) console.log(`  ${file}  ${kb(size.gzip)} gzip`);
  }
} finally {
  server.kill();
}
