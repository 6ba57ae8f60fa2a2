import { type Kysely, sql } from "kysely";

export const kind = "expand";

/**
 * People's data and people's safety (docs/privacy.md): suspension, a moderation audit log nobody
 * can edit, reports that outlive the people in them, and foreign keys that let an account
 * be deleted with one `DELETE FROM users` (docs/privacy.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    -- Suspension: a suspended account cannot sign in (see the sessions trigger below) and is
    -- hidden from discover and matches.
    ALTER TABLE users ADD COLUMN suspended_at timestamptz;

    -- Reports stay when either person deletes their account, without naming them.
    ALTER TABLE reports ALTER COLUMN reporter_id DROP NOT NULL;
    ALTER TABLE reports ALTER COLUMN reported_id DROP NOT NULL;
    ALTER TABLE reports DROP CONSTRAINT reports_reporter_id_fkey;
    ALTER TABLE reports DROP CONSTRAINT reports_reported_id_fkey;
    ALTER TABLE reports ADD CONSTRAINT reports_reporter_id_fkey
      FOREIGN KEY (reporter_id) REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE reports ADD CONSTRAINT reports_reported_id_fkey
      FOREIGN KEY (reported_id) REFERENCES users(id) ON DELETE SET NULL;
    -- How staff closed a report (open while resolved_at is null).
    ALTER TABLE reports ADD COLUMN resolved_at timestamptz;
    ALTER TABLE reports ADD COLUMN resolution text
      CHECK (resolution IN ('dismissed', 'warned', 'suspended'));
    ALTER TABLE reports ADD COLUMN resolved_by_id uuid REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE reports ADD CONSTRAINT reports_resolved_check
      CHECK ((resolved_at IS NULL) = (resolution IS NULL));
    CREATE INDEX reports_open_idx ON reports (created_at) WHERE resolved_at IS NULL;
    CREATE INDEX reports_reported_idx ON reports (reported_id);
    CREATE INDEX reports_reporter_idx ON reports (reporter_id);

    -- An ended couple outlives a deleted partner (the other keeps their quiz history).
    ALTER TABLE couples ALTER COLUMN user_a_id DROP NOT NULL;
    ALTER TABLE couples ALTER COLUMN user_b_id DROP NOT NULL;
    ALTER TABLE couples DROP CONSTRAINT couples_user_a_id_fkey;
    ALTER TABLE couples DROP CONSTRAINT couples_user_b_id_fkey;
    ALTER TABLE couples ADD CONSTRAINT couples_user_a_id_fkey
      FOREIGN KEY (user_a_id) REFERENCES users(id) ON DELETE SET NULL;
    ALTER TABLE couples ADD CONSTRAINT couples_user_b_id_fkey
      FOREIGN KEY (user_b_id) REFERENCES users(id) ON DELETE SET NULL;

    ALTER TABLE pair_codes DROP CONSTRAINT pair_codes_used_by_id_fkey;
    ALTER TABLE pair_codes ADD CONSTRAINT pair_codes_used_by_id_fkey
      FOREIGN KEY (used_by_id) REFERENCES users(id) ON DELETE SET NULL;

    -- What was redeemed and earned by deleted accounts, as totals per month: no person.
    CREATE TABLE anonymised_redemption_totals (
      month date NOT NULL,
      reward_id integer NOT NULL REFERENCES rewards(id),
      redemptions integer NOT NULL,
      points_spent integer NOT NULL,
      PRIMARY KEY (month, reward_id)
    );
    CREATE TABLE anonymised_ledger_totals (
      month date NOT NULL,
      reason text NOT NULL,
      entries integer NOT NULL,
      points integer NOT NULL,
      PRIMARY KEY (month, reason)
    );

    -- Every staff action, appended; nobody can change or remove a row (trigger below).
    CREATE TABLE moderation_audit_log (
      id bigserial PRIMARY KEY,
      actor_id uuid REFERENCES users(id) ON DELETE SET NULL,
      action text NOT NULL
        CHECK (action IN ('dismiss', 'warn', 'suspend', 'unsuspend', 'lookup', 'waitlist-export')),
      target_user_id uuid REFERENCES users(id) ON DELETE SET NULL,
      report_id integer REFERENCES reports(id),
      note text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX moderation_audit_log_created_idx ON moderation_audit_log (created_at DESC, id DESC);
    CREATE INDEX moderation_audit_log_target_idx ON moderation_audit_log (target_user_id);
    CREATE INDEX moderation_audit_log_actor_idx ON moderation_audit_log (actor_id);
  `.execute(db);

  // Append-only: an UPDATE or DELETE is refused, whoever runs it. The one change allowed is
  // the one Postgres makes itself when an account is deleted: a person's id set to NULL
  // (ON DELETE SET NULL), every other column unchanged.
  await sql`
    CREATE FUNCTION moderation_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE'
         AND NEW.id = OLD.id AND NEW.action = OLD.action AND NEW.note = OLD.note
         AND NEW.report_id IS NOT DISTINCT FROM OLD.report_id
         AND NEW.created_at = OLD.created_at
         AND (NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id OR NEW.actor_id IS NULL)
         AND (NEW.target_user_id IS NOT DISTINCT FROM OLD.target_user_id OR NEW.target_user_id IS NULL)
         AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.actor_id AND NEW.actor_id IS NULL)
         AND NOT EXISTS (SELECT 1 FROM users WHERE id = OLD.target_user_id AND NEW.target_user_id IS NULL)
      THEN
        RETURN NEW;
      END IF;
      RAISE EXCEPTION 'moderation_audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER moderation_audit_log_no_change BEFORE UPDATE OR DELETE ON moderation_audit_log
    FOR EACH ROW EXECUTE FUNCTION moderation_audit_log_append_only()
  `.execute(db);
  await sql`
    CREATE TRIGGER moderation_audit_log_no_truncate BEFORE TRUNCATE ON moderation_audit_log
    FOR EACH STATEMENT EXECUTE FUNCTION moderation_audit_log_append_only()
  `.execute(db);

  // No session for a suspended account. The user's row is share-locked, so a suspension
  // (which updates that row, then deletes the sessions) and a sign-in serialise: either the
  // sign-in's session exists before the suspension deletes them all, or it is refused.
  await sql`
    CREATE FUNCTION sessions_refuse_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM users WHERE id = NEW.user_id AND suspended_at IS NOT NULL FOR SHARE;
      IF FOUND THEN
        RAISE EXCEPTION 'account suspended' USING ERRCODE = 'insufficient_privilege';
      END IF;
      RETURN NEW;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER sessions_refuse_suspended BEFORE INSERT ON sessions
    FOR EACH ROW EXECUTE FUNCTION sessions_refuse_suspended()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER sessions_refuse_suspended ON sessions;
    DROP FUNCTION sessions_refuse_suspended();
    DROP TABLE moderation_audit_log;
    DROP FUNCTION moderation_audit_log_append_only();
    DROP TABLE anonymised_ledger_totals, anonymised_redemption_totals;
    DROP INDEX reports_open_idx, reports_reported_idx, reports_reporter_idx;
    ALTER TABLE reports DROP CONSTRAINT reports_resolved_check;
    ALTER TABLE reports DROP COLUMN resolved_by_id, DROP COLUMN resolution, DROP COLUMN resolved_at;
    ALTER TABLE users DROP COLUMN suspended_at;
  `.execute(db);
}
