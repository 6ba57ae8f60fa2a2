import { expect, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { api, expectToast, signedInPage, test, uniqueEmail, workerReady } from "./support.js";

// On a train (docs/offline.md): the app's shell and every screen's code come from the service
// worker, screens draw from what the app last knew under an "Offline" banner, and actions made
// without a network wait ("Waiting to send") and land once when it is back.

/** Where screenshots of the offline states go (SHOTS_DIR), for a person to look at. */
const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

const nav = (page: Page) => page.getByRole("navigation", { name: "Main" });
const banner = (page: Page) => page.getByRole("status").filter({ hasText: "Offline" });

/** Opens a tab of the bottom bar and checks the frame held: banner, navigation, no error. */
async function openTab(page: Page, name: string, shows: string | RegExp) {
  await nav(page).getByRole("link", { name, exact: false }).click();
  await expect(page.getByText(shows).first()).toBeVisible();
  await expect(banner(page)).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByText("Something went wrong")).toHaveCount(0);
  await expect(page.getByText("This screen could not load")).toHaveCount(0);
}

test("a couple's app works offline: every tab opens, an answer waits and lands once", async ({
  browser,
}) => {
  const page = await signedInPage(browser, uniqueEmail("offline-couple"), "/api/health");
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await page.goto("/app");
  await expect(page.getByText("Today's Quiz")).toBeVisible();
  await workerReady(page);
  const openBefore = (await api<unknown[]>(page, "GET", "/api/quiz/today")).body.length;

  await page.context().setOffline(true);
  await expect(banner(page)).toBeVisible();
  await shot(page, "01-home-offline");
  await openTab(page, "Quiz", /Question 1 of/);
  await openTab(page, "Rewards", "Rewards");
  await shot(page, "02-rewards-offline");
  await openTab(page, "Profile", "Sign Out");
  await openTab(page, "Home", "Today's Quiz");

  // A page loaded again without a network: the shell from the worker, rendered from what was kept.
  await page.reload();
  await expect(banner(page)).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await expect(page.getByText("Today's Quiz")).toBeVisible();
  await shot(page, "03-home-reloaded-offline");

  // An answer made offline waits, and the quiz moves on.
  await openTab(page, "Quiz", "Question 1 of");
  await page.getByRole("group").getByRole("button").first().click();
  await page.getByRole("button", { name: "Next Question", exact: true }).click();
  await expect(page.getByText(/Question 2 of/)).toBeVisible();
  await expect(banner(page)).toContainText("1 waiting to send");
  await shot(page, "04-quiz-answer-waiting");

  await page.context().setOffline(false);
  await expectToast(page, "Answer Submitted!");
  await expect(banner(page)).toHaveCount(0);
  // One answer landed, once: one question fewer is open today, and 10 points, not 20.
  const today = await api<unknown[]>(page, "GET", "/api/quiz/today");
  expect(today.body.length).toBe(openBefore - 1);
  const me = await api<{ points: number }>(page, "GET", "/api/auth/user");
  expect(me.body.points).toBe(10);
  await page.context().close();
});

const ANSWERS = [1, 3, 0, 2, 3] as const;

async function single(page: Page, nickname: string): Promise<string> {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "prefer-not-to-say",
    ageGroup: "28-32",
    city: "Lisbon",
    bio: "On a train.",
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
  const me = await api<{ id: string }>(page, "GET", "/api/auth/user");
  return me.body.id;
}

test("a single's app works offline: every tab opens, a message waits and lands once", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const eve = await signedInPage(browser, uniqueEmail("offline-eve"), "/api/health");
  const eveId = await single(eve, `Eve ${stamp}`);
  const fin = await signedInPage(browser, uniqueEmail("offline-fin"), "/api/health");
  const finId = await single(fin, `Fin ${stamp}`);
  for (const [who, whom] of [
    [fin, eveId],
    [eve, finId],
  ] as const) {
    const liked = await api(who, "POST", "/api/matching/like", { toUserId: whom });
    expect(liked.status, JSON.stringify(liked.body)).toBe(200);
  }
  const matches = await api<{ matchId: number }[]>(eve, "GET", "/api/matching/matches");
  const matchId = matches.body[0]!.matchId;

  await eve.goto("/app");
  await expect(nav(eve)).toBeVisible();
  await workerReady(eve);
  // The conversation read once online: what the chat shows offline.
  await eve.goto(`/app/chat/${matchId}`);
  await expect(eve.getByRole("textbox", { name: "Message" })).toBeVisible();
  // A conversation has no tab bar (decision 245): Back to My Matches, read once online too.
  await eve.getByRole("link", { name: "Back" }).click();
  await expect(eve.getByRole("link", { name: `Fin ${stamp}, new match: say hi` })).toBeVisible();
  await nav(eve).getByRole("link", { name: /Home/ }).click();

  await eve.context().setOffline(true);
  await expect(banner(eve)).toBeVisible();
  await openTab(eve, "Discover", "Discover");
  await openTab(eve, "Matches", `Fin ${stamp}`);
  await shot(eve, "05-matches-offline");
  await openTab(eve, "Profile", "Sign Out");
  await openTab(eve, "Home", /Home|Discover/);

  await eve.goto(`/app/chat/${matchId}`);
  await expect(banner(eve)).toBeVisible();
  const body = `Sent from a tunnel ${stamp}`;
  await eve.getByRole("textbox", { name: "Message" }).fill(body);
  await eve.getByRole("button", { name: "Send" }).click();
  await expect(eve.getByRole("textbox", { name: "Message" })).toHaveValue("");
  await expect(eve.getByText("Waiting to send", { exact: true })).toBeVisible();
  await shot(eve, "06-chat-message-waiting");

  await eve.context().setOffline(false);
  await expect(eve.getByLabel(/^Messages with/).getByText(body)).toBeVisible();
  await expect(eve.getByText("Waiting to send", { exact: true })).toHaveCount(0);
  const messages = await api<{ messages: { body: string }[] }>(
    fin,
    "GET",
    `/api/chat/${matchId}/messages`,
  );
  expect(messages.body.messages.filter((m) => m.body === body)).toHaveLength(1);
  await eve.context().close();
  await fin.context().close();
});

test("a screen's code that fails once is fetched again; failing on, it offers Reload in the frame", async ({
  browser,
}) => {
  // Without the worker, so the screen's code comes from the network every time. Rewards'
  // code fails once, then arrives; Profile's fails until told otherwise.
  const context = await browser.newContext({ serviceWorkers: "block" });
  let rewardsTries = 0;
  await context.route(/\/assets\/rewards-[\w-]+\.js$/, async (route) => {
    rewardsTries += 1;
    if (rewardsTries === 1) await route.abort("internetdisconnected");
    else await route.continue();
  });
  let fail = true;
  await context.route(/\/assets\/profile-[\w-]+\.js$/, async (route) =>
    fail ? route.abort("internetdisconnected") : route.continue(),
  );
  const page = await context.newPage();
  const { signIn } = await import("./support.js");
  await signIn(page, uniqueEmail("offline-chunk"), "/api/health");
  expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
  await page.goto("/app");
  await expect(page.getByText("Today's Quiz")).toBeVisible();

  await nav(page).getByRole("link", { name: "Rewards" }).click();
  await expect(page.getByRole("heading", { name: "Rewards", exact: true, level: 1 })).toBeVisible();
  expect(rewardsTries).toBeGreaterThanOrEqual(2);

  // Profile's code never arrives: said in the frame, the navigation stays; Reload once it can.
  await nav(page).getByRole("link", { name: "Profile" }).click();
  await expect(page.getByText("This screen could not load")).toBeVisible();
  await expect(nav(page)).toBeVisible();
  await shot(page, "07-screen-code-failed");
  fail = false;
  await page.getByRole("button", { name: "Reload" }).click();
  await expect(page.getByRole("link", { name: "Sign Out" })).toBeVisible();
  await context.close();
});
