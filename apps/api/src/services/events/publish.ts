import { PublishedLiveEventSchema, type PublishedLiveEvent } from "@tandem/api-contract";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { queuePushForEvent } from "../push/index.js";

/** The NOTIFY channel of the live event stream; a payload is recipients' ids, comma-separated. */
export const LIVE_EVENTS_CHANNEL = "tandem_live_events";

// A NOTIFY payload must stay under 8000 bytes: 100 ids of 36 characters (+ commas) do.
const IDS_PER_NOTIFY = 100;

/**
 * Publishes `event` to each of `userIds`. Call it inside the transaction that makes the
 * change: the rows and the NOTIFY become visible when it commits, and not at all if it
 * rolls back. Given `db` rather than a transaction, it runs in a transaction of its own.
 *
 * Each recipient is locked (a transaction-level advisory lock) before the rows are
 * inserted, so one recipient's event ids are taken in commit order: a stream that has
 * read up to id N has seen every committed event of that user below N. Publish once per
 * transaction (or to recipients in a fixed order), as two transactions taking the same
 * two recipients' locks in opposite orders would deadlock.
 */
export async function publishEvent(
  db: Db | Transaction<Database>,
  userIds: readonly string[],
  event: PublishedLiveEvent,
): Promise<void> {
  if (!db.isTransaction) {
    await db.transaction().execute((db) => publishEvent(db, userIds, event));
    return;
  }
  const recipients = [...new Set(userIds)].sort();
  if (recipients.length === 0) return;
  const stored = JSON.stringify(PublishedLiveEventSchema.parse(event));
  for (const userId of recipients) {
    const key = `live_events:${userId}`;
    await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
  }
  await db
    .insertInto("liveEvents")
    .values(recipients.map((userId) => ({ userId, event: stored })))
    .execute();
  // Push notifications for those who switched this kind on, committed with the event.
  await queuePushForEvent(db, recipients, event);
  for (let i = 0; i < recipients.length; i += IDS_PER_NOTIFY) {
    const payload = recipients.slice(i, i + IDS_PER_NOTIFY).join(",");
    await sql`SELECT pg_notify(${LIVE_EVENTS_CHANNEL}, ${payload})`.execute(db);
  }
}

/** The recipients named by one NOTIFY payload. */
export const recipientsOf = (payload: string): string[] => payload.split(",").filter(Boolean);
