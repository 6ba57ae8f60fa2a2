import {
  POINTS_PER_ANSWER,
  TIME_ZONE_HEADER,
  type QuizAnswerResult,
  type QuizHistory,
  type TodayQuestion,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { expect } from "vitest";
import { call, createUser, type TestContext, type TestUser } from "../../../test/helpers.js";

/** Today's questions for `user`, as GET /api/quiz/today answers them (asserted to be a 200). */
export async function today(
  t: TestContext,
  user: TestUser,
  timeZone?: string,
): Promise<TodayQuestion[]> {
  const response = await call<TodayQuestion[]>(t.app, "GET", "/api/quiz/today", {
    user,
    headers: timeZone ? { [TIME_ZONE_HEADER]: timeZone } : {},
  });
  expect(response).toHaveStatus(200);
  return response.body;
}

export function answer<T = QuizAnswerResult>(
  t: TestContext,
  user: TestUser,
  questionId: number,
  selectedOption = 0,
  extra: Record<string, unknown> = {},
) {
  return call<T>(t.app, "POST", "/api/quiz/answer", {
    user,
    body: { questionId, selectedOption, tags: [], pointsEarned: POINTS_PER_ANSWER, ...extra },
  });
}

export async function history(t: TestContext, user: TestUser, query = ""): Promise<QuizHistory> {
  const response = await call<QuizHistory>(t.app, "GET", `/api/quiz/history${query}`, { user });
  expect(response).toHaveStatus(200);
  return response.body;
}

/** A couple made directly in the database (pairing has its own service and tests). */
export async function createCouple(db: Db) {
  const a = await createUser(db, { userType: "couple" });
  const b = await createUser(db, { userType: "couple" });
  const couple = await db
    .insertInto("couples")
    .values({ userAId: a.id, userBId: b.id })
    .returning("id")
    .executeTakeFirstOrThrow();
  await db
    .updateTable("users")
    .set({ coupleId: couple.id })
    .where("id", "in", [a.id, b.id])
    .execute();
  return { a, b, coupleId: couple.id };
}

export async function pointsOf(db: Db, userId: string) {
  const user = await db
    .selectFrom("users")
    .select("points")
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  const ledger = await db
    .selectFrom("pointsLedger")
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>("delta"), sql<number>`0`).as("total"))
    .where("userId", "=", userId)
    .executeTakeFirstOrThrow();
  return { balance: user.points, ledger: Number(ledger.total) };
}

export async function someQuestionIds(db: Db, count: number): Promise<number[]> {
  const rows = await db.selectFrom("questions").select("id").orderBy("id").limit(count).execute();
  return rows.map((row) => row.id);
}

/** A past day's set with answers, written directly (the API only ever serves today). */
export async function insertPastSet(
  db: Db,
  owner: { userId: string } | { coupleId: string },
  day: string,
  questionIds: number[],
  answers: { userId: string; questionIds: number[]; tags?: string[] }[],
  completed = false,
) {
  const set = await db
    .insertInto("dailySets")
    .values({
      userId: "userId" in owner ? owner.userId : null,
      coupleId: "coupleId" in owner ? owner.coupleId : null,
      day,
      questionIds,
      completedAt: completed ? new Date(`${day}T20:00:00Z`) : null,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  for (const entry of answers) {
    if (entry.questionIds.length === 0) continue;
    await db
      .insertInto("answers")
      .values(
        entry.questionIds.map((questionId) => ({
          userId: entry.userId,
          dailySetId: set.id,
          questionId,
          selectedOption: 0,
          tags: entry.tags ?? ["relaxed"],
          pointsEarned: POINTS_PER_ANSWER,
        })),
      )
      .execute();
  }
  return set.id;
}
