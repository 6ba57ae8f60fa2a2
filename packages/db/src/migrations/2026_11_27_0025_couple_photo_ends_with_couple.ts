import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * A couple's photo ends with the couple (docs/decisions/170-couple-photo-ends-with-couple.md):
 * - `photos.uploaded_by_id` records who uploaded a couple's photo, for their export;
 * - `photo_deletions` holds the ids of photo rows deleted whose bytes (in the configured
 *   storage, which a migration cannot reach) are still to be deleted: the server deletes
 *   them right after its own deletions commit, and at start and hourly for the rest;
 * - the photos of couples that already ended are deleted, their bytes queued.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE photos ADD COLUMN uploaded_by_id uuid REFERENCES users(id) ON DELETE SET NULL;
    CREATE TABLE photo_deletions (
      photo_id uuid PRIMARY KEY,
      queued_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
  await deleteEndedCouplesPhotos(db);
}

/** The photos of couples that have ended, deleted, their ids queued for their bytes. */
export async function deleteEndedCouplesPhotos(db: Kysely<unknown>): Promise<void> {
  await sql`
    WITH gone AS (
      DELETE FROM photos p USING couples c
      WHERE p.couple_id = c.id AND c.ended_at IS NOT NULL
      RETURNING p.id
    )
    INSERT INTO photo_deletions (photo_id) SELECT id FROM gone ON CONFLICT DO NOTHING
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE photo_deletions;
    ALTER TABLE photos DROP COLUMN uploaded_by_id;
  `.execute(db);
}
