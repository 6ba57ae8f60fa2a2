// Staff set a partner brand's webhook endpoint, copy its secret, read the delivery log, send
// a message again and rotate the secret (decision 354). The receiver is a real HTTPS server
// on loopback whose certificate the server under test trusts (scripts/webhook-test-cert.mjs).
import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { expect, type Page } from "@playwright/test";
import { POINTS_PER_ANSWER, type QuizQuestion, type Reward } from "@tandem/api-contract";
import { webhookTestCert } from "../scripts/webhook-test-cert.mjs";
import { expectNoAxeViolations, screenshots } from "./layout-checks.js";
import {
  ADMIN_EMAIL,
  api,
  expectToast,
  signedInPage,
  signIn,
  test,
  uniqueEmail,
} from "./support.js";

const shot = screenshots("partner-webhooks-");
const run = Date.now().toString(36).toUpperCase();
const PORT = Number(process.env.E2E_PORT ?? 3217);

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** Standard Webhooks' v1 signature, computed here by hand: HMAC-SHA256 of "id.timestamp.body". */
function signedBy(secret: string, message: Received): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const signed = `${message.headers["webhook-id"]}.${message.headers["webhook-timestamp"]}.${message.body}`;
  const expected = `v1,${createHmac("sha256", key).update(signed).digest("base64")}`;
  return message.headers["webhook-signature"]!.split(" ").includes(expected);
}

async function startReceiver() {
  const { key, cert } = webhookTestCert(PORT);
  const received: Received[] = [];
  const server = createServer({ key: readFileSync(key), cert: readFileSync(cert) }, (req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([name, value]) => [name, String(value)]),
      );
      received.push({ headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `https://127.0.0.1:${port}/tandem`, received, close: () => server.close() };
}

/** A couple's member with today's quiz points, who redeems the reward. */
async function redeemAsCouple(page: Page, rewardId: number) {
  await api(page, "POST", "/api/user/type", { userType: "couple" });
  const today = await api<QuizQuestion[]>(page, "GET", "/api/quiz/today");
  for (const question of today.body) {
    await api(page, "POST", "/api/quiz/answer", {
      questionId: question.id,
      selectedOption: 0,
      tags: question.options[0]!.tags,
      pointsEarned: POINTS_PER_ANSWER,
    });
  }
  const redeemed = await api(page, "POST", `/api/rewards/${rewardId}/redeem`);
  expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
}

test("staff set a partner's webhook, copy the secret once, resend a delivery and rotate", async ({
  page,
  browser,
}) => {
  // Three deliveries, each waiting for a process's next look (every 5 s), and a quiz.
  test.setTimeout(test.info().timeout * 2.5);
  const receiver = await startReceiver();
  try {
    await signIn(page, ADMIN_EMAIL, "/app/admin");
    const brandName = `Lumiere ${run}`;
    const created = await api<Reward>(page, "POST", "/api/admin/rewards", {
      title: `Cinema night ${run}`,
      description: "Two tickets for any screening",
      pointsCost: 10,
      brandName,
    });
    expect(created.status).toBe(201);
    await page.goto("/app/admin?tab=webhooks");
    const card = page.getByRole("article", { name: brandName });
    await expect(card.getByText("No endpoint: nothing is sent.")).toBeVisible();

    // Refused in words, nothing stored.
    const endpoint = card.getByRole("textbox", { name: "Endpoint (https)" });
    await endpoint.fill("http://partner.example/tandem");
    await card.getByRole("button", { name: "Save endpoint" }).click();
    await expect(card.getByRole("alert")).toHaveText("The endpoint must use https.");
    await expect(card.getByText("No endpoint: nothing is sent.")).toBeVisible();

    await endpoint.fill(receiver.url);
    await card.getByRole("button", { name: "Save endpoint" }).click();
    await expectToast(page, "Endpoint saved");
    const issued = card.getByRole("status").filter({ hasText: "Copy" });
    await expect(issued.getByRole("heading")).toHaveText(`Copy ${brandName}'s secret now`);
    const secret = (await page.getByTestId("webhook-secret").textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await expect(card.getByText("Nothing sent yet.")).toBeVisible();
    await expectNoAxeViolations(page, "webhooks tab with a new secret");
    await issued.scrollIntoViewIfNeeded();
    await shot(page, "secret");
    await issued.getByRole("button", { name: "Done" }).click();
    await expect(page.getByTestId("webhook-secret")).toHaveCount(0);

    // A couple redeems: the partner receives one signed message, and the log says so.
    const couple = await signedInPage(browser, uniqueEmail("webhook-couple"));
    await redeemAsCouple(couple, created.body.id);
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1);
    const [first] = receiver.received;
    expect(signedBy(secret, first!)).toBe(true);
    expect(JSON.parse(first!.body)).toMatchObject({
      type: "voucher.redeemed",
      data: { brand: brandName, reward: { id: created.body.id } },
    });
    expect(first!.body).not.toContain("webhook-couple");

    const delivery = card.getByTestId("webhook-delivery");
    const reloadUntilDelivered = () =>
      expect(async () => {
        await page.reload();
        await expect(delivery).toContainText("Delivered", { timeout: 1000 });
      }).toPass();
    await reloadUntilDelivered();
    await expect(delivery).toHaveCount(1);
    await expect(delivery).toContainText("Voucher redeemed");
    await expect(delivery).toContainText("1 attempt · Response 204");
    await expectNoAxeViolations(page, "webhooks tab with a delivery");
    await delivery.scrollIntoViewIfNeeded();
    await shot(page, "log");

    // Send again: the same message (same webhook-id), delivered once more.
    await delivery.getByRole("button", { name: "Send again" }).click();
    await expectToast(page, "Queued to send again");
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(2);
    expect(receiver.received[1]!.headers["webhook-id"]).toBe(first!.headers["webhook-id"]);

    // Rotation: a new secret shown once; both sign during the overlap.
    page.once("dialog", (dialog) => void dialog.accept());
    await card.getByRole("button", { name: "Rotate secret" }).click();
    const rotated = (await page.getByTestId("webhook-secret").textContent())!;
    expect(rotated).toMatch(/^whsec_/);
    expect(rotated).not.toBe(secret);
    await expect(card.getByText(/The previous secret also signs until/)).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await shot(page, "rotated");
    await page.getByRole("button", { name: "Done" }).click();
    await reloadUntilDelivered();
    await delivery.getByRole("button", { name: "Send again" }).click();
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(3);
    expect(signedBy(rotated, receiver.received[2]!)).toBe(true);
    expect(signedBy(secret, receiver.received[2]!)).toBe(true);
    // A reward whose partner receives the person's name says so before redeeming.
    const named = await api<Reward>(page, "POST", "/api/admin/rewards", {
      title: `Spa day ${run}`,
      description: "A massage for two",
      pointsCost: 10,
      brandName,
      partnerGetsIdentity: true,
    });
    expect(named.status).toBe(201);
    await couple.goto("/app/rewards");
    await couple
      .getByRole("article", { name: `Spa day ${run}` })
      .getByRole("button", { name: /Redeem/ })
      .click();
    const dialog = couple.getByRole("dialog");
    await expect(
      dialog.getByText(
        `${brandName} receives your name and e-mail address with this voucher, to honour it. Nothing else about you is sent.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(couple, "redeem dialog of a reward naming the person");
    await shot(couple, "redeem-names-person");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await couple.context().close();
  } finally {
    receiver.close();
  }
});
