import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * A chat's first messages made from the notes of two likes keep what each like was about
 * (docs/decisions/246-the-match-moment-and-the-liked-thing.md), so the chat shows the liked
 * photo or answer as a quoted card above the note:
 * - `messages.liked_photo_id` (set null when the photo goes), `messages.liked_answer` (a
 *   discovery tag), at most one of them; both null for every message written in the chat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE messages
      ADD COLUMN liked_photo_id uuid REFERENCES photos(id) ON DELETE SET NULL,
      ADD COLUMN liked_answer text,
      ADD CONSTRAINT messages_about_one_thing CHECK (num_nonnulls(liked_photo_id, liked_answer) <= 1);
    CREATE INDEX messages_liked_photo_id_idx ON messages (liked_photo_id)
      WHERE liked_photo_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS messages_liked_photo_id_idx;
    ALTER TABLE messages
      DROP CONSTRAINT IF EXISTS messages_about_one_thing,
      DROP COLUMN IF EXISTS liked_answer,
      DROP COLUMN IF EXISTS liked_photo_id;
  `.execute(db);
}
