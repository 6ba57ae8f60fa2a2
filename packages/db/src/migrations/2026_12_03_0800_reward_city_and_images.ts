import { sql, type Kysely } from "kysely";

// Adds only (a table, two nullable columns, a wider audit check): the previous release
// serves on it, showing every reward everywhere and uploaded images by their address.
export const kind = "expand";

/**
 * Rewards staff can fix (decisions 358, 359): `reward_images` lists the images staff
 * uploaded through the photo pipeline (their bytes are in photo storage under the row's id,
 * served only because the row exists); a reward may be limited to one town of the gazetteer
 * (`city_id`, GeoNames' id, and `city`, its name as shown, "Lyon, France"). The audit log
 * takes staff's edits of a reward.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE reward_images (
      id uuid PRIMARY KEY,
      width integer NOT NULL,
      height integer NOT NULL,
      uploaded_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`
    ALTER TABLE rewards
      ADD COLUMN city_id integer,
      ADD COLUMN city text CHECK (city IS NULL OR length(city) <= 200),
      ADD CONSTRAINT rewards_city_named_check CHECK ((city_id IS NULL) = (city IS NULL))
  `.execute(db);
  await sql`
    ALTER TABLE moderation_audit_log DROP CONSTRAINT moderation_audit_log_action_check
  `.execute(db);
  await sql`
    ALTER TABLE moderation_audit_log ADD CONSTRAINT moderation_audit_log_action_check
      CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export',
        'waitlist-read', 'api-token-create', 'api-token-revoke', 'birth-date-correct',
        'reward-codes-add', 'voucher-use', 'insights-read', 'reward-edit'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The audit log is append-only: rows of the new kind stay, so the old check cannot return.
  await sql`ALTER TABLE rewards DROP CONSTRAINT rewards_city_named_check`.execute(db);
  await sql`ALTER TABLE rewards DROP COLUMN city, DROP COLUMN city_id`.execute(db);
  await sql`DROP TABLE reward_images`.execute(db);
}
