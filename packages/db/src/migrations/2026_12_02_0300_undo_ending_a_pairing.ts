import { type Kysely, sql } from "kysely";

export const kind = "expand";

/**
 * Ending a pairing is told to the partner and can be undone for 24 hours (decision 237):
 * - `couples.ended_by_id`: who ended the couple (null when it ended by an account deletion,
 *   and once that person deletes their account); only they may undo it;
 * - `users.partner_ended_couple_id`: the couple the partner ended, kept on this person's row
 *   until they have been told (at their next open), or until the pairing is restored.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE couples ADD COLUMN ended_by_id uuid REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE couples ADD CONSTRAINT couples_ended_by_only_when_ended
      CHECK (ended_by_id IS NULL OR ended_at IS NOT NULL);
    ALTER TABLE users ADD COLUMN partner_ended_couple_id uuid
      REFERENCES couples(id) ON DELETE SET NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN partner_ended_couple_id;
    ALTER TABLE couples DROP CONSTRAINT couples_ended_by_only_when_ended;
    ALTER TABLE couples DROP COLUMN ended_by_id;
  `.execute(db);
}
