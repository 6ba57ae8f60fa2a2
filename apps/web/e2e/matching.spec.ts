import { expect, type Page } from "@playwright/test";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { expectToast, findCard, signedInPage, test, uniqueEmail } from "./support.js";

interface Single {
  email: string;
  nickname: string;
  instagram?: string;
}

/** The same answers for both: an unusual pick, so other journeys' singles rarely score 100%. */
const ANSWERS = [3, 2, 3, 1, 2] as const;

async function becomeSingle(page: Page, single: Single): Promise<void> {
  await page.waitForURL("**/app/user-type");
  await page.getByRole("button", { name: "I'm Single" }).click();
  await expectToast(page, "Profile updated!");

  await page.waitForURL("**/app/profile-setup");
  await page.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, "Missing information");
  await page.getByLabel("Nickname").fill(single.nickname);
  await page.getByLabel("Gender").selectOption({ label: "Prefer not to say" });
  await page.getByLabel("City", { exact: true }).fill("Lisbon");
  await page.getByLabel(/Bio/).fill("Here for the e2e journey.");
  if (single.instagram) {
    await page.getByRole("switch", { name: "Add social links" }).click();
    await page.getByLabel("Instagram").fill(`@${single.instagram}`);
  }
  await page.getByRole("button", { name: "Continue" }).click();
  await expectToast(page, "Profile created!");

  await page.waitForURL("**/app/profile-photos");
  await page.getByRole("link", { name: "Add later" }).click();
  await page.waitForURL("**/app/discovery-quiz");
  for (const [i, question] of DISCOVERY_QUIZ.entries()) {
    await expect(page.getByText(`Question ${i + 1} of ${DISCOVERY_QUIZ.length}`)).toBeVisible();
    await expect(page.getByRole("heading", { name: question.question })).toBeVisible();
    await page.getByRole("button", { name: question.options[ANSWERS[i]!].text }).click();
  }
  await expectToast(page, "Quiz complete!");
  await page.waitForURL("**/app/discover");
}

test("two singles find each other on Discover and match", async ({ browser }) => {
  const stamp = Date.now().toString(36);
  const ava: Single = {
    email: uniqueEmail("single-ava"),
    nickname: `Ava ${stamp}`,
    instagram: `ava_${stamp}`,
  };
  const ben: Single = { email: uniqueEmail("single-ben"), nickname: `Ben ${stamp}` };

  const avaPage = await signedInPage(browser, ava.email, "/app");
  await becomeSingle(avaPage, ava);
  const benPage = await signedInPage(browser, ben.email, "/app");
  await becomeSingle(benPage, ben);

  // Ava's deck was drawn before Ben existed: open Discover again.
  await avaPage.goto("/app/discover");
  await expect(avaPage.getByText(/^\d+ of \d+ profiles$/)).toBeVisible();
  const benCard = await findCard(avaPage, ben.nickname);
  await expect(benCard.getByText("100% match")).toBeVisible();
  await expect(benCard.getByText("You both like")).toBeVisible();
  await avaPage.getByRole("button", { name: "Like", exact: true }).click();
  // Not a match yet: Ben has not liked Ava.
  await expect(avaPage.getByRole("heading", { name: ben.nickname })).toHaveCount(0);
  await expect(avaPage).toHaveURL(/\/app\/discover$/);

  const avaCard = await findCard(benPage, ava.nickname);
  await expect(avaCard.getByText("100% match")).toBeVisible();
  await expect(avaCard.getByText("28-32")).toBeVisible();
  await expect(avaCard.getByText("Lisbon")).toBeVisible();
  // Social handles are for matches only.
  await expect(benPage.getByText(ava.instagram!)).toHaveCount(0);

  await benPage.getByRole("button", { name: "Like", exact: true }).click();
  // The match moment stays on Discover (decision 246); Ben goes to his matches himself.
  const moment = benPage.getByRole("region", { name: "It's a match!" });
  await moment.getByRole("button", { name: "Keep discovering" }).click();
  await benPage.getByRole("link", { name: "My Matches", exact: true }).click();
  await benPage.getByRole("link", { name: `${ava.nickname}, new match: say hi` }).click();
  // Her whole profile, with her handles, opens from the chat's header (decision 245).
  await benPage.getByRole("button", { name: `See ${ava.nickname}'s profile` }).click();
  const match = benPage.getByRole("dialog", { name: `${ava.nickname}'s profile` });
  await expect(match).toBeVisible();
  const instagram = match.getByRole("link", { name: new RegExp(`Instagram @${ava.instagram}`) });
  await expect(instagram).toHaveAttribute("href", `https://instagram.com/${ava.instagram}`);
  await expect(instagram).toHaveAttribute("target", "_blank");
  await expect(instagram).toHaveAttribute("rel", "noopener noreferrer");

  // Ava sees the match too, from the Discover header.
  await avaPage.getByRole("link", { name: "My Matches", exact: true }).click();
  await expect(
    avaPage.getByRole("link", { name: `${ben.nickname}, new match: say hi` }),
  ).toBeVisible();

  await avaPage.context().close();
  await benPage.context().close();
});
