import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * A nudge reaches a partner without push (decision 234):
 * - `push_nudges.to_user_id`: whom it was for (null on nudges sent before this);
 * - `pushed`: it went out by push; otherwise it shows as a banner on the partner's Home
 *   until `dismissed_at`;
 * - `email_due`: its e-mail is still to be sent (by the reminders' run, which claims it);
 * - `reminder_settings.unsubscribed_at`: the person used the e-mails' unsubscribe link, so
 *   no nudge e-mail reaches them either (turning reminders on again clears it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE push_nudges
      ADD COLUMN to_user_id uuid REFERENCES users(id) ON DELETE CASCADE,
      ADD COLUMN pushed boolean NOT NULL DEFAULT false,
      ADD COLUMN dismissed_at timestamptz,
      ADD COLUMN email_due boolean NOT NULL DEFAULT false;
    CREATE INDEX push_nudges_to_user_id ON push_nudges (to_user_id, created_at);
    CREATE INDEX push_nudges_email_due ON push_nudges (created_at) WHERE email_due;
    ALTER TABLE reminder_settings ADD COLUMN unsubscribed_at timestamptz;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE reminder_settings DROP COLUMN unsubscribed_at;
    DROP INDEX push_nudges_email_due;
    DROP INDEX push_nudges_to_user_id;
    ALTER TABLE push_nudges
      DROP COLUMN to_user_id,
      DROP COLUMN pushed,
      DROP COLUMN dismissed_at,
      DROP COLUMN email_due;
  `.execute(db);
}
