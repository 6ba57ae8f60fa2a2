import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { expect, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ, PROFILE_PHOTO_UPLOAD_PATH } from "@tandem/api-contract";
import { api, findCard, signedInPage, test, uniqueEmail } from "./support.js";

// Whole profiles and likes with a note (decision 126), two singles in two browser contexts:
// Noah sees Lena's whole card (every photo, her answers in words), likes her second photo
// with a note; Lena's Discover shows Noah first with that note; she likes back, and their
// chat opens with Noah's note as its first message.
// E2E_SCREENSHOTS=<dir> saves the four screens at 390x844 there.

const SHOTS = process.env.E2E_SCREENSHOTS;
async function shot(page: Page, name: string, fullPage = false) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `${name}.png`), fullPage });
}

/** Unusual picks, so other journeys' singles rarely come between. */
const ANSWERS = [2, 2, 1, 3, 2] as const;
const answerOf = (question: number) => DISCOVERY_QUIZ[question]!.options[ANSWERS[question]!];

async function single(page: Page, nickname: string, bio: string) {
  expect((await api(page, "POST", "/api/user/type", { userType: "single" })).status).toBe(200);
  const profile = await api(page, "POST", "/api/matching/profile", {
    nickname,
    gender: "prefer-not-to-say",
    ageGroup: "28-32",
    city: "Lyon",
    bio,
  });
  expect(profile.status).toBe(200);
  const tags = DISCOVERY_QUIZ.map((q, i) => q.options[ANSWERS[i]!].tag);
  expect((await api(page, "POST", "/api/matching/discovery-tags", { tags })).status).toBe(200);
}

/** Adds a 4:5 photo drawn by the browser (a colour and a big number) to the profile. */
async function addPhoto(page: Page, n: number, colours: [string, string]) {
  const dataUrl = await page.evaluate(
    ({ n, colours }) => {
      const canvas = document.createElement("canvas");
      canvas.width = 800;
      canvas.height = 1000;
      const ctx = canvas.getContext("2d")!;
      const gradient = ctx.createLinearGradient(0, 0, 800, 1000);
      gradient.addColorStop(0, colours[0]);
      gradient.addColorStop(1, colours[1]);
      ctx.fillStyle = gradient;
      ctx.fillRect(0, 0, 800, 1000);
      ctx.fillStyle = "rgba(255,255,255,0.9)";
      ctx.font = "bold 420px sans-serif";
      ctx.textAlign = "center";
      ctx.textBaseline = "middle";
      ctx.fillText(String(n), 400, 520);
      return canvas.toDataURL("image/jpeg", 0.85);
    },
    { n, colours },
  );
  const res = await page.request.post(PROFILE_PHOTO_UPLOAD_PATH, {
    headers: { "content-type": "image/jpeg", origin: new URL(page.url()).origin },
    data: Buffer.from(dataUrl.split(",")[1]!, "base64"),
  });
  expect(res.status(), await res.text()).toBe(201);
}

test("a whole card, and a like with a note that opens the chat", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const lena = `Lena ${stamp}`;
  const noah = `Noah ${stamp}`;
  const note = "Is that the Fourvière hill? I walk up there every Sunday.";

  const lenaPage = await signedInPage(browser, uniqueEmail("notes-lena"), "/app");
  await single(lenaPage, lena, "Architect, slow runner, always hunting the best bouchon in town.");
  await addPhoto(lenaPage, 1, ["#f43f5e", "#fb923c"]);
  await addPhoto(lenaPage, 2, ["#0ea5e9", "#8b5cf6"]);
  await addPhoto(lenaPage, 3, ["#10b981", "#0f766e"]);
  const noahPage = await signedInPage(browser, uniqueEmail("notes-noah"), "/app");
  await single(noahPage, noah, "Jazz on vinyl, noodles at midnight.");
  await addPhoto(noahPage, 1, ["#6366f1", "#ec4899"]);

  // Noah finds Lena: every photo (4:5, one at a time, an indicator), her bio, her answers.
  await noahPage.goto("/app/discover");
  const card = await findCard(noahPage, lena);
  const photos = card.getByRole("list", { name: `Photos of ${lena}` });
  await expect(photos.getByRole("img")).toHaveCount(3);
  const box = (await photos.boundingBox())!;
  expect(Math.abs(box.width / box.height - 4 / 5)).toBeLessThan(0.02);
  await expect(card.getByRole("status", { name: "Photo 1 of 3" })).toBeVisible();
  await expect(card.getByText("always hunting the best bouchon")).toBeVisible();
  const answers = card.getByRole("region", { name: `${lena}'s answers` });
  for (const [i, question] of DISCOVERY_QUIZ.entries()) {
    await expect(answers.getByText(question.question)).toBeVisible();
    await expect(answers.getByText(answerOf(i).label, { exact: true })).toBeVisible();
  }
  // Never a vocabulary key, with underscores or as spaces.
  for (const i of DISCOVERY_QUIZ.keys()) {
    const tag = answerOf(i).tag;
    await expect(card.getByText(tag, { exact: true })).toHaveCount(0);
    await expect(card.getByText(tag.replace(/_/g, " "), { exact: true })).toHaveCount(0);
  }
  await shot(noahPage, "1-card");
  await shot(noahPage, "1-card-whole", true);

  // Tap through to the second photo, and like it with a note.
  await card.getByRole("button", { name: "Next photo" }).click();
  await expect(card.getByRole("status", { name: "Photo 2 of 3" })).toBeVisible();
  await card.getByRole("button", { name: "Like photo 2" }).click();
  const sheet = noahPage.getByRole("dialog", { name: `Like ${lena}'s photo` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole("img", { name: `Photo 2 of ${lena}` })).toBeVisible();
  const noteBox = sheet.getByRole("textbox", { name: "Your note (optional)" });
  await noteBox.fill(note);
  await expect(sheet.getByText(`${note.length}/200`)).toBeVisible();
  // The note cannot grow past 200 characters.
  await noteBox.fill("x".repeat(250));
  await expect(noteBox).toHaveValue("x".repeat(200));
  await noteBox.fill(note);
  await shot(noahPage, "2-like-sheet");
  const [liked] = await Promise.all([
    noahPage.waitForResponse((r) => r.url().includes("matching.like")),
    sheet.getByRole("button", { name: "Send like" }).click(),
  ]);
  expect(liked.status()).toBe(200);
  await expect(sheet).toHaveCount(0);
  await expect(card.getByRole("heading", { name: lena, exact: true })).toHaveCount(0);

  // Lena's Discover: Noah first, with his note and her photo it is about.
  await lenaPage.goto("/app/discover");
  const noahCard = lenaPage.getByRole("article");
  await expect(noahCard.getByRole("heading", { level: 2 })).toHaveText(noah);
  const noted = noahCard.getByRole("region", { name: `${noah} liked your photo` });
  await expect(noted.getByText(note)).toBeVisible();
  await expect(noted.getByRole("img", { name: "Your photo" })).toHaveAttribute(
    "src",
    /^\/api\/photos\/[0-9a-f-]{36}\/small$/,
  );
  await shot(lenaPage, "3-liked-persons-view");
  await lenaPage.getByRole("button", { name: "Like", exact: true }).click();
  const moment = lenaPage.getByRole("region", { name: "It's a match!" });
  await moment.getByRole("button", { name: "Keep discovering" }).click();

  // The match's card is whole too, from the chat's header; the chat opens with Noah's note
  // as its first message, under the photo it is about (decision 246).
  await lenaPage.goto("/app/matches");
  await lenaPage
    .getByRole("region", { name: "Messages" })
    .getByRole("link", { name: new RegExp(noah) })
    .click();
  await lenaPage.waitForURL("**/app/chat/*");
  const thread = lenaPage.getByLabel(`Messages with ${noah}`);
  await expect(thread.getByText(note)).toBeVisible();
  await expect(thread.getByRole("figure")).toContainText(`${noah} liked your photo`);
  await shot(lenaPage, "4-chat");
  await lenaPage.getByRole("button", { name: `See ${noah}'s profile` }).click();
  const match = lenaPage.getByRole("dialog", { name: `${noah}'s profile` });
  await expect(match.getByRole("img", { name: `Photo 1 of ${noah}` })).toBeVisible();
  await expect(
    match.getByRole("region", { name: `${noah}'s answers` }).getByText(answerOf(1).label),
  ).toBeVisible();

  // Noah's side: the same first message, his own.
  await noahPage.goto("/app/matches");
  await noahPage
    .getByRole("region", { name: "Messages" })
    .getByRole("link", { name: new RegExp(lena) })
    .click();
  await noahPage.waitForURL("**/app/chat/*");
  await expect(noahPage.getByLabel(`Messages with ${lena}`).getByText(note)).toBeVisible();

  await lenaPage.context().close();
  await noahPage.context().close();
});
