import { expect } from "@playwright/test";
import { giveBirthDate, NEW_STAFF_EMAIL, signIn, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;

test("Back after signing in says 'You're signed in', and Continue goes on", async ({ page }) => {
  await signIn(page, uniqueEmail("back"), "/app", { firstName: null });
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await page.goBack();
  // The sign-in link's page, now used: the person is signed in, and told so.
  await expect(page.getByRole("heading", { name: "You're signed in" })).toBeVisible();
  await expect(page.getByText("Link not valid")).toHaveCount(0);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/signed-in-after-back.png` });
  // One more step back: the address of "Check your e-mail", never the browser's "Confirm
  // Form Resubmission" (the form's answer has an address of its own); signed in, it says so.
  await page.goBack();
  await expect(page).toHaveURL(/\/api\/login\/email\?/);
  await expect(page.getByRole("heading", { name: "You're signed in" })).toBeVisible();
  await page.goForward();
  await expect(page.getByRole("heading", { name: "You're signed in" })).toBeVisible();
  await page.getByRole("link", { name: "Continue" }).click();
  await page.getByLabel("First name").fill("Robin");
  await page.getByRole("button", { name: "Continue" }).click();
  await giveBirthDate(page);
  await expect(page).toHaveURL(/\/app\/user-type$/);
  await expect(page.getByRole("heading", { name: "Welcome to Tandem, Robin!" })).toBeVisible();
});

test("signing in at 127.0.0.1, the address the server prints, works end to end", async ({
  page,
  baseURL,
}) => {
  const printed = new URL(baseURL!);
  printed.hostname = "127.0.0.1";
  await page.goto(`${printed.origin}/app/rewards`);
  // The page moved to PUBLIC_URL's name before any form.
  await expect(page).toHaveURL(`${baseURL}/app/rewards`);
  await page.getByRole("link", { name: "Sign In to Continue" }).click();
  await page.getByLabel("E-mail address").fill(uniqueEmail("loopback"));
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await page.getByRole("link", { name: "Open sign-in link" }).click();
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(`${baseURL}/app/rewards`);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
});

test("a form sent from a page at the other name gets a page with the way back, not JSON", async ({
  page,
  baseURL,
}) => {
  // A tab left open at 127.0.0.1 before this server redirected it: its form still posts there.
  const other = new URL(baseURL!);
  other.hostname = "127.0.0.1";
  await page.goto(`${other.origin}/api/health`);
  await page.setContent(`<form method="post" action="${other.origin}/api/login/email">
    <input name="email" value="${uniqueEmail("old-tab")}"><button>Email me a sign-in link</button></form>`);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(
    page.getByRole("heading", { name: "This form came from another address" }),
  ).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/form-from-another-address.png` });
  await page.getByRole("link", { name: "Back to sign in" }).click();
  await expect(page).toHaveURL(`${baseURL}/api/login`);
  await expect(page.getByLabel("E-mail address")).toBeVisible();
});

test("staff land on the admin panel and find it in their navigation", async ({ page }) => {
  // A member of staff signing in for the first time: the name step, then the panel.
  await signIn(page, NEW_STAFF_EMAIL, "/app", { firstName: null });
  await expect(page).toHaveURL(/\/app\/admin$/);
  await page.getByLabel("First name").fill("Kim");
  await page.getByRole("button", { name: "Continue" }).click();
  await giveBirthDate(page);
  await expect(page.getByRole("heading", { name: "Admin", level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link")).toHaveText(["Home", "Quiz", "Rewards", "Profile", "Admin"]);
  await expect(nav.getByRole("link", { name: "Admin" })).toHaveAttribute("aria-current", "page");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-landing.png` });
  await nav.getByRole("link", { name: "Profile" }).click();
  await expect(page).toHaveURL(/\/app\/profile$/);
  await nav.getByRole("link", { name: "Admin" }).click();
  await expect(page).toHaveURL(/\/app\/admin$/);
  await expect(page.getByRole("heading", { name: /^All Rewards/ })).toBeVisible();
});
