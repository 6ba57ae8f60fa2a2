import { expect, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import {
  api,
  bornAged,
  cameraJpeg,
  expectNoToast,
  expectToast,
  findCard,
  signedInPage,
  test,
  uniqueEmail,
} from "./support.js";

// Setup with preferences and a photo (decisions 120 and 121), then the empty deck that says
// the counted widenings that would add someone, and the one that brings Max.

const ANSWERS = [2, 0, 3, 3, 1] as const;
/** A town no other journey uses, so the deck holds only this journey's people. */
const TOWN = "Bodø, Norway";
const shots = process.env.E2E_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (shots) await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

/**
 * Taps an option's visible label, as a person does (its radio is visually hidden): it waits
 * until nothing, such as a toast, lies over the option.
 */
async function pick(page: Page, name: string, exact = true) {
  const radio = page.getByRole("radio", { name, exact });
  await page.locator("label").filter({ has: radio }).click();
  await expect(radio).toBeChecked();
}

test("a new single sets who she'd like to meet and a photo, and widens an empty deck", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const noa = `Noa ${stamp}`;
  const max = `Max ${stamp}`;

  // Max: a man of 46 (43+) in the same town, set up through the API (open preferences).
  const maxPage = await signedInPage(browser, uniqueEmail("prefs-max"), "/app", {
    birthDate: bornAged(46),
  });
  expect((await api(maxPage, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(maxPage, "POST", "/api/matching/profile", {
    nickname: max,
    gender: "male",
    ageGroup: "43+",
    city: TOWN,
    bio: "Fjords and fish soup.",
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(maxPage, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);

  // Noa sets up: profile and preferences on one screen.
  const page = await signedInPage(browser, uniqueEmail("prefs-noa"), "/app");
  await page.waitForURL("**/app/user-type");
  await page.getByRole("button", { name: "I'm Single" }).click();
  await page.waitForURL("**/app/profile-setup");
  await page.getByLabel("Nickname").fill(noa);
  await page.getByLabel("Gender").selectOption("female");
  await page.getByLabel("City", { exact: true }).fill(TOWN);
  await expect(page.getByRole("heading", { name: "Who you'd like to meet" })).toBeVisible();
  await pick(page, "Men");
  await page.getByLabel("From", { exact: true }).fill("28");
  await page.getByLabel("To", { exact: true }).fill("37");
  await pick(page, "Within", false);
  // Playwright's browser speaks en-US: the distance is in miles (30 miles, 48 km stored).
  await page.getByLabel("Distance in miles").fill("30");
  await expect(page.getByText(`Measured from ${TOWN}, never from where you are.`)).toBeVisible();
  await shot(page, "setup-preferences");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, "Profile created!");

  // The photo step: the same upload as Profile's.
  await page.waitForURL("**/app/profile-photos");
  await expect(page.getByRole("heading", { name: "Add your photos" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Add later" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Continue" })).toHaveCount(0);
  await shot(page, "photo-step-empty");
  await page.locator('input[type="file"]').setInputFiles({
    name: "camera.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraJpeg(page),
  });
  await expect(page.getByRole("img", { name: "Your photo 1" })).toBeVisible();
  // The tile shows it: no toast says it again (decision 280).
  await expectNoToast(page, "Photo added");
  await expect(page.getByRole("link", { name: "Add later" })).toHaveCount(0);
  await shot(page, "photo-step-one-photo");
  await page.getByRole("link", { name: "Continue" }).click();

  await page.waitForURL("**/app/discovery-quiz");
  for (const [i, question] of DISCOVERY_QUIZ.entries()) {
    await expect(page.getByRole("heading", { name: question.question })).toBeVisible();
    await page.getByRole("button", { name: question.options[ANSWERS[i]!].text }).click();
  }
  await page.waitForURL("**/app/discover");

  // Max is 46, outside Noa's 28-37 (and 23-42): the deck offers every age, counted.
  await expect(page.getByRole("heading", { name: "You've seen everyone who fits" })).toBeVisible();
  // Preferences set during setup: no one-time question.
  await expect(page.getByRole("region", { name: "Who would you like to meet?" })).toHaveCount(0);
  await shot(page, "discover-empty-widen");
  await page.getByRole("button", { name: /^\+\d+ (person|people) of any age$/ }).click();
  const card = await findCard(page, max);
  await expect(card.getByText("43+")).toBeVisible();
  await shot(page, "discover-after-widen");

  // Stored: Profile's card shows the widened range and the rest as chosen.
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { name: "Who you'd like to meet" })).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("18");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("99");
  await expect(page.getByRole("radio", { name: "Men", exact: true })).toBeChecked();
  await expect(page.getByLabel("Distance in miles")).toHaveValue("30");
  await page.getByRole("heading", { name: "Who you'd like to meet" }).scrollIntoViewIfNeeded();
  await shot(page, "profile-preferences");

  // Max never set his: Discover asks him once, above his deck, where Noa now is.
  await maxPage.goto("/app/discover");
  const prompt = maxPage.getByRole("region", { name: "Who would you like to meet?" });
  await expect(prompt).toBeVisible();
  await shot(maxPage, "discover-one-time-prompt");
  await prompt.getByRole("button", { name: "Choose" }).click();
  await pick(maxPage, "Women", false);
  await maxPage.getByRole("button", { name: "Save preferences" }).click();
  await expectToast(maxPage, "Preferences saved");
  await expect(maxPage.getByRole("heading", { name: "Who would you like to meet?" })).toHaveCount(
    0,
  );
  await findCard(maxPage, noa);
  await maxPage.reload();
  await expect(maxPage.getByRole("region", { name: "Who would you like to meet?" })).toHaveCount(0);
});
