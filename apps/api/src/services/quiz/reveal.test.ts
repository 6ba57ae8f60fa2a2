import type { TodayReveal } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser, useTestApp } from "../../../test/helpers.js";
import { answer, createCouple, today } from "./test-support.js";

const t = useTestApp();

async function reveal(user: TestUser): Promise<TodayReveal> {
  const response = await call<TodayReveal>(t.app, "GET", "/api/quiz/reveal", { user });
  expect(response).toHaveStatus(200);
  return response.body;
}

describe("today's reveal", () => {
  it("hides a partner's pick until both answered, then shows both and counts the matches", async () => {
    const { a, b } = await createCouple(t.db);
    await t.db.updateTable("users").set({ firstName: "Sam" }).where("id", "=", b.id).execute();
    const [first, second] = await today(t, a);

    await answer(t, a, first!.id, 2);
    const forA = await reveal(a);
    expect(forA.partner).toMatchObject({ firstName: "Sam" });
    expect(forA.questions[0]).toMatchObject({
      questionId: first!.id,
      myAnswer: { selectedOption: 2, optionText: first!.options[2]!.text },
      partnerAnswered: false,
      partnerAnswer: null,
      matched: null,
    });
    // B sees that A answered, never what, until B answers too.
    const forB = await reveal(b);
    expect(forB.questions[0]).toMatchObject({
      myAnswer: null,
      partnerAnswered: true,
      partnerAnswer: null,
    });
    expect(JSON.stringify(forB)).not.toContain(first!.options[2]!.text);

    await answer(t, b, first!.id, 2);
    await answer(t, a, second!.id, 0);
    await answer(t, b, second!.id, 1);
    const after = await reveal(b);
    expect(after.questions[0]).toMatchObject({
      myAnswer: { selectedOption: 2 },
      partnerAnswer: { selectedOption: 2, optionText: first!.options[2]!.text },
      matched: true,
    });
    expect(after.questions[1]).toMatchObject({
      partnerAnswer: { selectedOption: 0 },
      matched: false,
    });
    expect(after).toMatchObject({
      total: 8,
      myAnsweredCount: 2,
      partnerAnsweredCount: 2,
      matches: 1,
    });
  });

  it("tells the partner live: each answer publishes partner-answered to the other partner only", async () => {
    const { a, b } = await createCouple(t.db);
    const [first] = await today(t, a);
    await answer(t, a, first!.id, 0);
    const events = await t.db
      .selectFrom("liveEvents")
      .select(["userId", "event"])
      .where("userId", "in", [a.id, b.id])
      .execute();
    expect(events).toEqual([
      {
        userId: b.id,
        event: expect.objectContaining({ type: "partner-answered", questionId: first!.id }),
      },
    ]);
  });

  it("has no partner for someone not paired, and is empty before today's set is drawn", async () => {
    const single = await createUser(t.db);
    expect(await reveal(single)).toMatchObject({ partner: null, questions: [], total: 0 });
    await today(t, single);
    expect(await reveal(single)).toMatchObject({ partner: null, total: 8, matches: 0 });
  });
});
