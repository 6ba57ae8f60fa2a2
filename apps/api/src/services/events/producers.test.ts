import type { PublishedLiveEvent } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, useTestApp, type TestUser } from "../../../test/helpers.js";
import { pairUp } from "../couples/test-support.js";
import { like, single } from "../matching/test-support.js";
import { answer, today } from "../quiz/test-support.js";
import { makeReward } from "../rewards/test-support.js";

const t = useTestApp();

/** The events stored for `user`, oldest first (what their stream sends). */
async function eventsOf(user: TestUser): Promise<PublishedLiveEvent[]> {
  const rows = await t.db
    .selectFrom("liveEvents")
    .select("event")
    .where("userId", "=", user.id)
    .orderBy("id")
    .execute();
  return rows.map((row) => row.event as unknown as PublishedLiveEvent);
}

describe("live events are published with the change that causes them", () => {
  it("an answer tells the partner (which question, which day), not the one who answered", async () => {
    const { a, b } = await pairUp(t, "Ana", "Ben");
    const [question] = await today(t, a);
    expect(await answer(t, a, question!.id)).toHaveStatus(200);

    const toB = (await eventsOf(b)).filter((e) => e.type === "partner-answered");
    expect(toB).toEqual([
      { type: "partner-answered", questionId: question!.id, day: expect.any(String) },
    ]);
    expect((await eventsOf(a)).some((e) => e.type === "partner-answered")).toBe(false);
  });

  it("a refused answer (already answered) publishes nothing more", async () => {
    const { a, b } = await pairUp(t);
    const [question] = await today(t, a);
    await answer(t, a, question!.id);
    expect(await answer(t, a, question!.id)).toHaveStatus(409);
    const toB = (await eventsOf(b)).filter((e) => e.type === "partner-answered");
    expect(toB).toHaveLength(1);
  });

  it("a redemption tells the partner the reward's title", async () => {
    const { a, b } = await pairUp(t);
    const reward = await makeReward(t.db, { pointsCost: 10, title: "Two coffees" });
    await t.db.updateTable("users").set({ points: 50 }).where("id", "=", a.id).execute();
    const res = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: a });
    expect(res).toHaveStatus(200);
    expect(await eventsOf(b)).toContainEqual({
      type: "partner-redeemed",
      rewardTitle: "Two coffees",
    });
    expect((await eventsOf(a)).some((e) => e.type === "partner-redeemed")).toBe(false);
  });

  it("a redemption that fails (too few points) tells nobody", async () => {
    const { a, b } = await pairUp(t);
    const reward = await makeReward(t.db, { pointsCost: 1000 });
    const res = await call(t.app, "POST", `/api/rewards/${reward.id}/redeem`, { user: a });
    expect(res).toHaveStatus(409);
    expect((await eventsOf(b)).some((e) => e.type === "partner-redeemed")).toBe(false);
  });

  it("ending the relationship tells the partner's screens (couple-ended), once", async () => {
    const { a, b, coupleId } = await pairUp(t);
    expect(await call(t.app, "POST", "/api/pair/break", { user: a })).toHaveStatus(200);
    expect(await eventsOf(b)).toContainEqual({ type: "couple-ended", coupleId });
    expect((await eventsOf(a)).some((e) => e.type === "couple-ended")).toBe(false);
  });

  it("a like back tells the first liker about the match, with the new match's nickname", async () => {
    const first = await single(t, "First", [0, 0, 0, 0, 0]);
    const second = await single(t, "Second", [0, 0, 0, 0, 1]);
    await like(t, first, second);
    await like(t, first, second);
    // A like says only that someone liked you, once.
    expect(await eventsOf(second)).toEqual([{ type: "liked" }]);
    const back = await like(t, second, first);
    expect(back.body).toMatchObject({ isMatch: true });

    const match = await t.db
      .selectFrom("matches")
      .select("id")
      .where("userAId", "in", [first.id, second.id])
      .where("userBId", "in", [first.id, second.id])
      .executeTakeFirstOrThrow();
    expect(await eventsOf(first)).toEqual([
      { type: "match", matchId: match.id, nickname: "Second" },
    ]);
    // Liking again changes nothing and announces nothing.
    await like(t, second, first);
    expect(await eventsOf(first)).toHaveLength(1);
    expect(await eventsOf(second)).toEqual([{ type: "liked" }]);
  });
});
