import { sql } from "kysely";
import type { QueueDepths } from "@tandem/api-contract";
import type { Db } from "@tandem/db";

/**
 * Work waiting, in one read: notifications in the push outbox, nudge e-mails due and photo
 * bytes queued for deletion. The System tab and the metrics' `tandem_queue_depth` both read
 * it; a failed read rejects (each caller decides what an unreadable queue shows).
 */
export async function readQueueDepths(db: Db): Promise<QueueDepths> {
  const { rows } = await sql<{ push: number; nudge: number; photos: number }>`
    SELECT (SELECT count(*) FROM push_outbox) AS push,
      (SELECT count(*) FROM push_nudges WHERE email_due) AS nudge,
      (SELECT count(*) FROM photo_deletions) AS photos`.execute(db);
  const row = rows[0];
  return {
    pushDeliveries: Number(row?.push ?? 0),
    nudgeEmails: Number(row?.nudge ?? 0),
    photoDeletions: Number(row?.photos ?? 0),
  };
}
