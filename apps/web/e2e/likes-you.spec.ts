import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ, PROFILE_PHOTO_UPLOAD_PATH } from "@tandem/api-contract";
import { api, cameraJpeg, findCard, signedInPage, test, uniqueEmail } from "./support.js";

// "Likes you" and the empty deck's widenings (decisions 241 and 242), with four singles in
// their own browser contexts. Amara, Bruno and Cleo live in Sassari and keep to their town;
// Dana lives in Porto Torres, 17 km away. Bruno likes one of Amara's answers with a note and
// Cleo likes her plainly; Amara opens Matches, then "Likes you", reads the note and likes
// Bruno back into a match. Her Discover marks Cleo's plain like; once she has answered Cleo
// the deck is dry and offers "+1 person within 16 mi" (25 km: a US browser reads miles), which brings Dana.
// E2E_SCREENSHOTS=<dir> saves the screens at 390x844 there.

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

const ANSWERS = [1, 3, 0, 2, 1] as const;
const SAME_TOWN = { showMe: "everyone", ageMin: "18-22", ageMax: "43+", distance: "same-city" };

async function single(page: Page, nickname: string, city: string, bio: string) {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "prefer-not-to-say",
    ageGroup: "28-32",
    city,
    bio,
  });
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
  // Saved, so Discover does not ask once about them.
  const prefs = city.startsWith("Sassari")
    ? SAME_TOWN
    : { ...SAME_TOWN, distance: "anywhere" as const };
  expect((await api(page, "POST", "/api/matching/preferences", prefs)).status).toBe(200);
}

test("Likes you: a note on an answer, read under Matches and liked back into a match; a plain like marked; a dry deck widened", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const amara = `Amara ${stamp}`;
  const bruno = `Bruno ${stamp}`;
  const cleo = `Cleo ${stamp}`;
  const dana = `Dana ${stamp}`;
  const note = "Sunday markets are my thing too. Which one is your favourite?";
  const answer = DISCOVERY_QUIZ[1].options[ANSWERS[1]];

  const amaraPage = await signedInPage(browser, uniqueEmail("likes-amara"), "/app");
  await single(amaraPage, amara, "Sassari, Italy", "Ceramics by day, salsa by night.");
  const photo = await amaraPage.request.post(PROFILE_PHOTO_UPLOAD_PATH, {
    headers: { "content-type": "image/jpeg", origin: new URL(amaraPage.url()).origin },
    data: await cameraJpeg(amaraPage),
  });
  expect(photo.status(), await photo.text()).toBe(201);
  const brunoPage = await signedInPage(browser, uniqueEmail("likes-bruno"), "/app");
  await single(brunoPage, bruno, "Sassari, Italy", "Sailing, bread baking, bad puns.");
  const cleoPage = await signedInPage(browser, uniqueEmail("likes-cleo"), "/app");
  await single(cleoPage, cleo, "Sassari, Italy", "Trail runner and bookshop regular.");
  const danaPage = await signedInPage(browser, uniqueEmail("likes-dana"), "/app");
  await single(danaPage, dana, "Porto Torres, Italy", "Sea swims all year round.");

  // Bruno likes Amara's answer with a note, from her card.
  await brunoPage.goto("/app/discover");
  const card = await findCard(brunoPage, amara);
  await card.getByRole("button", { name: `Like answer: ${answer.label}` }).click();
  const sheet = brunoPage.getByRole("dialog", { name: `Like ${amara}'s answer` });
  await sheet.getByRole("textbox", { name: "Your note (optional)" }).fill(note);
  await sheet.getByRole("button", { name: "Send like" }).click();
  await expect(sheet).toHaveCount(0);
  // Cleo likes her plainly.
  const cleoLike = await api(cleoPage, "POST", "/api/matching/like", {
    toUserId: (await api<{ id: string }>(amaraPage, "GET", "/api/auth/user")).body.id,
  });
  expect(cleoLike.status).toBe(200);

  // Amara's home counts both and leads to the list, as Matches does.
  await amaraPage.goto("/app");
  await expect(amaraPage.getByText("2 people like you. See who and like them back.")).toBeVisible();
  await expect(amaraPage.getByRole("link", { name: "See who likes you" })).toBeVisible();
  await shot(amaraPage, "1-home-likes");
  await amaraPage.goto("/app/matches");
  await amaraPage.getByRole("link", { name: /2 people like you/ }).click();
  await amaraPage.waitForURL("**/app/matches/likes");
  await expect(amaraPage.getByRole("heading", { name: "Likes you", level: 1 })).toBeVisible();

  const brunoCard = amaraPage.getByRole("article", { name: bruno });
  const about = brunoCard.getByRole("region", {
    name: `${bruno} liked your answer "${answer.label}"`,
  });
  await expect(about.getByText(note)).toBeVisible();
  const cleoCard = amaraPage.getByRole("article", { name: cleo });
  await expect(cleoCard.getByRole("region", { name: `${cleo} liked you` })).toBeVisible();
  await shot(amaraPage, "2-likes-you");
  await shot(amaraPage, "2-likes-you-whole", true);

  await brunoCard.getByRole("button", { name: "Like back" }).click();
  const moment = amaraPage.getByRole("region", { name: "It's a match!" });
  await expect(moment.getByRole("textbox", { name: `Send ${bruno} a message` })).toBeVisible();
  await shot(amaraPage, "3-match-moment");
  // The moment stays until Amara moves on; the list then holds Cleo alone.
  await moment.getByRole("button", { name: "Keep discovering" }).click();
  await expect(amaraPage.getByRole("article", { name: cleo })).toBeVisible();
  await expect(amaraPage.getByRole("article", { name: bruno })).toHaveCount(0);
  // His note opened the chat: a conversation where it is her turn.
  await amaraPage.goto("/app/matches");
  const brunoRow = amaraPage
    .getByRole("region", { name: "Messages" })
    .getByRole("link", { name: new RegExp(bruno) });
  await expect(brunoRow).toContainText(note);
  await expect(brunoRow).toContainText("Your turn");
  await expect(amaraPage.getByRole("link", { name: /1 person likes you/ })).toBeVisible();

  // Discover: Cleo's plain like is marked on her card.
  await amaraPage.goto("/app/discover");
  const cleoInDeck = amaraPage.getByRole("article", { name: cleo });
  await expect(cleoInDeck.getByText("Likes you", { exact: true })).toBeVisible();
  await shot(amaraPage, "4-discover-likes-you");
  await amaraPage.getByRole("button", { name: "Pass", exact: true }).click();

  // Nobody left in Sassari: one tap looks 25 km around, where Dana is.
  const widen = amaraPage.getByRole("button", { name: "+1 person within 16 mi" });
  await expect(
    amaraPage.getByRole("heading", { name: "You've seen everyone who fits" }),
  ).toBeVisible();
  await expect(widen).toBeVisible();
  await shot(amaraPage, "5-empty-deck-widenings");
  await widen.click();
  await expect(amaraPage.getByRole("article", { name: dana })).toBeVisible();
  await shot(amaraPage, "6-after-widening");

  for (const page of [amaraPage, brunoPage, cleoPage, danaPage]) await page.context().close();
});
