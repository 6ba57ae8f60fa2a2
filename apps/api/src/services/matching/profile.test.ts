import { randomUUID } from "node:crypto";
import { NAME_MAX_LENGTH, type ApiError, type MatchingProfile } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, expectFieldError, useTestApp } from "../../../test/helpers.js";
import { pair, profileBody, single, tagsFor } from "./test-support.js";

const t = useTestApp();

describe("signed out", () => {
  it.each([
    ["GET", "/api/matching/profile"],
    ["POST", "/api/matching/profile"],
    ["POST", "/api/matching/discovery-tags"],
    ["GET", "/api/matching/discover"],
    ["POST", "/api/matching/like"],
    ["POST", "/api/matching/pass"],
    ["GET", "/api/matching/matches"],
    ["POST", "/api/matching/unmatch"],
    ["POST", "/api/matching/block"],
    ["POST", "/api/matching/report"],
  ] as const)("%s %s is 401", async (method, url) => {
    const body = method === "POST" ? { userId: randomUUID(), toUserId: randomUUID() } : undefined;
    const res = await call(t.app, method, url, { body });
    expect(res).toHaveStatus(401);
    expect(res.body).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
  });
});

describe("matching profile", () => {
  it("is null before it is set up, then saved, trimmed and read back", async () => {
    // No birth date: the chosen group is kept (with one, it decides: birth-date.test.ts).
    const user = await createUser(t.db, { birthDate: null });
    const empty = await call(t.app, "GET", "/api/matching/profile", { user });
    expect(empty).toHaveStatus(200);
    expect(empty.body).toBeNull();

    const saved = await call(t.app, "POST", "/api/matching/profile", {
      user,
      body: {
        nickname: "  Robin ",
        gender: "non-binary",
        ageGroup: "23-27",
        city: " Porto ",
        bio: "",
        instagramHandle: "@robin.b_1",
        snapchatHandle: "",
        facebookHandle: null,
      },
    });
    expect(saved).toHaveStatus(200);
    const expected = {
      nickname: "Robin",
      gender: "non-binary",
      ageGroup: "23-27",
      city: "Porto",
      bio: null,
      instagramHandle: "robin.b_1",
      snapchatHandle: null,
      facebookHandle: null,
      discoveryTags: [],
      paused: false,
      // Everyone, any age, anywhere, until set (decision 120).
      preferences: {
        showMe: "everyone",
        ageMin: 18,
        ageMax: 99,
        distance: "anywhere",
        distanceKm: null,
        confirmed: false,
      },
    };
    expect(saved.body).toEqual(expected);
    expect((await call(t.app, "GET", "/api/matching/profile", { user })).body).toEqual(expected);
  });

  it("makes a user without a type a single, and keeps the tags when the profile is edited", async () => {
    const user = await single(t, "Kim", [1, 2, 3, 0, 1]);
    const row = await t.db
      .selectFrom("users")
      .select("userType")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.userType).toBe("single");

    const edited = await call<MatchingProfile>(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Kimberly", { city: "Braga" }),
    });
    expect(edited).toHaveStatus(200);
    expect(edited.body).toMatchObject({ nickname: "Kimberly", city: "Braga" });
    expect(edited.body.discoveryTags).toEqual([...tagsFor([1, 2, 3, 0, 1])].sort());
    const count = await t.db
      .selectFrom("matchingProfiles")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("userId", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("is 409 for a paired user", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    await pair(t, a, b);
    const res = await call(t.app, "POST", "/api/matching/profile", {
      user: a,
      body: profileBody("Paired"),
    });
    expect(res).toHaveStatus(409);
    expect(res.body).toEqual({
      message:
        "You're paired with a partner. End the relationship before creating a dating profile.",
      code: "CONFLICT",
      reason: "PAIRED_USERS_CANNOT_MATCH",
    });
    expect(
      await t.db
        .selectFrom("matchingProfiles")
        .select("userId")
        .where("userId", "=", a.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it.each([
    [{ nickname: undefined }, "nickname"],
    [{ nickname: "   " }, "nickname"],
    [{ nickname: "x".repeat(NAME_MAX_LENGTH + 1) }, "nickname"],
    [{ gender: undefined }, "gender"],
    [{ gender: "robot" }, "gender"],
    [{ ageGroup: "17" }, "ageGroup"],
    [{ ageGroup: undefined }, "ageGroup"],
    [{ city: "c".repeat(81) }, "city"],
    [{ bio: "b".repeat(501) }, "bio"],
    [{ instagramHandle: "not a handle" }, "instagramHandle"],
    [{ snapchatHandle: "s".repeat(31) }, "snapchatHandle"],
    [{ facebookHandle: "dash-ed" }, "facebookHandle"],
  ])("refuses %j with 400 naming %s", async (change, field) => {
    // Without a birth date, so that the age group is asked for.
    const user = await createUser(t.db, { birthDate: null });
    const res = await call<ApiError>(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Valid", change),
    });
    expect(res).toFailWith(400, "BAD_REQUEST");
    expectFieldError(res.body, field);
    expect(
      await t.db
        .selectFrom("matchingProfiles")
        .select("userId")
        .where("userId", "=", user.id)
        .executeTakeFirst(),
    ).toBeUndefined();
  });

  it("accepts the limits exactly", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/matching/profile", {
      user,
      // The nickname's limit is the first name's, in visible characters: 39 letters and an emoji.
      body: profileBody(`${"n".repeat(NAME_MAX_LENGTH - 1)}🌙`, {
        city: "c".repeat(80),
        bio: "b".repeat(500),
        snapchatHandle: "s".repeat(30),
      }),
    });
    expect(res).toHaveStatus(200);
  });
});
