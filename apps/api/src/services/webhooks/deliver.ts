import { request, type Agent } from "node:https";
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { Webhook } from "standardwebhooks";
import { publicOnlyAgent } from "../../lib/public-address.js";
import { webhookEndpointRefusal, type WebhookEndpointPolicy } from "./endpoints.js";

/** A claimed delivery is another process's to try if this one has not finished it by then. */
const CLAIM_LEASE_SECONDS = 60;
/** How long a partner's endpoint may take to answer. */
const SEND_TIMEOUT_MS = 15_000;
/** Deliveries one run claims at most. */
export const WEBHOOK_BATCH = 20;

export interface WebhookDeliveryDeps {
  endpoints: WebhookEndpointPolicy;
  /**
   * The TLS agent to reach endpoints with. By default one that connects only to public
   * addresses; with WEBHOOK_ALLOW_LOCAL_ENDPOINTS, Node's own (which trusts NODE_EXTRA_CA_CERTS),
   * or a test's agent that trusts its loopback receiver's certificate.
   */
  agent?: Agent;
}

export interface WebhookDeliveryRun {
  delivered: number;
  retrying: number;
  failed: number;
}

interface Claimed {
  id: string;
  messageId: string;
  payload: unknown;
  attempts: number;
  url: string;
  secret: string;
  previousSecret: string | null;
}

/** The wait before attempt `attempts + 1` (after `attempts` failed ones). */
export const webhookRetryDelaySeconds = (attempts: number) =>
  WEBHOOK_RETRY_DELAYS_SECONDS[Math.min(attempts, WEBHOOK_RETRY_DELAYS_SECONDS.length) - 1]!;

/** Standard Webhooks' signature header: one `v1,<base64>` per secret, separated by spaces. */
export function signatureHeader(
  secrets: readonly string[],
  messageId: string,
  at: Date,
  body: string,
) {
  return secrets.map((secret) => new Webhook(secret).sign(messageId, at, body)).join(" ");
}

/**
 * Claims due deliveries with one UPDATE (FOR UPDATE SKIP LOCKED: processes running this at
 * once claim different rows, and a claimed row is due again only after the lease), then posts
 * each, signed, with no transaction or connection held. A 2xx answer: delivered. Anything
 * else: tried again after the next wait of WEBHOOK_RETRY_DELAYS_SECONDS, and failed after the
 * last; an endpoint no longer accepted fails at once.
 */
export async function deliverDueWebhooks(
  db: Db,
  deps: WebhookDeliveryDeps,
  batch = WEBHOOK_BATCH,
): Promise<WebhookDeliveryRun> {
  const { rows } = await sql<Claimed>`
    UPDATE webhook_deliveries d
    SET attempts = d.attempts + 1,
        next_attempt_at = now() + make_interval(secs => ${CLAIM_LEASE_SECONDS})
    FROM partner_webhooks w
    WHERE w.id = d.webhook_id
      AND d.id IN (
        SELECT id FROM webhook_deliveries
        WHERE status = 'pending' AND next_attempt_at <= now()
        ORDER BY next_attempt_at, id
        LIMIT ${batch}
        FOR UPDATE SKIP LOCKED
      )
    RETURNING d.id::text AS id, d.message_id, d.payload, d.attempts, w.url, w.secret,
      CASE WHEN w.previous_secret_until > now() THEN w.previous_secret END AS previous_secret
  `.execute(db);
  const run: WebhookDeliveryRun = { delivered: 0, retrying: 0, failed: 0 };
  await Promise.all(
    rows.map(async (row) => {
      const answer = await sendOne(row, deps);
      const delivered = answer.status !== null && answer.status >= 200 && answer.status < 300;
      const failed = !delivered && (answer.lasting || row.attempts >= WEBHOOK_MAX_ATTEMPTS);
      run[delivered ? "delivered" : failed ? "failed" : "retrying"]++;
      await db
        .updateTable("webhookDeliveries")
        .set({
          status: delivered ? "delivered" : failed ? "failed" : "pending",
          lastStatusCode: answer.status,
          lastError: delivered ? null : answer.error,
          ...(delivered ? { deliveredAt: new Date() } : {}),
          ...(delivered || failed
            ? {}
            : {
                nextAttemptAt: sql<Date>`now() + make_interval(secs => ${webhookRetryDelaySeconds(row.attempts)})`,
              }),
        })
        .where("id", "=", row.id)
        .execute();
    }),
  );
  return run;
}

interface Answer {
  status: number | null;
  error: string | null;
  /** A refusal that will not change by waiting: no retry. */
  lasting: boolean;
}

function sendOne(row: Claimed, deps: WebhookDeliveryDeps): Promise<Answer> {
  const refusal = webhookEndpointRefusal(row.url, deps.endpoints);
  if (refusal) return Promise.resolve({ status: null, error: refusal, lasting: true });
  const body = typeof row.payload === "string" ? row.payload : JSON.stringify(row.payload);
  const at = new Date();
  const secrets = [row.secret, ...(row.previousSecret ? [row.previousSecret] : [])];
  const agent = deps.agent ?? (deps.endpoints.allowLocalEndpoints ? undefined : publicOnlyAgent);
  return new Promise<Answer>((resolve) => {
    const req = request(
      row.url,
      {
        method: "POST",
        ...(agent ? { agent } : {}),
        timeout: SEND_TIMEOUT_MS,
        headers: {
          "content-type": "application/json",
          "user-agent": "Tandem-Webhooks/1",
          "webhook-id": row.messageId,
          "webhook-timestamp": String(Math.floor(at.getTime() / 1000)),
          "webhook-signature": signatureHeader(secrets, row.messageId, at, body),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const status = res.statusCode ?? null;
          resolve({ status, error: status === null ? null : `HTTP ${status}`, lasting: false });
        });
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer in ${SEND_TIMEOUT_MS / 1000} s`)));
    req.on("error", (error) => resolve({ status: null, error: error.message, lasting: false }));
    req.end(body);
  });
}
