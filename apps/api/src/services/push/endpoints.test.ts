import type { ApiError, PushSettings } from "@tandem/api-contract";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, testEnv, type TestUser } from "../../../test/helpers.js";
import { startPushService } from "../../../test/push-service.js";
import { deliverDuePush } from "./deliver.js";
import { isPublicAddress, publicAddressLookup, PUSH_SERVICES } from "./endpoints.js";
import { vapidKeysOf } from "./vapid.js";

// Where the server may be made to post a notification (decision 255): a browser's push
// service by name on 443, or a host the deployment names, checked again when sending.
const t = useTestApp({ PUSH_SERVICE_HOSTS: "push.example.test" });

const keys = { p256dh: "BPthePublicKeyOfTheBrowser", auth: "theBrowsersAuthSecret" };
const subscribe = (user: TestUser, endpoint: string, auth = keys.auth) =>
  call<PushSettings | ApiError>(t.app, "POST", "/api/push/subscriptions", {
    user,
    body: { endpoint, keys: { ...keys, auth } },
  });

describe("push endpoints", () => {
  it("refuses every address inside the network the review got through, and anything not a push service", async () => {
    const user = await createUser(t.db);
    for (const endpoint of [
      "https://[::ffff:127.0.0.1]:8443/x",
      "https://[::ffff:a9fe:a9fe]/latest/meta-data",
      "https://[::ffff:7f00:1]/x",
      "https://100.64.0.1/x",
      "https://localhost.:8443/x",
      "https://example.internal:8443/x",
      "https://127.0.0.1/x",
      "https://2130706433/x",
      "https://[::1]/x",
      "https://[fd00::1]/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
      "https://fcm.googleapis.com.evil.example/fcm/send/x",
      "https://evilfcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com./fcm/send/x",
      "https://push.apple.com.evil.example/x",
      "https://user:pw@fcm.googleapis.com/fcm/send/x",
      "http://fcm.googleapis.com/fcm/send/x",
      "https://push.example.test:8443/x",
    ]) {
      const res = await subscribe(user, endpoint);
      expect(res, endpoint).toFailWith(400, "BAD_REQUEST");
      expect((res.body as ApiError).message).toBe(
        "This push subscription's address is not a push service.",
      );
    }
    const rows = t.db.selectFrom("pushSubscriptions").select("id").where("userId", "=", user.id);
    expect(await rows.execute()).toEqual([]);
  });

  it("accepts the browsers' push services as they hand out endpoints, and a host the deployment names", async () => {
    const user = await createUser(t.db);
    const endpoints = [
      "https://fcm.googleapis.com/fcm/send/dQw4w9WgXcQ:APA91bH",
      "https://fcm.googleapis.com:443/fcm/send/another",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAAABk",
      "https://web.push.apple.com/QGuQyavXutnMH7_8ek7V",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAB",
      "https://push.example.test/send/1",
    ];
    for (const endpoint of endpoints) {
      const unique = `${endpoint}${endpoint.includes("?") ? "&" : "?"}n=${Math.random()}`;
      expect(await subscribe(user, unique), endpoint).toHaveStatus(200);
    }
    expect(PUSH_SERVICES.map((s) => s.host)).toContain("fcm.googleapis.com");
  });

  it("tells public addresses from loopback, private, link-local, CGNAT, mapped and ULA ones", () => {
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "::",
      "::ffff:127.0.0.1",
      "::ffff:a9fe:a9fe",
      "::127.0.0.1",
      "64:ff9b::a9fe:a9fe",
      "fd12:3456::1",
      "fe80::1",
      "2002:7f00:1::1",
      "not an address",
    ]) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ["142.250.74.10", "2a00:1450:4007:80e::200a", "17.253.144.10"]) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it("resolves a name when sending and refuses it when it points inside (the address it connects to is the one checked)", async () => {
    const lookup = promisify(publicAddressLookup) as (
      host: string,
      options: { all: boolean },
    ) => Promise<unknown>;
    await expect(lookup("localhost", { all: true })).rejects.toMatchObject({
      code: "ENOTPUBLIC",
    });
    await expect(lookup("localhost", { all: false })).rejects.toMatchObject({
      code: "ENOTPUBLIC",
    });
  });

  it("never posts to a stored endpoint that is no longer accepted, and stops counting on it", async () => {
    const service = await startPushService(3323);
    try {
      const user = await createUser(t.db);
      const device = service.device("kept-before-the-fix");
      // A row kept before endpoints were checked: the loopback service, as the review's listener.
      const { id } = await t.db
        .insertInto("pushSubscriptions")
        .values({
          userId: user.id,
          ...device.subscription.keys,
          endpoint: device.subscription.endpoint,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      await t.db.insertInto("pushOutbox").values({ subscriptionId: id, payload: "{}" }).execute();
      const vapid = await vapidKeysOf(t.db, testEnv())();
      const run = await deliverDuePush(t.db, { vapid, endpoints: { allowLocalEndpoints: false } });
      expect(run).toMatchObject({ sent: 0, gone: 1 });
      expect(service.requests).toEqual([]);
    } finally {
      await service.close();
    }
  });

  it("lets an endpoint change owner only when the same browser sends it (its auth secret)", async () => {
    const riley = await createUser(t.db);
    const jordan = await createUser(t.db);
    const endpoint = `https://fcm.googleapis.com/fcm/send/riley-${Date.now()}`;
    expect(await subscribe(riley, endpoint)).toHaveStatus(200);
    const taken = await subscribe(jordan, endpoint, "someoneElsesAuthSecret");
    expect(taken).toFailWith(400, "BAD_REQUEST");
    expect((taken.body as ApiError).message).toBe(
      "This push subscription belongs to another browser.",
    );
    const owner = () =>
      t.db
        .selectFrom("pushSubscriptions")
        .select("userId")
        .where("endpoint", "=", endpoint)
        .executeTakeFirstOrThrow();
    expect((await owner()).userId).toBe(riley.id);
    // The same browser signed in as someone else: the device is now theirs.
    expect(await subscribe(jordan, endpoint)).toHaveStatus(200);
    expect((await owner()).userId).toBe(jordan.id);
  });
});
