import { expect, type Page } from "@playwright/test";
import {
  POINTS_PER_ANSWER,
  type CreatedApiToken,
  type QuizQuestion,
  type RedemptionResult,
  type Reward,
} from "@tandem/api-contract";
import {
  ADMIN_EMAIL,
  api,
  expectToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

const shot = async (page: Page, name: string) => {
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}.png` });
};

const run = Date.now().toString(36).toUpperCase();

async function createReward(page: Page, fields: Record<string, unknown>): Promise<Reward> {
  const created = await api<Reward>(page, "POST", "/api/admin/rewards", {
    description: "Two tickets for any screening",
    pointsCost: 20,
    ...fields,
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

/** A couple's member with today's quiz points (8 answers: 80 points). */
async function coupleWithPoints(page: Page) {
  await api(page, "POST", "/api/user/type", { userType: "couple" });
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
}

test("staff add a partner's codes by paste and CSV; couples see the stock run out", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  const title = `Cinema ${run}`;
  const reward = await createReward(page, { title, brandName: `Lumiere ${run}` });
  await page.reload();
  const card = page.getByRole("article", { name: title });
  await expect(card.getByText("Tandem makes its codes (no stock limit).")).toBeVisible();
  await card.getByText("Partner codes").click();

  // Pasted: the duplicate and the blank line are counted and refused in words.
  await card
    .getByRole("textbox", { name: "Codes" })
    .fill(`LUM-${run}-1\n\nLUM-${run}-1\nlum-${run}-2\n`);
  await card.getByRole("button", { name: "Add codes" }).click();
  await expect(card.getByRole("status").filter({ hasText: "added" })).toHaveText(
    "2 codes added; refused: 1 duplicate, 1 blank.",
  );
  await expectToast(page, "Codes added");
  await expect(card.getByText("Running low: 2 partner codes left. Add more codes.")).toBeVisible();

  // A file in Latin-1 is refused before anything is sent.
  await card.getByLabel("Or choose a CSV file").setInputFiles({
    name: "codes-latin1.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0x43, 0x41, 0x46, 0xe9, 0x2d, 0x31, 0x32, 0x33, 0x0a]),
  });
  await expect(card.getByRole("alert")).toHaveText(
    "This file is not UTF-8 text. Save it as CSV UTF-8 (one code a line) and upload it again.",
  );
  // A UTF-8 CSV with a header: its first column is read.
  await card.getByLabel("Or choose a CSV file").setInputFiles({
    name: "codes.csv",
    mimeType: "text/csv",
    buffer: Buffer.from(`code,value\nLUM-${run}-3,2 tickets\nLUM-${run}-1,2 tickets\n`, "utf8"),
  });
  await expect(card.getByRole("textbox", { name: "Codes" })).toHaveValue(/LUM-.*-3/);
  await card.getByRole("button", { name: "Add codes" }).click();
  await expect(card.getByRole("status").filter({ hasText: "added" })).toHaveText(
    `1 code added; refused: 1 already in ${title}'s pool.`,
  );
  await expect(card.getByText("Running low: 3 partner codes left. Add more codes.")).toBeVisible();
  await card.scrollIntoViewIfNeeded();
  await shot(page, "admin-partner-codes");

  // A couple sees "Only 3 left"; after the pool is spent, "Out of stock" and no charge.
  const person = await signedInPage(browser, uniqueEmail("stock"), "/app");
  await coupleWithPoints(person);
  for (let i = 0; i < 3; i++) {
    const redeemed = await api<RedemptionResult>(
      person,
      "POST",
      `/api/rewards/${reward.id}/redeem`,
    );
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.voucherCode).toMatch(new RegExp(`^LUM-${run}-\\d$`));
    if (i === 0) {
      await person.goto("/app/rewards");
      await expect(
        person.getByRole("article", { name: title }).getByText("Only 2 left"),
      ).toBeVisible();
      await shot(person, "rewards-only-left");
    }
  }
  await person.goto("/app/rewards");
  const spent = person.getByRole("article", { name: title });
  await expect(spent.getByRole("button", { name: "Out of stock" })).toBeDisabled();
  await shot(person, "rewards-out-of-stock");
  await page.reload();
  await expect(
    page
      .getByRole("article", { name: title })
      .getByText("Out of stock: couples cannot redeem it. Add more codes."),
  ).toBeVisible();
  await person.context().close();
});

test("a partner's staff check a code on the partner page and mark it used once", async ({
  page,
  browser,
}) => {
  await signIn(page, ADMIN_EMAIL, "/app/admin");
  const brandName = `Bean ${run}`;
  const title = `Coffee ${run}`;
  const reward = await createReward(page, { title, brandName, codesValidUntil: "2099-12-31" });
  const token = await api<CreatedApiToken>(page, "POST", "/api/admin/api-tokens", {
    name: `${brandName} counter`,
    scopes: ["vouchers:redeem"],
    brandName,
    expiresInDays: 30,
  });
  expect(token.status, JSON.stringify(token.body)).toBe(201);
  const other = await api<CreatedApiToken>(page, "POST", "/api/admin/api-tokens", {
    name: "Another brand",
    scopes: ["vouchers:redeem"],
    brandName: `Elsewhere ${run}`,
    expiresInDays: 30,
  });

  const person = await signedInPage(browser, uniqueEmail("voucher"), "/app");
  await coupleWithPoints(person);
  const { voucherCode } = (
    await api<RedemptionResult>(person, "POST", `/api/rewards/${reward.id}/redeem`)
  ).body;

  const till = await browser.newPage();
  await till.goto(new URL("/partner", page.url()).toString());
  await expect(till.getByRole("heading", { name: "Check a Tandem voucher" })).toBeVisible();
  await till.getByLabel("Your partner token").fill(other.body.secret);
  await till.getByRole("button", { name: "Keep this token" }).click();
  // Another brand's token: the code is unknown to it.
  await till.getByLabel("Voucher code").fill(voucherCode);
  await till.getByRole("button", { name: "Check" }).click();
  await expect(till.getByRole("alert")).toHaveText(
    `No voucher of Elsewhere ${run} has the code ${voucherCode}.`,
  );
  await till.getByRole("button", { name: "Forget the token" }).click();

  await till.getByLabel("Your partner token").fill(token.body.secret);
  await till.getByRole("button", { name: "Keep this token" }).click();
  await till.getByLabel("Voucher code").fill(` ${voucherCode.toLowerCase()} `);
  await till.getByRole("button", { name: "Check" }).click();
  const found = till.getByRole("status", { name: voucherCode });
  await expect(found.getByText("Valid", { exact: true })).toBeVisible();
  await expect(found.getByText(`${title} (20 points)`)).toBeVisible();
  await expect(found.getByText(/^Valid until .*2099\.$/)).toBeVisible();
  await shot(till, "partner-check");
  await found.getByRole("button", { name: "Mark as used" }).click();
  await expect(found.getByText("Marked as used. Apply the reward now.")).toBeVisible();
  await expect(found.getByText("Already used")).toBeVisible();
  await shot(till, "partner-used");

  // The page keeps the token: after a reload, a second use is refused in words.
  await till.reload();
  await till.getByLabel("Voucher code").fill(voucherCode);
  await till.getByRole("button", { name: "Check" }).click();
  await expect(
    till.getByRole("status", { name: voucherCode }).getByText(/^Used on /),
  ).toBeVisible();
  const again = await till.request.post("/api/vouchers/use", {
    headers: { authorization: `Bearer ${token.body.secret}` },
    data: { code: voucherCode },
  });
  expect(again.status()).toBe(409);

  await person.goto("/app/profile");
  const vouchers = person.getByRole("listitem").filter({ hasText: voucherCode });
  await expect(vouchers.getByText(/^Used on /)).toBeVisible();
  await vouchers.scrollIntoViewIfNeeded();
  await shot(person, "my-vouchers-used");
  await person.context().close();
  await till.close();
});
