import { listenToPostgres } from "@tandem/db";
import pg from "pg";
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

  it("sends the LISTENs of channels subscribed at once one after another, and hears each", async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    const notifications = listenToPostgres(proxy.url);
    const heard: string[] = [];
    try {
      await notifications.subscribe("tandem_first", { onPayload: (p) => heard.push(p) });
      await until(() => notifications.live, "the first LISTEN");
      const channels = ["tandem_a", "tandem_b", "tandem_c", "tandem_d"];
      await Promise.all(
        channels.map((channel) =>
          notifications.subscribe(channel, { onPayload: (p) => heard.push(p) }),
        ),
      );
      // pg 8 queues a statement sent while another runs, with this warning; pg 9 refuses it.
      expect(warnings.filter((w) => w.includes("already executing a query"))).toEqual([]);
      // The embedded test server writes a NOTIFY back only on the connection that sent it.
      if (process.env.TEST_DATABASE_URL) {
        const client = new pg.Client({ connectionString: proxy.url });
        await client.connect();
        for (const channel of channels) await client.query(`NOTIFY ${channel}, '${channel}'`);
        await client.end();
        await until(() => heard.length === channels.length, "every channel's NOTIFY");
        expect(heard.sort()).toEqual(channels);
      }
    } finally {
      process.off("warning", onWarning);
      await notifications.close();
    }
  });
});
