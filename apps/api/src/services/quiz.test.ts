import { DAILY_QUESTION_COUNT, POINTS_PER_ANSWER, TIME_ZONE_HEADER } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  call,
  createUser,
  expectFieldError,
  useTestApp,
  type TestUser,
} from "../../test/helpers.js";
import { calendarDay } from "./calendar.js";

const ctx = useTestApp();

interface Question {
  id: number;
  question: string;
  options: { text: string; tags: string[] }[];
}

async function today(user: TestUser, timeZone?: string): Promise<Question[]> {
  const response = await call(ctx.app, "GET", "/api/quiz/today", {
    user,
    headers: timeZone ? { [TIME_ZONE_HEADER]: timeZone } : {},
  });
  expect(response.status).toBe(200);
  return response.body as Question[];
}

function answer(
  user: TestUser,
  questionId: number,
  selectedOption = 0,
  extra: Record<string, unknown> = {},
) {
  return call(ctx.app, "POST", "/api/quiz/answer", {
    user,
    body: { questionId, selectedOption, tags: [], pointsEarned: POINTS_PER_ANSWER, ...extra },
  });
}

async function history(user: TestUser, query = "") {
  const response = await call(ctx.app, "GET", `/api/quiz/history${query}`, { user });
  expect(response.status).toBe(200);
  return response.body as {
    days: {
      day: string;
      coupleId: string | null;
      completed: boolean;
      questions: {
        questionId: number;
        question: string;
        options: { text: string; tags: string[] }[];
        myAnswer: { selectedOption: number; optionText: string; answeredAt: string } | null;
        partnerAnswer: { selectedOption: number; optionText: string; answeredAt: string } | null;
      }[];
    }[];
    nextCursor: string | null;
  };
}

/** A couple made directly in the database (pairing has its own service and tests). */
async function createCouple(db: Db) {
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

async function pointsOf(db: Db, userId: string) {
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

async function someQuestionIds(db: Db, count: number): Promise<number[]> {
  const rows = await db.selectFrom("questions").select("id").orderBy("id").limit(count).execute();
  return rows.map((row) => row.id);
}

/** A past day's set with answers, written directly (the API only ever serves today). */
async function insertPastSet(
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

describe("GET /api/quiz/today", () => {
  it("gives a new user 8 distinct questions with 4 tagged options, the same all day", async () => {
    const user = await createUser(ctx.db);
    const questions = await today(user);
    expect(questions).toHaveLength(DAILY_QUESTION_COUNT);
    expect(new Set(questions.map((q) => q.id)).size).toBe(DAILY_QUESTION_COUNT);
    for (const question of questions) {
      expect(question.question.length).toBeGreaterThan(0);
      expect(question.options).toHaveLength(4);
      for (const option of question.options) {
        expect(option.text.length).toBeGreaterThan(0);
        expect(option.tags.length).toBeGreaterThanOrEqual(1);
        expect(option.tags.length).toBeLessThanOrEqual(3);
      }
    }
    const again = await today(user);
    expect(again.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    const sets = await ctx.db
      .selectFrom("dailySets")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(sets).toHaveLength(1);
    expect(sets[0]!.day).toBe(calendarDay("UTC"));
    expect(sets[0]!.coupleId).toBeNull();
  });

  it("gives both partners of a couple the same set, drawn once even when they ask at once", async () => {
    const { a, b, coupleId } = await createCouple(ctx.db);
    const [forA, forB] = await Promise.all([today(a), today(b)]);
    expect(forA).toHaveLength(DAILY_QUESTION_COUNT);
    expect(forB.map((q) => q.id)).toEqual(forA.map((q) => q.id));
    const sets = await ctx.db
      .selectFrom("dailySets")
      .selectAll()
      .where("coupleId", "=", coupleId)
      .execute();
    expect(sets).toHaveLength(1);
    expect(sets[0]!.userId).toBeNull();
    // Neither partner got a set of their own.
    const own = await ctx.db
      .selectFrom("dailySets")
      .select("id")
      .where("userId", "in", [a.id, b.id])
      .execute();
    expect(own).toHaveLength(0);
  });

  it("draws unseen questions first", async () => {
    const user = await createUser(ctx.db);
    const seen = await someQuestionIds(ctx.db, 40);
    await insertPastSet(ctx.db, { userId: user.id }, "2020-05-01", seen.slice(0, 8), [
      { userId: user.id, questionIds: seen.slice(0, 3) },
    ]);
    await insertPastSet(ctx.db, { userId: user.id }, "2020-05-02", seen.slice(8, 40), []);
    const questions = await today(user);
    expect(questions).toHaveLength(DAILY_QUESTION_COUNT);
    for (const question of questions) expect(seen).not.toContain(question.id);
  });

  it("uses the calendar day of the user's time zone", async () => {
    // UTC+14 and UTC-11: always on different calendar days.
    const user = await createUser(ctx.db);
    const ahead = await today(user, "Pacific/Kiritimati");
    const behind = await today(user, "Pacific/Pago_Pago");
    expect(ahead).toHaveLength(DAILY_QUESTION_COUNT);
    expect(behind).toHaveLength(DAILY_QUESTION_COUNT);
    const sets = await ctx.db
      .selectFrom("dailySets")
      .select(["day", "questionIds"])
      .where("userId", "=", user.id)
      .orderBy("day")
      .execute();
    expect(sets.map((s) => s.day)).toEqual([
      calendarDay("Pacific/Pago_Pago"),
      calendarDay("Pacific/Kiritimati"),
    ]);
    expect(sets[0]!.day).not.toBe(sets[1]!.day);
    expect(behind.map((q) => q.id)).toEqual(sets[0]!.questionIds);
    expect(ahead.map((q) => q.id)).toEqual(sets[1]!.questionIds);
    // Unseen first: the second day's set shares no question with the first.
    for (const question of behind) expect(ahead.map((q) => q.id)).not.toContain(question.id);

    // A question of the other day's set is not part of "today" in this zone.
    const response = await call(ctx.app, "POST", "/api/quiz/answer", {
      user,
      headers: { [TIME_ZONE_HEADER]: "Pacific/Pago_Pago" },
      body: {
        questionId: ahead[0]!.id,
        selectedOption: 0,
        tags: [],
        pointsEarned: POINTS_PER_ANSWER,
      },
    });
    expect(response.status).toBe(404);
  });

  it("is refused when signed out", async () => {
    const response = await call(ctx.app, "GET", "/api/quiz/today");
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("UNAUTHORIZED");
  });
});

describe("POST /api/quiz/answer", () => {
  it("stores the answer with the option's own tags, awards 10 points with a ledger row", async () => {
    const user = await createUser(ctx.db);
    const questions = await today(user);
    const first = questions[0]!;
    const response = await answer(user, first.id, 2, { tags: ["made-up-by-client"] });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      pointsEarned: POINTS_PER_ANSWER,
      points: POINTS_PER_ANSWER,
      remainingToday: DAILY_QUESTION_COUNT - 1,
      coupleQuizCompleted: false,
    });

    const remaining = await today(user);
    expect(remaining.map((q) => q.id)).toEqual(questions.slice(1).map((q) => q.id));

    const stored = await ctx.db
      .selectFrom("answers")
      .selectAll()
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.questionId).toBe(first.id);
    expect(stored.selectedOption).toBe(2);
    expect(stored.tags).toEqual(first.options[2]!.tags);
    expect(stored.pointsEarned).toBe(POINTS_PER_ANSWER);

    const ledger = await ctx.db
      .selectFrom("pointsLedger")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(ledger).toHaveLength(1);
    expect(ledger[0]).toMatchObject({
      delta: POINTS_PER_ANSWER,
      reason: "quiz_answer",
      answerId: stored.id,
    });
    expect(await pointsOf(ctx.db, user.id)).toEqual({ balance: 10, ledger: 10 });
  });

  it("adds to the existing balance and counts down the remaining questions", async () => {
    const user = await createUser(ctx.db);
    const questions = await today(user);
    const first = await answer(user, questions[0]!.id, 0);
    const second = await answer(user, questions[1]!.id, 3);
    expect(first.body.points).toBe(10);
    expect(second.body).toMatchObject({ points: 20, remainingToday: DAILY_QUESTION_COUNT - 2 });
  });

  it("answers a second answer to the same question with 409 and no points", async () => {
    const user = await createUser(ctx.db);
    const [question] = await today(user);
    expect((await answer(user, question!.id, 0)).status).toBe(200);
    const again = await answer(user, question!.id, 1);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      message: "You have already answered this question today.",
      code: "CONFLICT",
      reason: "ALREADY_ANSWERED",
    });
    expect(await pointsOf(ctx.db, user.id)).toEqual({ balance: 10, ledger: 10 });
    const stored = await ctx.db
      .selectFrom("answers")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.selectedOption).toBe(0);
  });

  it("gives exactly one +10 for 10 concurrent copies of one answer", async () => {
    const user = await createUser(ctx.db);
    const [question] = await today(user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => answer(user, question!.id, 1)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await pointsOf(ctx.db, user.id)).toEqual({ balance: 10, ledger: 10 });
    const ledger = await ctx.db
      .selectFrom("pointsLedger")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(ledger).toHaveLength(1);
  });

  it("answers 404 for a question that is not in today's set", async () => {
    const user = await createUser(ctx.db);
    const questions = await today(user);
    const outside = await ctx.db
      .selectFrom("questions")
      .select("id")
      .where(
        "id",
        "not in",
        questions.map((q) => q.id),
      )
      .executeTakeFirstOrThrow();
    for (const questionId of [outside.id, 2_000_000_000]) {
      const response = await answer(user, questionId, 0);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({
        message: "This question is not part of today's quiz.",
        code: "NOT_FOUND",
      });
    }
    expect(await pointsOf(ctx.db, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("answers 404 before today's set has been drawn", async () => {
    const user = await createUser(ctx.db);
    const [id] = await someQuestionIds(ctx.db, 1);
    const response = await answer(user, id!, 0);
    expect(response.status).toBe(404);
  });

  it("does not accept an answer to another user's set", async () => {
    const owner = await createUser(ctx.db);
    const stranger = await createUser(ctx.db);
    const ownerQuestions = await today(owner);
    const strangerQuestions = new Set((await today(stranger)).map((q) => q.id));
    const foreign = ownerQuestions.find((q) => !strangerQuestions.has(q.id));
    expect(foreign).toBeDefined();
    expect((await answer(stranger, foreign!.id, 0)).status).toBe(404);
  });

  it("answers 400 naming selectedOption for an option that does not exist", async () => {
    const user = await createUser(ctx.db);
    const [question] = await today(user);
    for (const selectedOption of [4, -1, 1.5]) {
      const response = await answer(user, question!.id, selectedOption);
      expect(response.status).toBe(400);
      expectFieldError(response.body, "selectedOption");
    }
    expect(await pointsOf(ctx.db, user.id)).toEqual({ balance: 0, ledger: 0 });
    const stored = await ctx.db
      .selectFrom("answers")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it("answers 400 naming pointsEarned when the client claims other than 10", async () => {
    const user = await createUser(ctx.db);
    const [question] = await today(user);
    const response = await answer(user, question!.id, 0, { pointsEarned: 50 });
    expect(response.status).toBe(400);
    expect(response.body.fields).toHaveProperty("pointsEarned");
    expect(await pointsOf(ctx.db, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("answers 400 naming the missing fields", async () => {
    const user = await createUser(ctx.db);
    const response = await call(ctx.app, "POST", "/api/quiz/answer", { user, body: { tags: [] } });
    expect(response.status).toBe(400);
    expect(Object.keys(response.body.fields).sort()).toEqual([
      "pointsEarned",
      "questionId",
      "selectedOption",
    ]);
    const empty = await call(ctx.app, "POST", "/api/quiz/answer", { user, body: {} });
    expect(empty.status).toBe(400);
    const wrongTypes = await call(ctx.app, "POST", "/api/quiz/answer", {
      user,
      body: { questionId: "one", selectedOption: 0, pointsEarned: POINTS_PER_ANSWER },
    });
    expect(wrongTypes.status).toBe(400);
    expect(wrongTypes.body.fields).toHaveProperty("questionId");
    const noBody = await call(ctx.app, "POST", "/api/quiz/answer", { user });
    expect(noBody.status).toBe(400);
  });

  it("is refused when signed out", async () => {
    const response = await call(ctx.app, "POST", "/api/quiz/answer", {
      body: { questionId: 1, selectedOption: 0, tags: [], pointsEarned: POINTS_PER_ANSWER },
    });
    expect(response.status).toBe(401);
  });
});

describe("a couple's quiz", () => {
  it("is complete once both partners answered all 8, counted once when they finish together", async () => {
    const { a, b, coupleId } = await createCouple(ctx.db);
    const questions = await today(a);
    const last = questions.at(-1)!;
    for (const question of questions.slice(0, -1)) {
      expect((await answer(a, question.id, 0)).body.coupleQuizCompleted).toBe(false);
      expect((await answer(b, question.id, 1)).body.coupleQuizCompleted).toBe(false);
    }
    const [finalA, finalB] = await Promise.all([answer(a, last.id, 2), answer(b, last.id, 3)]);
    expect(finalA.status).toBe(200);
    expect(finalB.status).toBe(200);
    expect(finalA.body.remainingToday).toBe(0);
    expect(finalB.body.remainingToday).toBe(0);
    expect([finalA.body.coupleQuizCompleted, finalB.body.coupleQuizCompleted].sort()).toEqual([
      false,
      true,
    ]);

    const couple = await ctx.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.completedQuizzes).toBe(1);
    expect(couple.identityKey).toBeNull();
    const set = await ctx.db
      .selectFrom("dailySets")
      .selectAll()
      .where("coupleId", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(set.completedAt).not.toBeNull();
    expect(await today(a)).toEqual([]);
    expect(await pointsOf(ctx.db, a.id)).toEqual({ balance: 80, ledger: 80 });
    expect(await pointsOf(ctx.db, b.id)).toEqual({ balance: 80, ledger: 80 });
  });

  it("is not complete while only one partner has answered everything", async () => {
    const { a, coupleId } = await createCouple(ctx.db);
    const questions = await today(a);
    for (const question of questions) {
      const response = await answer(a, question.id, 0);
      expect(response.body.coupleQuizCompleted).toBe(false);
    }
    const couple = await ctx.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.completedQuizzes).toBe(0);
  });

  it("gets an identity from both partners' answer tags after the 5th completed quiz", async () => {
    const { a, b, coupleId } = await createCouple(ctx.db);
    const earlier = await someQuestionIds(ctx.db, 8);
    // Four earlier completed days whose answers all carry "foodie", a tag only "The Foodie
    // Duo" has: 64 occurrences, more than all of today's 16 answers' tags can add elsewhere.
    for (const day of ["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04"]) {
      await insertPastSet(
        ctx.db,
        { coupleId },
        day,
        earlier,
        [
          { userId: a.id, questionIds: earlier, tags: ["foodie"] },
          { userId: b.id, questionIds: earlier, tags: ["foodie"] },
        ],
        true,
      );
    }
    await ctx.db
      .updateTable("couples")
      .set({ completedQuizzes: 4 })
      .where("id", "=", coupleId)
      .execute();

    const questions = await today(a);
    for (const question of questions) expect(earlier).not.toContain(question.id);
    for (const question of questions) await answer(a, question.id, 0);
    let couple = await ctx.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.identityKey).toBeNull();

    let lastResponse;
    for (const question of questions) lastResponse = await answer(b, question.id, 1);
    expect(lastResponse!.body.coupleQuizCompleted).toBe(true);
    couple = await ctx.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.completedQuizzes).toBe(5);
    expect(couple.identityKey).toBe("foodie-duo");
  });
});

describe("GET /api/quiz/history", () => {
  it("shows the partner's answer only once both partners answered the question", async () => {
    const { a, b, coupleId } = await createCouple(ctx.db);
    const questions = await today(a);
    const first = questions[0]!;
    await answer(a, first.id, 1);

    let forA = await history(a);
    expect(forA.days).toHaveLength(1);
    expect(forA.nextCursor).toBeNull();
    const dayA = forA.days[0]!;
    expect(dayA).toMatchObject({ day: calendarDay("UTC"), coupleId, completed: false });
    expect(dayA.questions.map((q) => q.questionId)).toEqual(questions.map((q) => q.id));
    expect(dayA.questions[0]).toMatchObject({
      question: first.question,
      options: first.options,
      myAnswer: { selectedOption: 1, optionText: first.options[1]!.text },
      partnerAnswer: null,
    });
    expect(new Date(dayA.questions[0]!.myAnswer!.answeredAt).toISOString()).toBe(
      dayA.questions[0]!.myAnswer!.answeredAt,
    );
    expect(
      dayA.questions.slice(1).every((q) => q.myAnswer === null && q.partnerAnswer === null),
    ).toBe(true);

    // B has not answered: today is listed, but A's answer stays hidden from B.
    let forB = await history(b);
    expect(forB.days[0]!.questions[0]).toMatchObject({ myAnswer: null, partnerAnswer: null });

    await answer(b, first.id, 3);
    forA = await history(a);
    forB = await history(b);
    expect(forA.days[0]!.questions[0]).toMatchObject({
      myAnswer: { selectedOption: 1, optionText: first.options[1]!.text },
      partnerAnswer: { selectedOption: 3, optionText: first.options[3]!.text },
    });
    expect(forB.days[0]!.questions[0]).toMatchObject({
      myAnswer: { selectedOption: 3 },
      partnerAnswer: { selectedOption: 1 },
    });
  });

  it("lists days newest first, only days with an answer or today, page by page", async () => {
    const user = await createUser(ctx.db);
    const ids = await someQuestionIds(ctx.db, 8);
    await insertPastSet(
      ctx.db,
      { userId: user.id },
      "2021-03-01",
      ids,
      [{ userId: user.id, questionIds: ids }],
      true,
    );
    await insertPastSet(ctx.db, { userId: user.id }, "2021-03-02", ids, [
      { userId: user.id, questionIds: ids.slice(0, 2) },
    ]);
    await insertPastSet(ctx.db, { userId: user.id }, "2021-03-03", ids, [
      { userId: user.id, questionIds: ids.slice(0, 1) },
    ]);
    // A day the user never answered on is not history.
    await insertPastSet(ctx.db, { userId: user.id }, "2021-03-04", ids, []);
    await today(user);
    const todayDay = calendarDay("UTC");

    const first = await history(user, "?limit=1");
    expect(first.days.map((d) => d.day)).toEqual([todayDay]);
    expect(first.nextCursor).toBe(todayDay);
    expect(first.days[0]!.questions.every((q) => q.myAnswer === null)).toBe(true);

    const second = await history(user, `?limit=2&before=${first.nextCursor}`);
    expect(second.days.map((d) => d.day)).toEqual(["2021-03-03", "2021-03-02"]);
    expect(second.nextCursor).toBe("2021-03-02");
    expect(second.days[0]!.questions.filter((q) => q.myAnswer !== null)).toHaveLength(1);
    expect(second.days[1]!.questions.filter((q) => q.myAnswer !== null)).toHaveLength(2);
    expect(second.days.every((d) => d.coupleId === null && !d.completed)).toBe(true);

    const third = await history(user, `?limit=2&before=${second.nextCursor}`);
    expect(third.days.map((d) => d.day)).toEqual(["2021-03-01"]);
    expect(third.days[0]!.completed).toBe(true);
    expect(third.nextCursor).toBeNull();

    const all = await history(user);
    expect(all.days.map((d) => d.day)).toEqual([
      todayDay,
      "2021-03-03",
      "2021-03-02",
      "2021-03-01",
    ]);
    expect(all.nextCursor).toBeNull();
  });

  it("keeps an ended couple's days, read-only, in both partners' history", async () => {
    const { a, b, coupleId } = await createCouple(ctx.db);
    const ids = await someQuestionIds(ctx.db, 8);
    await insertPastSet(ctx.db, { coupleId }, "2021-06-01", ids, [
      { userId: a.id, questionIds: ids.slice(0, 2) },
      { userId: b.id, questionIds: ids.slice(0, 1) },
    ]);
    await ctx.db
      .updateTable("couples")
      .set({ endedAt: new Date() })
      .where("id", "=", coupleId)
      .execute();
    await ctx.db
      .updateTable("users")
      .set({ coupleId: null })
      .where("id", "in", [a.id, b.id])
      .execute();

    // Now unpaired: today's set is A's own, not the ended couple's.
    await today(a);
    const own = await ctx.db
      .selectFrom("dailySets")
      .select("day")
      .where("userId", "=", a.id)
      .execute();
    expect(own.map((s) => s.day)).toEqual([calendarDay("UTC")]);

    const forA = await history(a);
    expect(forA.days.map((d) => [d.day, d.coupleId])).toEqual([
      [calendarDay("UTC"), null],
      ["2021-06-01", coupleId],
    ]);
    const past = forA.days[1]!.questions;
    expect(past[0]!.partnerAnswer).toMatchObject({ selectedOption: 0 });
    expect(past[1]!.myAnswer).not.toBeNull();
    expect(past[1]!.partnerAnswer).toBeNull();

    const forB = await history(b);
    expect(forB.days.map((d) => d.day)).toEqual(["2021-06-01"]);
    expect(forB.days[0]!.questions[1]).toMatchObject({ myAnswer: null, partnerAnswer: null });
  });

  it("validates its query", async () => {
    const user = await createUser(ctx.db);
    const badLimit = await call(ctx.app, "GET", "/api/quiz/history?limit=0", { user });
    expect(badLimit.status).toBe(400);
    expect(badLimit.body.fields).toHaveProperty("limit");
    const badBefore = await call(ctx.app, "GET", "/api/quiz/history?before=yesterday", { user });
    expect(badBefore.status).toBe(400);
    expect(badBefore.body.fields).toHaveProperty("before");
  });

  it("is empty for a user who never played, and refused when signed out", async () => {
    const user = await createUser(ctx.db);
    expect(await history(user)).toEqual({ days: [], nextCursor: null });
    const response = await call(ctx.app, "GET", "/api/quiz/history");
    expect(response.status).toBe(401);
  });
});
