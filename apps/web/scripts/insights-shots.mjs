// Screenshots of every Insights card, at 390x844 and 1280x800, light and dark, for each
// period: a look at the charts with real data. Run against a server whose database holds
// some (apps/api/bench/insights.ts fills one), with ADMIN_EMAILS naming SHOTS_ADMIN:
//   SHOTS_URL=http://localhost:3461 SHOTS_DIR=/tmp/shots node scripts/insights-shots.mjs
import { mkdirSync } from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./chromium.mjs";

const base = process.env.SHOTS_URL ?? "http://localhost:3461";
const dir = process.env.SHOTS_DIR ?? "/tmp/insights-shots";
const email = process.env.SHOTS_ADMIN ?? "shots-admin@example.test";
const periods = (process.env.SHOTS_PERIODS ?? "7,30,90").split(",");
mkdirSync(dir, { recursive: true });

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const scheme of ["light", "dark"]) {
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ]) {
    const context = await browser.newContext({
      baseURL: base,
      viewport: { width, height },
      colorScheme: scheme,
      timezoneId: "UTC",
    });
    const page = await context.newPage();
    await page.goto("/api/login?returnTo=%2Fapp%2Fadmin%3Ftab%3Dinsights");
    await page.getByLabel("E-mail address").fill(email);
    await page.getByRole("button", { name: "Email me a sign-in link" }).click();
    await page.getByRole("link", { name: "Open sign-in link" }).click();
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL(/\/app/);
    await page.request.post("/api/user/name", {
      data: { firstName: "Shots" },
      headers: { origin: base },
    });
    await page.request.post("/api/user/birth-date", {
      data: { birthDate: "1990-06-15" },
      headers: { origin: base },
    });
    await page.goto("/app/admin?tab=insights");
    for (const days of periods) {
      await page.getByRole("button", { name: `${days} days` }).click();
      await page.getByRole("button", { name: `${days} days`, pressed: true }).waitFor();
      await page.waitForTimeout(800);
      const regions = page.locator("section[aria-labelledby=insights-heading] [role=region]");
      const count = await regions.count();
      for (let i = 0; i < count; i++) {
        const name = (await regions.nth(i).locator("h3").first().textContent()) ?? `card${i}`;
        const slug = name
          .toLowerCase()
          .replace(/[^a-z0-9]+/g, "-")
          .slice(0, 40);
        await regions
          .nth(i)
          .screenshot({ path: `${dir}/${scheme}-${width}-${days}d-${i}-${slug}.png` });
      }
      await page.screenshot({
        path: `${dir}/${scheme}-${width}-${days}d-page.png`,
        fullPage: true,
      });
    }
    await context.close();
  }
}
await browser.close();
console.log(`Screenshots in ${dir}`);
