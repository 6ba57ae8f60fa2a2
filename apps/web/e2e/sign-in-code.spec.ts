import { execFileSync } from "node:child_process";
import { AxeBuilder } from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { api, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;
/** The run's Postgres (cluster mode), where a journey can age a request past its expiry. */
const DATABASE_URL = process.env.E2E_DATABASE_URL;

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`);
  expect(found).toEqual([]);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/**
 * Asks for a sign-in e-mail in `page`, and reads its code where a server without SMTP shows
 * it (in place of mailing it).
 */
async function askForEmail(page: Page, email: string): Promise<string> {
  await page.getByLabel("E-mail address").fill(email);
  await page.getByRole("button", { name: "Email me a sign-in link" }).click();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();
  const code = (await page.locator("[data-dev-code]").textContent())?.trim() ?? "";
  expect(code).toMatch(/^\d{6}$/);
  return code;
}

async function typeCode(page: Page, code: string) {
  await page.getByLabel("Code from the e-mail").fill(code);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

const signedInAs = async (page: Page) =>
  (await api<{ email?: string }>(page, "GET", "/api/auth/user")).body?.email ?? null;

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, "0");

test("the code signs in the browser that asked; typed in a second browser it is refused in words", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("code");
  await page.goto("/api/login?returnTo=%2Fapp");
  const code = await askForEmail(page, email);
  const field = page.getByLabel("Code from the e-mail");
  await expect(field).toHaveAttribute("autocomplete", "one-time-code");
  await expect(field).toHaveAttribute("inputmode", "numeric");
  await expect(
    page.getByText("Type the code here, on this device. On another device, open the link"),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "01-check-email");

  // Another browser (a second context: cookies of its own) opens the same page and types it.
  const other = await (await browser.newContext()).newPage();
  await other.goto(page.url());
  await typeCode(other, code);
  await expect(
    other.getByRole("heading", { name: "Type the code where you asked for it" }),
  ).toBeVisible();
  await expect(
    other.getByText("Type it there, or open the link in the e-mail, which works on any device."),
  ).toBeVisible();
  await expectNoAxeViolations(other);
  await shot(other, "02-other-browser");
  expect(await signedInAs(other)).toBeNull();
  await other.getByRole("link", { name: "Ask for a new e-mail" }).click();
  await expect(other.getByLabel("E-mail address")).toHaveValue(email);
  await other.context().close();

  // Where sign-in began, the same code signs in.
  await typeCode(page, code);
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  expect(await signedInAs(page)).toBe(email);
  // Back: the code's page, now done with, says so.
  await page.goBack();
  await expect(page.getByRole("heading", { name: "You're signed in" })).toBeVisible();
  await expect(page.getByText("This sign-in code has done its job")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the link opened on another device still signs in, and the code then says where", async ({
  page,
  browser,
}) => {
  const email = uniqueEmail("second-device");
  await page.goto("/api/login");
  const code = await askForEmail(page, email);
  const link = await page.getByRole("link", { name: "Open sign-in link" }).getAttribute("href");

  const phone = await (await browser.newContext()).newPage();
  await phone.goto(link!);
  await phone.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(phone.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  expect(await signedInAs(phone)).toBe(email);
  await phone.context().close();

  await typeCode(page, code);
  await expect(page.getByRole("heading", { name: "This code has been used" })).toBeVisible();
  await expect(
    page.getByText("If you opened the link on another device, you're signed in there."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "03-used-on-another-device");
  expect(await signedInAs(page)).toBeNull();
});

test("wrong codes say the tries left; too many end the request, and a new e-mail works", async ({
  page,
}) => {
  const email = uniqueEmail("tries");
  await page.goto("/api/login");
  const code = await askForEmail(page, email);
  await typeCode(page, otherCode(code));
  await expect(page.getByRole("alert")).toHaveText(
    "That code is not right. Check it against the newest e-mail and try again (4 tries left).",
  );
  await expect(page.getByLabel("Code from the e-mail")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "04-wrong-code");
  for (const left of ["3 tries left", "2 tries left", "1 try left"]) {
    await typeCode(page, otherCode(code));
    await expect(page.getByRole("alert")).toContainText(left);
  }
  await typeCode(page, otherCode(code));
  await expect(page.getByRole("heading", { name: "Too many wrong codes" })).toBeVisible();
  await expect(page.getByText("this sign-in has stopped working, its link too")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "05-too-many-tries");

  await page.getByRole("link", { name: "Ask for a new e-mail" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveValue(email);
  const newCode = await askForEmail(page, email);
  await typeCode(page, newCode);
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  expect(await signedInAs(page)).toBe(email);
});

test("Back from the code's page to change the address: only the newest e-mail's code works", async ({
  page,
}) => {
  const wrong = uniqueEmail("typo");
  const right = uniqueEmail("right");
  await page.goto("/api/login");
  const oldCode = await askForEmail(page, wrong);

  await page.goBack();
  await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
  await expect(page.getByText("Asking again? A new e-mail has a new code")).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "06-back-to-change-address");
  await page.goForward();
  await expect(page.getByRole("heading", { name: "Check your e-mail" })).toBeVisible();

  await page.getByRole("link", { name: "Wrong address? Change it" }).click();
  await expect(page.getByLabel("E-mail address")).toHaveValue(wrong);
  await page.getByLabel("E-mail address").fill("");
  const newCode = await askForEmail(page, right);
  await typeCode(page, oldCode);
  await expect(page.getByRole("alert")).toContainText("Check it against the newest e-mail");
  await typeCode(page, newCode);
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  expect(await signedInAs(page)).toBe(right);
});

test("an expired code is refused in words", async ({ page }) => {
  // Ageing a request needs the database the server uses: Postgres in cluster mode. The
  // embedded one lives inside the server process (the API tests cover expiry on both).
  test.skip(!DATABASE_URL, "needs E2E_DATABASE_URL (the server's database)");
  const email = uniqueEmail("expired");
  await page.goto("/api/login");
  const code = await askForEmail(page, email);
  execFileSync("psql", [
    DATABASE_URL!,
    "-v",
    "ON_ERROR_STOP=1",
    "-c",
    `UPDATE sign_in_tokens SET expires_at = now() - interval '1 second' WHERE email = '${email}'`,
  ]);
  await typeCode(page, code);
  await expect(page.getByRole("heading", { name: "This code has expired" })).toBeVisible();
  await expect(
    page.getByText("Codes and links work for 15 minutes. Ask for a new e-mail."),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await shot(page, "07-expired");
  expect(await signedInAs(page)).toBeNull();
});
