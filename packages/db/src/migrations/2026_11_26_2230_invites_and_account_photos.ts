import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * - `partner_invites`: a link that pairs whoever opens it with its owner, valid 7 days and
 *   once. At most one open link per owner (a new one revokes the old; see
 *   docs/decisions/100-invite-links.md).
 * - `photos.account_user_id`: a person's own photo, shown beside their first name (a photo
 *   is a dating profile's, a couple's or an account's: exactly one of the three).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE partner_invites (
      token text PRIMARY KEY,
      owner_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      used_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
      revoked_at timestamptz
    );
    CREATE UNIQUE INDEX partner_invites_one_open_idx ON partner_invites (owner_id)
      WHERE used_at IS NULL AND revoked_at IS NULL;
    CREATE INDEX partner_invites_owner_idx ON partner_invites (owner_id);

    ALTER TABLE photos ADD COLUMN account_user_id uuid REFERENCES users(id) ON DELETE CASCADE;
    ALTER TABLE photos DROP CONSTRAINT photos_check;
    ALTER TABLE photos ADD CONSTRAINT photos_one_owner_check
      CHECK (num_nonnulls(user_id, couple_id, account_user_id) = 1);
    CREATE UNIQUE INDEX photos_account_user_id_idx ON photos (account_user_id)
      WHERE account_user_id IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    UPDATE users SET profile_image_url = NULL
    WHERE id IN (SELECT account_user_id FROM photos WHERE account_user_id IS NOT NULL);
    DELETE FROM photos WHERE account_user_id IS NOT NULL;
    DROP INDEX photos_account_user_id_idx;
    ALTER TABLE photos DROP CONSTRAINT photos_one_owner_check;
    ALTER TABLE photos ADD CONSTRAINT photos_check CHECK ((user_id IS NULL) <> (couple_id IS NULL));
    ALTER TABLE photos DROP COLUMN account_user_id;
    DROP TABLE partner_invites;
  `.execute(db);
}
