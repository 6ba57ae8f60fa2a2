import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Chat between matches, photos, and the everyday controls (decisions 033-035).
 *
 * - `messages`: one row per message of a match's conversation, read back by id (paged).
 * - `message_reads`: how far each person of a match has read (the last message id).
 * - `report_chat_excerpts`: the last messages of a conversation, copied when a report is
 *   made from inside the chat, for staff.
 * - `photos`: a dating profile's photos (up to 4, ordered) and a couple's avatar photo.
 *   The image bytes live in the configured storage; `storage_objects` is the Postgres one.
 * - `matching_profiles.paused_at`: a paused profile is hidden from Discover.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE messages (
      id bigserial PRIMARY KEY,
      match_id integer NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
      sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX messages_match_id_id_idx ON messages (match_id, id);

    CREATE TABLE message_reads (
      match_id integer NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      last_read_id bigint NOT NULL,
      PRIMARY KEY (match_id, user_id)
    );

    CREATE TABLE report_chat_excerpts (
      report_id integer PRIMARY KEY REFERENCES reports(id) ON DELETE CASCADE,
      match_id integer NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
      messages jsonb NOT NULL CHECK (jsonb_typeof(messages) = 'array')
    );

    CREATE TABLE storage_objects (
      key text PRIMARY KEY,
      content_type text NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE photos (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      couple_id uuid REFERENCES couples(id) ON DELETE CASCADE,
      position integer NOT NULL DEFAULT 0,
      width integer NOT NULL,
      height integer NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK ((user_id IS NULL) <> (couple_id IS NULL))
    );
    CREATE INDEX photos_user_id_position_idx ON photos (user_id, position) WHERE user_id IS NOT NULL;
    CREATE UNIQUE INDEX photos_couple_id_idx ON photos (couple_id) WHERE couple_id IS NOT NULL;

    ALTER TABLE matching_profiles ADD COLUMN paused_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE matching_profiles DROP COLUMN paused_at;
    DROP TABLE photos;
    DROP TABLE storage_objects;
    DROP TABLE report_chat_excerpts;
    DROP TABLE message_reads;
    DROP TABLE messages;
  `.execute(db);
}
