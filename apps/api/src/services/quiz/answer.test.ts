import { DAILY_QUESTION_COUNT, POINTS_PER_ANSWER, type ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, expectFieldError, useTestApp } from "../../../test/helpers.js";
import { answer, pointsOf, someQuestionIds, today } from "./test-support.js";

const t = useTestApp();

describe("POST /api/quiz/answer", () => {
  it("stores the answer with the option's own tags, awards 10 points with a ledger row", async () => {
    const user = await createUser(t.db);
    const questions = await today(t, user);
    const first = questions[0]!;
    const response = await answer(t, user, first.id, 2, { tags: ["made-up-by-client"] });
    expect(response).toHaveStatus(200);
    expect(response.body).toEqual({
      pointsEarned: POINTS_PER_ANSWER,
      points: POINTS_PER_ANSWER,
      remainingToday: DAILY_QUESTION_COUNT - 1,
      coupleQuizCompleted: false,
    });

    const remaining = await today(t, user);
    expect(remaining.map((q) => q.id)).toEqual(questions.slice(1).map((q) => q.id));

    const stored = await t.db
      .selectFrom("answers")
      .selectAll()
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(stored.questionId).toBe(first.id);
    expect(stored.selectedOption).toBe(2);
    expect(stored.tags).toEqual(first.options[2]!.tags);
    expect(stored.pointsEarned).toBe(POINTS_PER_ANSWER);

    const ledger = await t.db
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
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 10, ledger: 10 });
  });

  it("adds to the existing balance and counts down the remaining questions", async () => {
    const user = await createUser(t.db);
    const questions = await today(t, user);
    const first = await answer(t, user, questions[0]!.id, 0);
    const second = await answer(t, user, questions[1]!.id, 3);
    expect(first.body.points).toBe(10);
    expect(second.body).toMatchObject({ points: 20, remainingToday: DAILY_QUESTION_COUNT - 2 });
  });

  it("answers a second answer to the same question with 409 and no points", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    expect(await answer(t, user, question!.id, 0)).toHaveStatus(200);
    const again = await answer<ApiError>(t, user, question!.id, 1);
    expect(again).toHaveStatus(409);
    expect(again.body).toEqual({
      message: "You have already answered this question today.",
      code: "CONFLICT",
      reason: "ALREADY_ANSWERED",
    });
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 10, ledger: 10 });
    const stored = await t.db
      .selectFrom("answers")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.selectedOption).toBe(0);
  });

  it("gives exactly one +10 for 10 concurrent copies of one answer", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => answer(t, user, question!.id, 1)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409, 409, 409, 409, 409, 409]);
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 10, ledger: 10 });
    const ledger = await t.db
      .selectFrom("pointsLedger")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(ledger).toHaveLength(1);
  });

  it("answers 404 for a question that is not in today's set", async () => {
    const user = await createUser(t.db);
    const questions = await today(t, user);
    const outside = await t.db
      .selectFrom("questions")
      .select("id")
      .where(
        "id",
        "not in",
        questions.map((q) => q.id),
      )
      .executeTakeFirstOrThrow();
    for (const questionId of [outside.id, 2_000_000_000]) {
      const response = await answer<ApiError>(t, user, questionId, 0);
      expect(response).toHaveStatus(404);
      expect(response.body).toEqual({
        message: "This question is not part of today's quiz.",
        code: "NOT_FOUND",
      });
    }
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("answers 404 before today's set has been drawn", async () => {
    const user = await createUser(t.db);
    const [id] = await someQuestionIds(t.db, 1);
    const response = await answer(t, user, id!, 0);
    expect(response).toHaveStatus(404);
  });

  it("does not accept an answer to another user's set", async () => {
    const owner = await createUser(t.db);
    const stranger = await createUser(t.db);
    const ownerQuestions = await today(t, owner);
    const strangerQuestions = new Set((await today(t, stranger)).map((q) => q.id));
    const foreign = ownerQuestions.find((q) => !strangerQuestions.has(q.id));
    expect(foreign).toBeDefined();
    expect(await answer(t, stranger, foreign!.id, 0)).toHaveStatus(404);
  });

  it("answers 400 naming selectedOption for an option that does not exist", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    for (const selectedOption of [4, -1, 1.5]) {
      const response = await answer<ApiError>(t, user, question!.id, selectedOption);
      expect(response).toHaveStatus(400);
      expectFieldError(response.body, "selectedOption");
    }
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 0, ledger: 0 });
    const stored = await t.db
      .selectFrom("answers")
      .select("id")
      .where("userId", "=", user.id)
      .execute();
    expect(stored).toHaveLength(0);
  });

  it("answers 400 naming pointsEarned when the client claims other than 10", async () => {
    const user = await createUser(t.db);
    const [question] = await today(t, user);
    const response = await answer<ApiError>(t, user, question!.id, 0, { pointsEarned: 50 });
    expect(response).toHaveStatus(400);
    expect(response.body.fields).toHaveProperty("pointsEarned");
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("answers 400 naming the missing fields", async () => {
    const user = await createUser(t.db);
    const response = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: { tags: [] },
    });
    expect(response).toHaveStatus(400);
    expect(Object.keys(response.body.fields ?? {}).sort()).toEqual([
      "pointsEarned",
      "questionId",
      "selectedOption",
    ]);
    const empty = await call(t.app, "POST", "/api/quiz/answer", { user, body: {} });
    expect(empty).toHaveStatus(400);
    const wrongTypes = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user,
      body: { questionId: "one", selectedOption: 0, pointsEarned: POINTS_PER_ANSWER },
    });
    expect(wrongTypes).toHaveStatus(400);
    expect(wrongTypes.body.fields).toHaveProperty("questionId");
    const noBody = await call(t.app, "POST", "/api/quiz/answer", { user });
    expect(noBody).toHaveStatus(400);
  });

  it("is refused when signed out", async () => {
    const response = await call(t.app, "POST", "/api/quiz/answer", {
      body: { questionId: 1, selectedOption: 0, tags: [], pointsEarned: POINTS_PER_ANSWER },
    });
    expect(response).toHaveStatus(401);
  });
});
