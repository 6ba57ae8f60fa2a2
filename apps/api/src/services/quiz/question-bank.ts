import type { QuizQuestion } from "@tandem/api-contract";
import type { Db, Notifications } from "@tandem/db";
import { notifyInvalidatedCache } from "../../infra/notify-invalidated-cache.js";

/** Where the database announces changes to the bank (migration 2026_11_26_1400). */
export const QUESTION_BANK_CHANNEL = "tandem_question_bank";
const MAX_KNOWN_QUESTIONS = 10_000;

export interface QuestionBank {
  /** The questions with these ids that the bank holds, in the order asked; gone ones left out. */
  questions(ids: readonly number[]): Promise<QuizQuestion[]>;
  close(): Promise<void>;
}

/**
 * The quiz's questions as it shows them. The bank changes only when it is seeded (at a
 * start), so a process that hears the bank's announcements keeps each question it has read
 * and drops them all at any change to the table: a quiz read then asks Postgres only for the
 * user's answers, not for the questions' text or whether they changed (docs/scaling.md). Without
 * notifications, or while they are not live, every read asks the table.
 */
export function createQuestionBank(db: Db, notifications: Notifications | null): QuestionBank {
  const known = new Map<number, QuizQuestion>();
  const memory = notifyInvalidatedCache(notifications, QUESTION_BANK_CHANNEL, () => known.clear());

  const readFromTable = (ids: readonly number[]) =>
    memory.read(
      async () => {
        const rows = await db
          .selectFrom("questions")
          .select(["id", "text", "options"])
          .where("id", "in", ids)
          .execute();
        return new Map(
          rows.map((row) => {
            const options = row.options.map(({ text, tags }) => ({ text, tags }));
            return [row.id, { id: row.id, question: row.text, options }] as const;
          }),
        );
      },
      (fresh) => {
        if (known.size + fresh.size > MAX_KNOWN_QUESTIONS) known.clear();
        for (const [id, question] of fresh) known.set(id, question);
      },
    );

  return {
    async questions(ids) {
      // Taken before any await: an announcement meanwhile empties `known`.
      const kept = ids.map((id) => (memory.trusted() ? known.get(id) : undefined));
      const missing = ids.filter((_, i) => !kept[i]);
      const fresh = missing.length > 0 ? await readFromTable(missing) : null;
      return ids.flatMap((id, i) => kept[i] ?? fresh?.get(id) ?? []);
    },
    close: () => memory.close(),
  };
}
