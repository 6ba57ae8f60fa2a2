import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * The language the server writes in when no device is asking (decision 303):
 * `users.language`, of the last device that signed in or changed Language in Profile, for
 * e-mails; `push_subscriptions.language`, of the device that subscribed, for its pushes.
 * English until a device says otherwise: every row so far was written in English.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(db);
  await sql`ALTER TABLE push_subscriptions ADD COLUMN language text NOT NULL DEFAULT 'en'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions DROP COLUMN language`.execute(db);
  await sql`ALTER TABLE users DROP COLUMN language`.execute(db);
}
