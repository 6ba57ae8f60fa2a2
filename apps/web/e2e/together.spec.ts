import { expect, type Page } from "@playwright/test";
import {
  DISCOVERY_QUIZ,
  POINTS_PER_ANSWER,
  type AuthUser,
  type CoupleProposal,
  type PairCode,
  type QuizQuestion,
} from "@tandem/api-contract";
import { api, signedInPage, test, uniqueEmail } from "./support.js";

// The reveal as a conversation, the couple's thread and Our story (decisions 250, 251, 252).

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

const answerByApi = (page: Page, questionId: number, selectedOption: number) =>
  api(page, "POST", "/api/quiz/answer", {
    questionId,
    selectedOption,
    tags: [],
    pointsEarned: POINTS_PER_ANSWER,
  });

async function named(page: Page, firstName: string) {
  expect((await api(page, "POST", "/api/user/name", { firstName })).status).toBe(200);
  return (await api<AuthUser>(page, "GET", "/api/auth/user")).body.id;
}

test("partners react to and comment on each other's picks in the reveal, seen live by the other", async ({
  browser,
}) => {
  test.slow(); // two signed-in contexts on a shared 2-core machine
  const a = await signedInPage(browser, uniqueEmail("talk-a"));
  const b = await signedInPage(browser, uniqueEmail("talk-b"));
  await named(a, "Lena");
  await named(b, "Omar");
  for (const page of [a, b]) await api(page, "POST", "/api/user/type", { userType: "couple" });
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);
  const { body: questions } = await api<QuizQuestion[]>(a, "GET", "/api/quiz/today");
  const [first, second] = questions;
  // Different picks on the first question, the same on the second.
  await answerByApi(a, first!.id, 0);
  await answerByApi(b, first!.id, 1);
  await answerByApi(a, second!.id, 2);
  await answerByApi(b, second!.id, 2);

  await a.goto("/app/quiz");
  await b.goto("/app/quiz");
  const revealA = a.getByTestId("today-reveal");
  const revealB = b.getByTestId("today-reveal");
  const talkA = revealA.getByTestId("answer-talk");
  await expect(talkA.getByText("You picked differently. Talk about it?")).toHaveCount(1);

  // Lena opens the comment box from "Talk about it" and writes one line.
  await talkA.getByRole("button", { name: "Talk about it" }).click();
  const box = talkA.getByRole("textbox", { name: "Your comment on Omar's pick" });
  await expect(box).toBeFocused();
  await box.fill("Really? I'd have guessed the other one");
  await shot(a, "reveal-comment-box");
  await talkA.getByRole("button", { name: "Send" }).click();
  await expect(talkA.getByText("Really? I'd have guessed the other one")).toBeVisible();

  // Omar sees it live, under the same question, and reacts to Lena's pick.
  await expect(revealB.getByText("Really? I'd have guessed the other one")).toBeVisible();
  const talkB = revealB.getByTestId("answer-talk").filter({ hasText: "Really?" });
  await talkB.getByRole("button", { name: "React to Lena's pick" }).click();
  await talkB.getByRole("button", { name: "Love it" }).click();
  await expect(revealA.getByText("Omar reacted ❤️")).toBeVisible();

  // Omar answers in a line; Lena edits hers (it says so) and changes nothing else.
  await talkB.getByRole("button", { name: "Comment", exact: true }).click();
  await talkB
    .getByRole("textbox", { name: "Your comment on Lena's pick" })
    .fill("Tell you tonight");
  await talkB.getByRole("button", { name: "Send" }).click();
  await expect(talkA.getByText("Tell you tonight")).toBeVisible();
  await talkA.getByRole("button", { name: "Edit" }).click();
  await talkA.getByRole("textbox", { name: "Your comment on Omar's pick" }).fill("Really?!");
  await talkA.getByRole("button", { name: "Send" }).click();
  await expect(revealB.getByText("Really?!")).toBeVisible();
  await expect(revealB.getByText("(edited)")).toBeVisible();
  await shot(a, "reveal-conversation-lena");
  await shot(b, "reveal-conversation-omar");

  // The same words under the day in the quiz history.
  await a.goto("/app/quiz-history");
  await expect(a.getByText("Tell you tonight")).toBeVisible();
  await expect(a.getByText("Omar reacted ❤️")).toBeVisible();
  await shot(a, "history-conversation");
});

test("two singles who matched, chatted and became a couple keep writing in the same thread from Home; Our story tells it", async ({
  browser,
}) => {
  test.slow();
  const stamp = Date.now().toString(36);
  const ann = await signedInPage(browser, uniqueEmail("story-ann"), "/app");
  const ben = await signedInPage(browser, uniqueEmail("story-ben"), "/app");
  const tags = DISCOVERY_QUIZ.map((q) => q.options[0].tag);
  const ids: string[] = [];
  for (const [page, nickname] of [
    [ann, `Ann ${stamp}`],
    [ben, `Ben ${stamp}`],
  ] as const) {
    ids.push(await named(page, nickname.split(" ")[0]!));
    await api(page, "POST", "/api/user/type", { userType: "single" });
    const profile = await api(page, "POST", "/api/matching/profile", {
      nickname,
      gender: "female",
      ageGroup: "28-32",
      city: "Lyon",
      bio: "Here for the quiz.",
    });
    expect(profile.status).toBe(200);
    expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
  }
  const [annId, benId] = ids as [string, string];
  const note = "A cosy night in sounds perfect";
  expect(
    (
      await api(ann, "POST", "/api/matching/like", {
        toUserId: benId,
        answer: tags[0],
        note,
      })
    ).status,
  ).toBe(200);
  await api(ben, "POST", "/api/matching/like", { toUserId: annId });
  const matches = await api<{ matchId: number; userId: string }[]>(
    ben,
    "GET",
    "/api/matching/matches",
  );
  const matchId = matches.body.find((m) => m.userId === annId)!.matchId;
  await api(ben, "POST", `/api/chat/${matchId}/messages`, { body: "Film at mine on Friday?" });
  const asked = await api<CoupleProposal>(ann, "POST", `/api/chat/${matchId}/proposal`);
  expect(
    (await api(ben, "POST", `/api/chat/${matchId}/proposal/accept`, { proposalId: asked.body.id }))
      .status,
  ).toBe(200);

  // From Home, "Our chat" is the chat they had, and goes on.
  await ann.goto("/app");
  await expect(ann.getByRole("link", { name: /Our story/ })).toBeVisible();
  await shot(ann, "home-together-links");
  await ann.getByRole("link", { name: /Our chat/ }).click();
  await ann.waitForURL("**/app/our-chat");
  await expect(ann.getByText(note)).toBeVisible();
  await expect(ann.getByText("Film at mine on Friday?")).toBeVisible();
  await ben.goto("/app/our-chat");
  await ann.getByRole("textbox", { name: "Message" }).fill("Still on for Friday, partner?");
  await ann.getByRole("button", { name: "Send" }).click();
  await expect(ben.getByText("Still on for Friday, partner?")).toBeVisible();
  await expect(ben.getByText(/^You became a couple on /)).toBeVisible();
  await ben.getByRole("textbox", { name: "Message" }).fill("Always 💛");
  await ben.getByRole("button", { name: "Send" }).click();
  await expect(ann.getByText("Always 💛")).toBeVisible();
  await shot(ann, "our-chat");

  // Their first quiz together, then Our story from Home.
  const { body: questions } = await api<QuizQuestion[]>(ann, "GET", "/api/quiz/today");
  for (const [index, question] of questions.entries()) {
    expect((await answerByApi(ann, question.id, 0)).status).toBe(200);
    expect((await answerByApi(ben, question.id, index < 6 ? 0 : 1)).status).toBe(200);
  }
  await ann.goto("/app");
  await ann.getByRole("link", { name: /Our story/ }).click();
  await ann.waitForURL("**/app/our-story");
  const story = ann.getByRole("list", { name: "Our story" });
  await expect(
    story.getByText(`You liked Ben's answer “${DISCOVERY_QUIZ[0].options[0].label}”`),
  ).toBeVisible();
  await expect(story.getByText(`“${note}”`)).toBeVisible();
  await expect(story.getByText("It's a match!")).toBeVisible();
  await expect(story.getByText("You became a couple on Tandem")).toBeVisible();
  await expect(story.getByText("Your first quiz together: 6 matching picks")).toBeVisible();
  await shot(ann, "our-story");
});
