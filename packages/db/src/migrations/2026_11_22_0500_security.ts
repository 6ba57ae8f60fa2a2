import { type Kysely, sql } from "kysely";

export const kind = "expand";

/**
 * Security review (docs/security.md):
 * - sessions.last_seen_at: the idle timeout besides the absolute one (touched at most hourly);
 * - users.time_zone_changed_at: a time zone may change once a day, so nobody picks "today";
 * - profile pictures over plain http are dropped (only https ones are shown to others).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sessions ADD COLUMN last_seen_at timestamptz NOT NULL DEFAULT now();
    ALTER TABLE users ADD COLUMN time_zone_changed_at timestamptz;
    UPDATE users SET profile_image_url = NULL
      WHERE profile_image_url IS NOT NULL AND profile_image_url NOT LIKE 'https://%';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users DROP COLUMN time_zone_changed_at;
    ALTER TABLE sessions DROP COLUMN last_seen_at;
  `.execute(db);
}
