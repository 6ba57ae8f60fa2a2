import { sql, type Kysely } from "kysely";

export const kind = "expand";

/**
 * Every change to the question bank is announced on the channel `tandem_question_bank` (one
 * NOTIFY per statement, sent at commit), so each API process can keep the questions' text
 * and options in memory and drop them when the bank changes (`apps/api/src/services/quiz/question-bank.ts`)
 * instead of checking each question's row version on every quiz read (docs/scaling.md).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION notify_question_bank_change() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      PERFORM pg_notify('tandem_question_bank', '');
      RETURN NULL;
    END $$
  `.execute(db);
  await sql`
    CREATE TRIGGER questions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE
    ON questions FOR EACH STATEMENT EXECUTE FUNCTION notify_question_bank_change()
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TRIGGER questions_notify_change ON questions`.execute(db);
  await sql`DROP FUNCTION notify_question_bank_change()`.execute(db);
}
