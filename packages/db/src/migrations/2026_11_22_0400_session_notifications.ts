import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Every change that can end or alter a signed-in session is announced on the channel
 * `tandem_sessions`, so each API process can drop what it cached at once: a session deleted
 * (sign-out, expiry, the user deleted) as `s:<id_hash>`, a user's role or time zone changed
 * as `u:<user id>`. NOTIFY is sent at commit, to every listening connection.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_session_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_TABLE_NAME = 'sessions' THEN
        PERFORM pg_notify('tandem_sessions', 's:' || OLD.id_hash);
      ELSE
        PERFORM pg_notify('tandem_sessions', 'u:' || OLD.id::text);
      END IF;
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER sessions_notify_change AFTER DELETE OR UPDATE ON sessions
    FOR EACH ROW EXECUTE FUNCTION notify_session_change()
  `.execute(db);
  await sql`
    CREATE TRIGGER users_notify_delete AFTER DELETE ON users
    FOR EACH ROW EXECUTE FUNCTION notify_session_change()
  `.execute(db);
  await sql`
    CREATE TRIGGER users_notify_change AFTER UPDATE ON users
    FOR EACH ROW
    WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.time_zone IS DISTINCT FROM NEW.time_zone)
    EXECUTE FUNCTION notify_session_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER users_notify_change ON users`.execute(db);
  await sql`DROP TRIGGER users_notify_delete ON users`.execute(db);
  await sql`DROP TRIGGER sessions_notify_change ON sessions`.execute(db);
  await sql`DROP FUNCTION notify_session_change()`.execute(db);
}
