import { expect } from "@playwright/test";
import { giveBirthDate, signIn, test, uniqueEmail } from "./support.js";

test("a visitor signs in by e-mail from the welcome screen, gives a first name and lands on the user-type choice", async ({
  page,
}) => {
  await page.goto("/app");
  await expect(
    page
      .getByRole("button", { name: "Sign In to Continue" })
      .or(page.getByRole("link", { name: "Sign In to Continue" })),
  ).toBeVisible();
  await page.getByText("Sign In to Continue").click();
  await expect(page).toHaveURL(/\/api\/login/);
  await page.getByLabel("E-mail address").fill(uniqueEmail("signin"));
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByRole("link", { name: "Open sign-in link" }).click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await page.getByLabel("First name").fill("Noor");
  await page.getByRole("button", { name: "Continue" }).click();
  await giveBirthDate(page);
  await expect(page).toHaveURL(/\/app\/user-type$/);
  await expect(page.getByRole("heading", { name: "Welcome to Tandem, Noor!" })).toBeVisible();
});

test("signing out ends the session", async ({ page }) => {
  await signIn(page, uniqueEmail("signout"));
  await page.goto("/api/logout");
  await page.goto("/app");
  await expect(page.getByText("Sign In to Continue")).toBeVisible();
});
