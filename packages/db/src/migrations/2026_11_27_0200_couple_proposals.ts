import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Two matched singles become a couple from their chat (docs/decisions/132-from-a-match-to-a-couple.md):
 * one proposes, the other accepts or declines. At most one open proposal per match (a partial
 * unique index), so two proposals sent at once cannot both be stored. An accepted proposal
 * names the couple it made, and keeps the chat readable as history.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE couple_proposals (
      id serial PRIMARY KEY,
      match_id integer NOT NULL REFERENCES matches(id) ON DELETE CASCADE,
      proposer_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      status text NOT NULL DEFAULT 'open'
        CHECK (status IN ('open', 'accepted', 'declined', 'lapsed')),
      couple_id uuid REFERENCES couples(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      answered_at timestamptz
    );
    CREATE UNIQUE INDEX couple_proposals_one_open ON couple_proposals (match_id)
      WHERE status = 'open';
    CREATE INDEX couple_proposals_by_match ON couple_proposals (match_id, id DESC);
    CREATE INDEX couple_proposals_by_proposer ON couple_proposals (proposer_id)
      WHERE status = 'open';
    CREATE INDEX couple_proposals_by_couple ON couple_proposals (couple_id)
      WHERE couple_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE couple_proposals`.execute(db);
}
