import {
  CHAT_SEND_RATE_LIMIT,
  type AnswerReaction,
  type AnswerResponse,
  type DayResponses,
} from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { publishEvent } from "../events/index.js";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { currentCouple, findCurrentCouple, type CurrentCouple } from "./current-couple.js";

const NOT_IN_SET = "This question was not in your quiz that day.";
const NOT_BOTH_ANSWERED = "You can respond once you have both answered this question.";
const TOO_FAST = "You're sending messages too quickly. Wait a moment and try again.";

interface ResponseRow {
  questionId: number;
  authorId: string;
  reaction: AnswerReaction | null;
  comment: string | null;
  commentedAt: Date | null;
  commentEditedAt: Date | null;
}

const toResponse = (row: ResponseRow, viewerId: string): AnswerResponse => ({
  questionId: row.questionId,
  fromMe: row.authorId === viewerId,
  reaction: row.reaction,
  comment: row.comment,
  commentedAt: row.commentedAt?.toISOString() ?? null,
  commentEditedAt: row.commentEditedAt?.toISOString() ?? null,
});

async function selectResponses(
  db: Db | Transaction<Database>,
  coupleId: string,
  day: string,
  questionId: number | null,
): Promise<ResponseRow[]> {
  const { rows } = await sql<ResponseRow>`
    SELECT a.question_id, r.author_id, r.reaction, r.comment, r.commented_at, r.comment_edited_at
    FROM daily_sets ds
    JOIN answers a ON a.daily_set_id = ds.id
    JOIN answer_responses r ON r.answer_id = a.id AND r.couple_id = ds.couple_id
    WHERE ds.couple_id = ${coupleId} AND ds.day = ${day}::date
      AND (${questionId}::int IS NULL OR a.question_id = ${questionId}::int)
    ORDER BY a.question_id, r.author_id
  `.execute(db);
  return rows;
}

/** Reactions and comments on one day's answers of the viewer's current couple. */
export async function getDayResponses(
  db: Db,
  viewerId: string,
  day: string,
): Promise<DayResponses> {
  const couple = await findCurrentCouple(db, viewerId);
  if (!couple) return { day, coupleId: null, responses: [] };
  const rows = await selectResponses(db, couple.coupleId, day, null);
  return {
    day,
    coupleId: couple.coupleId,
    responses: rows.map((row) => toResponse(row, viewerId)),
  };
}

/**
 * The partner's answer the viewer may respond to: in their current couple's set of that day,
 * answered by both (the partner's pick is shown only then, decision 037). The couple row is
 * locked until the transaction ends, so a break-up waits for the response or refuses it.
 */
async function partnerAnswer(
  db: Transaction<Database>,
  viewerId: string,
  day: string,
  questionId: number,
): Promise<CurrentCouple & { answerId: number }> {
  const couple = await currentCouple(db, viewerId, { lock: true });
  const { rows } = await sql<{ theirs: number | null; mine: number | null }>`
    SELECT
      (SELECT a.id FROM answers a WHERE a.daily_set_id = ds.id
         AND a.question_id = ${questionId}::int AND a.user_id = ${couple.partnerId}::uuid) AS theirs,
      (SELECT a.id FROM answers a WHERE a.daily_set_id = ds.id
         AND a.question_id = ${questionId}::int AND a.user_id = ${viewerId}::uuid) AS mine
    FROM daily_sets ds
    WHERE ds.couple_id = ${couple.coupleId} AND ds.day = ${day}::date
      AND ${questionId}::int = ANY (ds.question_ids)
  `.execute(db);
  const found = rows[0];
  if (!found) throw notFound(NOT_IN_SET);
  if (found.theirs === null || found.mine === null) throw conflict(NOT_BOTH_ANSWERED);
  return { ...couple, answerId: found.theirs };
}

/** Runs one change of the viewer's response, tells both partners, answers the viewer's response. */
async function changeResponse(
  db: Db,
  viewerId: string,
  day: string,
  questionId: number,
  change: (
    db: Transaction<Database>,
    target: { answerId: number; coupleId: string },
  ) => Promise<void>,
): Promise<AnswerResponse | null> {
  return db.transaction().execute(async (db) => {
    const target = await partnerAnswer(db, viewerId, day, questionId);
    await change(db, { answerId: target.answerId, coupleId: target.coupleId });
    await publishEvent(db, [viewerId, target.partnerId], {
      type: "answer-response",
      day,
      questionId,
      authorId: viewerId,
    });
    const rows = await selectResponses(db, target.coupleId, day, questionId);
    const mine = rows.find((row) => row.authorId === viewerId);
    return mine ? toResponse(mine, viewerId) : null;
  });
}

/** Sets (or, with null, takes back) the viewer's one reaction to the partner's answer. */
export function reactToAnswer(
  db: Db,
  viewerId: string,
  input: { day: string; questionId: number; reaction: AnswerReaction | null },
): Promise<AnswerResponse | null> {
  return changeResponse(db, viewerId, input.day, input.questionId, async (db, target) => {
    const { reaction } = input;
    if (reaction === null) {
      await clearPart(db, target.answerId, viewerId, { reaction: null }, "comment");
      return;
    }
    await db
      .insertInto("answerResponses")
      .values({ ...target, authorId: viewerId, reaction })
      .onConflict((oc) =>
        oc.columns(["answerId", "authorId"]).doUpdateSet({ reaction, updatedAt: sql`now()` }),
      )
      .execute();
  });
}

/**
 * Writes the viewer's one comment on the partner's answer, or replaces it: a changed comment
 * keeps when it was first written and says when it was edited (decision 250).
 */
export function commentOnAnswer(
  db: Db,
  viewerId: string,
  input: { day: string; questionId: number; comment: string },
): Promise<AnswerResponse | null> {
  return changeResponse(db, viewerId, input.day, input.questionId, async (db, target) => {
    // Counted with chat messages: the same rules (decision 033).
    await enforceRateLimit(db, `chat-send:${viewerId}`, CHAT_SEND_RATE_LIMIT, TOO_FAST);
    const { comment } = input;
    await db
      .insertInto("answerResponses")
      .values({ ...target, authorId: viewerId, comment, commentedAt: sql`now()` })
      .onConflict((oc) =>
        oc.columns(["answerId", "authorId"]).doUpdateSet({
          comment,
          commentedAt: sql`coalesce(answer_responses.commented_at, now())`,
          commentEditedAt: sql`CASE
            WHEN answer_responses.comment IS NULL THEN NULL
            WHEN answer_responses.comment = excluded.comment THEN answer_responses.comment_edited_at
            ELSE now() END`,
          updatedAt: sql`now()`,
        }),
      )
      .execute();
  });
}

/** Takes back the viewer's comment on the partner's answer (their reaction stays). */
export function deleteComment(
  db: Db,
  viewerId: string,
  input: { day: string; questionId: number },
): Promise<AnswerResponse | null> {
  return changeResponse(db, viewerId, input.day, input.questionId, (db, target) =>
    clearPart(
      db,
      target.answerId,
      viewerId,
      { comment: null, commentedAt: null, commentEditedAt: null },
      "reaction",
    ),
  );
}

/** Clears one part of a response: the row stays while its other part is set, else it goes. */
async function clearPart(
  db: Transaction<Database>,
  answerId: number,
  authorId: string,
  cleared: { reaction: null } | { comment: null; commentedAt: null; commentEditedAt: null },
  other: "reaction" | "comment",
): Promise<void> {
  await db
    .deleteFrom("answerResponses")
    .where("answerId", "=", answerId)
    .where("authorId", "=", authorId)
    .where(other, "is", null)
    .execute();
  await db
    .updateTable("answerResponses")
    .set({ ...cleared, updatedAt: sql`now()` })
    .where("answerId", "=", answerId)
    .where("authorId", "=", authorId)
    .execute();
}
