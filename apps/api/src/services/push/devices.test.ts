import type { AccountExport, Ok, PushSettings } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";

// A person's devices that receive push: let go of when they sign out, and in their data export.
const t = useTestApp({ PUSH_SERVICE_HOSTS: "push.example.test" });

/** A browser's subscription at a push service (stored only: nothing is sent in these tests). */
const device = (name: string) => ({
  endpoint: `https://push.example.test/send/${name}-${Math.random().toString(36).slice(2)}`,
  keys: { p256dh: `BP${name}p256dhKeyOfTheBrowser`, auth: `auth${name}Secret` },
});

const subscribe = async (user: TestUser, subscription: ReturnType<typeof device>) => {
  const res = await call<PushSettings>(t.app, "POST", "/api/push/subscriptions", {
    user,
    body: subscription,
  });
  expect(res.status).toBe(200);
  return res.body;
};

const devicesOf = async (userId: string) =>
  (
    await t.db
      .selectFrom("pushSubscriptions")
      .select("endpoint")
      .where("userId", "=", userId)
      .execute()
  ).map((row) => row.endpoint);

describe("a person's push devices", () => {
  it("signing out of one browser forgets its subscription only, and only the person's own", async () => {
    const ana = await createUser(t.db);
    const ben = await createUser(t.db);
    const phone = device("phone");
    const laptop = device("laptop");
    const bens = device("bens");
    await subscribe(ana, phone);
    expect((await subscribe(ana, laptop)).devices).toBe(2);
    await subscribe(ben, bens);

    // What the app's Sign Out sends first, while still signed in (apps/web/src/lib/push.ts).
    const removed = await call<Ok>(t.app, "POST", "/api/push/subscriptions/remove", {
      user: ana,
      body: { endpoint: phone.endpoint },
    });
    expect(removed.status).toBe(200);
    expect(await devicesOf(ana.id)).toEqual([laptop.endpoint]);

    // Someone else's endpoint is not theirs to remove: nothing happens to it.
    const notMine = await call<Ok>(t.app, "POST", "/api/push/subscriptions/remove", {
      user: ana,
      body: { endpoint: bens.endpoint },
    });
    expect(notMine.status).toBe(200);
    expect(await devicesOf(ben.id)).toEqual([bens.endpoint]);
  });

  it("signing out everywhere forgets every device of the person, and no one else's", async () => {
    const ana = await createUser(t.db);
    const ben = await createUser(t.db);
    await subscribe(ana, device("phone"));
    await subscribe(ana, device("laptop"));
    const bens = device("bens");
    await subscribe(ben, bens);
    const res = await call<Ok>(t.app, "POST", "/api/user/sign-out-everywhere", { user: ana });
    expect(res.status).toBe(200);
    expect(await devicesOf(ana.id)).toEqual([]);
    expect(await devicesOf(ben.id)).toEqual([bens.endpoint]);
    // Signed out, too.
    expect((await call(t.app, "GET", "/api/push/settings", { user: ana })).status).toBe(401);
  });

  it("are in the data export: switches, previews, each device's push service, never its keys", async () => {
    const ana = await createUser(t.db);
    const read = async () => {
      const res = await call<AccountExport>(t.app, "GET", "/api/account/export", { user: ana });
      expect(res.status).toBe(200);
      return res.body;
    };
    const before = await read();
    expect(before.data.pushNotifications).toBeNull();
    expect(before.data.pushDevices).toEqual([]);
    expect(before.readme.parts.pushDevices).toMatch(/push service/);

    const phone = device("phone");
    await subscribe(ana, phone);
    const switched = await call<PushSettings>(t.app, "POST", "/api/push/settings", {
      user: ana,
      body: { kinds: { message: true, match: true }, previews: true },
    });
    expect(switched.status).toBe(200);

    const after = await read();
    expect(after.data.pushNotifications).toMatchObject({
      kinds: expect.arrayContaining(["message", "match"]),
      previews: true,
    });
    expect((after.data.pushNotifications as { kinds: string[] }).kinds).toHaveLength(2);
    expect(after.data.pushDevices).toEqual([
      { pushService: "https://push.example.test", language: "en", createdAt: expect.any(String) },
    ]);
    const text = JSON.stringify(after);
    expect(text).not.toContain(phone.endpoint);
    expect(text).not.toContain(phone.keys.p256dh);
    expect(text).not.toContain(phone.keys.auth);
  });
});
