import { sql, type Kysely } from "kysely";

export const kind = "expand";

// The sessions trigger of 2026_11_22_0700 locked the user's row only when it was already
// suspended (FOR SHARE locks only rows the WHERE keeps), so a sign-in racing a suspension
// could read "not suspended", take no lock, and keep its session. Now the row is always
// share-locked: a sign-in waits for a suspension in flight and then sees it, or the
// suspension's UPDATE waits for the sign-in and its DELETE then finds the new session.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION sessions_refuse_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      suspended timestamptz;
    BEGIN
      SELECT suspended_at INTO suspended FROM users WHERE id = NEW.user_id FOR SHARE;
      IF suspended IS NOT NULL THEN
        RAISE EXCEPTION 'account suspended' USING ERRCODE = 'insufficient_privilege';
      END IF;
      RETURN NEW;
    END $$
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE OR REPLACE FUNCTION sessions_refuse_suspended() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM 1 FROM users WHERE id = NEW.user_id AND suspended_at IS NOT NULL FOR SHARE;
      IF FOUND THEN
        RAISE EXCEPTION 'account suspended' USING ERRCODE = 'insufficient_privilege';
      END IF;
      RETURN NEW;
    END $$
  `.execute(db);
}
