import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * API tokens for other teams' services (docs/decisions/191-api-tokens-for-services.md):
 * - `api_tokens`: one row per token; the secret is stored only as its SHA-256
 *   (`secret_hash`), with its first characters (`prefix`) to tell tokens apart. A token
 *   works while it is not revoked, not expired, and its creator is still unsuspended staff.
 * - `api_token_uses`: one row per request made with a token (its audit trail), kept with the
 *   token. Neither table is ever read by a session lookup, nor `sessions` by a token's.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE api_tokens (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL,
      secret_hash text NOT NULL UNIQUE,
      prefix text NOT NULL,
      scopes text[] NOT NULL CHECK (cardinality(scopes) > 0),
      created_by_id uuid REFERENCES users(id) ON DELETE SET NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz,
      last_used_at timestamptz
    );
    CREATE TABLE api_token_uses (
      id bigserial PRIMARY KEY,
      token_id uuid NOT NULL REFERENCES api_tokens(id) ON DELETE CASCADE,
      at timestamptz NOT NULL DEFAULT now(),
      request text NOT NULL,
      status integer NOT NULL,
      ip text NOT NULL
    );
    CREATE INDEX api_token_uses_token_idx ON api_token_uses (token_id, id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE api_token_uses;
    DROP TABLE api_tokens;
  `.execute(db);
}
