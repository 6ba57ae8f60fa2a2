import { RATE_LIMITS, type QuizHistory, type QuizHistoryInputSchema } from "@tandem/api-contract";
import type { Db, QuestionOption } from "@tandem/db";
import { sql } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import type { Parsed } from "../../lib/parsed.js";
import { enforceRateLimit, READ_TOO_OFTEN } from "../../infra/rate-limit.js";
import { otherPartner } from "../../lib/pair.js";

interface HistorySetRow {
  id: number;
  day: string;
  coupleId: string | null;
  questionIds: number[];
  completedAt: Date | null;
  userAId: string | null;
  userBId: string | null;
}

interface HistoryAnswerRow {
  dailySetId: number;
  userId: string;
  questionId: number;
  selectedOption: number;
  createdAt: Date;
}

/**
 * The user's quiz days, newest first: their own sets and those of every couple they are or
 * were in (an ended couple's days stay readable). Only days the user answered on, plus
 * today. Three queries whatever the page size.
 */
export async function getQuizHistory(
  db: Db,
  userId: string,
  timeZone: string,
  input: Parsed<typeof QuizHistoryInputSchema>,
  /** The days, questions and answers: a read replica may serve them (decision 357). */
  reads: Db = db,
): Promise<QuizHistory> {
  await enforceRateLimit(db, `quiz-history:${userId}`, RATE_LIMITS.quizHistory, READ_TOO_OFTEN);
  const today = calendarDay(timeZone);
  const limit = input.limit;
  const { rows: sets } = await sql<HistorySetRow>`
    WITH candidate AS (
      SELECT ds.id, ds.day, ds.couple_id, ds.question_ids, ds.completed_at,
             NULL::uuid AS user_a_id, NULL::uuid AS user_b_id
      FROM daily_sets ds
      WHERE ds.user_id = ${userId}
      UNION ALL
      SELECT ds.id, ds.day, ds.couple_id, ds.question_ids, ds.completed_at, c.user_a_id, c.user_b_id
      FROM couples c
      JOIN daily_sets ds ON ds.couple_id = c.id
      WHERE c.user_a_id = ${userId} OR c.user_b_id = ${userId}
    ),
    visible AS (
      SELECT * FROM candidate s
      WHERE (${input.before ?? null}::date IS NULL OR s.day < ${input.before ?? null}::date)
        AND (
          s.day = ${today}::date
          OR EXISTS (SELECT 1 FROM answers a WHERE a.user_id = ${userId} AND a.daily_set_id = s.id)
        )
    ),
    days AS (
      SELECT DISTINCT day FROM visible ORDER BY day DESC LIMIT ${limit + 1}
    )
    SELECT v.* FROM visible v
    WHERE v.day IN (SELECT day FROM days)
    ORDER BY v.day DESC, v.id DESC
  `.execute(reads);

  const days = [...new Set(sets.map((set) => set.day))];
  const hasMore = days.length > limit;
  const shownDays = new Set(days.slice(0, limit));
  const shown = sets.filter((set) => shownDays.has(set.day));
  const nextCursor = hasMore ? (days[limit - 1] ?? null) : null;
  if (shown.length === 0) return { days: [], nextCursor };

  const questionIds = [...new Set(shown.flatMap((set) => set.questionIds))];
  const setIds = shown.map((set) => set.id);
  const [questions, answers] = await Promise.all([
    reads
      .selectFrom("questions")
      .select(["id", "text", "options"])
      .where("id", "in", questionIds)
      .execute(),
    sql<HistoryAnswerRow>`
      SELECT daily_set_id, user_id, question_id, selected_option, created_at
      FROM answers WHERE daily_set_id = ANY(${setIds}::int[])
    `.execute(reads),
  ]);
  const questionById = new Map(questions.map((question) => [question.id, question]));
  const answerOf = new Map(
    answers.rows.map((answer) => [
      `${answer.dailySetId}:${answer.userId}:${answer.questionId}`,
      answer,
    ]),
  );

  return {
    nextCursor,
    days: shown.map((set) => {
      const partnerId = set.coupleId ? otherPartner(set, userId) : null;
      const toHistoryAnswer = (answer: HistoryAnswerRow | undefined, options: QuestionOption[]) =>
        answer
          ? {
              selectedOption: answer.selectedOption,
              optionText: options[answer.selectedOption]?.text ?? "",
              answeredAt: new Date(answer.createdAt).toISOString(),
            }
          : null;
      const items = set.questionIds.flatMap((questionId) => {
        const question = questionById.get(questionId);
        if (!question) return [];
        const mine = answerOf.get(`${set.id}:${userId}:${questionId}`);
        const theirs = partnerId ? answerOf.get(`${set.id}:${partnerId}:${questionId}`) : undefined;
        return [
          {
            questionId,
            question: question.text,
            options: question.options.map((option) => ({ text: option.text, tags: option.tags })),
            myAnswer: toHistoryAnswer(mine, question.options),
            partnerAnswer: mine && theirs ? toHistoryAnswer(theirs, question.options) : null,
          },
        ];
      });
      const completed = set.coupleId
        ? set.completedAt !== null
        : items.length > 0 && items.every((item) => item.myAnswer !== null);
      return { day: set.day, coupleId: set.coupleId, completed, questions: items };
    }),
  };
}
