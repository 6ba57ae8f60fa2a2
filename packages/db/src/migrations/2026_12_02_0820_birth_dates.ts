import { sql, type Kysely } from "kysely";

// Contracting: the age range columns change type, from the group labels earlier releases write.
export const kind = "contract";

/**
 * Adults only (decisions 270 and 271): a person's birth date (given once; existing people
 * have none until asked), when a birth date under 18 was refused (the date itself is not
 * kept), the birth date copied to the dating profile for Discover, and age preferences in
 * years. The bands become their years: a range "From 28-32 To 38-42" is 28 to 42, "43+" ends
 * at 99. Discover's three walk indexes carry the birth date where they carried the group, so
 * each walk stays index-only (the group stays on the profile, for showing).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users
      ADD COLUMN birth_date date CHECK (birth_date >= '1900-01-01'),
      ADD COLUMN under_age_at timestamptz;
    ALTER TABLE matching_profiles ADD COLUMN birth_date date;
    UPDATE matching_profiles p SET birth_date = u.birth_date
      FROM users u WHERE u.id = p.user_id AND u.birth_date IS NOT NULL;

    ALTER TABLE matching_profiles
      ALTER COLUMN age_min DROP DEFAULT,
      ALTER COLUMN age_max DROP DEFAULT;
    ALTER TABLE matching_profiles
      ALTER COLUMN age_min TYPE smallint USING (CASE age_min
        WHEN '18-22' THEN 18 WHEN '23-27' THEN 23 WHEN '28-32' THEN 28
        WHEN '33-37' THEN 33 WHEN '38-42' THEN 38 ELSE 43 END),
      ALTER COLUMN age_max TYPE smallint USING (CASE age_max
        WHEN '18-22' THEN 22 WHEN '23-27' THEN 27 WHEN '28-32' THEN 32
        WHEN '33-37' THEN 37 WHEN '38-42' THEN 42 ELSE 99 END);
    ALTER TABLE matching_profiles
      ALTER COLUMN age_min SET DEFAULT 18,
      ALTER COLUMN age_max SET DEFAULT 99,
      ADD CONSTRAINT matching_profiles_age_range
        CHECK (age_min BETWEEN 18 AND 99 AND age_max BETWEEN age_min AND 99);

    ALTER TABLE moderation_audit_log DROP CONSTRAINT moderation_audit_log_action_check;
    ALTER TABLE moderation_audit_log ADD CONSTRAINT moderation_audit_log_action_check
      CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export',
        'waitlist-read', 'api-token-create', 'api-token-revoke', 'birth-date-correct'));

    DROP INDEX IF EXISTS matching_profiles_discoverable_prefs_idx;
    DROP INDEX IF EXISTS matching_profiles_discover_town_idx;
    DROP INDEX IF EXISTS matching_profiles_discover_gender_idx;
    CREATE INDEX matching_profiles_discoverable_prefs_idx
      ON matching_profiles (tag_set_id, last_active_at DESC, user_id)
      INCLUDE (gender, birth_date, show_me, age_min, age_max, distance, distance_km,
               place_id, place_latitude, place_longitude)
      WHERE paused_at IS NULL;
    CREATE INDEX matching_profiles_discover_town_idx
      ON matching_profiles (tag_set_id, place_id, last_active_at DESC, user_id)
      INCLUDE (gender, birth_date, show_me, age_min, age_max, distance, distance_km,
               place_latitude, place_longitude)
      WHERE paused_at IS NULL;
    CREATE INDEX matching_profiles_discover_gender_idx
      ON matching_profiles (tag_set_id, gender, last_active_at DESC, user_id)
      INCLUDE (birth_date, show_me, age_min, age_max, distance, distance_km,
               place_id, place_latitude, place_longitude)
      WHERE paused_at IS NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // Years do not all fall on a band's edge: each end goes to the band that holds it.
  const band = (column: string) =>
    sql.raw(`(CASE WHEN ${column} <= 22 THEN '18-22' WHEN ${column} <= 27 THEN '23-27'
      WHEN ${column} <= 32 THEN '28-32' WHEN ${column} <= 37 THEN '33-37'
      WHEN ${column} <= 42 THEN '38-42' ELSE '43+' END)`);
  await sql`
    DROP INDEX IF EXISTS matching_profiles_discoverable_prefs_idx;
    DROP INDEX IF EXISTS matching_profiles_discover_town_idx;
    DROP INDEX IF EXISTS matching_profiles_discover_gender_idx;
    ALTER TABLE matching_profiles
      DROP CONSTRAINT matching_profiles_age_range,
      ALTER COLUMN age_min DROP DEFAULT,
      ALTER COLUMN age_max DROP DEFAULT;
    ALTER TABLE matching_profiles
      ALTER COLUMN age_min TYPE text USING ${band("age_min")},
      ALTER COLUMN age_max TYPE text USING ${band("age_max")};
    ALTER TABLE matching_profiles
      ALTER COLUMN age_min SET DEFAULT '18-22',
      ALTER COLUMN age_max SET DEFAULT '43+',
      DROP COLUMN birth_date;
    CREATE INDEX matching_profiles_discoverable_prefs_idx
      ON matching_profiles (tag_set_id, last_active_at DESC, user_id)
      INCLUDE (gender, age_group, show_me, age_min, age_max, distance, distance_km,
               place_id, place_latitude, place_longitude)
      WHERE paused_at IS NULL;
    CREATE INDEX matching_profiles_discover_town_idx
      ON matching_profiles (tag_set_id, place_id, last_active_at DESC, user_id)
      INCLUDE (gender, age_group, show_me, age_min, age_max, distance, distance_km,
               place_latitude, place_longitude)
      WHERE paused_at IS NULL;
    CREATE INDEX matching_profiles_discover_gender_idx
      ON matching_profiles (tag_set_id, gender, last_active_at DESC, user_id)
      INCLUDE (age_group, show_me, age_min, age_max, distance, distance_km,
               place_id, place_latitude, place_longitude)
      WHERE paused_at IS NULL;
    ALTER TABLE users DROP COLUMN birth_date, DROP COLUMN under_age_at;
  `.execute(db);
}
