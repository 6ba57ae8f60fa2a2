// Partner webhooks across two real server processes on one Postgres (decision 355): each
// process's deliverer claims due messages every 5 s; the partner's HTTPS receiver (its
// self-signed certificate trusted through NODE_EXTRA_CA_CERTS) gets each message once.
import { createDb } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, inject, it } from "vitest";
import { testDatabaseUrl } from "./database.js";
import { freePort, startServerProcess } from "./server-process.js";
import { startWebhookReceiver } from "./webhook-receiver.js";
import { newWebhookSecret } from "../src/services/webhooks/index.js";

const MESSAGES = 20;

// Processes share only a real Postgres (PGlite lives inside one process).
describe.runIf(inject("databaseKind") === "postgres")("partner webhooks on two processes", () => {
  it(`deliver each of ${MESSAGES} messages once`, async () => {
    const receiver = await startWebhookReceiver();
    const db = createDb({ connectionString: testDatabaseUrl(), max: 2 });
    const servers = await Promise.all(
      [0, 1].map(async () =>
        startServerProcess({
          port: await freePort(),
          env: {
            DATABASE_URL: testDatabaseUrl(),
            WEBHOOK_ALLOW_LOCAL_ENDPOINTS: "true",
            NODE_EXTRA_CA_CERTS: receiver.caFile,
          },
        }),
      ),
    );
    try {
      await Promise.all(servers.map((s) => s.answering("/api/health")));
      const brand = `Processes ${Date.now()}`;
      const { id } = await db
        .insertInto("partnerWebhooks")
        .values({
          brandKey: brand.toLowerCase(),
          brandName: brand,
          url: receiver.url,
          secret: newWebhookSecret(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      // All due at once: both processes' next runs race for them.
      await db
        .insertInto("webhookDeliveries")
        .values(
          Array.from({ length: MESSAGES }, (_, i) => ({
            webhookId: id,
            messageId: `msg_processes_${id}_${i}`,
            eventType: "voucher.redeemed" as const,
            payload: JSON.stringify({ type: "voucher.redeemed", data: { brand, i } }),
          })),
        )
        .execute();
      await expect
        .poll(
          async () => {
            const { rows } = await sql<{ n: number }>`
              SELECT count(*)::int AS n FROM webhook_deliveries
              WHERE webhook_id = ${id} AND status = 'delivered'`.execute(db);
            return rows[0]!.n;
          },
          { timeout: 60_000, interval: 500 },
        )
        .toBe(MESSAGES);
      const ids = receiver.received
        .map((m) => m.headers["webhook-id"])
        .filter((m) => m?.startsWith(`msg_processes_${id}_`));
      expect(ids).toHaveLength(MESSAGES);
      expect(new Set(ids).size).toBe(MESSAGES);
      const attempts = await db
        .selectFrom("webhookDeliveries")
        .select("attempts")
        .where("webhookId", "=", id)
        .execute();
      expect(attempts.every((row) => row.attempts === 1)).toBe(true);
    } finally {
      await Promise.all(servers.map((s) => s.stop()));
      await db.destroy();
      await receiver.close();
    }
  }, 180_000);
});
