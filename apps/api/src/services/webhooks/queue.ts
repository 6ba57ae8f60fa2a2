import { randomUUID } from "node:crypto";
import type { WebhookEventType } from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";

/** A brand as tokens, rewards and webhooks name it: case, outer and repeated spaces do not count. */
export const brandKey = (brand: unknown) =>
  sql<string>`lower(regexp_replace(btrim(${brand}), '\\s+', ' ', 'g'))`;

/** The `webhook-id` of a new message: unique, the same on every attempt. */
export const newMessageId = () => `msg_${randomUUID().replaceAll("-", "")}`;

/** What the partner is told about one redemption of a reward. */
export interface RedemptionFacts {
  id: number;
  code: string;
  userId: string;
  /** When it was redeemed, or used for voucher.used. */
  at: Date;
}

interface Target {
  webhookId: number;
  brandName: string;
  rewardId: number;
  title: string;
  partnerGetsIdentity: boolean;
}

/**
 * Queues one message for the partner of `rewardId`, if its brand has an endpoint, in the
 * caller's transaction: the message exists exactly when what it announces committed
 * (decision 355). The person is named (name and e-mail) only when the reward says its partner
 * receives them, which the reward's terms told the person before redeeming (decision 356).
 * A `dedupeKey` already queued queues nothing. Returns whether a message was queued.
 */
export async function queueRewardWebhook(
  db: Db | Transaction<Database>,
  event: {
    type: WebhookEventType;
    rewardId: number;
    redemption?: RedemptionFacts;
    dedupeKey?: string;
  },
): Promise<boolean> {
  const { rows } = await sql<Target>`
    SELECT w.id AS webhook_id, w.brand_name, r.id AS reward_id, r.title, r.partner_gets_identity
    FROM rewards r JOIN partner_webhooks w ON w.brand_key = ${brandKey(sql.ref("r.brand_name"))}
    WHERE r.id = ${event.rewardId}`.execute(db);
  const target = rows[0];
  if (!target) return false;
  const data: Record<string, unknown> = {
    reward: { id: target.rewardId, title: target.title },
    brand: target.brandName,
  };
  const redemption = event.redemption;
  if (redemption) {
    data.redemptionId = redemption.id;
    data.code = redemption.code;
    data[event.type === "voucher.used" ? "usedAt" : "redeemedAt"] = redemption.at.toISOString();
    if (target.partnerGetsIdentity) {
      const person = await db
        .selectFrom("users")
        .select(["firstName", "lastName", "email"])
        .where("id", "=", redemption.userId)
        .executeTakeFirst();
      if (person) {
        const name = [person.firstName, person.lastName].filter(Boolean).join(" ");
        data.person = { name: name || null, email: person.email };
      }
    }
  }
  const payload = { type: event.type, timestamp: new Date().toISOString(), data };
  const inserted = await db
    .insertInto("webhookDeliveries")
    .values({
      webhookId: target.webhookId,
      messageId: newMessageId(),
      eventType: event.type,
      payload: JSON.stringify(payload),
      dedupeKey: event.dedupeKey ?? null,
    })
    .onConflict((oc) => oc.column("dedupeKey").doNothing())
    .returning("id")
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * "Out of stock" for a pooled reward none of whose codes is left unclaimed: once per filling
 * of the pool (the newest code's id is in the dedupe key, so codes added later can run out
 * again). Called in the redemption's transaction, and once more after it commits, since two
 * redemptions taking the last two codes at once each still see the other's as unclaimed.
 */
export async function queueOutOfStockIfEmpty(
  db: Db | Transaction<Database>,
  rewardId: number,
): Promise<boolean> {
  const pool = await db
    .selectFrom("rewardCodes")
    .select([
      sql<string | null>`max(id)::text`.as("newest"),
      sql<number>`count(*) FILTER (WHERE claimed_at IS NULL)::int`.as("left"),
    ])
    .where("rewardId", "=", rewardId)
    .executeTakeFirstOrThrow();
  if (pool.newest === null || pool.left > 0) return false;
  return queueRewardWebhook(db, {
    type: "reward.out_of_stock",
    rewardId,
    dedupeKey: `out-of-stock:${rewardId}:${pool.newest}`,
  });
}
