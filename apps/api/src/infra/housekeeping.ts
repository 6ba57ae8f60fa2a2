import { sql } from "kysely";
import {
  CLOSED_INVITE_RETENTION_DAYS,
  IDEMPOTENCY_KEY_RETENTION_DAYS,
  LIVE_EVENT_RETENTION_HOURS,
  SESSION_IDLE_DAYS,
  WEBHOOK_LOG_RETENTION_DAYS,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";

/** How long finished rows are kept for looking into a problem before they are deleted. */
const KEEP_FOR = sql`interval '1 day'`;

/**
 * Deletes rows that can never be used again: expired sessions, sign-in links and OIDC
 * states, pair codes that expired unused, rate-limit windows long over, and live events
 * older than a reconnecting client may ask for, idempotency keys past their retention. Safe to run
 * from several processes at once. Returns how many rows each table lost.
 */
export async function deleteExpiredRows(db: Db): Promise<Record<string, number>> {
  const now = sql<Date>`now()`;
  const counts = await Promise.all([
    db
      .deleteFrom("sessions")
      .where((eb) =>
        eb.or([
          eb("expiresAt", "<", now),
          // Idle past the idle timeout (decision 009): it can never be used again either.
          eb("lastSeenAt", "<", sql<Date>`now() - make_interval(days => ${SESSION_IDLE_DAYS})`),
        ]),
      )
      .executeTakeFirst(),
    db
      .deleteFrom("signInTokens")
      .where("expiresAt", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    db.deleteFrom("oidcLoginStates").where("expiresAt", "<", now).executeTakeFirst(),
    db
      .deleteFrom("pairCodes")
      .where("usedAt", "is", null)
      .where("expiresAt", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    db
      .deleteFrom("rateLimits")
      .where("windowStart", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    db
      .deleteFrom("liveEvents")
      .where(
        "createdAt",
        "<",
        sql<Date>`now() - make_interval(hours => ${LIVE_EVENT_RETENTION_HOURS})`,
      )
      .executeTakeFirst(),
    db
      .deleteFrom("idempotentActions")
      .where(
        "createdAt",
        "<",
        sql<Date>`now() - make_interval(days => ${IDEMPOTENCY_KEY_RETENTION_DAYS})`,
      )
      .executeTakeFirst(),
    // Closed invite links a week after they closed (decision 256).
    db
      .deleteFrom("partnerInvites")
      .where(
        sql<Date>`LEAST(COALESCE(used_at, 'infinity'), COALESCE(revoked_at, 'infinity'), expires_at)`,
        "<",
        sql<Date>`now() - make_interval(days => ${CLOSED_INVITE_RETENTION_DAYS})`,
      )
      .executeTakeFirst(),
    // Gone a day: counted among the person's devices until now (decision 255).
    db
      .deleteFrom("pushSubscriptions")
      .where("goneAt", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    // A process not seen for a day stopped without its clean shutdown (decision 325).
    db
      .deleteFrom("serverProcesses")
      .where("lastSeenAt", "<", sql<Date>`now() - ${KEEP_FOR}`)
      .executeTakeFirst(),
    // A partner webhook's finished messages, a month on (decision 355).
    db
      .deleteFrom("webhookDeliveries")
      .where("status", "<>", "pending")
      .where(
        "createdAt",
        "<",
        sql<Date>`now() - make_interval(days => ${WEBHOOK_LOG_RETENTION_DAYS})`,
      )
      .executeTakeFirst(),
  ]);
  const tables = [
    "sessions",
    "signInTokens",
    "oidcLoginStates",
    "pairCodes",
    "rateLimits",
    "liveEvents",
    "idempotentActions",
    "partnerInvites",
    "pushSubscriptions",
    "serverProcesses",
    "webhookDeliveries",
  ];
  return Object.fromEntries(tables.map((table, i) => [table, Number(counts[i]!.numDeletedRows)]));
}
