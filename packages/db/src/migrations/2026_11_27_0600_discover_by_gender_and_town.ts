import { sql, type Kysely } from "kysely";

export const kind = "expand";

// Discover's walk with preferences (decision 122, docs/scaling.md): walking each tag set
// newest-active first and filtering on both sides' preferences read 8 to 100 index entries
// for each person kept at 1M singles, most of them too far or of a gender the viewer does not
// want. Two more orders of the same walk let the viewer's own rule pick the entries:
// a viewer who keeps to their town walks that town's people of each tag set
// (`_discover_town_idx`), a viewer who wants women or men walks theirs (`_discover_gender_idx`);
// everyone else walks matching_profiles_discoverable_prefs_idx as before. Each carries every
// column the mutual filter reads, so every walk stays index-only.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE INDEX IF NOT EXISTS matching_profiles_discover_town_idx
    ON matching_profiles (tag_set_id, place_id, last_active_at DESC, user_id)
    INCLUDE (gender, age_group, show_me, age_min, age_max, distance, distance_km,
             place_latitude, place_longitude)
    WHERE paused_at IS NULL
  `.execute(db);
  await sql`
    CREATE INDEX IF NOT EXISTS matching_profiles_discover_gender_idx
    ON matching_profiles (tag_set_id, gender, last_active_at DESC, user_id)
    INCLUDE (age_group, show_me, age_min, age_max, distance, distance_km,
             place_id, place_latitude, place_longitude)
    WHERE paused_at IS NULL
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS matching_profiles_discover_gender_idx`.execute(db);
  await sql`DROP INDEX IF EXISTS matching_profiles_discover_town_idx`.execute(db);
}
