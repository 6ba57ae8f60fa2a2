import { sql, type Kysely } from "kysely";

// Widens a check only: the previous release serves on it and writes none of the new rows.
export const kind = "expand";

/**
 * Staff's changes to a partner's webhook go in the audit log (decision 368): where a
 * partner's messages are sent, their signing secret and a message sent again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE moderation_audit_log DROP CONSTRAINT moderation_audit_log_action_check
  `.execute(db);
  await sql`
    ALTER TABLE moderation_audit_log ADD CONSTRAINT moderation_audit_log_action_check
      CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export',
        'waitlist-read', 'api-token-create', 'api-token-revoke', 'birth-date-correct',
        'reward-codes-add', 'voucher-use', 'insights-read', 'reward-edit', 'webhook-set',
        'webhook-clear', 'webhook-rotate', 'webhook-resend'))
  `.execute(db);
}

export async function down(): Promise<void> {
  // The audit log is append-only: rows of the new kinds stay, so the old check cannot return.
}
