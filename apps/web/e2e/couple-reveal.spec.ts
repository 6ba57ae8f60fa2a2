import { expect, type Page } from "@playwright/test";
import {
  DAILY_QUESTION_COUNT,
  POINTS_PER_ANSWER,
  type PairCode,
  type QuizQuestion,
} from "@tandem/api-contract";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** Two signed-in browser contexts, paired through the API (pairing has its own journey). */
async function pairedCouple(browser: Parameters<typeof signedInPage>[0]) {
  const a = await signedInPage(browser, uniqueEmail("reveal-a"));
  const b = await signedInPage(browser, uniqueEmail("reveal-b"));
  for (const page of [a, b]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);
  return { a, b };
}

const answerByApi = (page: Page, questionId: number, selectedOption: number) =>
  api(page, "POST", "/api/quiz/answer", {
    questionId,
    selectedOption,
    tags: [],
    pointsEarned: POINTS_PER_ANSWER,
  });

test("each partner sees the other's answer in the quiz once both answered, live, then 'matched on N of 8'", async ({
  browser,
}) => {
  test.slow(); // two signed-in contexts and sixteen answers on a shared 2-core machine
  const { a, b } = await pairedCouple(browser);
  const { body: questions } = await api<QuizQuestion[]>(a, "GET", "/api/quiz/today");
  expect(questions).toHaveLength(DAILY_QUESTION_COUNT);
  const first = questions[0]!;

  await a.goto("/app/quiz");
  await b.goto("/app/quiz");
  const next = (page: Page) => page.getByRole("button", { name: "Next Question", exact: true });

  // A answers the first question: A's pick is shown, B's is awaited.
  await a.getByRole("group").getByRole("button").nth(1).click();
  await next(a).click();
  const revealA = a.getByTestId("today-reveal");
  await expect(revealA.getByText(first.options[1]!.text)).toBeVisible();
  await expect(revealA.getByText(/^Waiting for reveal-b-/)).toBeVisible();
  // B's page learns live that A answered, never what.
  const revealB = b.getByTestId("today-reveal");
  await expect(
    revealB.getByText(/^reveal-a-.* has answered\. Answer to see their pick\.$/),
  ).toBeVisible();
  await expect(revealB.getByText(first.options[1]!.text)).toHaveCount(0);
  await shot(b, "quiz-partner-answered-hidden");

  // B answers the same option: both picks appear for B at once, and for A live (no reload).
  await a.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));
  await b.getByRole("group").getByRole("button").nth(1).click();
  await next(b).click();
  await expect(revealB.getByText("You matched!")).toBeVisible();
  await expect(revealB.getByText(first.options[1]!.text)).toHaveCount(2);
  await expect(revealA.getByText("You matched!")).toBeVisible();
  await expect(revealA.getByText(first.options[1]!.text)).toHaveCount(2);
  expect(await a.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );
  await shot(a, "quiz-reveal-matched");

  // The rest of the day by API: A picks option 0 throughout, B matches on 3 of the 7.
  for (const [i, question] of questions.slice(1).entries()) {
    expect((await answerByApi(a, question.id, 0)).status).toBe(200);
    if (i < 6) expect((await answerByApi(b, question.id, i < 3 ? 0 : 2)).status).toBe(200);
  }
  await a.goto("/app/quiz");
  const summary = a.getByTestId("day-summary");
  await expect(summary.getByRole("heading", { name: "You matched on 4 of 8" })).toBeVisible();
  await expect(
    summary.getByText(/^Waiting for reveal-b-.*: 7 of 8 answered so far\.$/),
  ).toBeVisible();
  await shot(a, "quiz-day-summary-waiting");

  // B's last answer reaches A's summary live.
  expect((await answerByApi(b, questions.at(-1)!.id, 0)).status).toBe(200);
  await expect(summary.getByRole("heading", { name: "You matched on 5 of 8" })).toBeVisible();
  await expect(summary.getByText("Both of you answered everything today.")).toBeVisible();

  // Home: the streak started, with today's matches.
  await a.goto("/app");
  const streak = a.getByTestId("home-streak");
  await expect(streak.getByText("1-day streak")).toBeVisible();
  await expect(streak.getByText("You matched on 5 of 8 today.")).toBeVisible();
  await shot(a, "home-streak");
  await a.goto("/app/profile");
  await expect(a.getByTestId("profile-streak").getByText("Best")).toBeVisible();
  await shot(a, "profile-streak-reminders");
});
