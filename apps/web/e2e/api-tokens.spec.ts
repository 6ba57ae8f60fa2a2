import { expect } from "@playwright/test";
import { ADMIN_EMAIL, expectToast, signIn, test } from "./support.js";

test("staff create an API token, see its secret once, watch its use and revoke it", async ({
  page,
  request,
}) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin?tab=tokens");
  await expect(page.getByRole("heading", { name: /^API tokens \(\d+\)$/ })).toBeVisible();

  // Nothing chosen: refused in words, nothing created.
  const name = `CRM sync ${Date.now().toString(36)}`;
  await page.getByLabel("Name", { exact: true }).fill(name);
  await page.getByRole("button", { name: "Create token" }).click();
  await expect(page.getByRole("alert")).toContainText(/choose at least one scope/i);

  await page.getByRole("checkbox", { name: /rewards:read/ }).check();
  await page.getByLabel("Expires after").selectOption("7");
  await page.getByRole("button", { name: "Create token" }).click();
  const secret = (await page.getByTestId("api-token-secret").textContent()) ?? "";
  expect(secret).toMatch(/^tdm_/);

  // The service calls with it; a person's own data stays out of its reach.
  const origin = new URL(page.url()).origin;
  const headers = { authorization: `Bearer ${secret}` };
  expect((await request.get(`${origin}/api/admin/rewards`, { headers })).status()).toBe(200);
  expect((await request.get(`${origin}/api/auth/user`, { headers })).status()).toBe(403);

  // Shown once: after "Done" and a reload, only its first characters are left.
  await page.getByRole("button", { name: "Done" }).click();
  await page.reload();
  const card = page.getByRole("listitem").filter({ hasText: name });
  await expect(card.getByText(`${secret.slice(0, 8)}…`)).toBeVisible();
  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(card.getByText("2 calls")).toBeVisible();

  page.once("dialog", (dialog) => void dialog.accept());
  await card.getByRole("button", { name: "Revoke" }).click();
  await expectToast(page, "Token revoked");
  await expect(card.getByText("Revoked", { exact: true })).toBeVisible();
  const refused = await request.get(`${origin}/api/admin/rewards`, { headers });
  expect(refused.status()).toBe(401);
  expect((await refused.json()) as { reason?: string }).toMatchObject({ reason: "TOKEN_REVOKED" });
});
