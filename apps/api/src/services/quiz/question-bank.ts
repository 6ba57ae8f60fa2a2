import type { QuizQuestion } from "@tandem/api-contract";
import type { Db, Notifications } from "@tandem/db";

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
 * user's answers, not for the questions' text or whether they changed (issue 11). Without
 * notifications, or while they are not live (the LISTEN connection is down), every read
 * asks the table.
 */
export function createQuestionBank(db: Db, notifications: Notifications | null): QuestionBank {
  const known = new Map<number, QuizQuestion>();
  // Bumped by every announcement: a read that overlapped one is not kept.
  let generation = 0;
  let listening = false;
  const forget = () => {
    generation++;
    known.clear();
  };
  const subscription = notifications?.subscribe(QUESTION_BANK_CHANNEL, {
    onPayload: forget,
    onGap: forget,
  });
  void subscription?.then(
    () => (listening = true),
    () => {}, // never trusted: every read asks the table
  );
  const trusted = () => listening && notifications!.live;

  async function readFromTable(ids: readonly number[]): Promise<Map<number, QuizQuestion>> {
    const started = generation;
    const keep = trusted();
    const rows = await db
      .selectFrom("questions")
      .select(["id", "text", "options"])
      .where("id", "in", ids)
      .execute();
    const fresh = new Map<number, QuizQuestion>();
    for (const row of rows) {
      const options = row.options.map((option) => ({ text: option.text, tags: option.tags }));
      fresh.set(row.id, { id: row.id, question: row.text, options });
    }
    if (keep && started === generation && trusted()) {
      if (known.size + fresh.size > MAX_KNOWN_QUESTIONS) known.clear();
      for (const [id, question] of fresh) known.set(id, question);
    }
    return fresh;
  }

  return {
    async questions(ids) {
      const from = trusted() ? known : new Map<number, QuizQuestion>();
      const missing = ids.filter((id) => !from.has(id));
      const fresh = missing.length > 0 ? await readFromTable(missing) : null;
      return ids.flatMap((id) => from.get(id) ?? fresh?.get(id) ?? []);
    },
    async close() {
      const unsubscribe = await subscription?.catch(() => null);
      await unsubscribe?.();
      forget();
    },
  };
}
