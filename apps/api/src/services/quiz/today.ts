import { DAILY_QUESTION_COUNT, type TodayQuestion } from "@tandem/api-contract";
import { forbidden, notFound } from "@tandem/api-contract/server";
import { compileOnce, type Db } from "@tandem/db";
import { sql, type RawBuilder } from "kysely";
import { calendarDay } from "../../lib/calendar.js";
import type { QuestionBank } from "./question-bank.js";
import { otherPartnerSql } from "../../lib/pair.js";

/** Why a single gets neither the couples' quiz questions nor its points (decision 131). */
export const COUPLES_ONLY_QUIZ =
  "The daily quiz is for couples. In singles mode, your discovery quiz decides who you meet.";

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
  userType: string | null;
  coupleId: string | null;
  userAId: string | null;
  userBId: string | null;
  setId: number | null;
  questionIds: number[] | null;
  /** With "questions" and a drawn set: the set's questions the user has answered. */
  answeredIds?: number[] | null;
  /** With "counts": how many of the set's questions the user, and the partner, answered. */
  answered?: number;
  partnerAnswered?: number;
}

/** What the context's one statement reads besides the couple and the set. */
type ContextExtra = "none" | "questions" | "counts";

/**
 * The set's questions the user has answered: one range scan of the answers' unique index.
 * Arrays of ids travel as JSON (`to_json`): read with JSON.parse, several times cheaper for
 * the driver than Postgres' array text.
 */
const answeredIn = (userId: string, setId: RawBuilder<unknown>) => sql`
  to_json(ARRAY(SELECT a.question_id FROM answers a
                WHERE a.user_id = ${userId} AND a.daily_set_id = ${setId})) AS answered_ids`;

/** How many of the set's questions the user and their partner answered: two index lookups. */
const answerCounts = (userId: string) => sql`
  (SELECT count(*)::int FROM answers a
   WHERE a.user_id = ${userId} AND a.daily_set_id = ds.id) AS answered,
  (SELECT count(*)::int FROM answers a
   WHERE a.user_id = ${otherPartnerSql("c", sql.raw("u.id"))}
     AND a.daily_set_id = ds.id) AS partner_answered`;

/**
 * The set's questions that the user has not answered, in the set's order, each with its
 * place in the whole set (answered ones keep theirs, so numbering never shifts).
 */
async function openQuestions(
  bank: QuestionBank,
  questionIds: number[],
  answeredIds: number[] | null | undefined,
): Promise<TodayQuestion[]> {
  const answered = new Set(answeredIds);
  const open = questionIds.filter((id) => !answered.has(id));
  const questions = await bank.questions(open);
  // Field by field: spreading each question took V8's slow copy on every call.
  return questions.map(({ id, question, options }) => ({
    id,
    question,
    options,
    position: questionIds.indexOf(id) + 1,
    setSize: questionIds.length,
  }));
}

/**
 * The user's couple and today's set; with questions, the set's ones they have not answered.
 * Its row travels as one JSON value: ids, arrays of ids and counts, no timestamps.
 */
const contextQuery = (extra: ContextExtra) =>
  compileOnce(
    (db: Db, userId: string, day: string) => sql<ContextRow>`
      SELECT u.id AS user_id, u.user_type, c.id AS couple_id, c.user_a_id, c.user_b_id,
             ds.id AS set_id, to_json(ds.question_ids) AS question_ids
             ${extra === "questions" ? sql`, ${answeredIn(userId, sql`ds.id`)}` : sql``}
             ${extra === "counts" ? sql`, ${answerCounts(userId)}` : sql``}
      FROM users u
      LEFT JOIN couples c ON c.id = u.couple_id AND c.ended_at IS NULL
      -- The couple's set or the user's own: two index lookups, one of them skipped.
      LEFT JOIN LATERAL (
        SELECT d.id, d.question_ids FROM daily_sets d
        WHERE c.id IS NOT NULL AND d.couple_id = c.id AND d.day = ${day}::date
        UNION ALL
        SELECT d.id, d.question_ids FROM daily_sets d
        WHERE c.id IS NULL AND d.user_id = u.id AND d.day = ${day}::date
      ) ds ON true
      WHERE u.id = ${userId}
    `,
    { rowsAsJson: true },
  );
// Compiled once each: the quiz card and the quiz screen ask on every visit.
const selectContext = {
  none: contextQuery("none"),
  questions: contextQuery("questions"),
  counts: contextQuery("counts"),
};

async function loadContextRow(db: Db, userId: string, day: string, extra: ContextExtra) {
  const [row] = await selectContext[extra](db, userId, day);
  if (!row) throw notFound("Your account was not found.");
  return row;
}

function toContext(row: ContextRow, userId: string, day: string): TodayContext {
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

export async function loadTodayContext(db: Db, userId: string, day: string): Promise<TodayContext> {
  return toContext(await loadContextRow(db, userId, day, "none"), userId, day);
}

/** The context with how many of the set's questions the user and their partner answered. */
export async function loadTodayCounts(
  db: Db,
  userId: string,
  day: string,
): Promise<TodayContext & { answered: number; partnerAnswered: number }> {
  const row = await loadContextRow(db, userId, day, "counts");
  return {
    ...toContext(row, userId, day),
    answered: row.answered ?? 0,
    partnerAnswered: row.partnerAnswered ?? 0,
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

/**
 * The questions of today's set that this user has not answered yet and that the bank still
 * holds, in the set's order: one round trip once the day's set exists and the bank has its
 * questions in memory (docs/scaling.md), more the first time the set is drawn.
 */
export async function getTodayQuestions(
  db: Db,
  bank: QuestionBank,
  userId: string,
  timeZone: string,
): Promise<TodayQuestion[]> {
  const day = calendarDay(timeZone);
  const row = await loadContextRow(db, userId, day, "questions");
  // Read in the same statement: a single is refused before a set is drawn for them.
  if (row.userType === "single") throw forbidden(COUPLES_ONLY_QUIZ, "COUPLES_ONLY");
  if (row.setId !== null && row.questionIds) {
    return openQuestions(bank, row.questionIds, row.answeredIds);
  }
  const set = await ensureTodaySet(db, toContext(row, userId, day));
  const { rows } = await sql<Pick<ContextRow, "answeredIds">>`
    SELECT ${answeredIn(userId, sql`${set.id}::int`)}
  `.execute(db);
  return openQuestions(bank, set.questionIds, rows[0]!.answeredIds);
}
