import { expect, type Locator, type Page } from "@playwright/test";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

// Where toasts show (decision 260): at the bottom above the tab bar, over a dialog's title
// while one is open, and never in the way of the tab bar.

const toastNamed = (page: Page, title: string) =>
  page.getByRole("region", { name: /Notifications/ }).getByText(title, { exact: true });

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  expect(found).not.toBeNull();
  return found!;
}

test("a toast sits above the tab bar, at the top over an open dialog, and the tab bar stays tappable", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("toasts"));
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await page.goto("/app/profile");
  const tabBar = page.getByRole("navigation", { name: "Main" });

  // A saved phone number: the spec's toast, at the bottom, above the tab bar.
  const phone = page.getByLabel("Phone Number");
  await phone.fill("+33 6 12 34 56 78");
  await phone.locator("xpath=ancestor::form[1]").getByRole("button", { name: "Save" }).click();
  const toast = toastNamed(page, "Phone Updated");
  await expect(toast).toBeVisible();
  const bar = await box(tabBar);
  const below = await box(toast);
  expect(below.y).toBeGreaterThan(400);
  expect(below.y + below.height).toBeLessThanOrEqual(bar.y + 1);

  // A dialog opened meanwhile keeps its buttons at the bottom: the toast goes to the top.
  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("alertdialog").or(page.getByRole("dialog"))).toBeVisible();
  // (The dialog hides the rest of the page from assistive technology, the toasts with it:
  // found by what they show.)
  const shownOverDialog = page.locator(".tandem-toast", { hasText: "Phone Updated" });
  await expect.poll(async () => (await box(shownOverDialog)).y).toBeLessThan(120);
  await page.keyboard.press("Escape");

  // While a toast shows, the tab bar under its viewport still takes taps: Quiz opens.
  await phone.fill("+33 6 12 34 56 79");
  await phone.locator("xpath=ancestor::form[1]").getByRole("button", { name: "Save" }).click();
  await expect(toast).toBeVisible();
  await tabBar.getByRole("link", { name: "Quiz" }).click({ timeout: 3_000 });
  await page.waitForURL("**/app/quiz");
  await page.context().close();
});
