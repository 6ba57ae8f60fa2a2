import type { ApiError, QuizAnswerResult, TodayQuestion } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { answer, pointsOf, today } from "./test-support.js";

const t = useTestApp();

const answersOf = (userId: string) =>
  t.db.selectFrom("answers").select("id").where("userId", "=", userId).execute();

/** Today's questions drawn while `user` was in couples mode, then `user` switched to singles. */
async function singleWithTodaysQuestions(points = 0) {
  const user = await createUser(t.db, { userType: "couple", points });
  const questions = await today(t, user);
  await t.db.updateTable("users").set({ userType: "single" }).where("id", "=", user.id).execute();
  return { single: user, questions };
}

describe("singles and the couples' daily quiz (decision 131)", () => {
  it("a single asking for today's questions is refused (403, COUPLES_ONLY): no set is drawn", async () => {
    const single = await createUser(t.db, { userType: "single" });
    const res = await call<ApiError>(t.app, "GET", "/api/quiz/today", { user: single });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: "FORBIDDEN", reason: "COUPLES_ONLY" });
    expect(res.body.message).toMatch(/daily quiz is for couples/);
    const trpc = await call<{ error: { message: string; data: { code: string; reason: string } } }>(
      t.app,
      "GET",
      "/trpc/quiz.today",
      { user: single },
    );
    expect(trpc.status).toBe(403);
    expect(trpc.body.error.data).toMatchObject({ code: "FORBIDDEN", reason: "COUPLES_ONLY" });
    const sets = await t.db
      .selectFrom("dailySets")
      .select("id")
      .where("userId", "=", single.id)
      .execute();
    expect(sets).toEqual([]);

    // Still refused with a set drawn in couples mode; back in couples mode, the same questions.
    const { single: switched, questions } = await singleWithTodaysQuestions();
    const refused = await call<ApiError>(t.app, "GET", "/api/quiz/today", { user: switched });
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).not.toContain(questions[0]!.question);
    await call(t.app, "POST", "/api/user/type", { user: switched, body: { userType: "couple" } });
    const back = await call<TodayQuestion[]>(t.app, "GET", "/api/quiz/today", { user: switched });
    expect(back.status).toBe(200);
    expect(back.body.map((q) => q.id)).toEqual(questions.map((q) => q.id));
  });

  it("someone who has not chosen a type yet still reads today's questions", async () => {
    const undecided = await createUser(t.db);
    expect((await today(t, undecided)).length).toBeGreaterThan(0);
  });

  it("a single's answer is refused in words: no answer, no points, no ledger row", async () => {
    const { single, questions } = await singleWithTodaysQuestions(30);
    const question = questions[0];
    const res = await answer<ApiError>(t, single, question!.id, 1);
    expect(res).toFailWith(409, "CONFLICT", "COUPLES_ONLY");
    expect(res.body.message).toMatch(/daily quiz is for couples/);
    expect(await answersOf(single.id)).toEqual([]);
    expect(await pointsOf(t.db, single.id)).toEqual({ balance: 30, ledger: 0 });
  });

  it("switching to singles mode stops the earning; switching back to couples mode allows it again", async () => {
    const user = await createUser(t.db, { userType: "couple" });
    const questions = await today(t, user);
    expect((await answer(t, user, questions[0]!.id, 0)).body).toMatchObject({ pointsEarned: 10 });

    const toSingle = await call(t.app, "POST", "/api/user/type", {
      user,
      body: { userType: "single" },
    });
    expect(toSingle).toHaveStatus(200);
    expect(await answer<ApiError>(t, user, questions[1]!.id, 0)).toHaveStatus(409);
    expect(await pointsOf(t.db, user.id)).toEqual({ balance: 10, ledger: 10 });

    await call(t.app, "POST", "/api/user/type", { user, body: { userType: "couple" } });
    const again = await answer<QuizAnswerResult>(t, user, questions[1]!.id, 0);
    expect(again).toHaveStatus(200);
    expect(again.body.points).toBe(20);
  });

  it("many answers sent at once by a single all fail and pay nothing", async () => {
    const { single, questions } = await singleWithTodaysQuestions();
    const results = await Promise.all(questions.map((q) => answer<ApiError>(t, single, q.id, 2)));
    expect(results.map((r) => r.status)).toEqual(questions.map(() => 409));
    expect(await pointsOf(t.db, single.id)).toEqual({ balance: 0, ledger: 0 });
  });

  it("a bad answer from a single is still a 4xx naming nothing stored", async () => {
    const single = await createUser(t.db, { userType: "single" });
    const res = await call<ApiError>(t.app, "POST", "/api/quiz/answer", {
      user: single,
      body: { questionId: "first", selectedOption: 0 },
    });
    expect(res).toHaveStatus(400);
    expect(Object.keys(res.body.fields ?? {})).toContain("questionId");
    expect(await answersOf(single.id)).toEqual([]);
  });
});
