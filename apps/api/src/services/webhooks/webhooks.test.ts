// Partner webhooks (decisions 354-356): a redemption, a use and a pool running out each queue
// one message in their own transaction; a real HTTPS receiver verifies the Standard Webhooks
// signature (rotated secrets too); failures are retried on the schedule, then fail; "Send
// again" delivers once more; two processes deliver each message once; bad endpoints are
// refused in words.
import type {
  ApiError,
  CreatedApiToken,
  PartnerWebhook,
  RedemptionResult,
  WebhookChange,
  WebhookDelivery,
} from "@tandem/api-contract";
import {
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_SECRET_OVERLAP_HOURS,
} from "@tandem/api-contract";
import { createDb, type Db } from "@tandem/db";
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "../../../test/database.js";
import { call, createUser, PUBLIC_URL, useTestApp, type TestUser } from "../../../test/helpers.js";
import { startWebhookReceiver } from "../../../test/webhook-receiver.js";
import { fillPool, makeReward } from "../rewards/test-support.js";
import { deleteExpiredRows } from "../../infra/housekeeping.js";
import { deliverDueWebhooks } from "./deliver.js";
import { setPartnerWebhook } from "./admin.js";

const t = useTestApp();
const origin = { origin: PUBLIC_URL };
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // The tests count what one delivery run does with the whole queue; files that ran before
  // on this worker's database may have left messages of their own brands in it.
  await t.db.deleteFrom("webhookDeliveries").execute();
  receiver = await startWebhookReceiver();
});
afterAll(() => receiver.close());

const local = { allowLocalEndpoints: true };
const deliver = (db: Db = t.db) =>
  deliverDueWebhooks(db, { endpoints: local, agent: receiver.agent });
const brand = (label: string) => `${label} ${Math.random().toString(36).slice(2, 7)}`;

/** A brand with an endpoint at the receiver; its secret. */
async function partner(label: string) {
  const brandName = brand(label);
  const staff = await createUser(t.db, { role: "admin" });
  const change = await setPartnerWebhook(t.db, local, staff.id, { brandName, url: receiver.url });
  return { brandName, secret: change.secret! };
}

/** What staff member `actorId` has on record in the audit log, oldest first. */
const auditBy = (actorId: string) =>
  t.db
    .selectFrom("moderationAuditLog")
    .select(["action", "note"])
    .where("actorId", "=", actorId)
    .orderBy("id")
    .execute();

async function redeem(user: TestUser, rewardId: number) {
  const res = await call<RedemptionResult>(t.app, "POST", `/api/rewards/${rewardId}/redeem`, {
    user,
  });
  expect(res, res.text).toHaveStatus(200);
  return res.body;
}

const deliveriesOf = (brandName: string) =>
  t.db
    .selectFrom("webhookDeliveries as d")
    .innerJoin("partnerWebhooks as w", "w.id", "d.webhookId")
    .selectAll("d")
    .where("w.brandName", "=", brandName)
    .orderBy("d.id")
    .execute();

const messagesFor = (brandName: string) =>
  receiver.received.filter((m) => m.body.includes(JSON.stringify(brandName)));

describe("partner webhooks", () => {
  it("queue one message for a redemption, delivered signed per Standard Webhooks, with no person in it", async () => {
    const { brandName, secret } = await partner("Cinema");
    const reward = await makeReward(t.db, { brandName, pointsCost: 5, title: "Two tickets" });
    const user = await createUser(t.db, { points: 5, firstName: "Ana", lastName: "Ruiz" });
    const { voucherCode, redemptionId } = await redeem(user, reward.id);

    const queued = await deliveriesOf(brandName);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ eventType: "voucher.redeemed", status: "pending" });
    expect(await deliver()).toMatchObject({ delivered: 1, retrying: 0, failed: 0 });

    const [message] = messagesFor(brandName);
    expect(message!.headers["webhook-id"]).toBe(queued[0]!.messageId);
    const verified = new Webhook(secret).verify(message!.body, message!.headers);
    expect(verified).toMatchObject({
      type: "voucher.redeemed",
      data: {
        reward: { id: reward.id, title: "Two tickets" },
        brand: brandName,
        code: voucherCode,
        redemptionId,
      },
    });
    expect(Date.parse((verified as { timestamp: string }).timestamp)).toBeGreaterThan(0);
    for (const personal of [user.id, user.email, "Ana", "Ruiz"]) {
      expect(message!.body).not.toContain(personal);
    }
    expect(() =>
      new Webhook(`whsec_${Buffer.from("another").toString("base64")}`).verify(
        message!.body,
        message!.headers,
      ),
    ).toThrow();
    const [row] = await deliveriesOf(brandName);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204 });
  });

  it("names the person only for a reward that says its partner receives it", async () => {
    const { brandName, secret } = await partner("Spa");
    const reward = await makeReward(t.db, { brandName, pointsCost: 5, partnerGetsIdentity: true });
    const user = await createUser(t.db, { points: 5, firstName: "Ana", lastName: "Ruiz" });
    await redeem(user, reward.id);
    await deliver();
    const [message] = messagesFor(brandName);
    expect(new Webhook(secret).verify(message!.body, message!.headers)).toMatchObject({
      data: { person: { name: "Ana Ruiz", email: user.email } },
    });
    expect(message!.body).not.toContain(user.id);
  });

  it("queues nothing when the redemption fails, and nothing for a brand without an endpoint", async () => {
    const { brandName } = await partner("Bakery");
    const reward = await makeReward(t.db, { brandName, pointsCost: 50 });
    const poor = await createUser(t.db, { points: 5 });
    const res = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: poor });
    expect(res).toHaveStatus(409);
    expect(await deliveriesOf(brandName)).toHaveLength(0);
    const other = await makeReward(t.db, { brandName: brand("No endpoint"), pointsCost: 1 });
    const before = await t.db
      .selectFrom("webhookDeliveries")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    await redeem(await createUser(t.db, { points: 1 }), other.id);
    const after = await t.db
      .selectFrom("webhookDeliveries")
      .select(sql<number>`count(*)::int`.as("n"))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });

  it("announces a use, and the pool running out once per filling", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { brandName } = await partner("Books");
    const token = await call<CreatedApiToken>(t.app, "POST", "/api/admin/api-tokens", {
      user: admin,
      headers: origin,
      body: { name: "Till", scopes: ["vouchers:redeem"], expiresInDays: 30, brandName },
    });
    expect(token).toHaveStatus(201);
    const reward = await makeReward(t.db, { brandName, pointsCost: 1 });
    await fillPool(t.db, reward.id, [`WH-${reward.id}-A`, `WH-${reward.id}-B`]);
    const first = await redeem(await createUser(t.db, { points: 1 }), reward.id);
    const used = await call(t.app, "POST", "/api/vouchers/use", {
      headers: { authorization: `Bearer ${token.body.secret}` },
      body: { code: first.voucherCode },
    });
    expect(used, used.text).toHaveStatus(200);
    await redeem(await createUser(t.db, { points: 1 }), reward.id);
    expect((await deliveriesOf(brandName)).map((d) => d.eventType)).toEqual([
      "voucher.redeemed",
      "voucher.used",
      "voucher.redeemed",
      "reward.out_of_stock",
    ]);
    const refused = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, {
      user: await createUser(t.db, { points: 1 }),
    });
    expect(refused).toHaveStatus(409);
    await fillPool(t.db, reward.id, [`WH-${reward.id}-C`]);
    await redeem(await createUser(t.db, { points: 1 }), reward.id);
    const types = (await deliveriesOf(brandName)).map((d) => d.eventType);
    expect(types.filter((type) => type === "reward.out_of_stock")).toHaveLength(2);
    await deliver();
    const usedMessage = messagesFor(brandName)
      .map((m) => JSON.parse(m.body) as { type: string; data: Record<string, unknown> })
      .find((m) => m.type === "voucher.used");
    expect(usedMessage!.data).toMatchObject({ code: first.voucherCode, reward: { id: reward.id } });
    expect(typeof usedMessage!.data.usedAt).toBe("string");
  });

  it("signs with both secrets during a rotation's overlap, then with the new one only", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { brandName, secret: old } = await partner("Cafe");
    const rotated = await call<WebhookChange>(t.app, "POST", "/api/admin/webhooks/rotate", {
      user: admin,
      headers: origin,
      body: { brandName },
    });
    expect(rotated, rotated.text).toHaveStatus(200);
    const fresh = rotated.body.secret!;
    expect(fresh).toMatch(/^whsec_/);
    expect(fresh).not.toBe(old);
    expect(rotated.body.webhook.previousSecretUntil).not.toBeNull();
    const rotations = await auditBy(admin.id);
    expect(rotations).toEqual([
      {
        action: "webhook-rotate",
        note: `${brandName}: a new secret, the previous one signing for ${WEBHOOK_SECRET_OVERLAP_HOURS} h`,
      },
    ]);
    expect(JSON.stringify(rotations)).not.toContain(fresh);
    const reward = await makeReward(t.db, { brandName, pointsCost: 1 });
    await redeem(await createUser(t.db, { points: 1 }), reward.id);
    await deliver();
    const [during] = messagesFor(brandName);
    expect(during!.headers["webhook-signature"]!.split(" ")).toHaveLength(2);
    expect(new Webhook(fresh).verify(during!.body, during!.headers)).toBeTruthy();
    expect(new Webhook(old).verify(during!.body, during!.headers)).toBeTruthy();

    await t.db
      .updateTable("partnerWebhooks")
      .set({ previousSecretUntil: new Date(Date.now() - 1000) })
      .where("brandName", "=", brandName)
      .execute();
    await redeem(await createUser(t.db, { points: 1 }), reward.id);
    await deliver();
    const after = messagesFor(brandName)[1]!;
    expect(after.headers["webhook-signature"]!.split(" ")).toHaveLength(1);
    expect(new Webhook(fresh).verify(after.body, after.headers)).toBeTruthy();
    expect(() => new Webhook(old).verify(after.body, after.headers)).toThrow();
  });

  it("retries a failing endpoint on the schedule, fails after the last attempt, and sends again", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const { brandName } = await partner("Gym");
    const reward = await makeReward(t.db, { brandName, pointsCost: 1 });
    await redeem(await createUser(t.db, { points: 1 }), reward.id);
    const waits: number[] = [];
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      receiver.answers.push(500);
      expect(await deliver()).toMatchObject({ delivered: 0 });
      const { rows } = await sql<{ status: string; attempts: number; wait: number }>`
        SELECT d.status, d.attempts, round(extract(epoch FROM d.next_attempt_at - now()))::int AS wait
        FROM webhook_deliveries d JOIN partner_webhooks w ON w.id = d.webhook_id
        WHERE w.brand_name = ${brandName}`.execute(t.db);
      expect(rows[0]!.attempts).toBe(attempt);
      if (attempt < WEBHOOK_MAX_ATTEMPTS) {
        expect(rows[0]!.status).toBe("pending");
        waits.push(rows[0]!.wait);
        // The wait passes: due now.
        await sql`UPDATE webhook_deliveries SET next_attempt_at = now()
          WHERE webhook_id = (SELECT id FROM partner_webhooks WHERE brand_name = ${brandName})`.execute(
          t.db,
        );
      } else {
        expect(rows[0]!.status).toBe("failed");
      }
    }
    expect(waits).toEqual([...WEBHOOK_RETRY_DELAYS_SECONDS]);
    expect(messagesFor(brandName)).toHaveLength(WEBHOOK_MAX_ATTEMPTS);
    expect(new Set(messagesFor(brandName).map((m) => m.headers["webhook-id"])).size).toBe(1);

    const list = await call<PartnerWebhook[]>(t.app, "GET", "/api/admin/webhooks", { user: admin });
    expect(list).toHaveStatus(200);
    const mine = list.body.find((b) => b.brandName === brandName)!;
    expect(mine.deliveries[0]).toMatchObject({
      eventType: "voucher.redeemed",
      status: "failed",
      attempts: WEBHOOK_MAX_ATTEMPTS,
      lastStatusCode: 500,
      nextAttemptAt: null,
    });
    const again = await call<WebhookDelivery>(
      t.app,
      "POST",
      `/api/admin/webhooks/deliveries/${mine.deliveries[0]!.id}/resend`,
      { user: admin, headers: origin, body: {} },
    );
    expect(again, again.text).toHaveStatus(200);
    expect(again.body).toMatchObject({ status: "pending", attempts: 0 });
    const twice = await call<ApiError>(
      t.app,
      "POST",
      `/api/admin/webhooks/deliveries/${mine.deliveries[0]!.id}/resend`,
      { user: admin, headers: origin, body: {} },
    );
    expect(twice).toHaveStatus(409);
    expect(twice.body.message).toMatch(/still being delivered/);
    // The one sent again is on record; the refused one is not.
    expect(await auditBy(admin.id)).toEqual([
      {
        action: "webhook-resend",
        note: `${brandName}: message ${mine.deliveries[0]!.messageId} sent again`,
      },
    ]);
    expect(await deliver()).toMatchObject({ delivered: 1 });
    const [row] = await deliveriesOf(brandName);
    expect(row).toMatchObject({ status: "delivered", attempts: 1, lastStatusCode: 204 });
  });

  it("refuses endpoints the server must not post to, in words, changing nothing", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const brandName = brand("Refused");
    const cases: [string, RegExp][] = [
      ["http://partner.example/hooks", /must use https/],
      ["https://127.0.0.1/hooks", /127\.0\.0\.1 is a loopback, private or reserved address/],
      ["https://10.1.2.3/hooks", /10\.1\.2\.3 is a loopback, private or reserved address/],
      ["https://[::ffff:127.0.0.1]/hooks", /::ffff:7f00:1 is a loopback, private or reserved/],
      ["https://localhost/hooks", /localhost resolves to (127\.0\.0\.1|::1), a loopback/],
      ["https://partner.example:8443/hooks", /port 443/],
      ["not a url", /not a web address/],
    ];
    for (const [url, message] of cases) {
      const res = await call<ApiError>(t.app, "POST", "/api/admin/webhooks", {
        user: admin,
        headers: origin,
        body: { brandName, url },
      });
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toMatch(message);
      expect(res.body.code).toBe("BAD_REQUEST");
    }
    const spanish = await call<ApiError>(t.app, "POST", "/api/admin/webhooks", {
      user: admin,
      headers: { ...origin, "accept-language": "es" },
      body: { brandName, url: "https://10.1.2.3/hooks" },
    });
    expect(spanish).toHaveStatus(400);
    expect(spanish.body.message).toMatch(
      /^10\.1\.2\.3 es una dirección local, privada o reservada: los webhooks solo van a direcciones públicas\.$/,
    );
    const stored = await t.db
      .selectFrom("partnerWebhooks")
      .select("id")
      .where("brandName", "=", brandName)
      .execute();
    expect(stored).toHaveLength(0);
    const person = await createUser(t.db);
    expect(await call(t.app, "GET", "/api/admin/webhooks", { user: person })).toHaveStatus(403);
  });

  it("delivers each message once with two processes claiming at the same time", async () => {
    const { brandName } = await partner("Two processes");
    const reward = await makeReward(t.db, { brandName, pointsCost: 1 });
    for (let i = 0; i < 12; i++) await redeem(await createUser(t.db, { points: 1 }), reward.id);
    const max = inject("databaseKind") === "embedded" ? 1 : 5;
    const pools = [0, 1].map(() => createDb({ connectionString: testDatabaseUrl(), max }));
    try {
      const runs = await Promise.all(
        [0, 1, 0, 1, 0, 1].map((i) =>
          deliverDueWebhooks(pools[i]!, { endpoints: local, agent: receiver.agent }, 3),
        ),
      );
      // Whatever a run left for later: both processes run again until nothing is due.
      for (let round = 0; round < 10; round++) {
        const more = await Promise.all(pools.map((db) => deliver(db)));
        runs.push(...more);
      }
      expect(runs.reduce((sum, run) => sum + run.delivered, 0)).toBe(12);
    } finally {
      await Promise.all(pools.map((pool) => pool.destroy()));
    }
    const ids = messagesFor(brandName).map((m) => m.headers["webhook-id"]);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect((await deliveriesOf(brandName)).every((d) => d.status === "delivered")).toBe(true);
  });

  it("sets, lists and clears a brand's endpoint; the secret is answered once", async () => {
    const admin = await createUser(t.db, { role: "admin" });
    const brandName = brand("Listed");
    await makeReward(t.db, { brandName });
    const before = await call<PartnerWebhook[]>(t.app, "GET", "/api/admin/webhooks", {
      user: admin,
    });
    expect(before.body.find((b) => b.brandName === brandName)).toMatchObject({
      url: null,
      deliveries: [],
    });
    const { secret } = await setPartnerWebhook(t.db, local, admin.id, {
      brandName,
      url: `${receiver.url}/hooks/partner-token-123`,
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const again = await setPartnerWebhook(t.db, local, admin.id, {
      brandName: brandName.toUpperCase(),
      url: `${receiver.url}/v2`,
    });
    expect(again.secret).toBeNull();
    expect(again.webhook.url).toBe(`${receiver.url}/v2`);
    const listed = await call<PartnerWebhook[]>(t.app, "GET", "/api/admin/webhooks", {
      user: admin,
    });
    expect(JSON.stringify(listed.body)).not.toContain(secret!);
    const cleared = await call<WebhookChange>(t.app, "POST", "/api/admin/webhooks/clear", {
      user: admin,
      headers: origin,
      body: { brandName },
    });
    expect(cleared, cleared.text).toHaveStatus(200);
    expect(cleared.body.webhook.url).toBeNull();
    const twice = await call<ApiError>(t.app, "POST", "/api/admin/webhooks/clear", {
      user: admin,
      headers: origin,
      body: { brandName },
    });
    expect(twice).toHaveStatus(404);
    expect(twice.body.message).toMatch(/has no webhook endpoint/);

    // Each change is on record with who made it; a refused one is not. Never a secret, and of
    // an address only its origin (its path may carry the partner's own token).
    const audit = await auditBy(admin.id);
    const to = new URL(receiver.url).origin;
    expect(audit).toEqual([
      { action: "webhook-set", note: `${brandName}: messages to ${to}, a first secret` },
      { action: "webhook-set", note: `${brandName.toUpperCase()}: messages to ${to}` },
      { action: "webhook-clear", note: `${brandName}: endpoint removed` },
    ]);
    expect(JSON.stringify(audit)).not.toContain("partner-token-123");
    expect(JSON.stringify(audit)).not.toContain(secret!);
  });

  it("deletes finished messages a month on, and keeps pending ones", async () => {
    const { brandName } = await partner("Old log");
    const reward = await makeReward(t.db, { brandName, pointsCost: 1 });
    for (let i = 0; i < 3; i++) await redeem(await createUser(t.db, { points: 1 }), reward.id);
    const [a, b, c] = await deliveriesOf(brandName);
    await t.db
      .updateTable("webhookDeliveries")
      .set({ status: "delivered", createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where("id", "in", [a!.id, b!.id])
      .execute();
    await t.db
      .updateTable("webhookDeliveries")
      .set({ createdAt: new Date(Date.now() - 31 * 86_400_000) })
      .where("id", "=", c!.id)
      .execute();
    await t.db
      .updateTable("webhookDeliveries")
      .set({ status: "failed" })
      .where("id", "=", b!.id)
      .execute();
    expect((await deleteExpiredRows(t.db)).webhookDeliveries).toBeGreaterThanOrEqual(2);
    expect((await deliveriesOf(brandName)).map((d) => d.id)).toEqual([c!.id]);
  });
});
