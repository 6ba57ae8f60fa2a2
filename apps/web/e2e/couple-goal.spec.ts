import { expect, type Browser, type Page } from "@playwright/test";
import jsQR from "jsqr";
import {
  POINTS_PER_ANSWER,
  type PairCode,
  type QuizQuestion,
  type Reward,
} from "@tandem/api-contract";
import { ADMIN_EMAIL, api, expectToast, signIn, test, uniqueEmail } from "./support.js";

const SHOTS = process.env.SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};
const PHONE = { viewport: { width: 390, height: 844 }, locale: "en-US" };

/** Two people who chose "couple", each on their own phone, paired with a code. */
async function pairedCouple(browser: Browser) {
  const open = async (label: string) => {
    const page = await (await browser.newContext(PHONE)).newPage();
    await signIn(page, uniqueEmail(label));
    expect((await api(page, "POST", "/api/user/type", { userType: "couple" })).status).toBe(200);
    return page;
  };
  const a = await open("goal-a");
  const b = await open("goal-b");
  const { body } = await api<PairCode>(a, "POST", "/api/pair/generate");
  expect((await api(b, "POST", "/api/pair/use", { code: body.code })).status).toBe(200);
  return { a, b };
}

/** Today's quiz answered through the API: 8 x 10 = 80 points. */
async function answerAll(page: Page) {
  const today = await api<QuizQuestion[]>(page, "GET", "/api/quiz/today");
  for (const question of today.body) {
    const answer = await api(page, "POST", "/api/quiz/answer", {
      questionId: question.id,
      selectedOption: 0,
      tags: question.options[0]!.tags,
      pointsEarned: POINTS_PER_ANSWER,
    });
    expect(answer.status).toBe(200);
  }
  return today.body.length * POINTS_PER_ANSWER;
}

/** What the QR code drawn on the page says: its SVG drawn on a canvas, read by jsQR. */
async function readQr(page: Page, name: string | RegExp): Promise<string | undefined> {
  const svg = page.getByRole("img", { name });
  await expect(svg).toBeVisible();
  const pixels = await svg.evaluate(async (element) => {
    const size = 400;
    const image = new Image();
    const markup = new XMLSerializer().serializeToString(element);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = canvas.height = size;
    const context = canvas.getContext("2d")!;
    context.drawImage(image, 0, 0, size, size);
    return { size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)?.data;
}

test("a couple saves together for one reward, redeems it together, and its voucher has a QR code and a map", async ({
  browser,
}) => {
  const run = Date.now().toString(36);
  const admin = await (await browser.newContext(PHONE)).newPage();
  await signIn(admin, ADMIN_EMAIL, "/app/admin");
  const title = `Cinema Night ${run}`;
  const location = "Calle de Fuencarral 3, Madrid";
  const created = await api<Reward>(admin, "POST", "/api/admin/rewards", {
    title,
    description: "Two tickets for any screening",
    pointsCost: 150,
    location,
    isActive: true,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  await admin.context().close();

  const { a, b } = await pairedCouple(browser);
  const aPoints = await answerAll(a);

  // B is on Home, with no goal yet.
  await b.goto("/app");
  const bGoal = b.getByRole("region", { name: "Saving together" });
  await expect(b.getByRole("heading", { name: "Available Rewards" })).toBeVisible();
  await expect(bGoal).toHaveCount(0);

  // A picks the reward as the couple's goal on Rewards.
  await a.goto("/app/rewards");
  const card = a.getByRole("article", { name: title });
  await card.getByRole("button", { name: "Save together for this" }).click();
  await expectToast(a, "Saving together");
  await expect(card.getByText("Your shared goal")).toBeVisible();
  await shot(a, "couple-goal-rewards");
  const aGoal = a.getByRole("region", { name: "Saving together" });
  await expect(aGoal.getByText(`${title}: ${aPoints}/150`)).toBeVisible();

  // B's Home shows it live, with a progress bar named for screen readers.
  await expectToast(b, "Your partner picked");
  await expect(bGoal.getByText(`${title}: ${aPoints}/150`)).toBeVisible();
  await expect(
    bGoal.getByRole("progressbar", { name: `${title}: ${aPoints} of 150 points together` }),
  ).toHaveAttribute("aria-valuenow", String(aPoints));
  await expect(bGoal.getByRole("button", { name: "Redeem together" })).toHaveCount(0);

  // A on Home; B earns their points: A's progress moves without a reload.
  await a.goto("/app");
  await expect(aGoal.getByText(`${title}: ${aPoints}/150`)).toBeVisible();
  const bPoints = await answerAll(b);
  const together = aPoints + bPoints;
  await expect(aGoal.getByText(`${title}: ${together}/150`)).toBeVisible();
  await expect(aGoal.getByText(`You ${aPoints} · Your partner ${bPoints}`)).toBeVisible();
  await shot(a, "couple-goal-home-covered");

  // A redeems together: A's 80 first, then 70 of B's.
  await aGoal.getByRole("button", { name: "Redeem together" }).click();
  const dialog = a.getByRole("dialog");
  await expect(
    dialog.getByText(
      `${title} costs 150 points: ${aPoints} from you and ${150 - aPoints} from your partner.`,
    ),
  ).toBeVisible();
  const sent = a.waitForRequest((r) => r.url().includes("/trpc/rewards.redeemGoal"));
  await dialog.getByRole("button", { name: "Confirm Redemption" }).click();
  await expect(dialog.getByRole("heading", { name: "Redeemed together!" })).toBeVisible();
  // B is told live (a toast lasts a few seconds: looked at first).
  await expectToast(b, "Your partner redeemed");
  const voucher = (await dialog.getByTestId("voucher-code").textContent())!.trim();
  expect(voucher).toMatch(/^TDM-/);
  // The confirmation carried a key: sent again (its answer lost on the way), it gets the
  // same voucher and spends nothing more.
  const request = await sent;
  const key = request.headers()["idempotency-key"];
  expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
  const again = await a.request.post(request.url(), {
    headers: {
      "content-type": "application/json",
      origin: new URL(a.url()).origin,
      "idempotency-key": key!,
    },
    data: request.postData() ?? "",
  });
  expect(again.status()).toBe(200);
  expect(JSON.stringify(await again.json())).toContain(voucher);
  expect(await readQr(a, `QR code of the voucher code ${voucher}`)).toBe(voucher);
  const map = dialog.getByRole("link", {
    name: `Map of ${location} on OpenStreetMap (opens in a new tab)`,
  });
  await expect(map).toHaveAttribute(
    "href",
    `https://www.openstreetmap.org/search?query=${encodeURIComponent(location)}`,
  );
  await expect(map).toHaveAttribute("target", "_blank");
  await expect(dialog.getByText(location)).toBeVisible();
  await shot(a, "couple-goal-voucher");

  // The goal is gone from B's Home, B's points were spent, and B has the voucher too.
  await expect(
    b.locator("header").getByText(`${bPoints - (150 - aPoints)} points`, { exact: true }),
  ).toBeAttached();
  await expect(bGoal).toHaveCount(0);
  await dialog.getByRole("button", { name: "Got it!" }).click();
  await expect(aGoal).toHaveCount(0);
  await expect(a.locator("header").getByText("0 points", { exact: true })).toBeAttached();

  await b.goto("/app/profile");
  const bVouchers = b.getByRole("listitem").filter({ hasText: voucher });
  await expect(bVouchers).toBeVisible();
  expect(await readQr(b, `QR code of the voucher code ${voucher}`)).toBe(voucher);
  await expect(
    bVouchers.getByRole("link", {
      name: `Map of ${location} on OpenStreetMap (opens in a new tab)`,
    }),
  ).toBeVisible();
  await bVouchers.scrollIntoViewIfNeeded();
  await shot(b, "couple-goal-my-vouchers");
});
