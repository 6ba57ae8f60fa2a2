import { expect } from "@playwright/test";
import { expectToast, test, uniqueEmail } from "./support.js";

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
  const phone = page.getByLabel("Phone number");
  await phone.fill("12");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expectToast(page, "Error");
  // The server's message for the field shows under it, tied to it.
  await expect(phone).toHaveAttribute("aria-invalid", "true");
  await expect(phone).toHaveAccessibleDescription(/^This doesn.t look like a phone number/);
  await phone.fill("+1 415 555 0199");
  await expect(phone).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible();
});
