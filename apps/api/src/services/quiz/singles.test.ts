import type { ApiError, QuizAnswerResult } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { answer, pointsOf, today } from "./test-support.js";

const t = useTestApp();

const answersOf = (userId: string) =>
  t.db.selectFrom("answers").select("id").where("userId", "=", userId).execute();

describe("singles and the couples' daily quiz (decision 131)", () => {
  it("a single's answer is refused in words: no answer, no points, no ledger row", async () => {
    const single = await createUser(t.db, { userType: "single", points: 30 });
    const [question] = await today(t, single);
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
    const single = await createUser(t.db, { userType: "single" });
    const questions = await today(t, single);
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
