import { expect, type Page } from "@playwright/test";
import { signedInPage, signIn, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;

/** Every Content-Security-Policy violation the page reports, to assert there are none. */
function collectCspViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (
      /Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())
    )
      violations.push(message.text());
  });
  return violations;
}

test("the app is served with a CSP it passes: no violation from landing to profile", async ({
  page,
}) => {
  const violations = collectCspViolations(page);
  const landing = await page.goto("/");
  const csp = landing?.headers()["content-security-policy"] ?? "";
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  await signIn(page, uniqueEmail("csp"));
  await page.goto("/app/profile");
  await expect(page.getByRole("heading", { name: "Profile" })).toBeVisible();
  if (SHOTS) {
    await page.getByRole("button", { name: "Sign out everywhere" }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/profile-bottom.png` });
  }
  expect(violations).toEqual([]);
});

test("sign out everywhere ends the sessions on every device", async ({ browser }) => {
  const email = uniqueEmail("everywhere");
  const phone = await signedInPage(browser, email);
  const laptop = await signedInPage(browser, email);
  await phone.goto("/app/profile");
  await phone.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(phone.getByRole("dialog", { name: "Sign out everywhere?" })).toBeVisible();
  if (SHOTS) await phone.screenshot({ path: `${SHOTS}/sign-out-everywhere-dialog.png` });
  await phone.getByRole("dialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await phone.waitForURL((url) => url.pathname === "/");
  await laptop.goto("/app");
  await expect(laptop.getByText("Sign In to Continue")).toBeVisible();
  await phone.goto("/app");
  await expect(phone.getByText("Sign In to Continue")).toBeVisible();
});

test("another site's link to /api/logout does not sign out; the page's button does", async ({
  page,
  baseURL,
}) => {
  await signIn(page, uniqueEmail("xsite-logout"));
  // 127.0.0.1 is another site than localhost: a page there links to our logout.
  const other = new URL(baseURL!);
  other.hostname = "127.0.0.1";
  await page.goto(`${other.origin}/api/health`);
  await page.evaluate((href) => {
    const link = document.createElement("a");
    link.href = href;
    link.textContent = "win a prize";
    document.body.append(link);
  }, `${baseURL}/api/logout`);
  await page.getByRole("link", { name: "win a prize" }).click();
  await expect(page.getByRole("heading", { name: "Sign out of Tandem?" })).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/confirm-sign-out.png` });
  // Still signed in.
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await page.goto("/app");
  await expect(page.getByText("Sign In to Continue")).toBeVisible();
});
