import { expect, test, type Page } from "@playwright/test";
import type { PairCode, ReminderSettings } from "@tandem/api-contract";
import { api, signedInPage, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test("a couple opens Date ideas from Home, reads why each was picked and saves one", async ({
  browser,
}) => {
  const a = await signedInPage(browser, uniqueEmail("ideas-a"));
  const b = await signedInPage(browser, uniqueEmail("ideas-b"));
  for (const page of [a, b]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);

  await a.goto("/app");
  await a.getByRole("link", { name: /Date ideas/ }).click();
  await expect(a).toHaveURL(/\/app\/date-ideas$/);
  await expect(a.getByRole("heading", { name: "Date ideas", level: 1 })).toBeVisible();
  const cards = a.getByTestId("date-idea");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  // Each idea says why it was picked, in one line.
  for (const reason of await a.getByText(/^Because /).allTextContents()) {
    expect(reason).toMatch(/^Because .+\.$/);
  }
  // The partner rewards are ideas too.
  await expect(a.getByText("Partner reward").first()).toBeVisible();
  await shot(a, "date-ideas");

  const firstCard = cards.first();
  const title = (await firstCard.getByRole("heading").textContent())!;
  await firstCard.getByRole("button", { name: `Save ${title}` }).click();
  await expect(firstCard.getByRole("button", { name: `Save ${title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await a.getByRole("tab", { name: "Saved (1)" }).click();
  await expect(a.getByTestId("date-idea")).toHaveCount(1);
  await shot(a, "date-ideas-saved");

  // Saved for the couple: the partner sees it too.
  await b.goto("/app/date-ideas");
  await b.getByRole("tab", { name: "Saved (1)" }).click();
  await expect(b.getByRole("heading", { name: title })).toBeVisible();
});

test("reminders are turned on from Profile at a chosen time", async ({ browser }) => {
  const page = await signedInPage(browser, uniqueEmail("reminder"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/profile");
  const card = page.getByTestId("reminder-settings");
  const toggle = card.getByRole("switch", { name: "E-mail me when today's quiz isn't finished" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await card.getByLabel("Send at").fill("07:45");
  await expect(card.getByText("Saved")).toBeVisible();
  await expect
    .poll(async () => (await api<ReminderSettings>(page, "GET", "/api/reminders")).body)
    .toMatchObject({ enabled: true, time: "07:45" });
  await shot(page, "profile-reminders-on");
});
