import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Actions a client names with an idempotency key (docs/decisions/140-idempotent-actions.md):
 * one row per person, action and key, written in the same transaction as the action, with
 * a hash of the input and the answer given, so a retry is answered from it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE idempotent_actions (
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      action text NOT NULL,
      key text NOT NULL,
      request_hash text NOT NULL,
      response jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, action, key)
    );
    CREATE INDEX idempotent_actions_created_at ON idempotent_actions (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE idempotent_actions`.execute(db);
}
