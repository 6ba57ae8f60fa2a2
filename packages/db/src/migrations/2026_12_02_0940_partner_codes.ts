import { sql, type Kysely } from "kysely";

// Adds only (the audit check is widened): the previous release serves on it, giving
// Tandem-made codes for every reward until it is replaced.
export const kind = "expand";

/**
 * Partner rewards (decisions 330-333): a reward may hold a pool of the partner's own codes
 * (`reward_codes`; a code is unique across every pool, and is taken by at most one
 * redemption), an end date for its codes, and a partner's till marks a voucher used once.
 * API tokens may be bound to one partner brand; the audit log takes the staff's pool uploads
 * and the partners' uses. A change to a pool is announced like a change to the rewards, so
 * each process's kept catalogue (with its stock) is read again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE rewards ADD COLUMN codes_valid_until date`.execute(db);
  await sql`
    ALTER TABLE redemptions
      ADD COLUMN used_at timestamptz,
      ADD COLUMN used_by_token_id uuid REFERENCES api_tokens(id) ON DELETE SET NULL
  `.execute(db);
  await sql`
    CREATE TABLE reward_codes (
      id bigserial PRIMARY KEY,
      reward_id integer NOT NULL REFERENCES rewards(id) ON DELETE CASCADE,
      code text NOT NULL UNIQUE CHECK (code ~ '^[A-Z0-9-]{4,40}$'),
      redemption_id integer UNIQUE REFERENCES redemptions(id) ON DELETE SET NULL,
      claimed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    )
  `.execute(db);
  await sql`CREATE INDEX reward_codes_reward_idx ON reward_codes (reward_id)`.execute(db);
  // The stock of a reward: its unclaimed codes, found without reading the claimed ones.
  await sql`
    CREATE INDEX reward_codes_unclaimed_idx ON reward_codes (reward_id, id)
    WHERE claimed_at IS NULL
  `.execute(db);
  await sql`
    CREATE TRIGGER reward_codes_notify_change
    AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON reward_codes
    FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change('tandem_rewards')
  `.execute(db);
  await sql`ALTER TABLE api_tokens ADD COLUMN brand_name text`.execute(db);
  await sql`
    ALTER TABLE moderation_audit_log DROP CONSTRAINT moderation_audit_log_action_check
  `.execute(db);
  await sql`
    ALTER TABLE moderation_audit_log ADD CONSTRAINT moderation_audit_log_action_check
      CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export',
        'waitlist-read', 'api-token-create', 'api-token-revoke', 'birth-date-correct',
        'reward-codes-add', 'voucher-use'))
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The audit log is append-only: rows of the new kinds stay, so the old check cannot return.
  await sql`ALTER TABLE api_tokens DROP COLUMN brand_name`.execute(db);
  await sql`DROP TABLE reward_codes`.execute(db);
  await sql`ALTER TABLE redemptions DROP COLUMN used_by_token_id, DROP COLUMN used_at`.execute(db);
  await sql`ALTER TABLE rewards DROP COLUMN codes_valid_until`.execute(db);
}
