import { expect, type Browser, type Page } from "@playwright/test";
import {
  DAILY_QUESTION_COUNT,
  DAILY_QUIZ_POINTS,
  POINTS_PER_ANSWER,
  type PairCode,
  type PartnerInvite,
  type TodayQuestion,
} from "@tandem/api-contract";
import { api, expectToast, giveBirthDate, signedInPage, test, uniqueEmail } from "./support.js";

// A person's first ten minutes: invited by link, named, told the truth by the quiz.

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const answerByApi = (page: Page, questionId: number, selectedOption = 0) =>
  api(page, "POST", "/api/quiz/answer", {
    questionId,
    selectedOption,
    tags: [],
    pointsEarned: POINTS_PER_ANSWER,
  });
const todayByApi = async (page: Page) =>
  (await api<TodayQuestion[]>(page, "GET", "/api/quiz/today")).body;
const next = (page: Page) => page.getByRole("button", { name: "Next Question", exact: true });

async function pairedCouple(browser: Browser, label: string) {
  const a = await signedInPage(browser, uniqueEmail(`${label}-a`));
  const b = await signedInPage(browser, uniqueEmail(`${label}-b`));
  for (const page of [a, b]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  const { code } = (await api<PairCode>(a, "POST", "/api/pair/generate")).body;
  expect((await api(b, "POST", "/api/pair/use", { code })).status).toBe(200);
  return { a, b };
}

test("an invite link opened signed out: sign-up, a name, paired with no code, the solo answers revealed", async ({
  browser,
}) => {
  test.slow(); // two browser contexts on a shared machine
  const stamp = Date.now().toString(36);
  const alexName = `Alex ${stamp}`;
  const samName = `Sam ${stamp}`;

  // Alex is new: the name step comes first, before choosing how to use the app.
  const alex = await signedInPage(browser, uniqueEmail("invite-alex"), "/app", {
    firstName: null,
  });
  await expect(alex.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await expect(alex.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await alex.getByRole("button", { name: "Continue" }).click();
  await expect(alex.getByText("Enter your first name.")).toBeVisible();
  await alex.getByLabel("First name").fill("www.alex.com");
  await alex.getByRole("button", { name: "Continue" }).click();
  await expect(alex.getByText("Your first name can't be a web address.")).toBeVisible();
  await alex.getByLabel("First name").fill(`  ${alexName} `);
  await alex.getByRole("button", { name: "Continue" }).click();
  await giveBirthDate(alex);
  await alex.waitForURL("**/app/user-type");
  await alex.getByRole("button", { name: /I'm with my Partner/ }).click();

  // The pairing dialog carries the link: a QR code, share and copy.
  const dialog = alex.getByRole("dialog");
  await expect(dialog.getByRole("img", { name: "QR code of your invite link" })).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Share Link" })).toBeVisible();
  const link = (await dialog.getByTestId("invite-url").textContent())!;
  expect(link).toMatch(/\/join\/[A-Za-z0-9_-]{24}$/);
  await shot(alex, "22-01-pairing-dialog-invite");
  await dialog.getByRole("button", { name: "Close" }).click();

  // Before Sam arrives, Alex answers three of today's questions alone.
  const solo = await todayByApi(alex);
  for (const question of solo.slice(0, 3)) {
    expect((await answerByApi(alex, question.id, 1)).status).toBe(200);
  }

  // Alex's Home will say it live, by name, while Sam signs up (watched from now on): the
  // paired Home itself, with no toast repeating it (decision 280).
  await alex.goto("/app");
  await expect(alex.getByText("Not paired yet", { exact: true })).toBeVisible();
  const alexToldLive = expect(
    alex.getByText(`Paired with ${samName}`, { exact: true }),
  ).toBeVisible({ timeout: 180_000 });

  // Sam opens the link signed out: who invites, and one button.
  const samContext = await browser.newContext();
  const sam = await samContext.newPage();
  await sam.goto(link);
  await expect(
    sam.getByRole("heading", { name: `${alexName} invited you to Tandem` }),
  ).toBeVisible();
  await shot(sam, "22-02-join-signed-out");
  await sam.getByRole("link", { name: "Accept invite" }).click();
  // Sign-up by e-mail, back to the link, the name step, then paired.
  await sam.getByLabel("E-mail address").fill(uniqueEmail("invite-sam"));
  await sam.getByRole("button", { name: "Email me a sign-in link" }).click();
  await sam.getByRole("link", { name: "Open sign-in link" }).click();
  await sam.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(sam.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await expect(sam.getByText(`${alexName} will see your first name`)).toBeVisible();
  await sam.getByLabel("First name").fill(samName);
  await sam.getByRole("button", { name: "Continue" }).click();
  await giveBirthDate(sam);
  await sam.waitForURL((url) => url.pathname === "/app");
  await expect(sam.getByText(`Paired with ${alexName}`, { exact: true })).toBeVisible();
  // Alex learned it live, by name, with no reload.
  await alexToldLive;
  await alex.goto("/app");
  await expect(alex.getByText(`Paired with ${samName}`, { exact: true })).toBeVisible();
  await shot(alex, "22-03-inviter-home-named");

  // Sam gets Alex's questions; Alex's three answers wait, then show beside Sam's.
  await sam.goto("/app/quiz");
  await expect(sam.getByText(`Question 1 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  const reveal = sam.getByTestId("today-reveal");
  await expect(reveal.getByText(`${alexName}: 3 of 8 answered`)).toBeVisible();
  await expect(reveal.getByText(solo[0]!.options[1]!.text)).toHaveCount(0);
  await sam.getByRole("group").getByRole("button").nth(1).click();
  await next(sam).click();
  await expect(reveal.getByText("You matched!")).toBeVisible();
  await expect(reveal.getByText(solo[0]!.options[1]!.text)).toHaveCount(2);
  await shot(sam, "22-04-solo-answer-revealed");

  // The link is spent: a third person is told it no longer works, and not by whom.
  const late = await (await browser.newContext()).newPage();
  await late.goto(link);
  await expect(
    late.getByRole("heading", { name: "This invite link no longer works" }),
  ).toBeVisible();
  await expect(late.getByText(alexName)).toHaveCount(0);
});

test("after today's points are earned, the toast says so instead of promising 10", async ({
  browser,
}) => {
  test.slow(); // two browser contexts and eight answers
  // Sam answers today's eight alone (80 points), then pairs: the couple's set is Alex's.
  const alex = await signedInPage(browser, uniqueEmail("cap-alex"));
  const sam = await signedInPage(browser, uniqueEmail("cap-sam"));
  for (const page of [alex, sam]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  for (const question of await todayByApi(sam)) {
    expect((await answerByApi(sam, question.id)).status).toBe(200);
  }
  const { token } = (await api<PartnerInvite>(alex, "POST", "/api/pair/invite")).body;
  expect((await api(sam, "POST", `/api/pair/invites/${token}/accept`)).status).toBe(200);

  await sam.goto("/app/quiz");
  await sam.getByRole("group").getByRole("button").first().click();
  await next(sam).click();
  await expectToast(sam, "Answer Submitted!");
  await expectToast(
    sam,
    `Answer saved. You've earned today's ${DAILY_QUIZ_POINTS} points already.`,
  );
  await expect(sam.getByText(/You earned \d+ points!/)).toHaveCount(0);
  await expect(
    sam.locator("header").getByText(`${DAILY_QUIZ_POINTS} points`, { exact: true }),
  ).toBeAttached();
  await shot(sam, "22-05-cap-toast");
});

test("questions keep their numbers across a reload and in a second tab, which moves on silently", async ({
  browser,
}) => {
  test.slow(); // two tabs, a reload
  const page = await signedInPage(browser, uniqueEmail("numbers"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/quiz");
  for (let i = 1; i <= 3; i++) {
    await expect(page.getByText(`Question ${i} of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
    await page.getByRole("group").getByRole("button").first().click();
    await next(page).click();
  }
  await expect(page.getByText(`Question 4 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Question 4 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await page.goto("/app");
  await expect(page.getByText(`3/${DAILY_QUESTION_COUNT} questions`)).toBeVisible();

  // A second tab on the same question; the first answers it.
  const second = await page.context().newPage();
  await second.goto("/app/quiz");
  await expect(second.getByText(`Question 4 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await page.goto("/app/quiz");
  await page.getByRole("group").getByRole("button").first().click();
  await next(page).click();
  await expect(page.getByText(`Question 5 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();

  // The second tab answers it too: no error, on to the next open question.
  await second.getByRole("group").getByRole("button").nth(2).click();
  await next(second).click();
  await expect(second.getByText(`Question 5 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await expect(second.getByText(/409/)).toHaveCount(0);
  await expect(second.getByText("Error", { exact: true })).toHaveCount(0);
  await shot(second, "22-06-second-tab-moved-on");
});

test("the day's reveal stays on screen after the last answer, and shows in Home's dialog", async ({
  browser,
}) => {
  test.slow();
  const { a, b } = await pairedCouple(browser, "stay");
  const questions = await todayByApi(a);
  for (const question of questions) expect((await answerByApi(a, question.id)).status).toBe(200);
  for (const question of questions.slice(0, -2)) {
    expect((await answerByApi(b, question.id)).status).toBe(200);
  }

  // B finishes the last two on the quiz screen: the reveal stays well past the old 2 s.
  await b.goto("/app/quiz");
  for (let i = 0; i < 2; i++) {
    await b.getByRole("group").getByRole("button").first().click();
    await next(b).click();
  }
  const summary = b.getByTestId("day-summary");
  await expect(summary.getByRole("heading", { name: "You matched on 8 of 8" })).toBeVisible();
  await b.waitForTimeout(5_000);
  await expect(b).toHaveURL(/\/app\/quiz$/);
  await expect(summary).toBeVisible();
  await shot(b, "22-07-reveal-stays");
  await b.getByRole("link", { name: "Back to Home" }).click();
  await expect(b).toHaveURL(/\/app$/);

  // The same from Home's dialog, on a new day's set for another couple.
  const { a: c, b: d } = await pairedCouple(browser, "stay-dialog");
  const set = await todayByApi(c);
  for (const question of set) expect((await answerByApi(c, question.id)).status).toBe(200);
  for (const question of set.slice(0, -1)) {
    expect((await answerByApi(d, question.id)).status).toBe(200);
  }
  await d.goto("/app");
  await d.getByRole("button", { name: "Continue Quiz" }).click();
  const dialog = d.getByRole("dialog");
  await expect(
    dialog.getByText(`Question ${DAILY_QUESTION_COUNT} of ${DAILY_QUESTION_COUNT}`),
  ).toBeVisible();
  await dialog.getByRole("group").getByRole("button").first().click();
  await dialog.getByRole("button", { name: "Next Question" }).click();
  await expect(dialog.getByRole("heading", { name: "You matched on 8 of 8" })).toBeVisible();
  await d.waitForTimeout(3_000);
  await expect(dialog).toBeVisible();
  await shot(d, "22-08-reveal-in-dialog");
  await dialog.getByRole("button", { name: "Back to Home" }).click();
  await expect(dialog).toHaveCount(0);
});
