// Staff's side of partner webhooks (decision 354): endpoints, secrets, the delivery log.
import { randomBytes } from "node:crypto";
import {
  WEBHOOK_LOG_SIZE,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  type PartnerWebhook,
  type WebhookChange,
  type WebhookDelivery,
} from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { writeAudit } from "../moderation/index.js";
import { checkWebhookEndpoint, type WebhookEndpointPolicy } from "./endpoints.js";
import { brandKey } from "./queue.js";

/** A Standard Webhooks secret: "whsec_" and 32 random bytes in base64. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString("base64")}`;

interface BrandRow {
  brandName: string;
  id: number | null;
  url: string | null;
  secretCreatedAt: Date | null;
  previousSecretUntil: Date | null;
}

interface DeliveryRow {
  id: string;
  webhookId: number;
  messageId: string;
  eventType: WebhookDelivery["eventType"];
  status: WebhookDelivery["status"];
  attempts: number;
  nextAttemptAt: Date;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: Date;
}

const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  messageId: row.messageId,
  eventType: row.eventType,
  status: row.status,
  attempts: row.attempts,
  nextAttemptAt: row.status === "pending" ? row.nextAttemptAt.toISOString() : null,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
});

const DELIVERY_COLUMNS = sql`id::text AS id, webhook_id, message_id, event_type, status, attempts,
  next_attempt_at, last_status_code, last_error, created_at`;

/**
 * Every brand named on a reward or with an endpoint, A to Z, each with its endpoint and its
 * last WEBHOOK_LOG_SIZE deliveries. Secrets are never read back: only their dates.
 */
export async function listPartnerWebhooks(db: Db, only?: string): Promise<PartnerWebhook[]> {
  const { rows: brands } = await sql<BrandRow>`
    WITH named AS (
      SELECT brand_key AS key, brand_name AS name, 0 AS rank FROM partner_webhooks
      UNION ALL
      SELECT ${brandKey(sql.ref("brand_name"))}, regexp_replace(btrim(brand_name), '\\s+', ' ', 'g'), 1
      FROM rewards WHERE btrim(coalesce(brand_name, '')) <> ''
    ), brands AS (
      SELECT DISTINCT ON (key) key, name FROM named ORDER BY key, rank, name
    )
    SELECT b.name AS brand_name, w.id, w.url, w.secret_created_at,
      CASE WHEN w.previous_secret_until > now() THEN w.previous_secret_until END
        AS previous_secret_until
    FROM brands b LEFT JOIN partner_webhooks w ON w.brand_key = b.key
    WHERE ${only === undefined ? sql`true` : sql`b.key = ${brandKey(only)}`}
    ORDER BY lower(b.name), b.name`.execute(db);
  const ids = brands.flatMap((b) => (b.id === null ? [] : [b.id]));
  const { rows: deliveries } =
    ids.length === 0
      ? { rows: [] as DeliveryRow[] }
      : await sql<DeliveryRow>`
          SELECT ${DELIVERY_COLUMNS} FROM (
            SELECT *, row_number() OVER (PARTITION BY webhook_id ORDER BY id DESC) AS n
            FROM webhook_deliveries WHERE webhook_id = ANY(${ids}::int[])
          ) d WHERE n <= ${WEBHOOK_LOG_SIZE} ORDER BY id DESC`.execute(db);
  return brands.map((b) => ({
    brandName: b.brandName,
    url: b.url,
    secretCreatedAt: b.secretCreatedAt?.toISOString() ?? null,
    previousSecretUntil: b.previousSecretUntil?.toISOString() ?? null,
    deliveries: deliveries.filter((d) => d.webhookId === b.id).map(deliveryOf),
  }));
}

async function brandAfterChange(db: Db, brandName: string, secret: string | null) {
  const [webhook] = await listPartnerWebhooks(db, brandName);
  return { webhook: webhook!, secret } satisfies WebhookChange;
}

const noEndpoint = (brandName: string) =>
  notFound(`${brandName} has no webhook endpoint: set one first.`);

type WebhookAuditAction = "webhook-set" | "webhook-clear" | "webhook-rotate" | "webhook-resend";

/**
 * A staff change and its audit row in one transaction (decision 368): where a partner's
 * messages go and what signs them is on record with who changed it. Never a secret, and of
 * an address only its origin (a path may carry the partner's own token).
 */
function audited<T>(
  db: Db,
  staffId: string,
  action: WebhookAuditAction,
  change: (db: Db) => Promise<{ result: T; note: string }>,
): Promise<T> {
  return db.transaction().execute(async (db) => {
    const { result, note } = await change(db);
    await writeAudit(db, { actorId: staffId, action, note });
    return result;
  });
}

/**
 * Sets a brand's endpoint once it passes the checks (https, port 443, public addresses only).
 * A brand's first endpoint gets a secret, answered this once; a changed address keeps it.
 */
export async function setPartnerWebhook(
  db: Db,
  policy: WebhookEndpointPolicy,
  staffId: string,
  input: { brandName: string; url: string },
): Promise<WebhookChange> {
  await checkWebhookEndpoint(input.url, policy);
  const brandName = input.brandName.replace(/\s+/g, " ");
  const secret = newWebhookSecret();
  return audited(db, staffId, "webhook-set", async (db) => {
    const created = await db
      .insertInto("partnerWebhooks")
      .values({ brandKey: brandKey(brandName), brandName, url: input.url, secret })
      .onConflict((oc) => oc.column("brandKey").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!created) {
      await db
        .updateTable("partnerWebhooks")
        .set({ url: input.url })
        .where("brandKey", "=", brandKey(brandName))
        .execute();
    }
    return {
      result: await brandAfterChange(db, brandName, created ? secret : null),
      note: `${brandName}: messages to ${new URL(input.url).origin}${created ? ", a first secret" : ""}`,
    };
  });
}

/** Removes a brand's endpoint with its secrets and delivery log: nothing more is sent. */
export async function clearPartnerWebhook(
  db: Db,
  staffId: string,
  brandName: string,
): Promise<WebhookChange> {
  return audited(db, staffId, "webhook-clear", async (db) => {
    const removed = await db
      .deleteFrom("partnerWebhooks")
      .where("brandKey", "=", brandKey(brandName))
      .executeTakeFirst();
    if (removed.numDeletedRows === 0n) throw noEndpoint(brandName);
    return {
      result: await brandAfterChange(db, brandName, null),
      note: `${brandName}: endpoint removed`,
    };
  });
}

/**
 * A new secret, answered this once. The one it replaces keeps signing (a second signature in
 * the same header) for WEBHOOK_SECRET_OVERLAP_HOURS, while the partner switches; then it is
 * no longer used. A rotation during an overlap ends the older secret at once.
 */
export async function rotateWebhookSecret(
  db: Db,
  staffId: string,
  brandName: string,
): Promise<WebhookChange> {
  const secret = newWebhookSecret();
  return audited(db, staffId, "webhook-rotate", async (db) => {
    const rotated = await db
      .updateTable("partnerWebhooks")
      .set((eb) => ({
        previousSecret: eb.ref("secret"),
        previousSecretUntil: sql<Date>`now() + make_interval(hours => ${WEBHOOK_SECRET_OVERLAP_HOURS})`,
        secret,
        secretCreatedAt: sql<Date>`now()`,
      }))
      .where("brandKey", "=", brandKey(brandName))
      .executeTakeFirst();
    if (rotated.numUpdatedRows === 0n) throw noEndpoint(brandName);
    return {
      result: await brandAfterChange(db, brandName, secret),
      note: `${brandName}: a new secret, the previous one signing for ${WEBHOOK_SECRET_OVERLAP_HOURS} h`,
    };
  });
}

/**
 * "Send again": a delivered or failed message is delivered once more, with the same
 * webhook-id (so a partner that keeps ids sees a repeat), from a first attempt. One still
 * pending is refused: it is on its way.
 */
export async function resendWebhookDelivery(
  db: Db,
  staffId: string,
  id: string,
): Promise<WebhookDelivery> {
  return audited(db, staffId, "webhook-resend", async (db) => {
    const { rows } = await sql<DeliveryRow>`
      UPDATE webhook_deliveries
      SET status = 'pending', attempts = 0, next_attempt_at = now(), delivered_at = NULL
      WHERE id = ${id}::bigint AND status <> 'pending'
      RETURNING ${DELIVERY_COLUMNS}`.execute(db);
    const sent = rows[0];
    if (sent) {
      const brand = await db
        .selectFrom("partnerWebhooks")
        .select("brandName")
        .where("id", "=", sent.webhookId)
        .executeTakeFirstOrThrow();
      return {
        result: deliveryOf(sent),
        note: `${brand.brandName}: message ${sent.messageId} sent again`,
      };
    }
    const { rows: found } = await sql<{ status: string }>`
      SELECT status FROM webhook_deliveries WHERE id = ${id}::bigint`.execute(db);
    if (!found[0]) throw notFound("No such delivery: it may have been removed with its endpoint.");
    throw conflict(
      "This message is still being delivered: it can be sent again once delivered or failed.",
      "WEBHOOK_PENDING",
    );
  });
}
