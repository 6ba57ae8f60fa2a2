import type { Database, Db } from "@tandem/db";
import type { Transaction } from "kysely";
import { partnerFinishedQuiz } from "./notices.js";
import { queuePush } from "./outbox.js";

/**
 * Queues "<name> answered: <question> Your turn" for each partner who has not finished
 * `set` (decision 233), in the transaction of the answer that finished it: the question is
 * the first of the set the partner has not answered.
 */
export async function queuePartnerAnswered(
  db: Db | Transaction<Database>,
  answererId: string,
  partnerIds: readonly string[],
  set: { id: number; questionIds: number[] },
  day: string,
): Promise<void> {
  if (partnerIds.length === 0) return;
  const answerer = await db
    .selectFrom("users")
    .select("firstName")
    .where("id", "=", answererId)
    .executeTakeFirst();
  for (const partnerId of partnerIds) {
    const answered = await db
      .selectFrom("answers")
      .select("questionId")
      .where("userId", "=", partnerId)
      .where("dailySetId", "=", set.id)
      .execute();
    const done = new Set(answered.map((row) => row.questionId));
    const questionId = set.questionIds.find((id) => !done.has(id));
    const question =
      questionId === undefined
        ? undefined
        : await db
            .selectFrom("questions")
            .select("text")
            .where("id", "=", questionId)
            .executeTakeFirst();
    await queuePush(
      db,
      [partnerId],
      partnerFinishedQuiz(day, {
        firstName: answerer?.firstName ?? null,
        question: question?.text ?? null,
      }),
    );
  }
}
