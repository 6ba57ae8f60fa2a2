import { expect, test } from "@playwright/test";
import { ADMIN_EMAIL, api, expectToast, signedInPage, signIn, uniqueEmail } from "./support.js";

interface RewardRow {
  title: string;
  isActive: boolean;
}

test("an admin creates a reward and switches it off", async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  const heading = page.getByRole("heading", { name: /^All Rewards \(\d+\)$/ });
  await expect(heading).toBeVisible();
  // Wait for the list itself: the count reads 0 while it loads.
  await expect(page.getByRole("article").first()).toBeVisible();
  const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? "")?.[1]);

  await page.getByRole("button", { name: /New Reward/ }).click();
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expectToast(page, "Missing Fields");

  const title = `Kayak for two ${Date.now().toString(36)}`;
  await page.getByLabel(/Title/).fill(title);
  await page.getByLabel(/Description/).fill("Paddle along the coast at golden hour.");
  await page.getByLabel(/Brand Name/).fill("Blue Coast");
  await page.getByLabel(/Points Cost/).fill("35");
  await page.getByLabel(/Location/).fill("Cascais");
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expectToast(page, "Reward Created");
  // The form is hidden again, and the list has the new reward, active.
  await expect(page.getByRole("button", { name: "Create Reward" })).toHaveCount(0);
  await expect(heading).toHaveText(`All Rewards (${before + 1})`);
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Active", { exact: true })).toBeVisible();
  await expect(card.getByText("Blue Coast")).toBeVisible();
  await expect(card.getByText("35 points")).toBeVisible();

  // Couples see it...
  const listed = await api<RewardRow[]>(page, "GET", "/api/rewards");
  expect(listed.body.map((r) => r.title)).toContain(title);

  await card.getByRole("button", { name: /^Deactivate/ }).click();
  await expect(card.getByText("Inactive", { exact: true })).toBeVisible();
  await expect(card.getByRole("button", { name: /^Activate/ })).toBeVisible();

  // ...until it is switched off; the admin list still has it.
  const after = await api<RewardRow[]>(page, "GET", "/api/rewards");
  expect(after.body.map((r) => r.title)).not.toContain(title);
  const all = await api<RewardRow[]>(page, "GET", "/api/admin/rewards");
  expect(all.body.find((r) => r.title === title)?.isActive).toBe(false);
});

test("a user who is not an admin sees 'Admins only' and the API refuses them", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("not-admin"), "/app/admin");
  await expect(page.getByRole("heading", { name: "Admins only" })).toBeVisible();
  await expect(page.getByRole("button", { name: /New Reward/ })).toHaveCount(0);

  const title = `Sneaky reward ${Date.now().toString(36)}`;
  const created = await api(page, "POST", "/api/admin/rewards", {
    title,
    description: "Should never exist",
    pointsCost: 1,
    isActive: true,
  });
  expect(created.status).toBe(403);
  expect((await api(page, "GET", "/api/admin/rewards")).status).toBe(403);

  const rewards = await api<RewardRow[]>(page, "GET", "/api/rewards");
  expect(rewards.body.map((r) => r.title)).not.toContain(title);
  await page.context().close();
});
