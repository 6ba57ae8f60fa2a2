import { expect } from "@playwright/test";
import {
  ADMIN_EMAIL,
  api,
  expectToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

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

test("a reward with a bad value is marked on its field, in the API's words", async ({ page }) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  await page.getByRole("button", { name: /New Reward/ }).click();
  const title = `Bad cost ${Date.now().toString(36)}`;
  await page.getByLabel(/Title/).fill(title);
  await page.getByLabel(/Description/).fill("A reward that costs nothing is refused.");
  const cost = page.getByLabel(/Points Cost/);
  await cost.fill("0");
  await page.getByRole("button", { name: "Create Reward" }).click();

  // Marked for assistive technology too, with the focus on it.
  await expect(cost).toHaveAttribute("aria-invalid", "true");
  const messageId = await cost.getAttribute("aria-describedby");
  const message = page.locator(`[id="${messageId}"]`);
  await expect(message).toHaveText("Must be at least 1.");
  await expect(cost).toBeFocused();
  await expect(page.getByLabel(/Title/)).not.toHaveAttribute("aria-invalid", "true");

  // The same words the API answers for the same value, and nothing was created.
  const refused = await api<{ fields?: Record<string, string> }>(
    page,
    "POST",
    "/api/admin/rewards",
    { title, description: "Refused", pointsCost: 0, isActive: true },
  );
  expect(refused.status).toBe(400);
  expect(refused.body.fields?.pointsCost).toBe("Must be at least 1.");
  const all = await api<RewardRow[]>(page, "GET", "/api/admin/rewards");
  expect(all.body.map((r) => r.title)).not.toContain(title);

  // Fixing it takes the mark away, and the reward is created.
  await cost.fill("40");
  await expect(cost).not.toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Create Reward" }).click();
  await expectToast(page, "Reward Created");
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
