import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { storyOfCouple } from "./story.js";

/** The parts of "Download my data" this domain holds (docs/privacy.md). */
export const TOGETHER_EXPORT_LOADERS = {
  answerResponses: async (db: Db, userId: string) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT ds.day::text AS day, q.text AS question, r.reaction, r.comment,
             r.commented_at, r.comment_edited_at
      FROM answer_responses r
      JOIN answers a ON a.id = r.answer_id
      JOIN daily_sets ds ON ds.id = a.daily_set_id
      JOIN questions q ON q.id = a.question_id
      WHERE r.author_id = ${userId}
      ORDER BY ds.day, a.question_id`.execute(db);
    return rows;
  },
  coupleThread: (db: Db, userId: string) =>
    db
      .selectFrom("coupleMessages")
      .select(["body", "createdAt"])
      .where("senderId", "=", userId)
      .orderBy("id")
      .execute(),
  ourStory: async (db: Db, userId: string) => {
    const couples = await db
      .selectFrom("couples")
      .select("id")
      .where((eb) => eb.or([eb("userAId", "=", userId), eb("userBId", "=", userId)]))
      .orderBy("createdAt")
      .execute();
    const stories = [];
    for (const { id } of couples) stories.push((await storyOfCouple(db, userId, id)).items);
    return stories;
  },
};
