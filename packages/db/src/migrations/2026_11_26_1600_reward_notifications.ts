import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Every change to the rewards (staff create, edit or retire one) is announced on the channel
 * `tandem_rewards`, so each API process can keep the active rewards in memory and drop them
 * at a change (`apps/api/src/services/rewards/catalogue.ts`): every home screen lists them (docs/scaling.md).
 * One trigger function serves every table announced this way, its channel given as the
 * trigger's argument; the question bank's trigger (2026_11_26_1400) moves onto it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify(TG_ARGV[0], '');
      RETURN NULL;
    END $$
  `.execute(db);
  for (const [table, channel] of [
    ["questions", "tandem_question_bank"],
    ["rewards", "tandem_rewards"],
  ] as const) {
    await sql`DROP TRIGGER IF EXISTS ${sql.id(`${table}_notify_change`)} ON ${sql.table(table)}`.execute(
      db,
    );
    await sql`
      CREATE TRIGGER ${sql.id(`${table}_notify_change`)}
      AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${sql.table(table)}
      FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change(${sql.lit(channel)})
    `.execute(db);
  }
  await sql`DROP FUNCTION notify_question_bank_change()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER rewards_notify_change ON rewards`.execute(db);
  await sql`
    CREATE FUNCTION notify_question_bank_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('tandem_question_bank', '');
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`DROP TRIGGER questions_notify_change ON questions`.execute(db);
  await sql`
    CREATE TRIGGER questions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
    ON questions FOR EACH STATEMENT EXECUTE FUNCTION notify_question_bank_change()
  `.execute(db);
  await sql`DROP FUNCTION notify_table_change()`.execute(db);
}
