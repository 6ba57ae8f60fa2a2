import { expect, test } from "@playwright/test";
import { expectToast, uniqueEmail } from "./support.js";

test("a visitor joins the waitlist by e-mail, and by phone", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByText("Coming Soon").first()).toBeVisible();

  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expectToast(page, "Email required");

  await page.getByRole("textbox").first().fill(uniqueEmail("waitlist"));
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expectToast(page, "Welcome to the waitlist!");
  await expect(page.getByText("You're on the list!")).toBeVisible();
});

test("a phone sign-up is checked and stored", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("tab", { name: "Phone" }).click();
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expectToast(page, "Phone number required");
  await page.getByRole("textbox").first().fill("12");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expectToast(page, "Error");
  await page.getByRole("textbox").first().fill("+1 415 555 0199");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible();
});
