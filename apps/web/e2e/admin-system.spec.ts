import { readFileSync } from "node:fs";
import AxeBuilder from "@axe-core/playwright";
import { expect } from "@playwright/test";
import { ADMIN_EMAIL, api, signedInPage, signIn, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;
const apiVersion = (
  JSON.parse(readFileSync(new URL("../../api/package.json", import.meta.url), "utf8")) as {
    version: string;
  }
).version;

test("staff open the System tab: this process, the database, backup, queues, errors", async ({
  page,
}) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  await page.getByRole("tab", { name: "System" }).click();
  await expect(page).toHaveURL(/tab=system/);

  const processes = page.getByRole("group", { name: /^Processes \(\d+\)$/ });
  const own = processes.getByRole("listitem").filter({ hasText: "This process" });
  await expect(own).toHaveCount(1);
  await expect(own.getByText(apiVersion, { exact: true })).toBeVisible();
  await expect(own.getByText(/^\d+ (s|min)$|^\d+ h \d+ min$/)).toBeVisible();
  await expect(own.getByText(/^\d+(\.\d)? MB \(/)).toBeVisible();

  const database = page.getByRole("group", { name: "Database" });
  await expect(database.getByText("Yes", { exact: true })).toBeVisible();
  // E2E_DATABASE_URL: the journeys run on Postgres behind HAProxy (playwright.config.ts).
  if (process.env.E2E_DATABASE_URL) {
    await expect(database.getByText("PostgreSQL", { exact: true })).toBeVisible();
    await expect(database.locator("dd").nth(3)).toHaveText(/^\d+$/);
  } else {
    await expect(database.getByText("Embedded (PGlite)")).toBeVisible();
    await expect(database.getByText("n.a.", { exact: true })).toBeVisible();
  }
  await expect(page.getByRole("group", { name: "Last backup" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Queues" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Errors, last hour" })).toContainText("5xx answers");
  await expect(page.getByRole("group", { name: "Read replica" })).toContainText(
    "None: every read goes to the primary.",
  );

  // Refresh reads again (behind HAProxy another process may answer it).
  const requests = own.locator("dd").nth(4);
  const before = Number(await requests.textContent());
  const read = page.waitForResponse((r) => r.url().includes("admin.system") && r.ok());
  await page.getByRole("button", { name: "Refresh" }).click();
  await read;
  await expect(page.getByRole("button", { name: "Refresh" })).toBeEnabled();
  if (!process.env.E2E_DATABASE_URL)
    await expect.poll(async () => Number(await requests.textContent())).toBeGreaterThan(before);

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/system-tab.png`, fullPage: true });
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
});

test("a part that cannot be read says Unavailable on its own card", async ({ page }) => {
  // The server's answer with two parts as a failed read leaves them (null), the rest kept.
  await page.route(/\/trpc\/[^?]*admin\.system/, async (route) => {
    const response = await route.fetch();
    const names = new URL(route.request().url()).pathname.replace("/trpc/", "").split(",");
    const body = (await response.json()) as { result: { data: Record<string, unknown> } }[];
    const status = body[names.indexOf("admin.system")]!.result.data;
    status.backup = null;
    status.queues = null;
    await route.fulfill({ response, json: body });
  });
  await signIn(page, ADMIN_EMAIL, "/app/admin?tab=system");
  for (const name of ["Last backup", "Queues"])
    await expect(page.getByRole("group", { name })).toContainText("Unavailable");
  await expect(page.getByRole("group", { name: "Database" })).not.toContainText("Unavailable");
  await expect(page.getByRole("group", { name: /^Processes \(\d+\)$/ })).toContainText(
    "This process",
  );
});

test("a person who is not staff cannot reach the System tab or its read", async ({ browser }) => {
  const page = await signedInPage(browser, uniqueEmail("not-staff"), "/app/admin?tab=system");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Database" })).toHaveCount(0);
  const refused = await api<{ message: string }>(page, "GET", "/api/admin/system");
  expect(refused.status).toBe(403);
  expect(refused.body.message).toBe("Only admins can do this.");
  await page.context().close();
});
