import { readFile } from "node:fs/promises";
import { expect } from "@playwright/test";
import { expectNoAxeViolations, screenshots } from "./layout-checks.js";
import { ADMIN_EMAIL, api, signedInPage, signIn, test, uniqueEmail } from "./support.js";

const shot = screenshots("admin-insights-", { fullPage: true });

test("staff open Insights: switch periods, read a table view, download a CSV", async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  const chunks: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("insights-panel")) chunks.push(request.url());
  });
  await page.getByRole("tab", { name: "Insights" }).click();
  await expect(page).toHaveURL(/tab=insights/);
  await expect(page.getByRole("heading", { name: "Insights", level: 2 })).toBeVisible();
  // The chart library came with the tab, not before it.
  expect(chunks.length).toBeGreaterThan(0);

  const funnel = page.getByRole("region", { name: "From sign-up to staying" });
  // The rollups run at the server's start and every 15 minutes: whether they have counted
  // anyone's sign-up yet depends on the journeys before this one, so either may show.
  const funnelChart = funnel.locator("[data-testid=chart] svg");
  await expect(funnelChart.or(funnel.getByText("Nobody signed up in this period."))).toBeVisible();
  // The table is there for screen readers while the chart shows.
  await expect(funnel.getByRole("table", { name: "From sign-up to staying" })).toBeAttached();
  await expect(funnel.getByRole("rowheader", { name: "Signed up" })).toBeAttached();

  const active = page.getByRole("region", {
    name: "Daily active people · Weekly active people",
  });
  const rows = active.getByRole("table").locator("tbody tr");
  // A legend names each line (the chart itself is hidden from screen readers: its table is not).
  const legend = active.locator("[data-testid=chart]");
  await expect(legend.getByText("Daily active people", { exact: true })).toBeVisible();
  await expect(legend.getByText("Weekly active people", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "30 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(rows).toHaveCount(30);
  await page.getByRole("button", { name: "7 days" }).click();
  await expect(rows).toHaveCount(7);
  await expect(page.getByRole("button", { name: "7 days" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );

  // Table view: the chart gives way to its numbers.
  await active.getByRole("button", { name: "Table view" }).click();
  await expect(active.locator("[data-testid=chart]")).toHaveCount(0);
  const table = active.getByRole("table", { name: "Daily active people · Weekly active people" });
  await expect(table).toBeVisible();
  await expect(table.getByRole("columnheader")).toHaveText([
    "Day",
    "Daily active people",
    "Weekly active people",
  ]);
  const firstDay = await table.locator("tbody tr").first().locator("th").textContent();
  expect(firstDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    active.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^tandem-insights-activity-dailyActive-weeklyActive-7d-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const csv = await readFile(await download.path(), "utf8");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("Day,Daily active people,Weekly active people");
  expect(lines).toHaveLength(8);
  expect(lines[1]).toMatch(new RegExp(`^${firstDay},(\\d+|fewer than 5),(\\d+|fewer than 5)$`));

  // Retention: a heat map that is still a table, its colour scale named beside it.
  const retention = page.getByRole("region", { name: "Retention by weekly cohort" });
  await expect(retention).toBeVisible();
  await expect(
    retention.getByRole("list", { name: "Colour scale" }).getByRole("listitem"),
  ).toHaveText([
    "0%–4%",
    "5%–9%",
    "10%–19%",
    "20%–39%",
    "40% or more",
    "fewer than 5 people: not coloured",
  ]);
  const heatMap = retention.getByRole("table", { name: "Retention by weekly cohort" });
  await expect(heatMap.getByRole("columnheader", { name: "Week 0" })).toBeVisible();
  await expect(heatMap.locator("tbody tr")).toHaveCount(12);
  await expect(page.getByRole("region", { name: "Redemptions per reward" })).toBeVisible();

  await expectNoAxeViolations(page, "insights tab");
  await shot(page, "390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("button", { name: "90 days" }).click();
  await expect(rows).toHaveCount(90);
  await expectNoAxeViolations(page, "insights tab, desktop");
  await shot(page, "1280");
  // The dark theme: the charts' labels, the legends and the heat map's steps keep AA contrast.
  await page.emulateMedia({ colorScheme: "dark" });
  await expectNoAxeViolations(page, "insights tab, dark");
  await shot(page, "1280-dark");
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, "390-dark");
  await page.emulateMedia({ colorScheme: "light" });

  // The read is in the audit log.
  const log = await api<{ action: string }[]>(page, "GET", "/api/admin/audit-log");
  expect(log.body.some((entry) => entry.action === "insights-read")).toBe(true);
});

test("a person who is not staff cannot read the insights", async ({ browser }) => {
  const page = await signedInPage(browser, uniqueEmail("not-staff"), "/app/admin?tab=insights");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  const refused = await api(page, "GET", "/api/admin/insights?days=7");
  expect(refused.status).toBe(403);
  await page.close();
});
