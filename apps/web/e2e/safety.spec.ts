import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import type { AccountExport, AuthUser, PairCode } from "@tandem/api-contract";
import {
  ADMIN_EMAIL,
  api,
  expectToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-f10";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

test("a user downloads their data, then deletes their account; the partner is told live", async ({
  browser,
}) => {
  const email = uniqueEmail("leaver");
  const me = await signedInPage(browser, email, "/app/profile");
  const partner = await signedInPage(browser, uniqueEmail("stayer"));
  const generated = await api<PairCode>(me, "POST", "/api/pair/generate");
  expect((await api(partner, "POST", "/api/pair/use", { code: generated.body.code })).status).toBe(
    200,
  );
  await partner.goto("/app");
  await expect(partner.getByText("Paired with")).toBeVisible();

  await me.goto("/app/profile");
  await expect(me.getByText("Paired with Partner")).toBeVisible();
  await me.getByRole("button", { name: "Download my data" }).scrollIntoViewIfNeeded();
  await shot(me, "profile-data-sections");

  // Download my data: one JSON file with a README and the person's own rows.
  const [download] = await Promise.all([
    me.waitForEvent("download"),
    me.getByRole("button", { name: "Download my data" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tandem-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile(await download.path(), "utf8")) as AccountExport;
  expect(file.format).toBe("tandem-account-export/1");
  expect(file.readme.parts).toHaveProperty("reportsMade");
  expect(file.data.account).toMatchObject({ email });
  expect(file.data.couples).toHaveLength(1);

  // Delete account: the typed confirmation is required.
  await me.getByRole("button", { name: "Delete account" }).click();
  const dialog = me.getByRole("dialog");
  const confirm = dialog.getByRole("button", { name: "Delete account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("delete");
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel("Type DELETE to confirm").fill("DELETE");
  await expect(confirm).toBeEnabled();
  await me.waitForTimeout(300); // the button's colour transition, for the screenshot
  await shot(me, "delete-account-dialog");
  await confirm.click();
  // A page that says the account is gone, with the way to the landing page.
  await me.waitForURL((url) => url.pathname === "/account-deleted");
  await expect(me.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await shot(me, "account-deleted");
  await me.reload();
  await expect(me.getByRole("heading", { name: "Your account is deleted" })).toBeVisible();
  await me.getByRole("link", { name: "Go to the homepage" }).click();
  await me.waitForURL((url) => url.pathname === "/");
  await expect(me.getByText("Coming Soon").first()).toBeVisible();

  // Signed out everywhere, and the partner sees the ended state with a toast, live.
  expect((await api(me, "GET", "/api/auth/user")).status).toBe(401);
  await expectToast(partner, "Your partner deleted their account.");
  await expect(partner.getByText("Not paired yet")).toBeVisible();
  await shot(partner, "partner-after-deletion");

  // Signing in again with the same address starts a new, empty account.
  await signIn(me, email, "/app");
  const fresh = await api<AuthUser>(me, "GET", "/api/auth/user");
  expect(fresh.status).toBe(200);
  expect(fresh.body).toMatchObject({ email, points: 0, coupleId: null });
  await me.context().close();
  await partner.context().close();
});

test("an admin handles a report from the desk: suspends, reads the log, lifts it, downloads the waitlist", async ({
  browser,
}) => {
  const reporter = await signedInPage(browser, uniqueEmail("reporter"));
  const reportedEmail = uniqueEmail("reported");
  const reported = await signedInPage(browser, reportedEmail);
  const reportedId = (await api<AuthUser>(reported, "GET", "/api/auth/user")).body.id;
  const note = `Sent threats ${Date.now().toString(36)}`;
  const filed = await api(reporter, "POST", "/api/matching/report", {
    userId: reportedId,
    reason: "harassment",
    details: note,
  });
  expect(filed.status).toBe(201);

  const admin = await browser.newPage();
  await signIn(admin, ADMIN_EMAIL, "/app/admin?tab=reports");
  await expect(admin.getByRole("heading", { name: /^Open reports \(\d+\)$/ })).toBeVisible();
  const card = admin.getByRole("article").filter({ hasText: note });
  await expect(card.getByText(reportedEmail)).toBeVisible();
  await expect(card.getByText("Harassment")).toBeVisible();
  await expect(card.getByText("1 report about this person")).toBeVisible();
  await shot(admin, "desk-reports");

  await card.getByRole("button", { name: "Suspend" }).click();
  const dialog = admin.getByRole("dialog");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expect(dialog.getByText("Write a note: why you do this.")).toBeVisible();
  await dialog.getByLabel("Note (why)").fill("Threats confirmed in the report.");
  await shot(admin, "desk-suspend-dialog");
  await dialog.getByRole("button", { name: "Suspend" }).click();
  await expectToast(admin, "Account suspended");
  await expect(admin.getByRole("article").filter({ hasText: note })).toHaveCount(0);

  // The suspended person's session ended at once; signing in again is refused.
  expect((await api(reported, "GET", "/api/auth/user")).status).toBe(401);
  await reported.goto("/api/login");
  await reported.getByLabel("E-mail address").fill(reportedEmail);
  await reported.getByRole("button", { name: "Email me a sign-in link" }).click();
  await reported.getByRole("link", { name: "Open sign-in link" }).click();
  await reported.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(reported.getByRole("heading", { name: "Account suspended" })).toBeVisible();

  // The audit log has the action, with its note.
  await admin.getByRole("tab", { name: "Log" }).click();
  const entry = admin.getByRole("listitem").filter({ hasText: "Threats confirmed in the report." });
  await expect(entry.getByText("Suspended")).toBeVisible();
  await expect(entry.getByText(new RegExp(reportedEmail))).toBeVisible();
  await shot(admin, "desk-audit-log");

  // Look the person up and lift the suspension.
  await admin.getByRole("tab", { name: "People" }).click();
  await admin.getByLabel("E-mail address").fill(reportedEmail.toUpperCase());
  await admin.getByRole("button", { name: "Look up" }).click();
  const person = admin.getByRole("article", { name: reportedEmail });
  await expect(person.getByText("Suspended", { exact: true })).toBeVisible();
  await shot(admin, "desk-people");
  await person.getByRole("button", { name: "Lift suspension" }).click();
  await admin.getByRole("dialog").getByLabel("Note (why)").fill("Appeal accepted.");
  await admin.getByRole("dialog").getByRole("button", { name: "Lift suspension" }).click();
  await expectToast(admin, "Suspension lifted");

  // The waitlist as a table and a CSV download.
  await api(admin, "POST", "/api/waitlist", { email: uniqueEmail("wl") });
  await admin.getByRole("tab", { name: "Waitlist" }).click();
  await expect(admin.getByRole("heading", { name: /^Waitlist \(\d+\)$/ })).toBeVisible();
  await shot(admin, "desk-waitlist");
  const [csv] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("button", { name: "Download CSV" }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^tandem-waitlist-.*\.csv$/);
  expect(await readFile(await csv.path(), "utf8")).toMatch(/^id,email,phone_number,joined_at\r\n/);

  await reporter.context().close();
  await reported.context().close();
  await admin.close();
});
