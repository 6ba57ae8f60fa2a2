import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import type { Db } from "./create-db.js";
import type { Notifications } from "./notifications.js";

/** The channel a process NOTIFYs itself on at start. */
export const NOTIFICATIONS_CHECK_CHANNEL = "tandem_notifications_check";

/**
 * NOTIFYs a payload of its own through `db` (the pool) until it arrives on `notifications`
 * (the LISTEN connection), for at most `timeoutMs`: how long it took in ms, or null if it
 * never came. Null behind a PgBouncer in transaction mode whose LISTEN went through it:
 * that LISTEN ran on some pooled server connection, and nothing it hears reaches us.
 */
export async function timeNotificationRoundTrip(
  db: Db,
  notifications: Notifications,
  timeoutMs = 3000,
): Promise<number | null> {
  const started = performance.now();
  const deadline = started + timeoutMs;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  // Subscribed once the connection is up, so the LISTEN runs on it now.
  while (!notifications.live && performance.now() < deadline) await pause(50);
  if (!notifications.live) return null;
  const payload = randomUUID();
  let arrived = false;
  const unsubscribe = await notifications.subscribe(NOTIFICATIONS_CHECK_CHANNEL, {
    onPayload: (heard) => {
      if (heard === payload) arrived = true;
    },
  });
  try {
    // Sent again every 250 ms: one NOTIFY is enough when the LISTEN holds.
    let sentAt = 0;
    while (!arrived && performance.now() < deadline) {
      if (performance.now() - sentAt >= 250) {
        sentAt = performance.now();
        await sql`SELECT pg_notify(${NOTIFICATIONS_CHECK_CHANNEL}, ${payload})`.execute(db);
      }
      await pause(10);
    }
    return arrived ? Math.round(performance.now() - started) : null;
  } finally {
    await unsubscribe();
  }
}

/**
 * `notifications`, trusted by the caches only while `arrive()` says a NOTIFY of ours reaches
 * them: a process whose check failed reads every cached fact from the database instead.
 */
export function trustedWhile(notifications: Notifications, arrive: () => boolean): Notifications {
  return {
    get live() {
      return arrive() && notifications.live;
    },
    subscribe: (channel, handlers) => notifications.subscribe(channel, handlers),
    close: () => notifications.close(),
  };
}
