import type { Agent } from "node:https";
import {
  PUSH_MAX_ATTEMPTS,
  PUSH_RETRY_BASE_MS,
  PUSH_RETRY_MAX_MS,
  PUSH_TTL_SECONDS,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import webpush from "web-push";
import { publicOnlyAgent, pushEndpointRefusal, type PushEndpointPolicy } from "./endpoints.js";
import type { VapidKeys } from "./vapid.js";

/** A claimed row is another process's to retry if this one has not finished it by then. */
const CLAIM_LEASE_SECONDS = 120;
/** How long one push service may take to answer. */
const SEND_TIMEOUT_MS = 15_000;
/** Rows one run claims at most. */
export const PUSH_BATCH = 50;

export interface PushDeliveryDeps {
  vapid: VapidKeys;
  /**
   * The TLS agent to reach push services with. By default one that connects only to public
   * addresses; a test's own agent (trusting its loopback push service) skips the endpoint check.
   */
  agent?: Agent;
  /** Which endpoints may be sent to (endpoints.ts); checked again at send time. */
  endpoints?: PushEndpointPolicy;
}

export interface PushDeliveryRun {
  sent: number;
  /** Sends that failed and will be tried again. */
  retrying: number;
  /** Sends given up (attempts used, expired, or refused for good). */
  dropped: number;
  /**
   * Subscriptions the push service said are gone (404, 410), or at an endpoint no longer
   * accepted: no longer sent to, deleted by the housekeeping a day later.
   */
  gone: number;
}

interface Claimed {
  id: number;
  payload: unknown;
  attempts: number;
  createdAt: Date;
  subscriptionId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** The wait before attempt `attempts + 1`: doubling from PUSH_RETRY_BASE_MS, capped. */
export const retryDelayMs = (attempts: number) =>
  Math.min(PUSH_RETRY_MAX_MS, PUSH_RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1));

/**
 * Claims due outbox rows with one UPDATE (FOR UPDATE SKIP LOCKED: processes running this at
 * once claim different rows; a claimed row is due again only after the lease), then sends
 * each through `web-push` with no transaction or connection held. Sent: the row is deleted.
 * 404/410, or an endpoint no longer accepted: the subscription is marked gone and what it
 * still had queued deleted (the device count changes only when the housekeeping deletes it).
 * Another failure: tried again after a doubling wait, up to PUSH_MAX_ATTEMPTS, then dropped;
 * a refusal that will not change (other 4xx but 429) is dropped at once.
 */
export async function deliverDuePush(
  db: Db,
  deps: PushDeliveryDeps,
  batch = PUSH_BATCH,
): Promise<PushDeliveryRun> {
  const { rows } = await sql<Claimed>`
    UPDATE push_outbox o
    SET attempts = o.attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    FROM push_subscriptions s
    WHERE s.id = o.subscription_id
      AND s.gone_at IS NULL
      AND o.id IN (
        SELECT id FROM push_outbox
        WHERE next_attempt_at <= now()
        ORDER BY id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )
    RETURNING o.id, o.payload, o.attempts, o.created_at, o.subscription_id,
      s.endpoint, s.p256dh, s.auth
  `.execute(db);
  const run: PushDeliveryRun = { sent: 0, retrying: 0, dropped: 0, gone: 0 };
  await Promise.all(
    rows.map(async (row) => {
      const outcome = await sendOne(row, deps);
      run[outcome]++;
      if (outcome === "gone") {
        await db
          .updateTable("pushSubscriptions")
          .set({ goneAt: new Date() })
          .where("id", "=", row.subscriptionId)
          .execute();
        await db
          .deleteFrom("pushOutbox")
          .where("subscriptionId", "=", row.subscriptionId)
          .execute();
      } else if (outcome === "retrying") {
        await db
          .updateTable("pushOutbox")
          .set({ nextAttemptAt: new Date(Date.now() + retryDelayMs(row.attempts)) })
          .where("id", "=", row.id)
          .execute();
      } else {
        await db.deleteFrom("pushOutbox").where("id", "=", row.id).execute();
      }
    }),
  );
  return run;
}

async function sendOne(
  row: Claimed,
  deps: PushDeliveryDeps,
): Promise<"sent" | "retrying" | "dropped" | "gone"> {
  const ageSeconds = (Date.now() - new Date(row.createdAt).getTime()) / 1000;
  if (ageSeconds >= PUSH_TTL_SECONDS) return "dropped";
  const policy = deps.endpoints ?? { allowLocalEndpoints: deps.agent !== undefined };
  if (pushEndpointRefusal(row.endpoint, policy) !== null) return "gone";
  const agent = deps.agent ?? (policy.allowLocalEndpoints ? undefined : publicOnlyAgent);
  const payload = typeof row.payload === "string" ? row.payload : JSON.stringify(row.payload);
  try {
    await webpush.sendNotification(
      { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
      payload,
      {
        vapidDetails: deps.vapid,
        TTL: Math.max(60, Math.round(PUSH_TTL_SECONDS - ageSeconds)),
        urgency: "normal",
        timeout: SEND_TIMEOUT_MS,
        ...(agent ? { agent } : {}),
      },
    );
    return "sent";
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if (status === 404 || status === 410) return "gone";
    const lasting = status !== undefined && status >= 400 && status < 500 && status !== 429;
    if (lasting || row.attempts >= PUSH_MAX_ATTEMPTS) return "dropped";
    return "retrying";
  }
}
