import { DAILY_QUESTION_COUNT, type QuizQuestion } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { Db, QuestionOption } from "@tandem/db";
import { sql } from "kysely";
import { calendarDay } from "../shared/calendar.js";

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

export async function loadTodayContext(db: Db, userId: string, day: string): Promise<TodayContext> {
  const { rows } = await sql<ContextRow>`
    SELECT u.id AS user_id, c.id AS couple_id, c.user_a_id, c.user_b_id,
           ds.id AS set_id, ds.question_ids
    FROM users u
    LEFT JOIN couples c ON c.id = u.couple_id AND c.ended_at IS NULL
    LEFT JOIN daily_sets ds ON ds.day = ${day}::date AND (
      (c.id IS NOT NULL AND ds.couple_id = c.id) OR (c.id IS NULL AND ds.user_id = u.id)
    )
    WHERE u.id = ${userId}
  `.execute(db);
  const row = rows[0];
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

/** The questions of today's set that this user has not answered yet, in the set's order. */
export async function getTodayQuestions(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<QuizQuestion[]> {
  const context = await loadTodayContext(db, userId, calendarDay(timeZone));
  const set = await ensureTodaySet(db, context);
  const { rows } = await sql<{ id: number; text: string; options: QuestionOption[] }>`
    SELECT q.id, q.text, q.options
    FROM unnest(${set.questionIds}::int[]) WITH ORDINALITY AS s(question_id, position)
    JOIN questions q ON q.id = s.question_id
    WHERE NOT EXISTS (
      SELECT 1 FROM answers a
      WHERE a.user_id = ${userId} AND a.daily_set_id = ${set.id} AND a.question_id = q.id
    )
    ORDER BY s.position
  `.execute(db);
  return rows.map((row) => ({
    id: row.id,
    question: row.text,
    options: row.options.map((option) => ({ text: option.text, tags: option.tags })),
  }));
}
