import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Staff actions on credentials are audited (decision 258): the audit log takes
 * `api-token-create`, `api-token-revoke` and `waitlist-read` (the waitlist read as JSON), and
 * `api_tokens.revoked_by_id` keeps who revoked a token.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE moderation_audit_log DROP CONSTRAINT moderation_audit_log_action_check;
    ALTER TABLE moderation_audit_log ADD CONSTRAINT moderation_audit_log_action_check
      CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export',
        'waitlist-read', 'api-token-create', 'api-token-revoke'));
    ALTER TABLE api_tokens ADD COLUMN revoked_by_id uuid REFERENCES users(id) ON DELETE SET NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The audit log is append-only: rows of the new kinds stay, so the old check cannot return.
  await sql`ALTER TABLE api_tokens DROP COLUMN revoked_by_id`.execute(db);
}
