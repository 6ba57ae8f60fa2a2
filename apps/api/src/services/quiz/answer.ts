import {
  DAILY_QUESTION_COUNT,
  IDENTITY_UNLOCK_QUIZZES,
  POINTS_PER_ANSWER,
  type QuizAnswerInputSchema,
  type QuizAnswerResult,
} from "@tandem/api-contract";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { publishEvent } from "../events/index.js";
import { queuePartnerAnswered } from "../push/index.js";
import { calendarDay } from "../../lib/calendar.js";
import { inTransaction, type DbOrTransaction } from "../../infra/idempotency.js";
import type { Parsed } from "../../lib/parsed.js";
import { recomputeCoupleIdentity } from "./identity.js";
import { COUPLES_ONLY_QUIZ, loadTodayContext } from "./today.js";

/**
 * Records one answer to a question of today's set and awards its points, all in one
 * transaction. The set row is locked first, so answers to one set (two partners finishing at
 * once, or one answer sent many times) run one after the other: a couple's quiz is counted
 * complete exactly once, and a repeated answer finds the first one and earns nothing.
 */
export async function answerQuestion(
  db: DbOrTransaction,
  userId: string,
  timeZone: string,
  input: Parsed<typeof QuizAnswerInputSchema>,
): Promise<QuizAnswerResult> {
  const day = calendarDay(timeZone);
  return inTransaction(db, async (db) => {
    const context = await loadTodayContext(db, userId, day);
    const set = context.set;
    if (!set || !set.questionIds.includes(input.questionId)) {
      throw notFound("This question is not part of today's quiz.");
    }
    await db.selectFrom("dailySets").select("id").where("id", "=", set.id).forUpdate().execute();
    // Singles never earn couples' points (decision 131). The user's row is locked after the
    // set's (the order every answer takes), so this check cannot miss a switch of user type
    // being written, and holds until the points are added.
    const user = await db
      .selectFrom("users")
      .select("userType")
      .where("id", "=", userId)
      .forUpdate()
      .executeTakeFirst();
    if (user?.userType === "single") throw conflict(COUPLES_ONLY_QUIZ, "COUPLES_ONLY");

    const question = await db
      .selectFrom("questions")
      .select("options")
      .where("id", "=", input.questionId)
      .executeTakeFirst();
    if (!question) throw notFound("This question is not part of today's quiz.");
    const option = question.options[input.selectedOption];
    if (!Number.isInteger(input.selectedOption) || !option) {
      throw badRequest(
        "selectedOption",
        `Choose one of the ${question.options.length} options (0 to ${question.options.length - 1}).`,
      );
    }

    const pointsEarned = (await pointsLeftToday(db, userId, context.day)) ? POINTS_PER_ANSWER : 0;
    const answer = await db
      .insertInto("answers")
      .values({
        userId,
        dailySetId: set.id,
        questionId: input.questionId,
        selectedOption: input.selectedOption,
        tags: option.tags,
        pointsEarned,
      })
      .onConflict((oc) => oc.columns(["userId", "dailySetId", "questionId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!answer)
      throw conflict("You have already answered this question today.", "ALREADY_ANSWERED");

    const updated = await db
      .updateTable("users")
      .set((eb) => ({ points: eb("points", "+", pointsEarned) }))
      .where("id", "=", userId)
      .returning("points")
      .executeTakeFirstOrThrow();
    if (pointsEarned > 0)
      await db
        .insertInto("pointsLedger")
        .values({ userId, delta: pointsEarned, reason: "quiz_answer", answerId: answer.id })
        .execute();

    const counts = await db
      .selectFrom("answers")
      .select(["userId", (eb) => eb.fn.countAll<number>().as("answered")])
      .where("dailySetId", "=", set.id)
      .groupBy("userId")
      .execute();
    const answeredBy = new Map(counts.map((row) => [row.userId, Number(row.answered)]));
    const total = set.questionIds.length;
    const remainingToday = Math.max(0, total - (answeredBy.get(userId) ?? 0));
    const everyoneDone = context.members.every((member) => (answeredBy.get(member) ?? 0) >= total);

    let coupleQuizCompleted = false;
    if (everyoneDone) {
      const completed = await db
        .updateTable("dailySets")
        .set({ completedAt: new Date() })
        .where("id", "=", set.id)
        .where("completedAt", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (completed && context.coupleId) {
        coupleQuizCompleted = true;
        const couple = await db
          .updateTable("couples")
          .set((eb) => ({ completedQuizzes: eb("completedQuizzes", "+", 1) }))
          .where("id", "=", context.coupleId)
          .returning("completedQuizzes")
          .executeTakeFirstOrThrow();
        if (couple.completedQuizzes >= IDENTITY_UNLOCK_QUIZZES) {
          await recomputeCoupleIdentity(db, context.coupleId, context.members);
        }
      }
    }

    // The partner's home and quiz screens update live (no toast: eight a day would be noise).
    const partners = context.members.filter((member) => member !== userId);
    // A push once the answerer finished, to a partner who has not (who switched it on).
    if (remainingToday === 0 && !everyoneDone) {
      await queuePartnerAnswered(db, userId, partners, set, day);
    }
    await publishEvent(db, partners, {
      type: "partner-answered",
      questionId: input.questionId,
      day,
    });

    return {
      pointsEarned,
      points: updated.points,
      remainingToday,
      coupleQuizCompleted,
    };
  });
}

/**
 * Whether the user may still earn points on calendar day `day` (decision 017): one day's set is
 * worth DAILY_QUESTION_COUNT answers, whatever couples the person was in that day, so
 * pairing, answering and breaking up again earns nothing more. The user's row is locked
 * first, so two answers at once (to two sets) cannot both take the last ones.
 */
async function pointsLeftToday(db: Db, userId: string, day: string): Promise<boolean> {
  await db.selectFrom("users").select("id").where("id", "=", userId).forUpdate().execute();
  const earned = await db
    .selectFrom("answers")
    .innerJoin("dailySets", "dailySets.id", "answers.dailySetId")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("answers.userId", "=", userId)
    .where("dailySets.day", "=", day)
    .where("answers.pointsEarned", ">", 0)
    .executeTakeFirstOrThrow();
  return Number(earned.count) < DAILY_QUESTION_COUNT;
}
