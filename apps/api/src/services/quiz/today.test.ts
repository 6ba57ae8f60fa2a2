import {
  DAILY_QUESTION_COUNT,
  POINTS_PER_ANSWER,
  TIME_ZONE_HEADER,
  type ApiError,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { calendarDay } from "../../lib/calendar.js";
import { answer, createCouple, insertPastSet, someQuestionIds, today } from "./test-support.js";

const t = useTestApp();

describe("GET /api/quiz/today", () => {
  it("gives a new user 8 distinct questions with 4 tagged options, the same all day", async () => {
    const user = await createUser(t.db);
    const questions = await today(t, user);
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
    const again = await today(t, user);
    expect(again.map((q) => q.id)).toEqual(questions.map((q) => q.id));
    const sets = await t.db
      .selectFrom("dailySets")
      .selectAll()
      .where("userId", "=", user.id)
      .execute();
    expect(sets).toHaveLength(1);
    expect(sets[0]!.day).toBe(calendarDay("UTC"));
    expect(sets[0]!.coupleId).toBeNull();
  });

  it("numbers each question by its place in the day's set, answered ones included", async () => {
    const user = await createUser(t.db);
    const questions = await today(t, user);
    expect(questions.map((q) => [q.position, q.setSize])).toEqual(
      questions.map((_, i) => [i + 1, DAILY_QUESTION_COUNT]),
    );
    // The 1st and 3rd answered: the rest keep their places ("Question 4 of 8" stays 4 of 8).
    await answer(t, user, questions[0]!.id);
    await answer(t, user, questions[2]!.id);
    const left = await today(t, user);
    expect(left.map((q) => q.position)).toEqual([2, 4, 5, 6, 7, 8]);
    expect(left.every((q) => q.setSize === DAILY_QUESTION_COUNT)).toBe(true);
  });

  it("gives both partners of a couple the same set, drawn once even when they ask at once", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const [forA, forB] = await Promise.all([today(t, a), today(t, b)]);
    expect(forA).toHaveLength(DAILY_QUESTION_COUNT);
    expect(forB.map((q) => q.id)).toEqual(forA.map((q) => q.id));
    const sets = await t.db
      .selectFrom("dailySets")
      .selectAll()
      .where("coupleId", "=", coupleId)
      .execute();
    expect(sets).toHaveLength(1);
    expect(sets[0]!.userId).toBeNull();
    // Neither partner got a set of their own.
    const own = await t.db
      .selectFrom("dailySets")
      .select("id")
      .where("userId", "in", [a.id, b.id])
      .execute();
    expect(own).toHaveLength(0);
  });

  it("follows the user from their own set to their couple's and back when the couple ends", async () => {
    const { a, coupleId } = await createCouple(t.db);
    await t.db.updateTable("users").set({ coupleId: null }).where("id", "=", a.id).execute();
    const alone = await today(t, a);
    await t.db.updateTable("users").set({ coupleId }).where("id", "=", a.id).execute();
    const together = await today(t, a);
    const sets = await t.db
      .selectFrom("dailySets")
      .select(["coupleId", "userId", "questionIds"])
      .where((eb) => eb.or([eb("userId", "=", a.id), eb("coupleId", "=", coupleId)]))
      .execute();
    expect(sets).toHaveLength(2);
    const coupleSet = sets.find((set) => set.coupleId === coupleId)!;
    expect(together.map((q) => q.id)).toEqual(coupleSet.questionIds);
    await t.db
      .updateTable("couples")
      .set({ endedAt: new Date() })
      .where("id", "=", coupleId)
      .execute();
    await t.db.updateTable("users").set({ coupleId: null }).where("id", "=", a.id).execute();
    expect((await today(t, a)).map((q) => q.id)).toEqual(alone.map((q) => q.id));
  });

  it("draws unseen questions first", async () => {
    const user = await createUser(t.db);
    const seen = await someQuestionIds(t.db, 40);
    await insertPastSet(t.db, { userId: user.id }, "2020-05-01", seen.slice(0, 8), [
      { userId: user.id, questionIds: seen.slice(0, 3) },
    ]);
    await insertPastSet(t.db, { userId: user.id }, "2020-05-02", seen.slice(8, 40), []);
    const questions = await today(t, user);
    expect(questions).toHaveLength(DAILY_QUESTION_COUNT);
    for (const question of questions) expect(seen).not.toContain(question.id);
  });

  it("uses the calendar day of the user's time zone", async () => {
    // UTC+14 and UTC-11: always on different calendar days.
    const user = await createUser(t.db);
    const ahead = await today(t, user, "Pacific/Kiritimati");
    // A time zone changes at most once a day (decision 004): as if that day had passed.
    await t.db
      .updateTable("users")
      .set({ timeZoneChangedAt: null })
      .where("id", "=", user.id)
      .execute();
    const behind = await today(t, user, "Pacific/Pago_Pago");
    expect(ahead).toHaveLength(DAILY_QUESTION_COUNT);
    expect(behind).toHaveLength(DAILY_QUESTION_COUNT);
    const sets = await t.db
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
    const response = await call(t.app, "POST", "/api/quiz/answer", {
      user,
      headers: { [TIME_ZONE_HEADER]: "Pacific/Pago_Pago" },
      body: {
        questionId: ahead[0]!.id,
        selectedOption: 0,
        tags: [],
        pointsEarned: POINTS_PER_ANSWER,
      },
    });
    expect(response).toHaveStatus(404);
  });

  it("shows a question as the bank holds it now, after the bank is seeded anew", async () => {
    const user = await createUser(t.db);
    const [first] = await today(t, user);
    const question = await t.db
      .selectFrom("questions")
      .select(["text", "options"])
      .where("id", "=", first!.id)
      .executeTakeFirstOrThrow();
    expect(first!.question).toBe(question.text);
    // A release that rewords the question and an option (seedCatalog upserts by key).
    const reworded = question.options.map((option, i) =>
      i === 0 ? { ...option, text: `${option.text} (reworded)` } : option,
    );
    await t.db
      .updateTable("questions")
      .set({ text: `${question.text} (reworded)`, options: JSON.stringify(reworded) })
      .where("id", "=", first!.id)
      .execute();
    const [again] = await today(t, user);
    expect(again!.id).toBe(first!.id);
    expect(again!.question).toBe(`${question.text} (reworded)`);
    expect(again!.options[0]!.text).toBe(`${question.options[0]!.text} (reworded)`);
    expect(again!.options.slice(1)).toEqual(first!.options.slice(1));
  });

  it("leaves out what the user answered and a question gone from the bank, in the set's order", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    // A question of this test's own, so that removing it touches no other test's bank.
    const [template] = await someQuestionIds(t.db, 1);
    const retired = await t.db
      .insertInto("questions")
      .columns(["key", "text", "options"])
      .expression((eb) =>
        eb
          .selectFrom("questions")
          .select([eb.val(`retired-${coupleId}`).as("key"), "text", "options"])
          .where("id", "=", template!),
      )
      .returning("id")
      .executeTakeFirstOrThrow();
    const ids = [...(await someQuestionIds(t.db, 7)).reverse(), retired.id];
    await insertPastSet(t.db, { coupleId }, calendarDay("UTC"), ids, [
      { userId: a.id, questionIds: [ids[1]!, ids[4]!] },
    ]);
    await t.db.deleteFrom("questions").where("id", "=", retired.id).execute();

    expect((await today(t, a)).map((q) => q.id)).toEqual([ids[0], ids[2], ids[3], ids[5], ids[6]]);
    // The partner's answers are their own: B has all but the removed one, in the set's order.
    expect((await today(t, b)).map((q) => q.id)).toEqual(ids.slice(0, 7));
  });

  it("is refused when signed out", async () => {
    const response = await call<ApiError>(t.app, "GET", "/api/quiz/today");
    expect(response).toFailWith(401, "UNAUTHORIZED");
  });
});
