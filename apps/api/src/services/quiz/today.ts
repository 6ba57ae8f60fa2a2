import { DAILY_QUESTION_COUNT, type QuizQuestion } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import { compileOnce, type Db } from "@tandem/db";
import { sql, type RawBuilder } from "kysely";
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

interface ContextRow extends OpenQuestionsRow {
  userId: string;
  coupleId: string | null;
  userAId: string | null;
  userBId: string | null;
  setId: number | null;
  questionIds: number[] | null;
}

/** With `withQuestions` and a drawn set: what `openQuestions` needs (else null). */
interface OpenQuestionsRow {
  /** The set's questions the user has answered. */
  answeredIds?: number[] | null;
  /** `id:version` of each of the set's questions that still exists. */
  questionVersions?: string[] | null;
}

/** A question's id and its row's version (xmin), which changes whenever the row is written. */
type QuestionVersion = [id: number, version: string];

/**
 * The user's answers to a set and its questions' row versions, as two arrays: one index range
 * scan and one primary-key scan. (Probing each question for an answer and its version in
 * subqueries, Postgres ran the version's subquery twice per question: 42 buffers against 24,
 * about a third of the statement's time; issue 11.)
 */
function answeredAndVersions(
  userId: string,
  setId: RawBuilder<unknown>,
  questionIds: RawBuilder<unknown>,
) {
  return sql`
    ARRAY(SELECT a.question_id FROM answers a
          WHERE a.user_id = ${userId} AND a.daily_set_id = ${setId}) AS answered_ids,
    ARRAY(SELECT q.id || ':' || q.xmin FROM questions q
          WHERE q.id = ANY(${questionIds}::int[])) AS question_versions`;
}

/** The set's questions that the user has not answered and that still exist, in the set's order. */
function openQuestions(questionIds: number[], row: OpenQuestionsRow): QuestionVersion[] {
  const answered = new Set(row.answeredIds);
  const versionOf = new Map(
    (row.questionVersions ?? []).map((pair) => {
      const colon = pair.indexOf(":");
      return [Number(pair.slice(0, colon)), pair.slice(colon + 1)] as const;
    }),
  );
  return questionIds.flatMap((id) => {
    const version = versionOf.get(id);
    return version !== undefined && !answered.has(id) ? [[id, version] as QuestionVersion] : [];
  });
}

type KnownQuestions = Map<number, { version: string; question: QuizQuestion }>;
/** Per database: questions as the quiz shows them, by id, with the row version read. */
const knownQuestionsIn = new WeakMap<Db, KnownQuestions>();
const MAX_KNOWN_QUESTIONS = 10_000;

function knownQuestionsOf(db: Db): KnownQuestions {
  let known = knownQuestionsIn.get(db);
  if (!known) {
    known = new Map();
    knownQuestionsIn.set(db, known);
  }
  return known;
}

/**
 * The questions at exactly these versions. The bank changes only when it is seeded (at a
 * start), so each process reads a question's text and options once per version instead of
 * on every quiz read: building them as JSON was most of `quiz.today`'s work in Postgres and
 * in Node (issue 11). A version this process has not seen is read from the table.
 */
async function questionsAt(db: Db, wanted: QuestionVersion[]): Promise<QuizQuestion[]> {
  const known = knownQuestionsOf(db);
  const unknownIds = wanted
    .filter(([id, version]) => known.get(id)?.version !== version)
    .map(([id]) => id);
  if (unknownIds.length > 0) {
    const rows = await db
      .selectFrom("questions")
      .select(["id", "text", "options", sql<string>`xmin::text`.as("version")])
      .where("id", "in", unknownIds)
      .execute();
    if (known.size + rows.length > MAX_KNOWN_QUESTIONS) known.clear();
    for (const row of rows) {
      const options = row.options.map((option) => ({ text: option.text, tags: option.tags }));
      known.set(row.id, {
        version: row.version,
        question: { id: row.id, question: row.text, options },
      });
    }
  }
  return wanted.flatMap(([id]) => known.get(id)?.question ?? []);
}

/** The user's couple and today's set; with questions, the set's ones they have not answered. */
const contextQuery = (withQuestions: boolean) =>
  compileOnce(
    (db: Db, userId: string, day: string) => sql<ContextRow>`
      SELECT u.id AS user_id, c.id AS couple_id, c.user_a_id, c.user_b_id,
             ds.id AS set_id, ds.question_ids
             ${withQuestions ? sql`, ${answeredAndVersions(userId, sql`ds.id`, sql`ds.question_ids`)}` : sql``}
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
  );
// Compiled once each: the quiz card and the quiz screen ask on every visit.
const selectContext = contextQuery(false);
const selectContextWithQuestions = contextQuery(true);

async function loadContextRow(db: Db, userId: string, day: string, withQuestions: boolean) {
  const select = withQuestions ? selectContextWithQuestions : selectContext;
  const [row] = await select(db, userId, day);
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
  return toContext(await loadContextRow(db, userId, day, false), userId, day);
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
 * The questions of today's set that this user has not answered yet, in the set's order: one
 * round trip once the day's set exists (issue 11), two more the first time it is drawn.
 */
export async function getTodayQuestions(
  db: Db,
  userId: string,
  timeZone: string,
): Promise<QuizQuestion[]> {
  const day = calendarDay(timeZone);
  const row = await loadContextRow(db, userId, day, true);
  if (row.setId !== null && row.questionIds) {
    return questionsAt(db, openQuestions(row.questionIds, row));
  }
  const set = await ensureTodaySet(db, toContext(row, userId, day));
  const { rows } = await sql<OpenQuestionsRow>`
    SELECT ${answeredAndVersions(userId, sql`${set.id}::int`, sql`${set.questionIds}`)}
  `.execute(db);
  return questionsAt(db, openQuestions(set.questionIds, rows[0]!));
}
