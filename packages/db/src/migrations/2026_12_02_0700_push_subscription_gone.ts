import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * `push_subscriptions.gone_at`: when the push service answered 404/410 for the device. Such a
 * subscription is no longer sent to but still counted among the person's devices until the
 * housekeeping deletes it a day later, so the count is no instant answer to whether an
 * endpoint exists (decision 255).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE push_subscriptions ADD COLUMN gone_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DELETE FROM push_subscriptions WHERE gone_at IS NOT NULL;
    ALTER TABLE push_subscriptions DROP COLUMN gone_at;
  `.execute(db);
}
