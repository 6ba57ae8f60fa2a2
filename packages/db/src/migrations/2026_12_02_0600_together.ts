import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * What a couple says to each other (decisions 250 and 251): reactions and one-line comments
 * on the partner's quiz answers, and the couple's thread. Both are keyed to the couple, so
 * a couple row restored after an undone break-up brings them back, and both go with the
 * couple row or their author. "Our story" stores nothing: it is read from existing rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE answer_responses (
      answer_id integer NOT NULL REFERENCES answers(id) ON DELETE CASCADE,
      author_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      couple_id uuid NOT NULL REFERENCES couples(id) ON DELETE CASCADE,
      reaction text CHECK (reaction IN ('heart', 'laugh', 'wow', 'hmm', 'cheers')),
      comment text CHECK (char_length(comment) BETWEEN 1 AND 2000),
      commented_at timestamptz,
      comment_edited_at timestamptz,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (answer_id, author_id),
      CHECK (reaction IS NOT NULL OR comment IS NOT NULL),
      CHECK ((comment IS NULL) = (commented_at IS NULL))
    );
    CREATE INDEX answer_responses_by_couple ON answer_responses (couple_id);
    CREATE INDEX answer_responses_by_author ON answer_responses (author_id);

    CREATE TABLE couple_messages (
      id bigserial PRIMARY KEY,
      couple_id uuid NOT NULL REFERENCES couples(id) ON DELETE CASCADE,
      sender_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX couple_messages_by_couple ON couple_messages (couple_id, id);
    CREATE INDEX couple_messages_by_sender ON couple_messages (sender_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE couple_messages;
    DROP TABLE answer_responses;
  `.execute(db);
}
