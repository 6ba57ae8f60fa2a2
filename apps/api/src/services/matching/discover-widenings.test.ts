import type { ApiError, DiscoverCount, DiscoverWidening } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, type TestUser, useTestApp } from "../../../test/helpers.js";
import { pass, shownIds, single } from "./test-support.js";

const t = useTestApp();

// Sardinia's towns are this file's own: nobody else's singles live there.
const ANSWERS = [0, 3, 1, 2, 3];
const SASSARI = { city: "Sassari, Italy" };
const PORTO_TORRES = { city: "Porto Torres, Italy" }; // 17 km from Sassari
const ALGHERO = { city: "Alghero, Italy" }; // 27 km

const savePrefs = (user: TestUser, body: Record<string, unknown>) =>
  call(t.app, "POST", "/api/matching/preferences", { user, body });
const widenings = <T = DiscoverWidening[]>(user: TestUser) =>
  call<T>(t.app, "GET", "/api/matching/discover/widenings", { user });
const count = async (user: TestUser) =>
  (await call<DiscoverCount>(t.app, "GET", "/api/matching/discover/count", { user })).body.count;

const NARROW = {
  showMe: "men",
  ageMin: 28,
  ageMax: 32,
  distance: "within",
  distanceKm: 10,
} as const;

/** A viewer in Sassari with narrow preferences, and one man or woman each widening adds. */
async function narrowDeck() {
  // Each test starts with nobody in these towns (the tests before it made people there).
  await t.db
    .updateTable("matchingProfiles")
    .set({ pausedAt: new Date() })
    .where("city", "in", [SASSARI.city, PORTO_TORRES.city, ALGHERO.city])
    .execute();
  const viewer = await single(t, "Narrow", ANSWERS, { ...SASSARI, gender: "female" });
  expect(await savePrefs(viewer, NARROW)).toHaveStatus(200);
  const man = { gender: "male", ageGroup: "28-32" };
  const people = {
    older: await single(t, "Older", ANSWERS, { ...SASSARI, ...man, ageGroup: "33-37" }),
    portoTorres: await single(t, "Porto Torres", ANSWERS, { ...PORTO_TORRES, ...man }),
    alghero: await single(t, "Alghero", ANSWERS, { ...ALGHERO, ...man }),
    woman: await single(t, "Woman", ANSWERS, { ...SASSARI, gender: "female" }),
  };
  return { viewer, people, all: Object.values(people) };
}

describe("the empty deck's widenings", () => {
  it("offers the smallest change of each kind that adds someone, counted", async () => {
    const { viewer, all } = await narrowDeck();
    expect(await shownIds(t, viewer, all)).toEqual([]);
    expect(await count(viewer)).toBe(0);

    const res = await widenings(viewer);
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual([
      {
        widen: "age",
        preferences: { ...NARROW, ageMin: 23, ageMax: 37 },
        count: 1,
        more: false,
      },
      // Porto Torres is 17 km away: 25 km, the next step, adds him.
      {
        widen: "distance",
        preferences: { ...NARROW, distanceKm: 25 },
        count: 1,
        more: false,
      },
      { widen: "gender", preferences: { ...NARROW, showMe: "everyone" }, count: 1, more: false },
    ]);
  });

  it("counts exactly whom Discover shows once the change is saved", async () => {
    const { viewer, people, all } = await narrowDeck();
    const offered = async (kind: DiscoverWidening["widen"]) => {
      const found = (await widenings(viewer)).body.find((w) => w.widen === kind);
      expect(found, kind).toBeDefined();
      return found!;
    };

    const distance = await offered("distance");
    expect(await savePrefs(viewer, distance.preferences)).toHaveStatus(200);
    expect(await shownIds(t, viewer, all)).toEqual([people.portoTorres.id]);
    expect(await count(viewer)).toBe(distance.count);

    // Once he is answered, "more km" is the next step: Alghero at 27 km.
    expect(await pass(t, viewer, people.portoTorres)).toHaveStatus(200);
    const farther = await offered("distance");
    expect(farther.preferences).toMatchObject({ distance: "within", distanceKm: 50 });
    const gender = await offered("gender");
    expect(await savePrefs(viewer, gender.preferences)).toHaveStatus(200);
    expect(await shownIds(t, viewer, all)).toEqual([people.woman.id]);
    expect(await count(viewer)).toBe(gender.count);

    expect(await pass(t, viewer, people.woman)).toHaveStatus(200);
    const age = await offered("age");
    expect(await savePrefs(viewer, age.preferences)).toHaveStatus(200);
    expect(await shownIds(t, viewer, all)).toEqual([people.older.id]);
    expect(await count(viewer)).toBe(age.count);
  });

  it("leaves out what adds nobody, and offers nothing to someone who sees everyone", async () => {
    const { viewer, people } = await narrowDeck();
    for (const person of [people.older, people.alghero, people.woman]) {
      await call(t.app, "POST", "/api/matching/block", {
        user: viewer,
        body: { userId: person.id },
      });
    }
    expect((await widenings(viewer)).body.map((w) => w.widen)).toEqual(["distance"]);

    const open = await single(t, "Open", ANSWERS, SASSARI);
    expect((await widenings(open)).body).toEqual([]);
  });

  it("needs the discovery quiz first, in words", async () => {
    const noQuiz = await single(t, "No quiz", undefined, SASSARI);
    const res = await widenings<ApiError>(noQuiz);
    expect(res, JSON.stringify(res.body)).toHaveStatus(409);
    expect(res.body).toMatchObject({
      reason: "DISCOVERY_QUIZ_REQUIRED",
      message: "Take the discovery quiz first.",
    });
  });
});
