import { describe, expect, it } from "vitest";
import { call, useTestApp } from "../../../test/helpers.js";
import { pairUp } from "../couples/test-support.js";
import { answer, today } from "./test-support.js";

const t = useTestApp();

describe("GET /api/quiz/progress", () => {
  it("counts today's answers of the user and of the partner", async () => {
    const { a, b } = await pairUp(t);
    const questions = await today(t, a);
    const before = await call(t.app, "GET", "/api/quiz/progress", { user: b });
    expect(before.body).toMatchObject({ total: 8, answered: 0, partnerAnswered: 0 });
    await answer(t, a, questions[0]!.id);
    await answer(t, a, questions[1]!.id);
    const after = await call(t.app, "GET", "/api/quiz/progress", { user: b });
    expect(after.body).toMatchObject({ total: 8, answered: 0, partnerAnswered: 2 });
    const mine = await call(t.app, "GET", "/api/quiz/progress", { user: a });
    expect(mine.body).toMatchObject({ answered: 2, partnerAnswered: 0 });
  });

  it("has no partner count when unpaired", async () => {
    const { a } = await pairUp(t);
    await call(t.app, "POST", "/api/pair/break", { user: a });
    const res = await call(t.app, "GET", "/api/quiz/progress", { user: a });
    expect(res).toHaveStatus(200);
    expect(res.body).toMatchObject({ partnerAnswered: null });
  });
});
