import type { ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { calendarDay } from "../../lib/calendar.js";
import {
  answer,
  createCouple,
  history,
  insertPastSet,
  someQuestionIds,
  today,
} from "./test-support.js";

const t = useTestApp();

describe("GET /api/quiz/history", () => {
  it("shows the partner's answer only once both partners answered the question", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const questions = await today(t, a);
    const first = questions[0]!;
    await answer(t, a, first.id, 1);

    let forA = await history(t, a);
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
    let forB = await history(t, b);
    expect(forB.days[0]!.questions[0]).toMatchObject({ myAnswer: null, partnerAnswer: null });

    await answer(t, b, first.id, 3);
    forA = await history(t, a);
    forB = await history(t, b);
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
    const user = await createUser(t.db);
    const ids = await someQuestionIds(t.db, 8);
    await insertPastSet(
      t.db,
      { userId: user.id },
      "2021-03-01",
      ids,
      [{ userId: user.id, questionIds: ids }],
      true,
    );
    await insertPastSet(t.db, { userId: user.id }, "2021-03-02", ids, [
      { userId: user.id, questionIds: ids.slice(0, 2) },
    ]);
    await insertPastSet(t.db, { userId: user.id }, "2021-03-03", ids, [
      { userId: user.id, questionIds: ids.slice(0, 1) },
    ]);
    // A day the user never answered on is not history.
    await insertPastSet(t.db, { userId: user.id }, "2021-03-04", ids, []);
    await today(t, user);
    const todayDay = calendarDay("UTC");

    const first = await history(t, user, "?limit=1");
    expect(first.days.map((d) => d.day)).toEqual([todayDay]);
    expect(first.nextCursor).toBe(todayDay);
    expect(first.days[0]!.questions.every((q) => q.myAnswer === null)).toBe(true);

    const second = await history(t, user, `?limit=2&before=${first.nextCursor}`);
    expect(second.days.map((d) => d.day)).toEqual(["2021-03-03", "2021-03-02"]);
    expect(second.nextCursor).toBe("2021-03-02");
    expect(second.days[0]!.questions.filter((q) => q.myAnswer !== null)).toHaveLength(1);
    expect(second.days[1]!.questions.filter((q) => q.myAnswer !== null)).toHaveLength(2);
    expect(second.days.every((d) => d.coupleId === null && !d.completed)).toBe(true);

    const third = await history(t, user, `?limit=2&before=${second.nextCursor}`);
    expect(third.days.map((d) => d.day)).toEqual(["2021-03-01"]);
    expect(third.days[0]!.completed).toBe(true);
    expect(third.nextCursor).toBeNull();

    const all = await history(t, user);
    expect(all.days.map((d) => d.day)).toEqual([
      todayDay,
      "2021-03-03",
      "2021-03-02",
      "2021-03-01",
    ]);
    expect(all.nextCursor).toBeNull();
  });

  it("keeps an ended couple's days, read-only, in both partners' history", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const ids = await someQuestionIds(t.db, 8);
    await insertPastSet(t.db, { coupleId }, "2021-06-01", ids, [
      { userId: a.id, questionIds: ids.slice(0, 2) },
      { userId: b.id, questionIds: ids.slice(0, 1) },
    ]);
    await t.db
      .updateTable("couples")
      .set({ endedAt: new Date() })
      .where("id", "=", coupleId)
      .execute();
    await t.db
      .updateTable("users")
      .set({ coupleId: null })
      .where("id", "in", [a.id, b.id])
      .execute();

    // Now unpaired: today's set is A's own, not the ended couple's.
    await today(t, a);
    const own = await t.db
      .selectFrom("dailySets")
      .select("day")
      .where("userId", "=", a.id)
      .execute();
    expect(own.map((s) => s.day)).toEqual([calendarDay("UTC")]);

    const forA = await history(t, a);
    expect(forA.days.map((d) => [d.day, d.coupleId])).toEqual([
      [calendarDay("UTC"), null],
      ["2021-06-01", coupleId],
    ]);
    const past = forA.days[1]!.questions;
    expect(past[0]!.partnerAnswer).toMatchObject({ selectedOption: 0 });
    expect(past[1]!.myAnswer).not.toBeNull();
    expect(past[1]!.partnerAnswer).toBeNull();

    const forB = await history(t, b);
    expect(forB.days.map((d) => d.day)).toEqual(["2021-06-01"]);
    expect(forB.days[0]!.questions[1]).toMatchObject({ myAnswer: null, partnerAnswer: null });
  });

  it("validates its query", async () => {
    const user = await createUser(t.db);
    const badLimit = await call<ApiError>(t.app, "GET", "/api/quiz/history?limit=0", { user });
    expect(badLimit).toHaveStatus(400);
    expect(badLimit.body.fields).toHaveProperty("limit");
    const badBefore = await call<ApiError>(t.app, "GET", "/api/quiz/history?before=yesterday", {
      user,
    });
    expect(badBefore).toHaveStatus(400);
    expect(badBefore.body.fields).toHaveProperty("before");
  });

  it("is empty for a user who never played, and refused when signed out", async () => {
    const user = await createUser(t.db);
    expect(await history(t, user)).toEqual({ days: [], nextCursor: null });
    const response = await call(t.app, "GET", "/api/quiz/history");
    expect(response).toHaveStatus(401);
  });
});
