import { expect, type Page } from "@playwright/test";
import { DAILY_QUESTION_COUNT, POINTS_PER_ANSWER } from "@tandem/api-contract";
import { api, expectToast, signIn, test, uniqueEmail } from "./support.js";

/** The points badge in the screen's header (its accessible text is "{n} points"). */
const badge = (page: Page, points: number) =>
  page.locator("header").getByText(`${points} points`, { exact: true });

test("answering today's quiz raises the points badge by 10 per answer, then returns home", async ({
  page,
}) => {
  await signIn(page, uniqueEmail("quiz"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/quiz");

  await expect(page.getByText(`Question 1 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await expect(badge(page, 0)).toBeAttached();
  const next = page.getByRole("button", { name: "Next Question", exact: true });
  await expect(next).toBeDisabled();

  // Skip moves on without answering; Back returns.
  const firstQuestion = await page.getByRole("group").getAttribute("aria-labelledby");
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  await expect(page.getByText(`Question 2 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await page.getByRole("button", { name: "Back", exact: true }).click();
  await expect(page.getByText(`Question 1 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  expect(await page.getByRole("group").getAttribute("aria-labelledby")).toBe(firstQuestion);

  for (let i = 1; i <= DAILY_QUESTION_COUNT; i++) {
    await expect(page.getByText(`Question ${i} of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
    const options = page.getByRole("group").getByRole("button");
    await expect(options).toHaveCount(4);
    const option = options.nth(i % 4);
    await option.click();
    await expect(option).toHaveAttribute("aria-pressed", "true");
    await next.click();
    if (i < DAILY_QUESTION_COUNT) await expectToast(page, "Answer Submitted!");
    await expect(badge(page, i * POINTS_PER_ANSWER)).toBeAttached();
  }

  await expectToast(page, "Quiz Complete!");
  await expect(page).toHaveURL(/\/app$/);
  await expect(
    page.getByText(`${DAILY_QUESTION_COUNT}/${DAILY_QUESTION_COUNT} questions`),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Quiz Complete!", exact: true })).toBeDisabled();

  // The quiz screen now says there is nothing left for today.
  await page.goto("/app/quiz");
  await expect(
    page.getByText("You've answered all of today's questions. Come back tomorrow for more!"),
  ).toBeVisible();
});
