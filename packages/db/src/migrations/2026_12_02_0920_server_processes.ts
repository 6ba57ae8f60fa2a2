import { sql, type Kysely } from "kysely";

// Only adds a table: the previous release serves on as before.
export const kind = "expand";

/**
 * Each API process reports itself every 15 s (decision 325): one row per running process,
 * written by its own heartbeat, deleted at a clean shutdown and purged a day after it was
 * last seen. The admin panel's System tab reads them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE server_processes (
      id text PRIMARY KEY,
      host text NOT NULL,
      pid integer NOT NULL,
      version text NOT NULL,
      started_at timestamptz NOT NULL,
      last_seen_at timestamptz NOT NULL DEFAULT now(),
      rss_bytes bigint NOT NULL,
      heap_used_bytes bigint NOT NULL,
      live_streams integer NOT NULL,
      requests_last_hour integer NOT NULL,
      errors_last_hour integer NOT NULL
    )
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE server_processes`.execute(db);
}
