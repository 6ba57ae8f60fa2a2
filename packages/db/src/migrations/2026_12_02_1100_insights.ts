import { sql, type Kysely } from "kysely";

// Adds only (a table, indexes, a wider audit check): the previous release serves on it.
export const kind = "expand";

/**
 * Insights (decision 350): `insights_rollups` holds the figures of the admin panel's
 * Insights tab per time zone and local day, kept up by the server's scheduler; reads never
 * scan the raw tables. `insights_time_zones` lists the zones asked for, besides UTC and the
 * staff members' own. The indexes on `created_at` let a run recount today and yesterday
 * without reading whole tables. The audit log takes the reads.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE insights_rollups (
      time_zone text NOT NULL,
      day date NOT NULL,
      metric text NOT NULL,
      bucket integer NOT NULL DEFAULT 0,
      value bigint NOT NULL,
      PRIMARY KEY (time_zone, metric, day, bucket)
    )
  `.execute(db);
  await sql`
    CREATE TABLE insights_time_zones (
      time_zone text PRIMARY KEY,
      requested_at timestamptz NOT NULL DEFAULT now(),
      rolled_up_at timestamptz
    )
  `.execute(db);
  for (const table of [
    "users",
    "answers",
    "messages",
    "couple_messages",
    "likes",
    "passes",
    "matches",
    "points_ledger",
    "redemptions",
    "waitlist_entries",
    "reports",
    "couples",
  ]) {
    await sql`CREATE INDEX IF NOT EXISTS ${sql.raw(`${table}_created_at_idx`)} ON ${sql.table(table)} (created_at)`.execute(
      db,
    );
  }
  await sql`CREATE INDEX IF NOT EXISTS couples_ended_at_idx ON couples (ended_at) WHERE ended_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX IF NOT EXISTS daily_sets_completed_at_idx ON daily_sets (completed_at) WHERE completed_at IS NOT NULL`.execute(
    db,
  );
  await sql`
    ALTER TABLE moderation_audit_log DROP CONSTRAINT moderation_audit_log_action_check
  `.execute(db);
  await sql`
    ALTER TABLE moderation_audit_log ADD CONSTRAINT moderation_audit_log_action_check
      CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export',
        'waitlist-read', 'api-token-create', 'api-token-revoke', 'birth-date-correct',
        'reward-codes-add', 'voucher-use', 'insights-read'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The audit log is append-only: rows of the new kind stay, so the old check cannot return.
  for (const table of [
    "users",
    "answers",
    "messages",
    "couple_messages",
    "likes",
    "passes",
    "matches",
    "points_ledger",
    "redemptions",
    "waitlist_entries",
    "reports",
    "couples",
  ]) {
    await sql`DROP INDEX IF EXISTS ${sql.raw(`${table}_created_at_idx`)}`.execute(db);
  }
  await sql`DROP INDEX IF EXISTS couples_ended_at_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS daily_sets_completed_at_idx`.execute(db);
  await sql`DROP TABLE insights_time_zones`.execute(db);
  await sql`DROP TABLE insights_rollups`.execute(db);
}
