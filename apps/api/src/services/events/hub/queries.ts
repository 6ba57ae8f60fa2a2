import { LIVE_EVENT_REPLAY_LIMIT } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";

export interface EventRow {
  userId: string;
  id: number;
  event: unknown;
}

/**
 * Each person's events after their cursor, oldest first, at most LIVE_EVENT_REPLAY_LIMIT
 * each: one statement, an index range scan of `(user_id, id)` per person.
 */
export async function eventsAfter(
  db: Db,
  userIds: string[],
  cursors: number[],
): Promise<EventRow[]> {
  const { rows } = await sql<EventRow>`
    SELECT c.user_id AS "userId", e.id, e.event
    FROM unnest(string_to_array(${userIds.join(",")}, ',')::uuid[],
                string_to_array(${cursors.join(",")}, ',')::bigint[]) AS c(user_id, after)
    CROSS JOIN LATERAL (
      SELECT id, event FROM live_events
      WHERE user_id = c.user_id AND id > c.after
      ORDER BY id
      LIMIT ${sql.lit(LIVE_EVENT_REPLAY_LIMIT)}
    ) e
    ORDER BY c.user_id, e.id`.execute(db);
  return rows;
}

/** The sessions among `idHashes` that have not ended, with when each expires. */
export async function liveSessions(db: Db, idHashes: string[]): Promise<Map<string, number>> {
  const { rows } = await sql<{ idHash: string; expiresAt: Date }>`
    SELECT id_hash AS "idHash", expires_at AS "expiresAt" FROM sessions
    WHERE id_hash = ANY(string_to_array(${idHashes.join(",")}, ',')) AND expires_at > now()`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.idHash, row.expiresAt.getTime()]));
}

export interface StartRow {
  /** The person's newest event. */
  latest: number | null;
  /** Null when the session has ended. */
  sessionExpiresAt: Date | null;
  /** Resuming: the newest event beyond the replay limit (then resync from it), if any. */
  beyondLimit: number | null;
  /** Resuming: the event resumed from is still kept. */
  resumable: boolean;
}

/**
 * Where a stream starts, in one statement: the person's newest event, whether the session
 * holds, and, for a reconnect from `lastEventId`, whether it missed more than is replayed or
 * its last event is no longer kept (away longer than the retention: resync).
 */
export async function startingPoint(
  db: Db,
  userId: string,
  sessionId: string,
  lastEventId: number | null,
): Promise<StartRow> {
  const { rows } = await sql<StartRow>`
    SELECT
      (SELECT id FROM live_events WHERE user_id = ${userId} ORDER BY id DESC LIMIT 1) AS latest,
      (SELECT expires_at FROM sessions WHERE id_hash = ${sessionId} AND expires_at > now())
        AS "sessionExpiresAt",
      (SELECT id FROM live_events WHERE user_id = ${userId} AND id > ${lastEventId}::bigint
        ORDER BY id DESC OFFSET ${sql.lit(LIVE_EVENT_REPLAY_LIMIT)} LIMIT 1) AS "beyondLimit",
      EXISTS (SELECT 1 FROM live_events WHERE id = ${lastEventId}::bigint AND user_id = ${userId})
        AS resumable`.execute(db);
  return rows[0]!;
}
