import { type Kysely, sql } from "kysely";

export const kind = "expand";

/**
 * When a partner deletes their account, the other person is told once, whenever they next
 * open the app (the live event reaches them only if they are online): the time is kept on
 * their own row until they have seen it. It names nobody.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN partner_deleted_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN partner_deleted_at`.execute(db);
}
