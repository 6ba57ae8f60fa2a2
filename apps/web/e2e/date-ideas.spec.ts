import { expect, type Page } from "@playwright/test";
import {
  POINTS_PER_ANSWER,
  type PairCode,
  type QuizQuestion,
  type ReminderSettings,
} from "@tandem/api-contract";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

test("a couple opens Date ideas from Home, reads why each was picked and saves one", async ({
  browser,
}) => {
  test.slow(); // two signed-in contexts and answers on a shared 2-core machine
  const a = await signedInPage(browser, uniqueEmail("ideas-a"));
  const b = await signedInPage(browser, uniqueEmail("ideas-b"));
  for (const page of [a, b]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);

  // Both answer three of today's questions alike: the ranking has shared answer tags to go by.
  const { body: questions } = await api<QuizQuestion[]>(a, "GET", "/api/quiz/today");
  for (const question of questions.slice(0, 3)) {
    for (const page of [a, b]) {
      const answer = {
        questionId: question.id,
        selectedOption: 0,
        tags: [],
        pointsEarned: POINTS_PER_ANSWER,
      };
      expect((await api(page, "POST", "/api/quiz/answer", answer)).status).toBe(200);
    }
  }

  await a.goto("/app");
  // A couple paired today is offered push above the tiles once its code has loaded: wait for
  // it, so the tap does not land where the link was before the offer moved it down.
  await expect(a.getByRole("region", { name: /^Get told when / })).toBeVisible();
  await a.getByRole("link", { name: /Date Ideas/ }).click();
  await expect(a).toHaveURL(/\/app\/date-ideas$/);
  await expect(a.getByRole("heading", { name: "Date ideas", level: 1 })).toBeVisible();
  const cards = a.getByTestId("date-idea");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(12);
  // The best ones say which of both partners' answers they follow; each says why, in one line.
  await expect(cards.first().getByText(/^Because you both chose .+\.$/)).toBeVisible();
  await expect(
    a.getByText(/^Ranked by what you both chose .* You both lean towards /),
  ).toBeVisible();
  for (const reason of await a.getByText(/^Because /).allTextContents()) {
    expect(reason).toMatch(/^Because .+\.$/);
  }
  // The partner rewards are ideas too.
  await expect(a.getByText("Partner reward").first()).toBeVisible();
  await shot(a, "date-ideas");
  if (SHOTS) await a.screenshot({ path: `${SHOTS}/date-ideas-viewport.png` });

  const firstCard = cards.first();
  const title = (await firstCard.getByRole("heading").textContent())!;
  await firstCard.getByRole("button", { name: `Save ${title}` }).click();
  // The button's name says what it shows: "Saved <title>", pressed.
  await expect(firstCard.getByRole("button", { name: `Saved ${title}` })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await a.getByRole("tab", { name: "Saved (1)" }).click();
  await expect(a.getByTestId("date-idea")).toHaveCount(1);
  await shot(a, "date-ideas-saved");

  // Saved for the couple: the partner sees it too.
  await b.goto("/app/date-ideas");
  await b.getByRole("tab", { name: "Saved (1)" }).click();
  await expect(b.getByRole("heading", { name: title })).toBeVisible();
});

test("reminders are turned on from Profile at a chosen time", async ({ browser }) => {
  const page = await signedInPage(browser, uniqueEmail("reminder"));
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  await page.goto("/app/profile");
  const card = page.getByTestId("reminder-settings");
  const toggle = card.getByRole("switch", { name: "E-mail me when today's quiz isn't finished" });
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-checked", "true");
  await card.getByLabel("Send at").fill("07:45");
  await expect(card.getByText("Saved")).toBeVisible();
  await expect
    .poll(async () => (await api<ReminderSettings>(page, "GET", "/api/reminders")).body)
    .toMatchObject({ enabled: true, time: "07:45" });
  await shot(page, "profile-reminders-on");
});
