import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * A like may be about one of the person's photos or discovery answers and carry a note
 * (docs/decisions/126-likes-with-a-note.md):
 * - `likes.photo_id` (set null when the photo goes), `likes.answer_tag`, at most one of them;
 * - `likes.note`, at most 200 characters (the contract's LIKE_NOTE_MAX_LENGTH);
 * - `likes_noted_to_idx`: the likers of a person who left a note, oldest first, read
 *   index-only by Discover, which puts them first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE likes
      ADD COLUMN photo_id uuid REFERENCES photos(id) ON DELETE SET NULL,
      ADD COLUMN answer_tag text,
      ADD COLUMN note text,
      ADD CONSTRAINT likes_about_one_thing CHECK (num_nonnulls(photo_id, answer_tag) <= 1),
      ADD CONSTRAINT likes_note_length CHECK (char_length(note) BETWEEN 1 AND 200);
    CREATE INDEX likes_noted_to_idx ON likes (to_user_id, created_at, from_user_id)
      WHERE note IS NOT NULL;
    CREATE INDEX likes_photo_id_idx ON likes (photo_id) WHERE photo_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX IF EXISTS likes_photo_id_idx;
    DROP INDEX IF EXISTS likes_noted_to_idx;
    ALTER TABLE likes
      DROP CONSTRAINT IF EXISTS likes_note_length,
      DROP CONSTRAINT IF EXISTS likes_about_one_thing,
      DROP COLUMN IF EXISTS note,
      DROP COLUMN IF EXISTS answer_tag,
      DROP COLUMN IF EXISTS photo_id;
  `.execute(db);
}
