import { expect, type Page } from "@playwright/test";
import {
  DISCOVERY_QUIZ,
  PROFILE_PHOTO_UPLOAD_PATH,
  type AuthUser,
  type DiscoverCandidate,
  type MatchSummary,
} from "@tandem/api-contract";
import {
  ADMIN_EMAIL,
  api,
  cameraJpeg,
  expectToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

// Decisions 130-132, two browser contexts each: a report that takes the reported person out of
// the reporter's app in one step (and shows their profile at the desk); singles' own words at
// the couples' addresses; and two matches becoming a couple from their chat.

const SHOTS = process.env.SHOTS_DIR ?? "/tmp/shots-23b";
const shot = (page: Page, name: string) =>
  page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });

const ANSWERS = [2, 0, 1, 3, 1] as const;

async function single(page: Page, nickname: string, bio: string) {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "female",
    ageGroup: "28-32",
    city: "Lyon",
    bio,
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
  return (await api<AuthUser>(page, "GET", "/api/auth/user")).body.id;
}

/** Two singles who like each other: their match id. */
async function matchUp(one: Page, oneId: string, other: Page, otherId: string) {
  await api(one, "POST", "/api/matching/like", { toUserId: otherId });
  const liked = await api<{ isMatch: boolean }>(other, "POST", "/api/matching/like", {
    toUserId: oneId,
  });
  expect(liked.body.isMatch).toBe(true);
  const list = await api<MatchSummary[]>(one, "GET", "/api/matching/matches");
  return list.body.find((m) => m.userId === otherId)!.matchId;
}

test("report-and-gone: one step reports, unmatches and blocks; the desk shows the profile", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const ann = `Ann ${stamp}`;
  const ben = `Ben ${stamp}`;
  const annPage = await signedInPage(browser, uniqueEmail("report-ann"), "/app");
  const annId = await single(annPage, ann, "Climbing and jazz.");
  const benPage = await signedInPage(browser, uniqueEmail("report-ben"), "/app");
  const benId = await single(benPage, ben, "Model and millionaire, write me on another app");
  const upload = await benPage.request.fetch(PROFILE_PHOTO_UPLOAD_PATH, {
    method: "POST",
    headers: { "content-type": "image/jpeg", origin: new URL(benPage.url()).origin },
    data: await cameraJpeg(benPage),
  });
  expect(upload.status()).toBe(201);
  const matchId = await matchUp(annPage, annId, benPage, benId);
  await api(benPage, "POST", `/api/chat/${matchId}/messages`, {
    body: "Send me your number on another app",
  });

  await benPage.goto(`/app/chat/${matchId}`);
  await expect(benPage.getByText("Send me your number on another app")).toBeVisible();
  await annPage.goto(`/app/chat/${matchId}`);
  await expect(annPage.getByText("Send me your number on another app")).toBeVisible();
  await annPage.getByRole("button", { name: "Options" }).click();
  await annPage.getByRole("button", { name: "Report", exact: true }).click();
  const dialog = annPage.getByRole("dialog", { name: `Report ${ben}` });
  await expect(dialog.getByRole("switch", { name: "Also block" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await dialog.getByLabel("Reason").selectOption("fake_profile");
  await expect(dialog.getByText(/Sending the report also unmatches you/)).toBeVisible();
  await shot(annPage, "report-dialog");
  await dialog.getByRole("button", { name: "Send Report" }).click();

  // Ann is taken out of the chat; Ben is gone from her matches and her Discover.
  await expectToast(annPage, "Report sent");
  await annPage.waitForURL("**/app/matches");
  await expectToast(annPage, new RegExp(`You won't see ${ben} again\\.`));
  await expect(annPage.getByRole("link", { name: new RegExp(ben) })).toHaveCount(0);
  await shot(annPage, "report-matches-after");
  const deck = await api<DiscoverCandidate[]>(annPage, "GET", "/api/matching/discover");
  expect(deck.body.map((c) => c.id)).not.toContain(benId);
  // Ben's open chat closes live.
  await expect(benPage.getByText("This conversation has ended")).toBeVisible();

  // The desk shows Ben's photo, bio and answers next to the report.
  const adminPage = await (await browser.newContext()).newPage();
  await signIn(adminPage, ADMIN_EMAIL, "/app/admin?tab=reports");
  const card = adminPage.getByRole("article").filter({ hasText: ben }).first();
  const profile = card.getByRole("region", { name: "Their dating profile" });
  await expect(profile.getByText("Model and millionaire, write me on another app")).toBeVisible();
  await expect(profile.getByRole("img", { name: "Photo 1 of 1" })).toBeVisible();
  await expect(profile.getByText(DISCOVERY_QUIZ[0].question)).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await card.screenshot({ path: `${SHOTS}/desk-report-profile.png` });
});

test("report from a Discover card: one step, the card is gone and never comes back", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const eve = `Eve ${stamp}`;
  const fay = `Fay ${stamp}`;
  const evePage = await signedInPage(browser, uniqueEmail("discover-eve"), "/app");
  const eveId = await single(evePage, eve, "Trail running at dawn.");
  const fayPage = await signedInPage(browser, uniqueEmail("discover-fay"), "/app");
  const fayId = await single(fayPage, fay, "Message me on another app, I never look here");
  // A like with a note puts Fay first in Eve's deck, whoever else is in it.
  const liked = await api(fayPage, "POST", "/api/matching/like", {
    toUserId: eveId,
    note: "Hi! Write me on another app",
  });
  expect(liked.status).toBe(200);
  // Gus's note, after Fay's, puts him next.
  const gus = `Gus ${stamp}`;
  const gusPage = await signedInPage(browser, uniqueEmail("discover-gus"), "/app");
  await single(gusPage, gus, "Board games and long walks.");
  const gusLiked = await api(gusPage, "POST", "/api/matching/like", {
    toUserId: eveId,
    note: "Fancy a walk?",
  });
  expect(gusLiked.status).toBe(200);

  await evePage.goto("/app/discover");
  const card = evePage.getByRole("article", { name: fay });
  await expect(card).toBeVisible();
  const reportButton = card.getByRole("button", { name: `Report ${fay}` });
  await reportButton.scrollIntoViewIfNeeded();
  await shot(evePage, "discover-card-report");
  const dialog = evePage.getByRole("dialog", { name: `Report ${fay}` });
  // Closed without sending, it gives focus back to the button that opened it.
  await reportButton.click();
  await expect(dialog).toBeVisible();
  await evePage.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(reportButton).toBeFocused();
  await reportButton.click();
  await expect(dialog.getByRole("switch", { name: "Also block" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(dialog.getByText(/takes .* out of your Discover for good/)).toBeVisible();
  await dialog.getByLabel("Reason").selectOption("spam");
  await shot(evePage, "discover-report-dialog");
  await dialog.getByRole("button", { name: "Send Report" }).click();

  await expectToast(evePage, "Report sent");
  await expectToast(evePage, new RegExp(`You won't see ${fay} again\\.`));
  await expect(evePage.getByRole("article", { name: fay })).toHaveCount(0);
  // Focus moves to the next person's name, not to their Report button.
  await expect(
    evePage.getByRole("article", { name: gus }).getByRole("heading", { level: 2, name: gus }),
  ).toBeFocused();
  await shot(evePage, "discover-after-report");
  // Never again: not on a new visit, not from the server, and blocked both ways.
  await evePage.reload();
  await expect(evePage.getByRole("heading", { name: "Discover" })).toBeVisible();
  await expect(evePage.getByRole("article", { name: fay })).toHaveCount(0);
  const deck = await api<DiscoverCandidate[]>(evePage, "GET", "/api/matching/discover");
  expect(deck.status).toBe(200);
  expect(deck.body.map((c) => c.id)).not.toContain(fayId);
  const theirs = await api<DiscoverCandidate[]>(fayPage, "GET", "/api/matching/discover");
  expect(theirs.body.map((c) => c.id)).not.toContain(eveId);
});

test("match to couple: singles' own pages, then one asks from the chat, a not now, a yes", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const cat = `Cat ${stamp}`;
  const dan = `Dan ${stamp}`;
  const catPage = await signedInPage(browser, uniqueEmail("couple-cat"), "/app");
  const catId = await single(catPage, cat, "Sunday brunch person.");
  const danPage = await signedInPage(browser, uniqueEmail("couple-dan"), "/app");
  const danId = await single(danPage, dan, "Road trips and tacos.");

  // A single at the couples' addresses sees singles' words and a way on (decision 131).
  await catPage.goto("/app/quiz");
  await expect(catPage.getByText("Your quiz is the discovery quiz")).toBeVisible();
  await expect(catPage.getByText(/together/i)).toHaveCount(0);
  await shot(catPage, "single-quiz");
  // Nor does the API give a single the couples' questions.
  const couplesQuiz = await api<{ code: string; reason: string }>(
    catPage,
    "GET",
    "/api/quiz/today",
  );
  expect(couplesQuiz.status).toBe(403);
  expect(couplesQuiz.body).toMatchObject({ code: "FORBIDDEN", reason: "COUPLES_ONLY" });
  await catPage.goto("/app/rewards");
  await expect(catPage.getByText("Nothing to spend here in singles mode")).toBeVisible();
  await shot(catPage, "single-rewards");
  await catPage.goto("/app/quiz-history");
  await expect(catPage.getByText("Your answers live on your dating profile")).toBeVisible();
  await shot(catPage, "single-quiz-history");
  await catPage.goto("/app/profile");
  await expect(catPage.getByRole("link", { name: "Edit dating profile" })).toBeVisible();
  await expect(catPage.getByText("Daily reminder")).toHaveCount(0);
  await expect(catPage.getByText("My vouchers")).toHaveCount(0);
  await expect(catPage.getByText(/points earned/)).toHaveCount(0);
  await shot(catPage, "single-profile");

  const matchId = await matchUp(catPage, catId, danPage, danId);
  await api(danPage, "POST", `/api/chat/${matchId}/messages`, { body: "That brunch was great" });

  // Cat asks from the chat.
  await catPage.goto(`/app/chat/${matchId}`);
  await expect(catPage.getByText("That brunch was great")).toBeVisible();
  await catPage.getByRole("button", { name: "Options" }).click();
  await catPage.getByRole("button", { name: "Become a couple on Tandem" }).click();
  const ask = catPage.getByRole("dialog", { name: `Ask ${dan} to become a couple?` });
  await expect(ask.getByText(/No code needed/)).toBeVisible();
  await shot(catPage, "couple-ask-dialog");
  await ask.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(catPage.getByText(`You asked ${dan} to become a couple on Tandem.`)).toBeVisible();

  // Dan hears it live on his matches, opens the chat and says not now.
  await danPage.goto("/app/matches");
  await expect(
    danPage.getByRole("region", { name: "Messages" }).getByRole("link", { name: new RegExp(cat) }),
  ).toBeVisible();
  await danPage.goto(`/app/chat/${matchId}`);
  await expect(danPage.getByText(`${cat} asks: become a couple on Tandem?`)).toBeVisible();
  await shot(danPage, "couple-question");
  await danPage.getByRole("button", { name: "Not now" }).click();
  await expect(danPage.getByText("You said not now.", { exact: false })).toBeVisible();
  // Cat sees it live, and a second ask is answered in words.
  await expect(catPage.getByText(new RegExp(`${dan} said not now`))).toBeVisible();
  await shot(catPage, "couple-declined");
  await catPage.getByRole("button", { name: "Options" }).click();
  await catPage.getByRole("button", { name: "Become a couple on Tandem" }).click();
  await catPage.getByRole("button", { name: "Ask", exact: true }).click();
  await expectToast(catPage, `${dan} said not now. You can ask again in 24 hours.`);

  // A few dates later Dan asks; Cat says yes: both are a couple, paired, no code.
  await danPage.getByRole("button", { name: "Options" }).click();
  await danPage.getByRole("button", { name: "Become a couple on Tandem" }).click();
  await danPage.getByRole("button", { name: "Ask", exact: true }).click();
  await expect(catPage.getByText(`${dan} asks: become a couple on Tandem?`)).toBeVisible();
  await catPage.getByRole("button", { name: "Yes, let's do it" }).click();
  await expectToast(catPage, "You're a couple!");
  await catPage.waitForURL((url) => url.pathname === "/app");
  await expectToast(danPage, "Paired!");
  const [catMe, danMe] = [
    (await api<AuthUser>(catPage, "GET", "/api/auth/user")).body,
    (await api<AuthUser>(danPage, "GET", "/api/auth/user")).body,
  ];
  expect(catMe.userType).toBe("couple");
  expect(danMe.userType).toBe("couple");
  expect(catMe.coupleId).toBeTruthy();
  expect(danMe.coupleId).toBe(catMe.coupleId);
  await expect(catPage.getByRole("navigation", { name: "Main" }).getByText("Quiz")).toBeVisible();
  await shot(catPage, "couple-home-after-yes");

  // Their chat stays readable, from Profile, closed to new messages.
  await catPage.goto("/app/profile");
  await catPage.getByRole("link", { name: "Read the chat where you met" }).click();
  await catPage.waitForURL(`**/app/chat/${matchId}`);
  await expect(catPage.getByText("That brunch was great")).toBeVisible();
  await expect(catPage.getByText(/This chat goes on in Our chat/)).toBeVisible();
  await expect(catPage.getByRole("textbox", { name: "Message" })).toHaveCount(0);
  await shot(catPage, "couple-chat-history");
});
