import { sql, type Kysely } from "kysely";

// Contracting: drops the plain `token` column that earlier releases read and write.
export const kind = "contract";

/**
 * Invite links are no longer stored (decision 256): `partner_invites` gets an `id` (its
 * token is derived from it with a key the app keeps) and `token_hash`, the SHA-256 of the
 * token it is found by. Links already sent keep working: their hashes are taken here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE partner_invites ADD COLUMN id uuid NOT NULL DEFAULT gen_random_uuid();
    ALTER TABLE partner_invites ADD COLUMN token_hash text;
    UPDATE partner_invites SET token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
    ALTER TABLE partner_invites ALTER COLUMN token_hash SET NOT NULL;
    ALTER TABLE partner_invites DROP CONSTRAINT partner_invites_pkey;
    ALTER TABLE partner_invites DROP COLUMN token;
    ALTER TABLE partner_invites ADD PRIMARY KEY (id);
    CREATE UNIQUE INDEX partner_invites_token_hash_idx ON partner_invites (token_hash);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The links themselves are gone: every row keeps its hash as a token nobody holds.
  await sql`
    DROP INDEX partner_invites_token_hash_idx;
    ALTER TABLE partner_invites DROP CONSTRAINT partner_invites_pkey;
    ALTER TABLE partner_invites RENAME COLUMN token_hash TO token;
    ALTER TABLE partner_invites DROP COLUMN id;
    ALTER TABLE partner_invites ADD PRIMARY KEY (token);
  `.execute(db);
}
