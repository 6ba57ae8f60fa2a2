import { sql, type Kysely } from "kysely";

export const kind = "expand";

// Discover's walk reads each candidate of the best-scoring tag sets until a page is full:
// several hundred for a viewer whose own tag set is rare. It read each one's profile row (for
// `paused_at`) and user row (couple, type, suspension) from the heap, two random page reads
// a candidate; with both tests in partial indexes the walk is index-only, and the page's
// details are read for the 50 people shown (docs/scaling.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS matching_profiles_discoverable_idx
    ON matching_profiles (tag_set_id, last_active_at DESC, user_id) WHERE paused_at IS NULL
  `.execute(db);
  await sql`DROP INDEX IF EXISTS matching_profiles_discover_idx`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS users_discoverable_idx ON users (id)
    WHERE couple_id IS NULL AND user_type = 'single' AND suspended_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS users_discoverable_idx`.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS matching_profiles_discover_idx
    ON matching_profiles (tag_set_id, last_active_at DESC, user_id)
  `.execute(db);
  await sql`DROP INDEX IF EXISTS matching_profiles_discoverable_idx`.execute(db);
}
