import { sql } from "kysely";
import {
  DAILY_QUESTION_COUNT,
  IDENTITY_UNLOCK_QUIZZES,
  POINTS_PER_ANSWER,
  type QuizAnswerResult,
  type QuizHistory,
  type QuizQuestion,
} from "@tandem/api-contract";
import type { Db, QuestionOption } from "@tandem/db";
import { calendarDay } from "./calendar.js";
import { badRequest, conflict, notFound } from "@tandem/api-contract/server";

/** Who shares the user's quiz today, and today's set if it has been drawn. */
interface TodayContext {
  userId: string;
  day: string;
  /** The user's current (not ended) couple, or null when unpaired. */
  coupleId: string | null;
  /** The users who share the set: both partners, or the user alone. */
  members: string[];
  set: { id: number; questionIds: number[] } | null;
}

interface ContextRow {
  userId: string;
  coupleId: string | null;
  userAId: string | null;
  userBId: string | null;
  setId: number | null;
  questionIds: number[] | null;
}

/** The user, their current couple and today's set, as SQL (shared by two queries below). */
const todayContextSql = (userId: string, day: string) => sql`
  SELECT u.id AS user_id, c.id AS couple_id, c.user_a_id, c.user_b_id,
         ds.id AS set_id, ds.question_ids
  FROM users u
  LEFT JOIN couples c ON c.id = u.couple_id AND c.ended_at IS NULL
  LEFT JOIN daily_sets ds ON ds.day = ${day}::date AND (
    (c.id IS NOT NULL AND ds.couple_id = c.id) OR (c.id IS NULL AND ds.user_id = u.id)
  )
  WHERE u.id = ${userId}
`;

function toTodayContext(row: ContextRow | undefined, userId: string, day: string): TodayContext {
  if (!row) throw notFound("Your account was not found.");
  const members =
    row.coupleId && row.userAId && row.userBId ? [row.userAId, row.userBId] : [userId];
  return {
    userId,
    day,
    coupleId: row.coupleId,
    members,
    set:
      row.setId !== null && row.questionIds
        ? { id: row.setId, questionIds: row.questionIds }
        : null,
  };
}

async function loadTodayContext(db: Db, userId: string, day: string): Promise<TodayContext> {
  const { rows } = await sql<ContextRow>`${todayContextSql(userId, day)}`.execute(db);
  return toTodayContext(rows[0], userId, day);
}

/**
 * Draws today's set for the user (or their couple) unless it exists. Unseen questions come
 * first: none that was in an earlier set of any member (their own sets and those of any
 * couple they are or were in) or that any member answered; then random among the rest.
 * Two partners drawing at once insert one row (unique per couple and day); the loser reads
 * the winner's.
 */
async function ensureTodaySet(
  db: Db,
  context: TodayContext,
): Promise<{ id: number; questionIds: number[] }> {
  if (context.set) return context.set;
  const members = context.members;
  const { rows: drawn } = await sql<{ id: number }>`
    WITH seen AS (
      SELECT unnest(ds.question_ids) AS question_id FROM daily_sets ds
      WHERE ds.user_id = ANY(${members}::uuid[])
      UNION
      SELECT unnest(ds.question_ids) FROM daily_sets ds
      JOIN couples c ON c.id = ds.couple_id
      WHERE c.user_a_id = ANY(${members}::uuid[]) OR c.user_b_id = ANY(${members}::uuid[])
      UNION
      SELECT a.question_id FROM answers a WHERE a.user_id = ANY(${members}::uuid[])
    )
    SELECT q.id FROM questions q
    LEFT JOIN seen s ON s.question_id = q.id
    ORDER BY (s.question_id IS NOT NULL), random()
    LIMIT ${DAILY_QUESTION_COUNT}
  `.execute(db);
  const questionIds = drawn.map((row) => row.id);
  const inserted = await db
    .insertInto("dailySets")
    .values({
      coupleId: context.coupleId,
      userId: context.coupleId ? null : context.userId,
      day: context.day,
      questionIds,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(["id", "questionIds"])
    .executeTakeFirst();
  if (inserted) return inserted;
  let query = db
    .selectFrom("dailySets")
    .select(["id", "questionIds"])
    .where("day", "=", context.day);
  query = context.coupleId
    ? query.where("coupleId", "=", context.coupleId)
    : query.where("userId", "=", context.userId);
  return query.executeTakeFirstOrThrow();
}

interface QuestionRow {
  id: number;
  text: string;
  options: QuestionOption[];
}

const toQuestion = (row: QuestionRow): QuizQuestion => ({
  id: row.id,
  question: row.text,
  options: row.options.map((option) => ({ text: option.text, tags: option.tags })),
});

/**
 * The questions of today's set that this user has not answered yet, in the set's order.
 * Once the day's set exists (every call but the day's first), one round trip.
 */
export async function getTodayQuestions(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<QuizQuestion[]> {
  const day = calendarDay(timeZone);
  const { rows } = await sql<ContextRow & { questionId: number | null } & QuestionRow>`
    WITH context AS (${todayContextSql(userId, day)})
    SELECT context.*, q.id AS question_id, q.text, q.options
    FROM context
    LEFT JOIN LATERAL (
      SELECT q.id, q.text, q.options, s.position
      FROM unnest(context.question_ids) WITH ORDINALITY AS s(question_id, position)
      JOIN questions q ON q.id = s.question_id
      WHERE NOT EXISTS (
        SELECT 1 FROM answers a
        WHERE a.user_id = ${userId} AND a.daily_set_id = context.set_id AND a.question_id = q.id
      )
    ) q ON true
    ORDER BY q.position
  `.execute(db);
  const context = toTodayContext(rows[0], userId, day);
  if (context.set) {
    return rows
      .filter((row) => row.questionId !== null)
      .map((row) => toQuestion({ id: row.questionId!, text: row.text, options: row.options }));
  }
  const set = await ensureTodaySet(db, context);
  const { rows: questions } = await sql<QuestionRow>`
    SELECT q.id, q.text, q.options
    FROM unnest(${set.questionIds}::int[]) WITH ORDINALITY AS s(question_id, position)
    JOIN questions q ON q.id = s.question_id
    WHERE NOT EXISTS (
      SELECT 1 FROM answers a
      WHERE a.user_id = ${userId} AND a.daily_set_id = ${set.id} AND a.question_id = q.id
    )
    ORDER BY s.position
  `.execute(db);
  return questions.map(toQuestion);
}

/**
 * Records one answer to a question of today's set and awards its points, all in one
 * transaction. The set row is locked first, so answers to one set (two partners finishing at
 * once, or one answer sent many times) run one after the other: a couple's quiz is counted
 * complete exactly once, and a repeated answer finds the first one and earns nothing.
 */
export async function answerQuestion(
  db: Db,
  userId: string,
  timeZone: string,
  input: { questionId: number; selectedOption: number; tags: string[]; pointsEarned: number },
): Promise<QuizAnswerResult> {
  const day = calendarDay(timeZone);
  return db.transaction().execute(async (trx) => {
    const context = await loadTodayContext(trx, userId, day);
    const set = context.set;
    if (!set || !set.questionIds.includes(input.questionId)) {
      throw notFound("This question is not part of today's quiz.");
    }
    await trx.selectFrom("dailySets").select("id").where("id", "=", set.id).forUpdate().execute();

    const question = await trx
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

    const answer = await trx
      .insertInto("answers")
      .values({
        userId,
        dailySetId: set.id,
        questionId: input.questionId,
        selectedOption: input.selectedOption,
        tags: option.tags,
        pointsEarned: POINTS_PER_ANSWER,
      })
      .onConflict((oc) => oc.columns(["userId", "dailySetId", "questionId"]).doNothing())
      .returning("id")
      .executeTakeFirst();
    if (!answer)
      throw conflict("You have already answered this question today.", "ALREADY_ANSWERED");

    const user = await trx
      .updateTable("users")
      .set((eb) => ({ points: eb("points", "+", POINTS_PER_ANSWER) }))
      .where("id", "=", userId)
      .returning("points")
      .executeTakeFirstOrThrow();
    await trx
      .insertInto("pointsLedger")
      .values({ userId, delta: POINTS_PER_ANSWER, reason: "quiz_answer", answerId: answer.id })
      .execute();

    const counts = await trx
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
      const completed = await trx
        .updateTable("dailySets")
        .set({ completedAt: new Date() })
        .where("id", "=", set.id)
        .where("completedAt", "is", null)
        .returning("id")
        .executeTakeFirst();
      if (completed && context.coupleId) {
        coupleQuizCompleted = true;
        const couple = await trx
          .updateTable("couples")
          .set((eb) => ({ completedQuizzes: eb("completedQuizzes", "+", 1) }))
          .where("id", "=", context.coupleId)
          .returning("completedQuizzes")
          .executeTakeFirstOrThrow();
        if (couple.completedQuizzes >= IDENTITY_UNLOCK_QUIZZES) {
          await recomputeCoupleIdentity(trx, context.coupleId, context.members);
        }
      }
    }

    return {
      pointsEarned: POINTS_PER_ANSWER,
      points: user.points,
      remainingToday,
      coupleQuizCompleted,
    };
  });
}

/**
 * The identity whose tags best match the tags of both partners' answers across all the
 * couple's sets: each identity scores the number of answer tags that are among its own;
 * ties go to the smaller key, so the result is stable.
 */
export async function recomputeCoupleIdentity(
  db: Db,
  coupleId: string,
  members: string[],
): Promise<void> {
  await sql`
    WITH tag_counts AS (
      SELECT t.tag, count(*) AS n
      FROM answers a
      JOIN daily_sets ds ON ds.id = a.daily_set_id
      CROSS JOIN LATERAL unnest(a.tags) AS t(tag)
      WHERE ds.couple_id = ${coupleId} AND a.user_id = ANY(${members}::uuid[])
      GROUP BY t.tag
    ),
    scores AS (
      SELECT ci.key, coalesce(sum(tc.n), 0) AS score
      FROM couple_identities ci
      LEFT JOIN LATERAL unnest(ci.tags) AS it(tag) ON true
      LEFT JOIN tag_counts tc ON tc.tag = it.tag
      GROUP BY ci.key
    )
    UPDATE couples
    SET identity_key = (SELECT key FROM scores ORDER BY score DESC, key ASC LIMIT 1)
    WHERE id = ${coupleId}
  `.execute(db);
}

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
  input: { before?: string; limit: number },
): Promise<QuizHistory> {
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
  `.execute(db);

  const days = [...new Set(sets.map((set) => set.day))];
  const hasMore = days.length > limit;
  const shownDays = new Set(days.slice(0, limit));
  const shown = sets.filter((set) => shownDays.has(set.day));
  const nextCursor = hasMore ? (days[limit - 1] ?? null) : null;
  if (shown.length === 0) return { days: [], nextCursor };

  const questionIds = [...new Set(shown.flatMap((set) => set.questionIds))];
  const setIds = shown.map((set) => set.id);
  const [questions, answers] = await Promise.all([
    db
      .selectFrom("questions")
      .select(["id", "text", "options"])
      .where("id", "in", questionIds)
      .execute(),
    sql<HistoryAnswerRow>`
      SELECT daily_set_id, user_id, question_id, selected_option, created_at
      FROM answers WHERE daily_set_id = ANY(${setIds}::int[])
    `.execute(db),
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
      const partnerId = set.coupleId ? (set.userAId === userId ? set.userBId : set.userAId) : null;
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
