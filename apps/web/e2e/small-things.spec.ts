import AxeBuilder from "@axe-core/playwright";
import { expect, type Browser, type Page } from "@playwright/test";
import type { PairCode } from "@tandem/api-contract";
import {
  api,
  openApp,
  expectNoToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
  workerReady,
} from "./support.js";

// The small things of the third review (decisions 280 to 285): a nickname filled in and
// counted, a setup draft kept across a reload, one location, a pasted pair code cleaned, the
// reminder's time not clipped, "Needs a connection" and "Available when you're online"
// offline, and date ideas in season first. Each screen touched is checked with axe.

/** Where screenshots go (SHOTS_DIR), for a person to look at. */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** No accessibility violation axe can find on what is on screen now. */
async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
  ).toEqual([]);
}

async function couple(browser: Browser, label: string, partnerTimeZone?: string) {
  const a = await signedInPage(browser, uniqueEmail(`${label}-a`));
  const context = await browser.newContext(partnerTimeZone ? { timezoneId: partnerTimeZone } : {});
  const b = await context.newPage();
  await signIn(b, uniqueEmail(`${label}-b`));
  const code = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect(code.status).toBe(200);
  expect((await api(b, "POST", "/api/pair/use", { code: code.body.code })).status).toBe(200);
  return { a, b };
}

test("profile setup: the nickname is the first name, counted; a reload keeps the draft; City is Location", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("setup-draft"), "/app", {
    firstName: "Rae",
  });
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  await page.goto("/app/profile-setup");

  const nickname = page.getByLabel(/Nickname/);
  await expect(nickname).toHaveValue("Rae");
  await expect(page.getByText("3 of 40 characters")).toBeAttached();
  await expectNoAxeViolations(page);

  // A long name is kept whole and counted, never cut without a word.
  const long = "Wolfeschlegelsteinhausenbergerdorffschmidt🌙";
  await nickname.fill(long);
  await expect(nickname).toHaveValue(long);
  await expect(page.getByText("43 of 40 characters")).toBeAttached();
  await shot(page, "setup-nickname-too-long");

  // Typed, then the tab is reloaded (a phone dropping it while a photo is picked): kept.
  await nickname.fill("Rae 🌙");
  await page.getByLabel(/Gender/).selectOption("female");
  // The age group follows the birth date signIn gave, so there is nothing to pick.
  const ageGroup = await page.getByLabel(/Age Group/).textContent();
  await page.getByRole("textbox", { name: "City" }).fill("Lisboa");
  await page.getByLabel(/Bio/).fill("Sunsets, ceviche and long walks.");
  await page.reload();
  await expect(nickname).toHaveValue("Rae 🌙");
  await expect(page.getByLabel(/Gender/)).toHaveValue("female");
  await expect(page.getByLabel(/Age Group/)).toHaveText(ageGroup!);
  await expect(page.getByRole("textbox", { name: "City" })).toHaveValue("Lisboa");
  await expect(page.getByLabel(/Bio/)).toHaveValue("Sunsets, ceviche and long walks.");
  await shot(page, "setup-after-reload");

  await page.getByRole("button", { name: "Continue" }).click();
  await page.waitForURL("**/app/profile-photos");
  const drafts = await page.evaluate(() =>
    Object.keys(sessionStorage).filter((key) => key.startsWith("tandem.draft.")),
  );
  expect(drafts).toEqual([]);

  // Profile's Location is the dating City.
  await page.goto("/app/profile");
  await expect(page.getByLabel("Location")).toHaveValue("Lisboa");
  // And the other way round: a Location saved in Profile is the dating City.
  await page.getByLabel("Location").fill("Porto");
  await page
    .getByLabel("Location")
    .locator("xpath=ancestor::form[1]")
    .getByRole("button", { name: "Save" })
    .click();
  await expect
    .poll(async () => (await api<{ city: string }>(page, "GET", "/api/matching/profile")).body.city)
    .toBe("Porto");
  await expectNoAxeViolations(page);
});

test("the pair-code field cleans a pasted code before cutting it, and says why Connect waits", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("pair-paste"));
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await openApp(page, "/app");
  await page.getByRole("button", { name: /Pair with Partner/ }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "Use Code" }).click();
  const input = dialog.getByLabel("Partner's code");
  const connect = dialog.getByRole("button", { name: "Connect" });
  const hint = dialog.locator("#pair-code-hint");

  await input.fill("Code: 94Q34S");
  await expect(input).toHaveValue("94Q34S");
  await expect(connect).toBeEnabled();
  await input.fill("94q 34s");
  await expect(input).toHaveValue("94Q34S");
  await expect(connect).toBeEnabled();

  await input.fill("94Q");
  await expect(connect).toBeDisabled();
  await expect(hint).toHaveText("3 of 6 characters.");
  await input.fill("94Q0");
  await expect(input).toHaveValue("94Q");
  await expect(hint).toHaveText("3 of 6 characters. Pair codes never use 0, O, 1 or I.");
  await shot(page, "pair-code-why-connect-waits");
  await expectNoAxeViolations(page);
});

test("the reminder's time shows whole: '08:00 PM' in en-US at 390 px", async ({ browser }) => {
  const page = await signedInPage(browser, uniqueEmail("reminder-width"));
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await page.goto("/app/profile");
  const card = page.getByTestId("reminder-settings");
  await card.getByRole("switch", { name: "E-mail me when today's quiz isn't finished" }).click();
  const time = card.getByLabel("Send at");
  await time.fill("20:00");
  await expect(card.getByText("Saved")).toBeVisible();
  // The field is at least as wide as its content would have it (what a fixed 8 rem was not).
  const { shown, needed } = await time.evaluate((element: HTMLInputElement) => {
    const shown = element.getBoundingClientRect().width;
    const before = element.style.width;
    element.style.width = "max-content";
    const needed = element.getBoundingClientRect().width;
    element.style.width = before;
    return { shown, needed };
  });
  expect(shown).toBeGreaterThanOrEqual(needed - 0.5);
  await time.scrollIntoViewIfNeeded();
  await shot(page, "reminder-time-whole");
  await expectNoAxeViolations(page);
});

test("offline: what cannot wait says 'Needs a connection', an unopened screen says when it opens; date ideas in season first", async ({
  browser,
}) => {
  const { a, b } = await couple(browser, "small-offline", "Australia/Sydney");
  await a.goto("/app/profile");
  await expect(a.getByRole("link", { name: "Sign Out" })).toBeVisible();
  await workerReady(a);

  await a.context().setOffline(true);
  const nameSave = a
    .getByLabel("First name")
    .locator("xpath=ancestor::form[1]")
    .getByRole("button", { name: "Save" });
  await expect(nameSave).toBeDisabled();
  await expect(nameSave).toHaveAccessibleDescription("Needs a connection");
  const download = a.getByRole("button", { name: "Download my data" });
  await expect(download).toBeDisabled();
  await expect(download).toHaveAccessibleDescription("Needs a connection");
  await shot(a, "offline-profile-needs-connection");
  await expectNoAxeViolations(a);

  // Date ideas, never opened on this device: a card, not skeletons for ever.
  await a.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home" }).click();
  await a.getByRole("link", { name: /Date Ideas/ }).click();
  await expect(a.getByText("Available when you're online")).toBeVisible();
  await shot(a, "offline-date-ideas-card");
  await expectNoAxeViolations(a);
  await a.context().setOffline(false);
  await expect(a.getByTestId("date-idea").first()).toBeVisible();

  // The partner in Sydney: the season is the southern one, and the first 8 ideas are in it.
  const month = Number(
    new Intl.DateTimeFormat("en-CA", { timeZone: "Australia/Sydney", month: "numeric" }).format(
      new Date(),
    ),
  );
  // The south's seasons by month, January first.
  const season = [
    ...["Summer", "Summer", "Autumn", "Autumn", "Autumn", "Winter"],
    ...["Winter", "Winter", "Spring", "Spring", "Spring", "Summer"],
  ][month - 1]!;
  await b.goto("/app/date-ideas");
  const cards = b.getByTestId("date-idea");
  await expect(cards.first()).toBeVisible();
  const seasons = ["Spring", "Summer", "Autumn", "Winter"];
  for (let i = 0; i < 8; i++) {
    const badges = await cards
      .nth(i)
      .getByText(new RegExp(`^(${seasons.join("|")})$`))
      .allTextContents();
    if (badges.length > 0) expect(badges, `idea ${i + 1}`).toContain(season);
  }
  await shot(b, "date-ideas-in-season");
  await expectNoAxeViolations(b);
  await expectNoToast(b, "Paired!");
});
