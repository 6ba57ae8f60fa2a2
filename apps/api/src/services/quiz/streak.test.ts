import type { Streak } from "@tandem/api-contract";
import { TIME_ZONE_HEADER } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { computeStreak, getStreak } from "./streak.js";
import {
  answer,
  createCouple,
  insertPastSet,
  pointsOf,
  someQuestionIds,
  today,
} from "./test-support.js";

const t = useTestApp();

describe("computeStreak (days both partners finished)", () => {
  it("counts days in a row, keeps the best run and knows whether today is done", () => {
    expect(
      computeStreak(["2026-11-01", "2026-11-02", "2026-11-05", "2026-11-06"], "2026-11-06"),
    ).toEqual({
      current: 2,
      best: 2,
      completedToday: true,
      graceAvailable: true,
      graceDays: [],
      lastCompletedDay: "2026-11-06",
    });
    // Three in a row earlier, broken by two missed days: best stays 3.
    const streak = computeStreak(
      ["2026-11-02", "2026-11-03", "2026-11-04", "2026-11-07"],
      "2026-11-08",
    );
    expect([streak.current, streak.best, streak.completedToday]).toEqual([1, 3, false]);
  });

  it("survives one missed day a week (a grace day that does not count), not a second that week", () => {
    // Mon 16 .. Wed 18 Nov 2026, Tue 17 missed: forgiven.
    const one = computeStreak(["2026-11-16", "2026-11-18"], "2026-11-18");
    expect(one).toMatchObject({ current: 2, graceDays: ["2026-11-17"], graceAvailable: false });
    // Tue 17 and Thu 19 missed, same week: the second breaks it.
    const two = computeStreak(["2026-11-16", "2026-11-18", "2026-11-20"], "2026-11-20");
    expect(two).toMatchObject({ current: 1, best: 2, graceDays: [] });
    // Sun 22 then Tue 24: a new week, a new grace day.
    const nextWeek = computeStreak(
      [
        "2026-11-16",
        "2026-11-18",
        "2026-11-19",
        "2026-11-20",
        "2026-11-21",
        "2026-11-22",
        "2026-11-24",
      ],
      "2026-11-24",
    );
    expect(nextWeek).toMatchObject({ current: 7, graceDays: ["2026-11-17", "2026-11-23"] });
  });

  it("is alive while today can still be played, and over once a missed day is not forgiven", () => {
    expect(computeStreak(["2026-11-16", "2026-11-17"], "2026-11-18")).toMatchObject({
      current: 2,
      completedToday: false,
    });
    // Yesterday missed: this week's grace day covers it.
    expect(computeStreak(["2026-11-16", "2026-11-17"], "2026-11-19")).toMatchObject({
      current: 2,
      graceDays: ["2026-11-18"],
    });
    // Two days missed: broken, the best run remains.
    expect(computeStreak(["2026-11-16", "2026-11-17"], "2026-11-20")).toMatchObject({
      current: 0,
      best: 2,
    });
    expect(computeStreak([], "2026-11-20")).toMatchObject({
      current: 0,
      best: 0,
      lastCompletedDay: null,
    });
  });
});

describe("a couple's streak on the database, across a time zone change", () => {
  // Thursday 19 Nov 2026 20:00 UTC: 12:00 on the 19th in Los Angeles, 10:00 on Friday the
  // 20th in Kiritimati (UTC+14). A couple who finished Wednesday the 18th in Los Angeles and
  // flew west over the date line never has a Thursday the 19th.
  const now = new Date("2026-11-19T20:00:00Z");

  async function coupleWithDays(days: string[]) {
    const { a, b, coupleId } = await createCouple(t.db);
    const questionIds = await someQuestionIds(t.db, 8);
    for (const day of days) {
      await insertPastSet(
        t.db,
        { coupleId },
        day,
        questionIds,
        [
          { userId: a.id, questionIds },
          { userId: b.id, questionIds },
        ],
        true,
      );
    }
    return { a, b, coupleId, questionIds };
  }

  it("keeps the streak with the week's grace day for the calendar day the flight skipped", async () => {
    const { a, coupleId, questionIds } = await coupleWithDays([
      "2026-11-16",
      "2026-11-17",
      "2026-11-18",
    ]);
    // At home the 18th was yesterday: nothing missed.
    expect(await getStreak(t.db, a.id, "America/Los_Angeles", now)).toMatchObject({
      current: 3,
      graceDays: [],
      graceAvailable: true,
    });
    // After the flight it is the 20th: the 19th was skipped and the grace day covers it.
    expect(await getStreak(t.db, a.id, "Pacific/Kiritimati", now)).toMatchObject({
      current: 3,
      best: 3,
      completedToday: false,
      graceDays: ["2026-11-19"],
      graceAvailable: false,
    });
    // They finish the 20th there: the run goes on.
    await insertPastSet(t.db, { coupleId }, "2026-11-20", questionIds, [], true);
    expect(await getStreak(t.db, a.id, "Pacific/Kiritimati", now)).toMatchObject({
      current: 4,
      best: 4,
      completedToday: true,
    });
  });

  it("breaks the streak when the week's grace day was already used", async () => {
    // Sat 14, Sun 15, (Mon 16 missed: this week's grace), Tue 17, Wed 18, then the flight.
    const { a } = await coupleWithDays(["2026-11-14", "2026-11-15", "2026-11-17", "2026-11-18"]);
    expect(await getStreak(t.db, a.id, "America/Los_Angeles", now)).toMatchObject({
      current: 4,
      graceDays: ["2026-11-16"],
    });
    expect(await getStreak(t.db, a.id, "Pacific/Kiritimati", now)).toMatchObject({
      current: 0,
      best: 4,
      graceDays: [],
    });
  });

  it("counts only days both finished, and changes neither points nor the identity", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const response = await call<Streak>(t.app, "GET", "/api/quiz/streak", {
      user: a,
      headers: { [TIME_ZONE_HEADER]: "UTC" },
    });
    expect(response).toHaveStatus(200);
    expect(response.body).toMatchObject({ current: 0, best: 0 });

    const questions = await today(t, a, "UTC");
    for (const question of questions) await answer(t, a, question.id, 0);
    const halfway = await call<Streak>(t.app, "GET", "/api/quiz/streak", { user: b });
    expect(halfway.body).toMatchObject({ current: 0, completedToday: false });
    for (const question of questions) await answer(t, b, question.id, 1);
    const done = await call<Streak>(t.app, "GET", "/api/quiz/streak", { user: b });
    expect(done.body).toMatchObject({ current: 1, best: 1, completedToday: true });

    expect(await pointsOf(t.db, a.id)).toEqual({ balance: 80, ledger: 80 });
    const couple = await t.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect([couple.completedQuizzes, couple.identityKey]).toEqual([1, null]);
  });

  it("is null for someone who is not paired", async () => {
    const single = await createUser(t.db);
    const response = await call(t.app, "GET", "/api/quiz/streak", { user: single });
    expect(response).toHaveStatus(200);
    expect(response.body).toBeNull();
  });
});
