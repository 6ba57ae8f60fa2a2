import {
  TIME_ZONE_HEADER,
  type AccountExport,
  type ApiError,
  type DateIdeas,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, type TestUser, useTestApp } from "../../../test/helpers.js";
import { tablesNaming } from "../moderation/test-support.js";
import { findCity } from "../../lib/cities.js";
import { isSouthernTimeZone } from "./ideas.js";
import { createCouple, insertPastSet, someQuestionIds } from "../quiz/test-support.js";

const t = useTestApp();

const list = async (user: TestUser) => {
  const response = await call<DateIdeas>(t.app, "GET", "/api/date-ideas", { user });
  expect(response).toHaveStatus(200);
  return response.body;
};

describe("date ideas", () => {
  it("rank by the tags both partners chose, with the reason, the season and the town", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const questionIds = await someQuestionIds(t.db, 8);
    await insertPastSet(t.db, { coupleId }, "2020-03-01", questionIds, [
      { userId: a.id, questionIds, tags: ["foodie", "creative"] },
      { userId: b.id, questionIds, tags: ["foodie", "creative", "active"] },
    ]);
    await t.db
      .updateTable("users")
      .set({ location: "Lyon, France" })
      .where("id", "=", b.id)
      .execute();

    const ideas = await list(a);
    expect(ideas.sharedTags).toEqual(["creative", "foodie"]); // "active" was only B's
    expect(ideas.city).toBe("Lyon");
    expect(["spring", "summer", "autumn", "winter"]).toContain(ideas.season);
    expect(ideas.ideas.length).toBeGreaterThanOrEqual(12);
    const first = ideas.ideas[0]!;
    expect(first.tags).toEqual(expect.arrayContaining(["foodie", "creative"]));
    expect(first.reason).toMatch(
      /^Because you both chose (good food and making things|making things and good food)/,
    );
    const scores = ideas.ideas.map((idea) => idea.score);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it("take the season from the time zone's hemisphere when the town is unknown, and lead with ideas in season", async () => {
    // One couple per zone: a session keeps the zone it first saw for a while.
    const seasonIn = async (timeZone: string) => {
      const { a } = await createCouple(t.db);
      const response = await call<DateIdeas>(t.app, "GET", "/api/date-ideas", {
        user: a,
        headers: { [TIME_ZONE_HEADER]: timeZone },
      });
      expect(response).toHaveStatus(200);
      return response.body;
    };
    const sydney = await seasonIn("Australia/Sydney");
    const paris = await seasonIn("Europe/Paris");
    expect(sydney.city).toBeNull();
    const opposite = { spring: "autumn", summer: "winter", autumn: "spring", winter: "summer" };
    // Unless the two calendar days differ across a season's edge, the seasons are opposite.
    expect([opposite[paris.season], paris.season]).toContain(sydney.season);
    expect(sydney.season).not.toBe(paris.season);
    for (const ideas of [sydney, paris]) {
      const leading = ideas.ideas.slice(0, 8);
      for (const idea of leading)
        expect(idea.seasons.length === 0 || idea.seasons.includes(ideas.season)).toBe(true);
    }
  });

  it("know which time zones are south of the equator", () => {
    expect(isSouthernTimeZone("Australia/Sydney")).toBe(true);
    expect(isSouthernTimeZone("Pacific/Auckland")).toBe(true);
    expect(isSouthernTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isSouthernTimeZone("Africa/Johannesburg")).toBe(true);
    expect(isSouthernTimeZone("Europe/Lisbon")).toBe(false);
    expect(isSouthernTimeZone("America/New_York")).toBe(false);
    expect(isSouthernTimeZone("UTC")).toBe(false);
  });

  it("include the partner rewards as ideas", async () => {
    const { a } = await createCouple(t.db);
    // Dearer than any other reward, so reward lists in tests running alongside keep their order.
    const inserted = await t.db
      .insertInto("rewards")
      .values({
        title: "Pasta night for two",
        description: "Cook pasta in a class.",
        pointsCost: 999_999,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { coupleId } = await t.db
      .selectFrom("users")
      .select("coupleId")
      .where("id", "=", a.id)
      .executeTakeFirstOrThrow();
    const questionIds = await someQuestionIds(t.db, 1);
    const partner = await t.db
      .selectFrom("couples")
      .select("userBId")
      .where("id", "=", coupleId!)
      .executeTakeFirstOrThrow();
    await insertPastSet(t.db, { coupleId: coupleId! }, "2020-03-02", questionIds, [
      { userId: a.id, questionIds, tags: ["foodie", "curious", "creative"] },
      { userId: partner.userBId!, questionIds, tags: ["foodie", "curious", "creative"] },
    ]);
    const ideas = await list(a);
    const reward = ideas.ideas.find((idea) => idea.title === "Pasta night for two");
    expect(reward).toMatchObject({ kind: "reward", key: `reward-${inserted.id}` });
    expect(reward!.reason).toMatch(/^Because you both chose /);
    await t.db
      .updateTable("rewards")
      .set({ isActive: false })
      .where("id", "=", inserted.id)
      .execute();
  });

  it("offer a reward limited to a town only to couples of that town", async () => {
    const { a, b, coupleId } = await createCouple(t.db);
    const lyon = findCity("Lyon, France")!;
    const inserted = await t.db
      .insertInto("rewards")
      .values({
        title: "Bouchon dinner for two",
        description: "Cook pasta in a class.",
        pointsCost: 999_998,
        cityId: lyon.id,
        city: "Lyon, France",
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const questionIds = await someQuestionIds(t.db, 1);
    await insertPastSet(t.db, { coupleId }, "2020-03-02", questionIds, [
      { userId: a.id, questionIds, tags: ["foodie", "curious", "creative"] },
      { userId: b.id, questionIds, tags: ["foodie", "curious", "creative"] },
    ]);
    const offered = async () =>
      (await list(a)).ideas.some((idea) => idea.key === `reward-${inserted.id}`);
    await t.db
      .updateTable("users")
      .set({ location: "Porto, Portugal" })
      .where("id", "=", a.id)
      .execute();
    expect(await offered()).toBe(false);
    // The partner's town counts too.
    await t.db.updateTable("users").set({ location: "Lyon" }).where("id", "=", b.id).execute();
    expect(await offered()).toBe(true);
    await t.db
      .updateTable("rewards")
      .set({ isActive: false })
      .where("id", "=", inserted.id)
      .execute();
  });

  it("save for the couple: both partners see it, saving twice is fine, and un-saving works", async () => {
    const { a, b } = await createCouple(t.db);
    for (let i = 0; i < 2; i++) {
      const saved = await call(t.app, "POST", "/api/date-ideas/stargazing/save", { user: a });
      expect(saved.body).toEqual({ key: "stargazing", saved: true });
    }
    expect((await list(b)).ideas.find((idea) => idea.key === "stargazing")?.saved).toBe(true);
    await call(t.app, "POST", "/api/date-ideas/stargazing/unsave", { user: b });
    expect((await list(a)).ideas.find((idea) => idea.key === "stargazing")?.saved).toBeFalsy();
  });

  it("refuse an unknown idea (404) and someone who is not paired (409), saving nothing", async () => {
    const { a } = await createCouple(t.db);
    const unknown = await call<ApiError>(t.app, "POST", "/api/date-ideas/moon-landing/save", {
      user: a,
    });
    expect(unknown).toHaveStatus(404);
    expect(
      await call(t.app, "POST", "/api/date-ideas/reward-999999/save", { user: a }),
    ).toHaveStatus(404);
    const bad = await call<ApiError>(t.app, "POST", "/api/date-ideas/Not%20A%20Key/save", {
      user: a,
    });
    expect(bad).toHaveStatus(400);
    const single = await createUser(t.db);
    const notPaired = await call<ApiError>(t.app, "GET", "/api/date-ideas", { user: single });
    expect(notPaired).toHaveStatus(409);
    expect(notPaired.body).toMatchObject({
      reason: "NOT_PAIRED",
      message: "Pair with your partner to get date ideas.",
    });
    const rows = await t.db
      .selectFrom("savedDateIdeas")
      .selectAll()
      .where("savedById", "=", a.id)
      .execute();
    expect(rows).toEqual([]);
  });

  it("are in the account export, and go with an account that is deleted", async () => {
    const { a, b } = await createCouple(t.db);
    await call(t.app, "POST", "/api/reminders", { user: a, body: { enabled: true } });
    expect(await call(t.app, "POST", "/api/date-ideas/stargazing/save", { user: a })).toHaveStatus(
      200,
    );
    // "Download my data" has both.
    const exported = await call<AccountExport>(t.app, "GET", "/api/account/export", { user: a });
    expect(exported.body.data.reminders).toMatchObject({ enabled: true, minuteOfDay: 1200 });
    expect(exported.body.data.savedDateIdeas).toEqual([
      { ideaKey: "stargazing", createdAt: expect.any(String) },
    ]);
    const deleted = await call(t.app, "POST", "/api/account/delete", {
      user: a,
      body: { confirmation: "DELETE" },
    });
    expect(deleted).toHaveStatus(200);
    expect(await tablesNaming(t.db, a.id)).toEqual({});
    // The partner is no longer paired: no date ideas, nothing left to show.
    expect(await call(t.app, "GET", "/api/date-ideas", { user: b })).toHaveStatus(409);
  });
});
