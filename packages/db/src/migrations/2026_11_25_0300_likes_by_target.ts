import { sql, type Kysely } from "kysely";

export const kind = "expand";

// Discover's "not liked yet" test probes likes by the candidate (to_user_id) for each person
// it walks. With `likes_to_idx (to_user_id)` the planner chose that index and read the heap
// row to check from_user_id: about 40 µs a probe, 6 of discover's 13 ms at 1M singles
// (apps/api/bench/README.md). With both columns in the index the probe is index-only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS likes_to_from_idx ON likes (to_user_id, from_user_id)`.execute(
    db,
  );
  await sql`DROP INDEX IF EXISTS likes_to_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX IF NOT EXISTS likes_to_idx ON likes (to_user_id)`.execute(db);
  await sql`DROP INDEX IF EXISTS likes_to_from_idx`.execute(db);
}
