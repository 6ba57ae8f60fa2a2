import { listenToPostgres } from "@tandem/db";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy.js";

let proxy: TcpProxy;
beforeAll(async () => {
  proxy = await startTcpProxy(testDatabaseUrl());
});
afterAll(async () => {
  await proxy?.close();
});

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the LISTEN connection", () => {
  it("reports a gap and stops being live when cut, then listens again by itself", async () => {
    const notifications = listenToPostgres(proxy.url);
    let gaps = 0;
    try {
      await notifications.subscribe("tandem_test", { onPayload: () => {}, onGap: () => gaps++ });
      await until(() => notifications.live, "the first LISTEN");
      const gapsWhenLive = gaps;

      await proxy.cut();
      await until(() => !notifications.live, "the cut to be noticed");
      expect(gaps).toBeGreaterThan(gapsWhenLive);

      const gapsWhileDown = gaps;
      await proxy.restore();
      await until(() => notifications.live, "listening again");
      // Anything may have changed while it was down: caches hear a gap again.
      expect(gaps).toBeGreaterThan(gapsWhileDown);
    } finally {
      await notifications.close();
    }
    expect(notifications.live).toBe(false);
  });
});
