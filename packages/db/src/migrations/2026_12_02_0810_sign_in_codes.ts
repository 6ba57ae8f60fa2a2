import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * A sign-in e-mail also carries a 6-digit code, typed in the browser that asked for the e-mail
 * (decision 265). The request gets the hash of that browser's secret (the lookup key, unique)
 * and the hash of the code salted with it; wrong tries are counted on the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sign_in_tokens
      ADD COLUMN browser_hash text,
      ADD COLUMN code_hash text,
      ADD COLUMN code_tries integer NOT NULL DEFAULT 0;
    CREATE UNIQUE INDEX sign_in_tokens_browser_hash_idx ON sign_in_tokens (browser_hash);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE sign_in_tokens DROP COLUMN browser_hash, DROP COLUMN code_hash,
      DROP COLUMN code_tries;
  `.execute(db);
}
