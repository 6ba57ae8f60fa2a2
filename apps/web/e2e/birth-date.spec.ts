import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import {
  ADMIN_EMAIL,
  bornAged,
  giveBirthDate,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

const SHOTS = "/tmp/age-shots";

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`)).toEqual([]);
}

async function nameStep(page: Page, firstName: string) {
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await page.getByLabel("First name").fill(firstName);
  await page.getByRole("button", { name: "Continue" }).click();
}

test("a new person under 18 is refused in words, and staff can correct a typo", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("age-young");
  await signIn(page, email, "/app", { firstName: null });
  await nameStep(page, "Robin");

  // The birth date comes right after the name, with no way round it.
  await expect(page.getByRole("heading", { name: "When were you born?" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/birth-date-step.png` });

  // A date that does not exist is named under the field.
  await page.getByLabel("Day").fill("31");
  await page.getByLabel("Month").fill("02");
  await page.getByLabel("Year").fill("2001");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("Enter a real date: day, month and year, like 14 March 1995."),
  ).toBeVisible();
  await expect(page.getByLabel("Day")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/birth-date-invalid.png` });

  await giveBirthDate(page, bornAged(16));
  await expect(
    page.getByRole("heading", { name: "Tandem is for people 18 and over." }),
  ).toBeVisible();
  await expect(page.getByText("we haven't kept your birth date")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: `${SHOTS}/birth-date-refused.png` });

  // It stays closed at the next open, and the app's screens are out of reach.
  await page.goto("/app/profile");
  await expect(
    page.getByRole("heading", { name: "Tandem is for people 18 and over." }),
  ).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);

  // Staff correct it (a typo: the year was the real one plus ten), audited with a note.
  const admin = await signedInPage(browser, ADMIN_EMAIL, "/app/admin");
  await admin.getByRole("tab", { name: /People/ }).click();
  await admin.getByLabel("E-mail address").fill(email);
  await admin.getByRole("button", { name: "Look up" }).click();
  const card = admin.getByRole("article", { name: email });
  await expect(card.getByText("Refused: under 18")).toBeVisible();
  await expect(card.getByText("Birth date: not given yet")).toBeVisible();
  await card.getByRole("button", { name: "Correct birth date" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByLabel("Birth date").fill(bornAged(26));
  await dialog.getByLabel("Note (why)").fill("ID checked: the year was mistyped.");
  await expectNoAxeViolations(admin);
  await admin.screenshot({ path: `${SHOTS}/staff-correct-birth-date.png` });
  await dialog.getByRole("button", { name: "Save birth date" }).click();
  await expect(card.getByText(`Birth date: ${bornAged(26)}`)).toBeVisible();
  await expect(card.getByText("Refused: under 18")).toHaveCount(0);

  await page.goto("/app");
  await page.waitForURL("**/app/user-type");
  await expect(page.getByRole("heading", { name: "Welcome to Tandem, Robin!" })).toBeVisible();
});

test("a new person of 18 or over goes on to choose how to use Tandem", async ({ page }) => {
  await signIn(page, uniqueEmail("age-adult"), "/app", { firstName: null });
  await nameStep(page, "Sasha");
  await giveBirthDate(page, bornAged(18));
  await page.waitForURL("**/app/user-type");
  await expect(page.getByRole("heading", { name: "Welcome to Tandem, Sasha!" })).toBeVisible();
  // Asked once: the next open goes straight on.
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { name: "When were you born?" })).toHaveCount(0);
});

test("someone from before birth dates were asked gives theirs at the next open", async ({
  page,
}) => {
  await signIn(page, uniqueEmail("age-existing"), "/app/profile", { birthDate: null });
  await expect(page.getByRole("heading", { name: "When were you born?" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await giveBirthDate(page, bornAged(34));
  // Then the screen they opened.
  await expect(page).toHaveURL(/\/app\/profile$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "When were you born?" })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The dating profile shows the group the birth date gives; ages to meet are in years.
  await page.goto("/app/profile-setup");
  await expect(page.getByLabel("Age Group")).toHaveText("33-37");
  await expect(page.getByText("From your birth date.", { exact: false })).toBeVisible();
  await expect(page.getByLabel("From", { exact: true })).toHaveValue("18");
  await expect(page.getByLabel("To", { exact: true })).toHaveValue("99");
  await expectNoAxeViolations(page);
  await page.getByLabel("Age Group").scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/profile-setup-age-group.png` });
  await page
    .getByLabel("From", { exact: true })
    .evaluate((input) => input.scrollIntoView({ block: "center" }));
  await page.screenshot({ path: `${SHOTS}/profile-setup-ages-in-years.png` });
});
