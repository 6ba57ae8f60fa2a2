import type { ApiError, DatingPreferences, MatchingProfile } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, expectFieldError, type TestUser, useTestApp } from "../../../test/helpers.js";
import { shownIds, single } from "./test-support.js";

const t = useTestApp();

// Rare answers, so that our singles rank above other files' singles sharing the database.
const ANSWERS = [3, 3, 3, 3, 0];

const prefs = (user: TestUser, body: Record<string, unknown>) =>
  call<DatingPreferences>(t.app, "POST", "/api/matching/preferences", {
    user,
    body: {
      showMe: "everyone",
      ageMin: "18-22",
      ageMax: "43+",
      distance: "anywhere",
      ...body,
    },
  });

async function person(
  nickname: string,
  profile: Record<string, unknown>,
  preferences: Record<string, unknown> = {},
) {
  const user = await single(t, nickname, ANSWERS, profile);
  const res = await prefs(user, preferences);
  expect(res, JSON.stringify(res.body)).toHaveStatus(200);
  return user;
}

describe("dating preferences", () => {
  it("start open and unconfirmed, and are confirmed once saved", async () => {
    const user = await single(t, "Noa", ANSWERS, { city: "Lyon, France" });
    const before = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    expect(before.body.preferences).toEqual({
      showMe: "everyone",
      ageMin: 18,
      ageMax: 99,
      distance: "anywhere",
      distanceKm: null,
      confirmed: false,
    });
    const saved = await prefs(user, {
      showMe: "men",
      ageMin: "23-27",
      ageMax: "33-37",
      distance: "within",
      distanceKm: 50,
    });
    expect(saved).toHaveStatus(200);
    const after = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    // The bands as years (decision 271): from the first year of one to the last of the other.
    expect(after.body.preferences).toEqual({
      showMe: "men",
      ageMin: 23,
      ageMax: 37,
      distance: "within",
      distanceKm: 50,
      confirmed: true,
    });
    // The km of "within" is not kept for another rule.
    await prefs(user, { distance: "same-city", distanceKm: 50 });
    const again = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    expect(again.body.preferences).toMatchObject({ distance: "same-city", distanceKm: null });
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const user = await single(t, "Strict", ANSWERS, { city: "Lyon, France" });
    await prefs(user, { showMe: "women", ageMin: "23-27", ageMax: "28-32" });
    const cases: [Record<string, unknown>, string][] = [
      [{ ageMin: "33-37", ageMax: "23-27" }, "ageMax"],
      [{ showMe: "aliens" }, "showMe"],
      [{ ageMin: "12-17" }, "ageMin"],
      [{ distance: "within", distanceKm: 2 }, "distanceKm"],
      [{ distance: "within", distanceKm: 5000 }, "distanceKm"],
      [{ distance: "within", distanceKm: 12.5 }, "distanceKm"],
      [{ distance: "within" }, "distanceKm"],
      [{ distance: "next door" }, "distance"],
    ];
    for (const [body, field] of cases) {
      const res = await prefs(user, body);
      expect(res, JSON.stringify(body)).toHaveStatus(400);
      expectFieldError(res.body as unknown as ApiError, field);
    }
    const kept = await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user });
    expect(kept.body.preferences).toMatchObject({
      showMe: "women",
      ageMin: 23,
      ageMax: 32,
      distance: "anywhere",
    });

    // A distance needs a city that can be placed on the map.
    const nowhere = await single(t, "Nowhere", ANSWERS, { city: "Qwzxv" });
    const res = await prefs(nowhere, { distance: "same-city" });
    expect(res).toHaveStatus(400);
    expectFieldError(res.body as unknown as ApiError, "distance");
    const noCity = await single(t, "NoCity", ANSWERS, { city: null });
    expect(await prefs(noCity, { distance: "within", distanceKm: 10 })).toHaveStatus(400);

    // Without a dating profile there is nothing to set.
    const { createUser } = await import("../../../test/helpers.js");
    const stranger = await createUser(t.db);
    expect(await prefs(stranger, {})).toHaveStatus(409);
  });

  it("gender: each side's 'show me' must include the other", async () => {
    const city = { city: "Tromsø, Norway" };
    const near = { distance: "same-city" };
    const viewer = await person(
      "Wants men",
      { ...city, gender: "female" },
      {
        ...near,
        showMe: "men",
      },
    );
    const man = await person("Man", { ...city, gender: "male" });
    const manForMen = await person("Man for men", { ...city, gender: "male" }, { showMe: "men" });
    const woman = await person("Woman", { ...city, gender: "female" });
    const nonBinary = await person("Non-binary", { ...city, gender: "non-binary" });
    const all = [man, manForMen, woman, nonBinary];
    expect(await shownIds(t, viewer, all)).toEqual([man.id]);

    // A non-binary person is shown to those who chose everyone, and may choose any.
    const nbViewer = await person(
      "NB viewer",
      { ...city, gender: "non-binary" },
      {
        ...near,
        showMe: "women",
      },
    );
    const womanForAll = await person("Woman for all", { ...city, gender: "female" });
    const womanForMen = await person(
      "Woman for men",
      { ...city, gender: "female" },
      {
        showMe: "men",
      },
    );
    // Women who chose everyone, not the one who chose men, nor men or non-binary people.
    expect((await shownIds(t, nbViewer, [...all, womanForAll, womanForMen])).sort()).toEqual(
      [woman.id, womanForAll.id].sort(),
    );
    // The other way round: the man sees the woman who wants men, not the one who wants women.
    const womanForWomen = await person(
      "Woman for women",
      { ...city, gender: "female" },
      {
        showMe: "women",
      },
    );
    const shownToMan = await shownIds(t, man, [viewer, womanForWomen, nonBinary]);
    expect(shownToMan).toContain(viewer.id);
    expect(shownToMan).toContain(nonBinary.id);
    expect(shownToMan).not.toContain(womanForWomen.id);
  });

  it("age: the candidate's age in my range, mine in theirs (bands as their years)", async () => {
    const city = { city: "Bergen, Norway" };
    const viewer = await person(
      "Age viewer",
      { ...city, ageGroup: "28-32" },
      {
        distance: "same-city",
        ageMin: "23-27",
        ageMax: "28-32",
      },
    );
    const inRange = await person("In range", { ...city, ageGroup: "23-27" });
    const tooOld = await person("Too old", { ...city, ageGroup: "33-37" });
    const wantsYounger = await person(
      "Wants younger",
      { ...city, ageGroup: "28-32" },
      {
        ageMin: "18-22",
        ageMax: "23-27",
      },
    );
    const wantsViewer = await person(
      "Wants 28-32",
      { ...city, ageGroup: "28-32" },
      {
        ageMin: "28-32",
        ageMax: "28-32",
      },
    );
    const shown = await shownIds(t, viewer, [inRange, tooOld, wantsYounger, wantsViewer]);
    expect(shown.sort()).toEqual([inRange.id, wantsViewer.id].sort());
  });

  it("distance: same city, within N km of the city, anywhere; both ways", async () => {
    // Lyon; Villeurbanne (about 4 km from Lyon's centre); Saint-Étienne (about 50 km); Paris.
    const sameCity = await person(
      "Lyon same city",
      { city: "Lyon, France" },
      {
        distance: "same-city",
      },
    );
    const lyon = await person("Lyon", { city: "Lyon" });
    const villeurbanne = await person("Villeurbanne", { city: "Villeurbanne, France" });
    const stEtienne = await person("Saint-Étienne", { city: "Saint-Étienne, France" });
    const paris = await person("Paris", { city: "Paris, France" });
    const unplaced = await person("Unplaced", { city: "Qwzxv" });
    const all = [lyon, villeurbanne, stEtienne, paris, unplaced];
    expect(await shownIds(t, sameCity, all)).toEqual([lyon.id]);

    const within20 = await person(
      "Lyon within 20",
      { city: "Lyon, France" },
      {
        distance: "within",
        distanceKm: 20,
      },
    );
    expect((await shownIds(t, within20, all)).sort()).toEqual([lyon.id, villeurbanne.id].sort());
    const within80 = await person(
      "Lyon within 80",
      { city: "Lyon, France" },
      {
        distance: "within",
        distanceKm: 80,
      },
    );
    expect((await shownIds(t, within80, all)).sort()).toEqual(
      [lyon.id, villeurbanne.id, stEtienne.id].sort(),
    );

    // The candidate's own rule: a Parisian looking within 100 km is not shown in Lyon, even
    // to someone looking anywhere; one looking anywhere is.
    const parisNear = await person(
      "Paris near",
      { city: "Paris, France" },
      {
        distance: "within",
        distanceKm: 100,
      },
    );
    const anywhere = await person("Lyon anywhere", { city: "Lyon, France" });
    const shown = await shownIds(t, anywhere, [...all, parisNear]);
    expect(shown).toContain(paris.id);
    expect(shown).toContain(unplaced.id);
    expect(shown).not.toContain(parisNear.id);
    // Moving the profile to Paris moves where distances are measured from.
    const moved = await call(t.app, "POST", "/api/matching/profile", {
      user: anywhere,
      body: { nickname: "Now Paris", gender: "female", ageGroup: "28-32", city: "Paris, France" },
    });
    expect(moved).toHaveStatus(200);
    expect(await shownIds(t, anywhere, [parisNear])).toEqual([parisNear.id]);
  });
});

describe("profiles saved before cities were placed", () => {
  it("get their town from housekeeping", async () => {
    const { placeUnplacedProfiles } = await import("./preferences.js");
    const old = await single(t, "Old timer", ANSWERS, { city: "Bodø, Norway" });
    await t.db
      .updateTable("matchingProfiles")
      .set({ placeId: null, placeLatitude: null, placeLongitude: null })
      .where("userId", "=", old.id)
      .execute();
    expect(await placeUnplacedProfiles(t.db)).toBeGreaterThanOrEqual(1);
    const row = await t.db
      .selectFrom("matchingProfiles")
      .select(["placeId", "placeLatitude"])
      .where("userId", "=", old.id)
      .executeTakeFirstOrThrow();
    expect(row.placeId).toBeTypeOf("number");
    expect(row.placeLatitude).toBeCloseTo(67.28, 1);
  });
});
