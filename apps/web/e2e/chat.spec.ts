import { expect, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import {
  api,
  cameraJpeg,
  expectNoToast,
  findCard,
  signedInPage,
  test,
  uniqueEmail,
} from "./support.js";

// Chat (decision 033): two singles in two browser contexts. One adds a photo, the other sees it on
// Discover; they match, then chat live both ways with unread counts and read state.

const ANSWERS = [1, 3, 0, 2, 3] as const;

async function single(page: Page, nickname: string) {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "prefer-not-to-say",
    ageGroup: "28-32",
    city: "Lisbon",
    bio: "Here for the chat journey.",
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
}

test("a photo shows on Discover, then two matches chat live with unread counts", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const cat = `Cat ${stamp}`;
  const dan = `Dan ${stamp}`;
  const catPage = await signedInPage(browser, uniqueEmail("chat-cat"), "/app");
  await single(catPage, cat);
  const danPage = await signedInPage(browser, uniqueEmail("chat-dan"), "/app");
  await single(danPage, dan);

  // Cat adds a photo in the profile editor.
  await catPage.goto("/app/profile-setup");
  await expect(catPage.getByText("Your Photos")).toBeVisible();
  await catPage.locator('input[type="file"]').setInputFiles({
    name: "camera.jpg",
    mimeType: "image/jpeg",
    buffer: await cameraJpeg(catPage),
  });
  await expect(catPage.getByRole("img", { name: "Your photo 1" })).toBeVisible();
  // The tile shows it: no toast says it again (decision 280).
  await expectNoToast(catPage, "Photo added");

  // Dan sees it on Cat's Discover card, and likes her.
  await danPage.goto("/app/discover");
  const catCard = await findCard(danPage, cat);
  const photo = catCard.getByRole("img", { name: `Photo 1 of ${cat}` });
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute("src", /^\/api\/photos\/[0-9a-f-]{36}\/large$/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(900);
  await danPage.getByRole("button", { name: "Like", exact: true }).click();

  // Cat likes Dan back: a match, said on Discover (decision 246); she keeps discovering.
  await catPage.goto("/app/discover");
  await findCard(catPage, dan);
  await catPage.getByRole("button", { name: "Like", exact: true }).click();
  const moment = catPage.getByRole("region", { name: "It's a match!" });
  await moment.getByRole("button", { name: "Keep discovering" }).click();
  await expect(moment).toHaveCount(0);
  await catPage.goto("/app/matches");

  // Dan opens the chat from his new matches, where Cat's photo shows; the icebreaker starts it.
  await danPage.goto("/app/matches");
  const newMatch = danPage.getByRole("link", { name: `${cat}, new match: say hi` });
  await expect(newMatch.locator("img")).toHaveAttribute(
    "src",
    /^\/api\/photos\/[0-9a-f-]{36}\/small$/,
  );
  await newMatch.click();
  await danPage.waitForURL("**/app/chat/*");
  await expect(danPage.getByRole("heading", { name: `Say hi to ${cat}` })).toBeVisible();
  const suggestion = danPage.getByRole("button", { name: /\?$/ });
  const icebreaker = (await suggestion.textContent())!;
  await suggestion.click();
  await expect(danPage.getByRole("textbox", { name: "Message" })).toHaveValue(icebreaker);
  await danPage.getByRole("button", { name: "Send" }).click();
  await expect(danPage.getByLabel(`Messages with ${cat}`).getByText(icebreaker)).toBeVisible();

  // Cat, on her matches screen, gets the conversation with an unread count live (no reload).
  const catRow = catPage
    .getByRole("region", { name: "Messages" })
    .getByRole("link", { name: new RegExp(dan) });
  await expect(catRow).toContainText("Your turn");
  await expect(catRow).toContainText("1 unread message");
  await expect(catRow).toContainText(icebreaker.slice(0, 20));
  await expect(catPage.getByText("1 match · 1 unread")).toBeVisible();
  const matchesTab = catPage
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: /Matches/ });
  await expect(matchesTab).toContainText("1 unread message");
  await catRow.click();
  await catPage.waitForURL("**/app/chat/*");
  await expect(catPage.getByLabel(`Messages with ${dan}`).getByText(icebreaker)).toBeVisible();

  // Read: Dan sees "Seen" live; Cat's reply arrives live on Dan's screen.
  await expect(danPage.getByText("Seen", { exact: true })).toBeVisible();
  await catPage
    .getByRole("textbox", { name: "Message" })
    .fill("The sea, always. Links stay text: https://example.com");
  await catPage.getByRole("button", { name: "Send" }).click();
  const reply = danPage.getByLabel(`Messages with ${cat}`).getByText(/The sea, always/);
  await expect(reply).toBeVisible();
  await expect(danPage.getByRole("link", { name: /example\.com/ })).toHaveCount(0);

  // Back on Cat's matches, nothing unread is left, and it is Dan's turn.
  await catPage.getByRole("link", { name: "Back" }).click();
  await catPage.waitForURL("**/app/matches");
  await expect(matchesTab).not.toContainText("unread");
  await expect(catRow).toContainText("You: The sea, always");
  await expect(catRow).not.toContainText("Your turn");
});
