import type { NotificationHandlers, Notifications } from "@tandem/db";
import { describe, expect, it } from "vitest";
import { notifyInvalidatedCache } from "./notify-invalidated-cache.js";

/** A LISTEN whose announcements and gaps the test sends by hand. */
function handListen() {
  const heard: NotificationHandlers[] = [];
  const notifications: Notifications & { live: boolean } = {
    live: true,
    async subscribe(_channel, handlers) {
      heard.push(handlers);
      return async () => void heard.splice(heard.indexOf(handlers), 1);
    },
    async close() {},
  };
  return {
    notifications,
    announce: () => heard.forEach((h) => h.onPayload("")),
    gap: () => heard.forEach((h) => h.onGap?.()),
  };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("notifyInvalidatedCache", () => {
  it("keeps a read once listening, and forgets at an announcement and at a gap", async () => {
    const listen = handListen();
    let kept: string | null = null;
    const memory = notifyInvalidatedCache(listen.notifications, "channel", () => (kept = null));
    expect(memory.trusted()).toBe(false); // not yet subscribed
    await settled();
    expect(memory.trusted()).toBe(true);

    await memory.read(
      async () => "first",
      (value) => (kept = value),
    );
    expect(kept).toBe("first");
    listen.announce();
    expect(kept).toBeNull();

    await memory.read(
      async () => "second",
      (value) => (kept = value),
    );
    listen.gap();
    expect(kept).toBeNull();
  });

  it("does not keep a read that an announcement overlapped", async () => {
    const listen = handListen();
    let kept: string | null = null;
    const memory = notifyInvalidatedCache(listen.notifications, "channel", () => (kept = null));
    await settled();
    const value = await memory.read(
      async () => {
        listen.announce(); // the table changed while the read was on its way
        return "stale";
      },
      (read) => (kept = read),
    );
    expect(value).toBe("stale");
    expect(kept).toBeNull();
  });

  it("trusts nothing while not live, nor without notifications, nor after closing", async () => {
    const listen = handListen();
    const kept: string[] = [];
    const memory = notifyInvalidatedCache(listen.notifications, "channel", () => {});
    await settled();
    listen.notifications.live = false;
    expect(memory.trusted()).toBe(false);
    await memory.read(
      async () => "while deaf",
      (value) => kept.push(value),
    );
    expect(kept).toEqual([]);

    const alone = notifyInvalidatedCache(null, "channel", () => {});
    await settled();
    expect(alone.trusted()).toBe(false);

    listen.notifications.live = true;
    let forgotten = false;
    const closing = notifyInvalidatedCache(
      listen.notifications,
      "channel",
      () => (forgotten = true),
    );
    await settled();
    await closing.close();
    expect(forgotten).toBe(true);
  });
});
