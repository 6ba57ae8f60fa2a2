import { sql, type Kysely } from "kysely";

export const kind = "expand";

// Who a single wants to meet (decision 120): the genders shown to them, an age range of the
// spec's age groups and how far, from the city of their profile (never their coordinates).
// Existing profiles get the widest choice (everyone, any age, anywhere) and
// `preferences_confirmed_at` stays empty until they set or keep them (a one-time prompt).
//
// Discover reads both sides' preferences while it walks the index of discoverable people,
// so the index carries them (INCLUDE): the walk stays index-only (docs/scaling.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE matching_profiles
      ADD COLUMN show_me text NOT NULL DEFAULT 'everyone'
        CHECK (show_me IN ('women', 'men', 'everyone')),
      ADD COLUMN age_min text NOT NULL DEFAULT '18-22',
      ADD COLUMN age_max text NOT NULL DEFAULT '43+',
      ADD COLUMN distance text NOT NULL DEFAULT 'anywhere'
        CHECK (distance IN ('same-city', 'within', 'anywhere')),
      ADD COLUMN distance_km smallint CHECK (distance_km BETWEEN 1 AND 1000),
      ADD COLUMN place_id integer,
      ADD COLUMN place_latitude real,
      ADD COLUMN place_longitude real,
      ADD COLUMN preferences_confirmed_at timestamptz,
      ADD CONSTRAINT matching_profiles_distance_km CHECK ((distance = 'within') = (distance_km IS NOT NULL))
  `.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS matching_profiles_discoverable_prefs_idx
    ON matching_profiles (tag_set_id, last_active_at DESC, user_id)
    INCLUDE (gender, age_group, show_me, age_min, age_max, distance, distance_km,
             place_id, place_latitude, place_longitude)
    WHERE paused_at IS NULL
  `.execute(db);
  await sql`DROP INDEX IF EXISTS matching_profiles_discoverable_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS matching_profiles_discoverable_idx
    ON matching_profiles (tag_set_id, last_active_at DESC, user_id) WHERE paused_at IS NULL
  `.execute(db);
  await sql`DROP INDEX IF EXISTS matching_profiles_discoverable_prefs_idx`.execute(db);
  await sql`
    ALTER TABLE matching_profiles
      DROP CONSTRAINT IF EXISTS matching_profiles_distance_km,
      DROP COLUMN show_me, DROP COLUMN age_min, DROP COLUMN age_max, DROP COLUMN distance,
      DROP COLUMN distance_km, DROP COLUMN place_id, DROP COLUMN place_latitude,
      DROP COLUMN place_longitude, DROP COLUMN preferences_confirmed_at
  `.execute(db);
}
