import { mkdirSync } from "node:fs";
import { expect, type Browser, type Page } from "@playwright/test";
import {
  DAILY_QUESTION_COUNT,
  DISCOVERY_QUIZ,
  type AuthUser,
  type PairCode,
  type QuizQuestion,
  type Reward,
} from "@tandem/api-contract";
import { api, expectToast, findCard, signedInPage, signIn, test, uniqueEmail } from "./support.js";

// Every person's journey. SHOTS_DIR=/tmp/shots-f9 saves a 390x844 screenshot of
// each changed screen, to look at.
const SHOTS_DIR = process.env.SHOTS_DIR;
async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}/${name}.png` });
}

/** An unusual set of answers, shared by this file's singles so they score 100% together. */
const ANSWERS = [2, 3, 2, 0, 3] as const;
const tags = () => DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);

const me = async (page: Page) => (await api<AuthUser>(page, "GET", "/api/auth/user")).body;

/** A single set up through the API (the UI's setup is its own journey below). */
async function apiSingle(page: Page, nickname: string): Promise<void> {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "female",
    ageGroup: "28-32",
    city: "Porto",
    bio: "Set up by the journeys.",
  });
  expect(profile.status).toBe(200);
  const quiz = await api(page, "POST", "/api/matching/discovery-tags", { tags: tags() });
  expect(quiz.status).toBe(200);
}

/** Two signed-in people paired through the API; `a` generated the code. */
async function pairedCouple(browser: Browser, label: string) {
  const a = await signedInPage(browser, uniqueEmail(`${label}-a`));
  const b = await signedInPage(browser, uniqueEmail(`${label}-b`));
  for (const page of [a, b]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  const { code } = (await api<PairCode>(a, "POST", "/api/pair/generate")).body;
  expect((await api(b, "POST", "/api/pair/use", { code })).status).toBe(200);
  return { a, b };
}

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const tab = (page: Page, name: string) => nav(page).getByRole("link", { name, exact: true });

test("a single goes from sign-up to a match, and back through the singles' bottom bar", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const ava = { email: uniqueEmail("j-ava"), nickname: `Ava ${stamp}` };
  const ben = { email: uniqueEmail("j-ben"), nickname: `Ben ${stamp}` };

  // Sign-up: the user-type screen comes first, without the bottom bar.
  const avaPage = await signedInPage(browser, ava.email, "/app");
  await avaPage.waitForURL("**/app/user-type");
  await expect(avaPage.getByRole("button", { name: "I'm Single" })).toBeVisible();
  await expect(nav(avaPage)).toHaveCount(0);
  await shot(avaPage, "01-user-type-new");
  await avaPage.getByRole("button", { name: "I'm Single" }).click();
  await expectToast(avaPage, "Let's set up your dating profile");

  await avaPage.waitForURL("**/app/profile-setup");
  await avaPage.getByLabel("Nickname").fill(ava.nickname);
  await avaPage.getByLabel("Gender").selectOption({ label: "Prefer not to say" });
  await avaPage.getByLabel("City", { exact: true }).fill("Lisbon");
  await shot(avaPage, "02-profile-setup-create");
  await avaPage.getByRole("button", { name: "Continue" }).click();
  await expectToast(avaPage, "Profile created!");
  await avaPage.waitForURL("**/app/profile-photos");
  await avaPage.getByRole("link", { name: "Add later" }).click();
  await avaPage.waitForURL("**/app/discovery-quiz");
  for (const [i, question] of DISCOVERY_QUIZ.entries()) {
    await expect(avaPage.getByRole("heading", { name: question.question })).toBeVisible();
    await avaPage.getByRole("button", { name: question.options[ANSWERS[i]!].text }).click();
  }
  await avaPage.waitForURL("**/app/discover");

  // The singles' four tabs.
  await expect(nav(avaPage).getByRole("link")).toHaveText([
    "Home",
    "Discover",
    "Matches",
    "Profile",
  ]);
  await expect(tab(avaPage, "Discover")).toHaveAttribute("aria-current", "page");

  // Home: profile completeness, likes waiting (0), no new matches, Keep discovering.
  await tab(avaPage, "Home").click();
  await expect(avaPage.getByText(/^\d+% complete$/)).toBeVisible();
  await expect(avaPage.getByTestId("likes-waiting")).toHaveText("0");
  await expect(avaPage.getByText("No new matches this week.")).toBeVisible();
  await expect(avaPage.getByText("Not paired yet")).toHaveCount(0);
  await shot(avaPage, "03-singles-home");

  // Ben likes Ava: her count goes up live; who it is waits on "Likes you" (decision 241).
  const benPage = await signedInPage(browser, ben.email, "/app");
  await apiSingle(benPage, ben.nickname);
  const avaId = (await me(avaPage)).id;
  const liked = await api<{ isMatch: boolean }>(benPage, "POST", "/api/matching/like", {
    toUserId: avaId,
  });
  expect(liked.body.isMatch).toBe(false);
  await expect(avaPage.getByTestId("likes-waiting")).toHaveText("1");
  await expect(avaPage.getByText("1 person likes you. See who and like them back.")).toBeVisible();
  await expect(avaPage.getByText(ben.nickname)).toHaveCount(0);
  await benPage.goto("/app");
  await expect(nav(benPage).getByRole("link")).toHaveText([
    "Home",
    "Discover",
    "Matches",
    "Profile",
  ]);

  // Keep discovering -> Ben -> like: a match for both (Ben hears it live).
  await avaPage.getByRole("link", { name: "Keep discovering" }).click();
  await avaPage.waitForURL("**/app/discover");
  await expect(avaPage.getByText(/^\d+ of \d+\+? profiles$/)).toBeVisible();
  await shot(avaPage, "04-discover");
  await findCard(avaPage, ben.nickname);
  await avaPage.getByRole("button", { name: "Like", exact: true }).click();
  // The match moment stays on Discover, no redirect (decision 246).
  await expect(avaPage.getByRole("region", { name: "It's a match!" })).toBeVisible();
  await expectToast(benPage, `You and ${ava.nickname} like each other.`);
  await tab(avaPage, "Matches").click();
  await avaPage.waitForURL("**/app/matches");
  await expect(
    avaPage.getByRole("link", { name: `${ben.nickname}, new match: say hi` }),
  ).toBeVisible();
  await expect(tab(avaPage, "Matches")).toHaveAttribute("aria-current", "page");

  // Back through the bottom bar: Home lists the new match and no like waits any more.
  await tab(avaPage, "Home").click();
  await expect(avaPage.getByRole("link", { name: ben.nickname })).toBeVisible();
  await expect(avaPage.getByTestId("likes-waiting")).toHaveText("0");
  await shot(avaPage, "05-singles-home-match");
  await tab(avaPage, "Discover").click();
  await expect(avaPage).toHaveURL(/\/app\/discover$/);
  await tab(avaPage, "Profile").click();
  await expect(avaPage.getByRole("link", { name: "Edit dating profile" })).toBeVisible();
  await shot(avaPage, "06-profile-single");

  // Switching type says first what happens to the other mode's data; the same type changes nothing.
  await avaPage.getByRole("link", { name: "Use the app as a couple" }).click();
  await avaPage.waitForURL("**/app/user-type");
  await expect(nav(avaPage)).toHaveCount(0);
  await expect(
    avaPage.getByText("You're using the app as a single.", { exact: false }),
  ).toBeVisible();
  await shot(avaPage, "07a-user-type-returning");
  await avaPage.getByRole("button", { name: "I'm with my Partner" }).click();
  const confirm = avaPage.getByRole("dialog");
  await expect(confirm.getByText(/Your dating profile, likes and matches are kept/)).toBeVisible();
  await shot(avaPage, "07-user-type-switch");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await avaPage.getByRole("button", { name: "I'm Single" }).click();
  await avaPage.waitForURL("**/app/discover");
  expect((await me(avaPage)).userType).toBe("single");

  await avaPage.context().close();
  await benPage.context().close();
});

test("a single edits their dating profile: Save, 'Profile updated', back where they came from", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("j-edit"), "/app");
  await apiSingle(page, `Edit ${Date.now().toString(36)}`);

  await page.goto("/app/profile");
  await page.getByRole("link", { name: "Edit dating profile" }).click();
  await page.waitForURL("**/app/profile-setup");
  await expect(page.getByRole("heading", { name: "Edit Dating Profile" })).toBeVisible();
  await expect(page.getByLabel("City", { exact: true })).toHaveValue("Porto");
  await expect(page.getByRole("button", { name: "Continue" })).toHaveCount(0);
  await page.getByLabel(/Bio/).fill("Edited: loves long walks and board games.");
  await shot(page, "08-profile-edit");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Profile updated");
  await page.waitForURL(/\/app\/profile$/);
  const profile = await api<{ bio: string }>(page, "GET", "/api/matching/profile");
  expect(profile.body.bio).toBe("Edited: loves long walks and board games.");

  // From Home, saving comes back to Home.
  await page.goto("/app");
  await page.getByRole("link", { name: "Edit dating profile" }).click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "Profile updated");
  await page.waitForURL(/\/app$/);
  await page.context().close();
});

test("a paired user's Home offers Date Ideas and Quiz History, never a pair code", async ({
  browser,
}) => {
  const { a, b } = await pairedCouple(browser, "j-gen");
  const partner = (await me(b)).email!.split("@")[0]!;
  await a.goto("/app");
  await expect(a.getByText(`Paired with ${partner}`, { exact: true })).toBeVisible();
  await expect(a.getByRole("link", { name: /Quiz History/ })).toBeVisible();
  await expect(a.getByRole("button", { name: /Generate Pair Code/ })).toHaveCount(0);
  await shot(a, "09-paired-home-tiles");
  await a.getByRole("link", { name: /Date Ideas/ }).click();
  await a.waitForURL("**/app/date-ideas");
  await a.context().close();
  await b.context().close();
});

test("skip a question, answer the rest, then it comes back; complete only when all are answered", async ({
  page,
}) => {
  await signIn(page, uniqueEmail("j-skip"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/quiz");
  const next = page.getByRole("button", { name: "Next Question", exact: true });
  const pick = async () => {
    await page.getByRole("group").getByRole("button").first().click();
    await next.click();
  };

  await expect(page.getByText(`Question 1 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await page.getByRole("button", { name: "Skip", exact: true }).click();
  for (let i = 2; i <= DAILY_QUESTION_COUNT; i++) {
    await expect(page.getByText(`Question ${i} of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
    await pick();
  }
  // Not complete: back to the skipped question.
  await expectToast(page, "One question you skipped is left.");
  await expect(page.getByText(`Question 1 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await expect(page.getByText("Quiz Complete!")).toHaveCount(0);
  await shot(page, "10-quiz-skipped-left");

  // Leaving keeps it reachable: Home says 7/8 and continues with it.
  await page.goto("/app");
  await expect(page.getByText(`7/${DAILY_QUESTION_COUNT} questions`)).toBeVisible();
  await page.goto("/app/quiz");
  await expect(page.getByText(`Question 1 of ${DAILY_QUESTION_COUNT}`)).toBeVisible();
  await pick();
  await expectToast(page, "Quiz Complete!");
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByText(`8/${DAILY_QUESTION_COUNT} questions`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Quiz Complete!", exact: true })).toBeDisabled();
});

test("a partner's answers, a redemption and an ended relationship show live on Home", async ({
  browser,
}) => {
  const { a, b } = await pairedCouple(browser, "j-live");
  await a.goto("/app");
  const bName = (await me(b)).email!.split("@")[0]!;
  const partnerProgress = a.getByTestId("partner-progress");
  await expect(partnerProgress).toHaveText(`${bName}: 0/8 answered`);
  await a.evaluate(() => ((window as Window & { notReloaded?: boolean }).notReloaded = true));

  const questions = (await api<QuizQuestion[]>(b, "GET", "/api/quiz/today")).body;
  for (const question of questions.slice(0, 5)) {
    const res = await api(b, "POST", "/api/quiz/answer", {
      questionId: question.id,
      selectedOption: 1,
      tags: question.options[1]!.tags,
      pointsEarned: 10,
    });
    expect(res.status).toBe(200);
  }
  await expect(partnerProgress).toHaveText(`${bName}: 5/8 answered`);
  await shot(a, "11-couple-home-partner-live");

  // B redeems a reward with the points earned: A is told.
  const rewards = (await api<Reward[]>(b, "GET", "/api/rewards")).body;
  // One in stock: other journeys on this server run partner pools out.
  const affordable = rewards.find((reward) => reward.pointsCost <= 50 && reward.stock !== 0)!;
  const redeemed = await api(b, "POST", `/api/rewards/${affordable.id}/redeem`);
  expect(redeemed.status).toBe(200);
  await expectToast(a, `Your partner redeemed ${affordable.title}.`);

  // The quiz screen follows the partner's answers too.
  await tab(a, "Quiz").click();
  await expect(a.getByTestId("partner-progress")).toHaveText(`${bName}: 5/8 answered`);
  const sixth = questions[5]!;
  await api(b, "POST", "/api/quiz/answer", {
    questionId: sixth.id,
    selectedOption: 0,
    tags: sixth.options[0]!.tags,
    pointsEarned: 10,
  });
  await expect(a.getByTestId("partner-progress")).toHaveText(`${bName}: 6/8 answered`);
  await shot(a, "15-quiz-partner-live");
  await tab(a, "Home").click();

  // B ends the relationship: A's home shows it without a reload (and without a toast).
  expect((await api(b, "POST", "/api/pair/break")).status).toBe(200);
  await expect(a.getByText("Not paired yet")).toBeVisible();
  expect(await a.evaluate(() => (window as Window & { notReloaded?: boolean }).notReloaded)).toBe(
    true,
  );
  await a.context().close();
  await b.context().close();
});

test("international phone numbers: a local French number on the waitlist and in the profile", async ({
  browser,
}) => {
  // A browser set to French: its region (FR) is the hint for numbers without a country code.
  const context = await browser.newContext({ locale: "fr-FR" });
  const page = await context.newPage();
  await page.goto("/");
  await page.getByRole("tab", { name: "Phone" }).click();
  const phone = page.getByLabel("Phone number");
  await phone.fill("call me");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(phone).toHaveAccessibleDescription(/^This doesn.t look like a phone number/);
  await phone.fill("06 12 34 56 78");
  await page.getByRole("button", { name: "Join Waitlist" }).click();
  await expect(page.getByText("You're on the list!")).toBeVisible();

  await signIn(page, uniqueEmail("j-phone"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/profile");
  const field = page.getByLabel("Phone Number");
  await field.fill("06 12 34 56 78");
  await field.press("Enter");
  await expectToast(page, "Phone Updated");
  await expect(field).toHaveValue("+33612345678");
  // A British number with its country code works from the same French browser.
  await field.fill("+44 7911 123456");
  await field.press("Enter");
  await expect(field).toHaveValue("+447911123456");
  await shot(page, "12-profile-phone");
  await context.close();
});

test("a server error shows where it happens, with a retry, instead of 'Connected' or nothing", async ({
  browser,
}) => {
  const { a, b } = await pairedCouple(browser, "j-err");
  // These procedures answer 500 (in tRPC's batch format) while `failing` is on.
  const broken = ["couple.get", "quiz.today", "rewards.list"];
  let failing = true;
  await a.route("**/trpc/**", async (route) => {
    const url = new URL(route.request().url());
    const paths = decodeURIComponent(url.pathname.replace(/^\/trpc\//, "")).split(",");
    if (!failing || !paths.some((path) => broken.includes(path))) return route.fallback();
    const real = await route.fetch();
    const answers = (await real.json()) as unknown[];
    const body = paths.map((path, i) =>
      broken.includes(path)
        ? {
            error: {
              message: "Something went wrong on our side. Please try again.",
              code: -32603,
              data: { code: "INTERNAL_SERVER_ERROR", httpStatus: 500, path },
            },
          }
        : answers[i],
    );
    // As tRPC answers a batch: 207 when some calls succeeded, else the error's status.
    const mixed = paths.some((path) => !broken.includes(path));
    await route.fulfill({
      status: mixed ? 207 : 500,
      contentType: "application/json",
      body: JSON.stringify(body),
    });
  });

  // The browser asks for the data here: home, the quiz and Discover come rendered by the server
  // (server-pages.spec.ts), so the journey opens at the profile and goes home from there.
  await a.goto("/app/profile");
  await expect(a.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await tab(a, "Home").click();
  await a.waitForURL((url) => url.pathname === "/app");
  await expect(a.getByText("Your relationship could not be loaded.")).toBeVisible();
  await expect(a.getByText("Connected")).toHaveCount(0);
  await expect(a.getByText("Today's quiz could not be loaded.")).toBeVisible();
  await expect(a.getByText("Rewards could not be loaded.")).toBeVisible();
  await shot(a, "13-home-errors");
  await tab(a, "Profile").click();
  await a.waitForURL("**/app/profile");
  // The profile's own error, not the home's while the profile's code still loads.
  await expect(a.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
  await expect(a.getByText("Your relationship could not be loaded.")).toBeVisible();
  await shot(a, "14-profile-relationship-error");

  // The server is back: "Try again" shows the relationship, and it can be ended.
  failing = false;
  await a
    .getByRole("alert")
    .filter({ hasText: "Your relationship could not be loaded." })
    .getByRole("button", { name: "Try again" })
    .click();
  await expect(a.getByRole("button", { name: "End Relationship" })).toBeVisible();
  await tab(a, "Home").click();
  // Coming back, the cards ask again by themselves.
  await expect(a.getByText(/^0\/8 questions$/)).toBeVisible();
  await expect(a.getByText(/^Paired with /)).toBeVisible();
  await a.context().close();
  await b.context().close();
});
