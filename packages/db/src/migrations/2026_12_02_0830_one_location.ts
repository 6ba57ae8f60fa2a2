import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * The dating profile's City and Profile's Location are one value (decision 285): from now on
 * the services write both columns together. Backfill: where both are set and differ, the
 * dating profile's City wins (others see it, distances are measured from it); an empty side
 * takes the other's. Profiles given a city here have no place yet: the housekeeping's
 * `placeUnplacedProfiles` places them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users u SET location = p.city
    FROM matching_profiles p
    WHERE p.user_id = u.id AND p.city IS NOT NULL AND u.location IS DISTINCT FROM p.city
  `.execute(db);
  // One statement a call: Postgres's extended protocol takes no more.
  await sql`
    UPDATE matching_profiles p SET city = u.location, place_id = NULL,
      place_latitude = NULL, place_longitude = NULL
    FROM users u
    WHERE p.user_id = u.id AND p.city IS NULL AND u.location IS NOT NULL
      AND length(u.location) <= 80
  `.execute(db);
}

/** The two columns stay as the backfill left them: nothing was dropped to restore. */
export async function down(): Promise<void> {}
