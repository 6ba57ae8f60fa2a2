import { type Kysely, sql } from "kysely";

export const kind = "expand";

// The live event stream's log: one row per recipient, read back by id after a reconnect.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE live_events (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      event jsonb NOT NULL CHECK (jsonb_typeof(event -> 'type') = 'string'),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX live_events_user_id_id_idx ON live_events (user_id, id);
    CREATE INDEX live_events_created_at_idx ON live_events (created_at);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE live_events;`.execute(db);
}
