import {
  PUSH_KINDS,
  PUSH_RETRY_BASE_MS,
  type ApiError,
  type PushKind,
  type PushSettings,
} from "@tandem/api-contract";
import { createDb, type Db } from "@tandem/db";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "../../../test/database.js";
import { call, createUser, useTestApp, testEnv, type TestUser } from "../../../test/helpers.js";
import { startPushService, type TestDevice } from "../../../test/push-service.js";
import { conversation, send } from "../chat/test-support.js";
import { pairUp } from "../couples/test-support.js";
import { like, single } from "../matching/test-support.js";
import { answer, today } from "../quiz/test-support.js";
import { deleteExpiredRows } from "../../infra/housekeeping.js";
import { deliverDuePush } from "./deliver.js";
import { subscribePush } from "./settings.js";
import { vapidKeysOf, type VapidKeys } from "./vapid.js";

const t = useTestApp({ PUSH_ALLOW_LOCAL_ENDPOINTS: "true" });
const PORT = 3321;
let service: Awaited<ReturnType<typeof startPushService>>;
let vapid: VapidKeys;

beforeAll(async () => {
  service = await startPushService(PORT);
  vapid = await vapidKeysOf(t.db, testEnv())();
});
afterAll(() => service?.close());

/** Every due notification sent (one run per batch, until none is left). */
async function deliver(db: Db = t.db) {
  const total = { sent: 0, retrying: 0, dropped: 0, gone: 0 };
  for (;;) {
    const run = await deliverDuePush(db, { vapid, agent: service.agent });
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += run[key];
    if (run.sent + run.retrying + run.dropped + run.gone === 0) return total;
  }
}

async function subscribe(user: TestUser, device: TestDevice) {
  const res = await call<PushSettings>(t.app, "POST", "/api/push/subscriptions", {
    user,
    body: device.subscription,
  });
  expect(res).toHaveStatus(200);
  return res.body;
}

const switchOn = (user: TestUser, kinds: PushKind[], previews?: boolean) =>
  call<PushSettings>(t.app, "POST", "/api/push/settings", {
    user,
    body: {
      kinds: Object.fromEntries(kinds.map((kind) => [kind, true])),
      ...(previews === undefined ? {} : { previews }),
    },
  });

const queuedFor = async (device: TestDevice) =>
  Number(
    (
      await sql<{ count: number }>`
        SELECT count(*)::int AS count FROM push_outbox o
        JOIN push_subscriptions s ON s.id = o.subscription_id
        WHERE s.endpoint = ${device.subscription.endpoint}`.execute(t.db)
    ).rows[0]!.count,
  );

describe("push notifications", () => {
  it("are all off until switched on; settings give the VAPID public key", async () => {
    const user = await createUser(t.db);
    const res = await call<PushSettings>(t.app, "GET", "/api/push/settings", { user });
    expect(res).toHaveStatus(200);
    expect(res.body.kinds).toEqual(Object.fromEntries(PUSH_KINDS.map((k) => [k, false])));
    expect(res.body.previews).toBe(false);
    expect(res.body.publicKey).toBe(vapid.publicKey);
    expect(res.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const changed = await switchOn(user, ["message", "nudge"]);
    expect(changed.body.kinds.message).toBe(true);
    expect(changed.body.kinds.nudge).toBe(true);
    expect(changed.body.kinds.match).toBe(false);
    const off = await call<PushSettings>(t.app, "POST", "/api/push/settings", {
      user,
      body: { kinds: { nudge: false } },
    });
    expect(off.body.kinds).toMatchObject({ message: true, nudge: false });
  });

  it("sends a message's notification through web-push: encrypted, signed, no text without previews", async () => {
    const { a, b, matchId } = await conversation(t);
    const phone = service.device("b-phone");
    await subscribe(b, phone);
    // Switched off: a message queues nothing.
    await send(t, a, matchId, "Dinner at Sol, 8pm?");
    expect(await queuedFor(phone)).toBe(0);

    await switchOn(b, ["message"]);
    await send(t, a, matchId, "Dinner at Sol, 8pm?");
    // The sender's own devices hear nothing of their message.
    const aPhone = service.device("a-phone");
    await subscribe(a, aPhone);
    await switchOn(a, ["message"]);
    await send(t, a, matchId, "Or 9?");
    expect(await queuedFor(aPhone)).toBe(0);
    expect(await queuedFor(phone)).toBe(2);

    expect((await deliver()).sent).toBeGreaterThanOrEqual(2);
    const received = service.to(phone);
    expect(received).toHaveLength(2);
    const request = received[0]!;
    expect(request.headers["content-encoding"]).toBe("aes128gcm");
    expect(request.headers.authorization).toMatch(new RegExp(`^vapid t=.+, k=${vapid.publicKey}$`));
    expect(Number(request.headers.ttl)).toBeGreaterThan(0);
    expect(request.body.toString("utf8")).not.toContain("Dinner");
    expect(phone.decrypt(request)).toEqual({
      kind: "message",
      title: "New message",
      body: "You have a new message.",
      url: `/app/chat/${matchId}`,
      tag: `chat-${matchId}`,
    });
    expect(await queuedFor(phone)).toBe(0);

    // Previews chosen: the text (shortened) is shown.
    await switchOn(b, [], true);
    await send(t, a, matchId, "See you there");
    await deliver();
    expect(phone.decrypt(service.to(phone)[2]!)).toMatchObject({
      kind: "message",
      body: "See you there",
    });
  });

  it("stops sending to a subscription the push service says is gone (410, 404), and counts it until the housekeeping deletes it", async () => {
    const { a, b, matchId } = await conversation(t);
    const gone = service.device("gone");
    const missing = service.device("missing");
    const kept = service.device("kept");
    for (const device of [gone, missing, kept]) await subscribe(b, device);
    await switchOn(b, ["message"]);
    service.answer(gone, 410);
    service.answer(missing, 404);
    await send(t, a, matchId, "Hello");
    const run = await deliver();
    expect(run.gone).toBe(2);
    // The device count is no instant answer to whether an endpoint exists (decision 255).
    const devices = async () =>
      (await call<PushSettings>(t.app, "GET", "/api/push/settings", { user: b })).body.devices;
    expect(await devices()).toBe(3);
    await send(t, a, matchId, "Still there?");
    expect((await deliver()).sent).toBe(1);
    expect(service.to(gone)).toHaveLength(1);
    expect(service.to(missing)).toHaveLength(1);
    expect(service.to(kept)).toHaveLength(2);

    await t.db
      .updateTable("pushSubscriptions")
      .set({ goneAt: sql<Date>`now() - interval '25 hours'` })
      .where("goneAt", "is not", null)
      .execute();
    await deleteExpiredRows(t.db);
    const left = await t.db
      .selectFrom("pushSubscriptions")
      .select("endpoint")
      .where("userId", "=", b.id)
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([kept.subscription.endpoint]);
    expect(await devices()).toBe(1);
  });

  it("tries a failed send again after a doubling wait, and gives up after the last attempt", async () => {
    const { a, b, matchId } = await conversation(t);
    const flaky = service.device("flaky");
    await subscribe(b, flaky);
    await switchOn(b, ["message"]);
    service.answer(flaky, 503, 503);
    await send(t, a, matchId, "Hi");
    const before = Date.now();
    expect((await deliver()).retrying).toBe(1);
    const row = await t.db
      .selectFrom("pushOutbox")
      .innerJoin("pushSubscriptions", "pushSubscriptions.id", "pushOutbox.subscriptionId")
      .select(["pushOutbox.attempts", "pushOutbox.nextAttemptAt"])
      .where("pushSubscriptions.endpoint", "=", flaky.subscription.endpoint)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(1);
    const wait = new Date(row.nextAttemptAt).getTime() - before;
    expect(wait).toBeGreaterThanOrEqual(PUSH_RETRY_BASE_MS - 1000);
    expect(wait).toBeLessThan(PUSH_RETRY_BASE_MS + 5000);
    // Not due yet: nothing sent.
    expect((await deliver()).retrying).toBe(0);
    const due = () =>
      t.db
        .updateTable("pushOutbox")
        .set({ nextAttemptAt: new Date(Date.now() - 1000) })
        .where("subscriptionId", "in", (eb) =>
          eb
            .selectFrom("pushSubscriptions")
            .select("id")
            .where("endpoint", "=", flaky.subscription.endpoint),
        )
        .execute();
    await due();
    expect((await deliver()).retrying).toBe(1);
    await due();
    expect((await deliver()).sent).toBe(1);
    expect(service.to(flaky)).toHaveLength(3);
    expect(flaky.decrypt(service.to(flaky)[2]!)).toMatchObject({ kind: "message" });
    expect(await queuedFor(flaky)).toBe(0);

    // A send that keeps failing is dropped after PUSH_MAX_ATTEMPTS attempts.
    service.answer(flaky, ...Array(10).fill(500));
    await send(t, a, matchId, "Still there?");
    let attempts = 0;
    while ((await queuedFor(flaky)) > 0 && attempts < 20) {
      await deliver();
      await due();
      attempts++;
    }
    expect(await queuedFor(flaky)).toBe(0);
    expect(service.to(flaky)).toHaveLength(3 + 6);
  });

  it("tells a partner who switched it on that the other finished today's quiz, once", async () => {
    const { a, b } = await pairUp(t);
    const phone = service.device("partner");
    await subscribe(b, phone);
    await switchOn(b, ["partner-answered"]);
    const questions = await today(t, a);
    for (const question of questions) {
      expect(await answer(t, a, question.id)).toHaveStatus(200);
    }
    await deliver();
    expect(service.to(phone)).toHaveLength(1);
    expect(phone.decrypt(service.to(phone)[0]!)).toMatchObject({
      kind: "partner-answered",
      title: "Alex answered",
      body: `${questions[0]!.question} Your turn`,
      url: "/app/quiz",
    });
  });

  it("pairing and a partner's redemption notify who switched them on", async () => {
    const inviter = await createUser(t.db, { firstName: "Noa" });
    const phone = service.device("inviter");
    await subscribe(inviter, phone);
    await switchOn(inviter, ["partner-paired", "partner-redeemed"], false);
    const joiner = await createUser(t.db, { firstName: "Eli", points: 500 });
    const { code } = (
      await call<{ code: string }>(t.app, "POST", "/api/pair/generate", { user: inviter })
    ).body;
    expect(
      await call(t.app, "POST", "/api/pair/use", { user: joiner, body: { code } }),
    ).toHaveStatus(200);
    const reward = await t.db
      .insertInto("rewards")
      .values({ title: "Dinner for two", description: "Test", pointsCost: 100 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(
      await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: joiner }),
    ).toHaveStatus(200);
    await deliver();
    const kinds = service.to(phone).map((request) => phone.decrypt(request));
    expect(kinds).toEqual([
      expect.objectContaining({ kind: "partner-paired", title: "You're paired" }),
      expect.objectContaining({
        kind: "partner-redeemed",
        body: "See what they chose in Rewards.",
      }),
    ]);
  });

  it("a like waiting and a new match notify who switched them on, without names unless previews", async () => {
    const ann = await single(t, "Ann", [1, 1, 1, 1, 1]);
    const ben = await single(t, "Ben", [1, 1, 1, 1, 1]);
    const annPhone = service.device("ann");
    const benPhone = service.device("ben");
    await subscribe(ann, annPhone);
    await subscribe(ben, benPhone);
    await switchOn(ann, ["match"], true);
    await switchOn(ben, ["like", "match"]);
    await like(t, ann, ben);
    await like(t, ben, ann);
    await deliver();
    expect(service.to(benPhone).map((r) => benPhone.decrypt(r))).toEqual([
      {
        kind: "like",
        title: "A like is waiting",
        body: "Someone likes you. Keep swiping to find out who.",
        url: "/app/discover",
        tag: "likes",
      },
    ]);
    expect(service.to(annPhone).map((r) => annPhone.decrypt(r))).toEqual([
      expect.objectContaining({
        kind: "match",
        title: "It's a match",
        body: "You and Ben like each other. Say hello.",
      }),
    ]);
  });

  it("refuses a subscription on this machine or a private network unless allowed (tests)", async () => {
    const user = await createUser(t.db);
    const device = service.device("local");
    await expect(
      subscribePush(
        t.db,
        user.id,
        { ...device.subscription, language: "en" },
        { allowLocalEndpoints: false },
      ),
    ).rejects.toThrow(/not a push service/);
    const http = await call<ApiError>(t.app, "POST", "/api/push/subscriptions", {
      user,
      body: { ...device.subscription, endpoint: "ftp://push.example/x" },
    });
    expect(http).toHaveStatus(400);
  });

  it("sends each notification once when two processes deliver at the same time", async () => {
    const { a, b, matchId } = await conversation(t);
    const phones = [service.device("race-1"), service.device("race-2")];
    for (const phone of phones) await subscribe(b, phone);
    await switchOn(b, ["message"], true);
    for (let i = 0; i < 30; i++) await send(t, a, matchId, `message ${i}`);
    const max = inject("databaseKind") === "embedded" ? 1 : 5;
    const pools = [0, 1].map(() => createDb({ connectionString: testDatabaseUrl(), max }));
    try {
      // Two processes, each running deliveries in parallel, small batches to interleave.
      await Promise.all(
        pools.flatMap((pool) =>
          [0, 1, 2].map(async () => {
            for (;;) {
              const run = await deliverDuePush(pool, { vapid, agent: service.agent }, 4);
              if (run.sent + run.retrying + run.dropped + run.gone === 0) return;
            }
          }),
        ),
      );
    } finally {
      await Promise.all(pools.map((pool) => pool.destroy()));
    }
    for (const phone of phones) {
      const bodies = service.to(phone).map((r) => (phone.decrypt(r) as { body: string }).body);
      expect(bodies).toHaveLength(30);
      expect(new Set(bodies).size).toBe(30);
    }
  });
});
