import { expect } from "@playwright/test";
import { POINTS_PER_ANSWER, VOUCHER_VALIDITY_TEXT, type QuizQuestion } from "@tandem/api-contract";
import { api, signIn, test, uniqueEmail } from "./support.js";

test("a user with enough points redeems a reward and copies the voucher", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL! });
  const page = await context.newPage();
  await signIn(page, uniqueEmail("rewards"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });

  // Earn the points: answer all of today's questions (8 x 10 = 80 points).
  const today = await api<QuizQuestion[]>(page, "GET", "/api/quiz/today");
  for (const question of today.body) {
    const answer = await api(page, "POST", "/api/quiz/answer", {
      questionId: question.id,
      selectedOption: 0,
      tags: question.options[0]!.tags,
      pointsEarned: POINTS_PER_ANSWER,
    });
    expect(answer.status).toBe(200);
  }
  const points = today.body.length * POINTS_PER_ANSWER;

  await page.goto("/app/rewards");
  await expect(
    page.locator("header").getByText(`${points} points`, { exact: true }),
  ).toBeAttached();
  const coffee = page.getByRole("article", { name: "Coffee for Two" });
  await expect(coffee.getByText("Bean & Bloom Café")).toBeVisible();
  await expect(coffee.getByText("50 points")).toBeVisible();
  await expect(
    page
      .getByRole("article", { name: "20% Off a Couples Massage" })
      .getByRole("button", { name: "Not Enough Points" }),
  ).toBeDisabled();

  await coffee.getByRole("button", { name: "Redeem" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("heading", { name: "Redeem Reward" })).toBeVisible();
  await dialog.getByRole("button", { name: "Confirm Redemption" }).click();

  await expect(dialog.getByText("Reward Redeemed!")).toBeVisible();
  await expect(dialog.getByText(VOUCHER_VALIDITY_TEXT)).toBeVisible();
  const voucher = (await dialog.getByTestId("voucher-code").textContent())!.trim();
  expect(voucher.length).toBeGreaterThan(4);
  await dialog.getByRole("button", { name: "Copy" }).click();
  // The button says so, and a toast (outside the modal dialog, so not reachable by role while it is open).
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  await expect(page.getByText("The voucher code is on your clipboard.").first()).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(voucher);

  await dialog.getByRole("button", { name: "Got it!" }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.locator("header").getByText(`${points - 50} points`, { exact: true }),
  ).toBeAttached();
  await expect(coffee.getByRole("button", { name: "Not Enough Points" })).toBeDisabled();

  // The voucher is kept on the profile.
  await page.goto("/app/profile");
  await expect(page.getByText(voucher)).toBeVisible();
  await context.close();
});
