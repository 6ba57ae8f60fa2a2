import { describe, expect, it } from "vitest";
import { useTestApp } from "../../../test/helpers.js";
import {
  answer,
  createCouple,
  insertPastSet,
  pointsOf,
  someQuestionIds,
  today,
} from "./test-support.js";

const t = useTestApp();

describe("a couple's quiz", () => {
  it("is complete once both partners answered all 8, counted once when they finish together", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const questions = await today(t, a);
    const last = questions.at(-1)!;
    for (const question of questions.slice(0, -1)) {
      expect((await answer(t, a, question.id, 0)).body.coupleQuizCompleted).toBe(false);
      expect((await answer(t, b, question.id, 1)).body.coupleQuizCompleted).toBe(false);
    }
    const [finalA, finalB] = await Promise.all([
      answer(t, a, last.id, 2),
      answer(t, b, last.id, 3),
    ]);
    expect(finalA).toHaveStatus(200);
    expect(finalB).toHaveStatus(200);
    expect(finalA.body.remainingToday).toBe(0);
    expect(finalB.body.remainingToday).toBe(0);
    expect([finalA.body.coupleQuizCompleted, finalB.body.coupleQuizCompleted].sort()).toEqual([
      false,
      true,
    ]);

    const couple = await t.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.completedQuizzes).toBe(1);
    expect(couple.identityKey).toBeNull();
    const set = await t.db
      .selectFrom("dailySets")
      .selectAll()
      .where("coupleId", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(set.completedAt).not.toBeNull();
    expect(await today(t, a)).toEqual([]);
    expect(await pointsOf(t.db, a.id)).toEqual({ balance: 80, ledger: 80 });
    expect(await pointsOf(t.db, b.id)).toEqual({ balance: 80, ledger: 80 });
  });

  it("is not complete while only one partner has answered everything", async () => {
    const { a, coupleId } = await createCouple(t.db);
    const questions = await today(t, a);
    for (const question of questions) {
      const response = await answer(t, a, question.id, 0);
      expect(response.body.coupleQuizCompleted).toBe(false);
    }
    const couple = await t.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.completedQuizzes).toBe(0);
  });

  it("gets an identity from both partners' answer tags after the 5th completed quiz", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const earlier = await someQuestionIds(t.db, 8);
    // Four earlier completed days whose answers all carry "foodie", a tag only "The Foodie
    // Duo" has: 64 occurrences, more than all of today's 16 answers' tags can add elsewhere.
    for (const day of ["2020-01-01", "2020-01-02", "2020-01-03", "2020-01-04"]) {
      await insertPastSet(
        t.db,
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
    await t.db
      .updateTable("couples")
      .set({ completedQuizzes: 4 })
      .where("id", "=", coupleId)
      .execute();

    const questions = await today(t, a);
    for (const question of questions) expect(earlier).not.toContain(question.id);
    for (const question of questions) await answer(t, a, question.id, 0);
    let couple = await t.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.identityKey).toBeNull();

    let lastResponse;
    for (const question of questions) lastResponse = await answer(t, b, question.id, 1);
    expect(lastResponse?.body.coupleQuizCompleted).toBe(true);
    couple = await t.db
      .selectFrom("couples")
      .selectAll()
      .where("id", "=", coupleId)
      .executeTakeFirstOrThrow();
    expect(couple.completedQuizzes).toBe(5);
    expect(couple.identityKey).toBe("foodie-duo");
  });
});
