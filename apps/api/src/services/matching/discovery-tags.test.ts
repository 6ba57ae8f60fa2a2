import { DISCOVERY_QUIZ, type ApiError, type MatchingProfile } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { single, tagsFor } from "./test-support.js";

const t = useTestApp();

describe("POST /api/matching/discovery-tags", () => {
  it("stores one shared, sorted tag set per distinct answer", async () => {
    const a = await single(t, "Ana");
    const b = await single(t, "Bea");
    const tags = tagsFor([2, 0, 3, 1, 2]);
    const resA = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user: a,
      body: { tags },
    });
    expect(resA).toHaveStatus(200);
    expect(resA.body).toEqual({ tags: [...tags].sort() });
    const resB = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user: b,
      body: { tags: [...tags].reverse() },
    });
    expect(resB.body).toEqual({ tags: [...tags].sort() });

    const rows = await t.db
      .selectFrom("matchingProfiles")
      .select("tagSetId")
      .where("userId", "in", [a.id, b.id])
      .execute();
    expect(rows[0]!.tagSetId).not.toBeNull();
    expect(rows[0]!.tagSetId).toBe(rows[1]!.tagSetId);
    expect(
      (await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user: a })).body
        .discoveryTags,
    ).toEqual([...tags].sort());

    // Answering again moves the profile to the new set.
    const retake = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user: a,
      body: { tags: tagsFor([3, 3, 3, 3, 3]) },
    });
    expect(retake).toHaveStatus(200);
    expect(
      (await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user: a })).body
        .discoveryTags,
    ).toEqual([...tagsFor([3, 3, 3, 3, 3])].sort());
  });

  it("is 409 without a profile", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user,
      body: { tags: tagsFor([0, 0, 0, 0, 0]) },
    });
    expect(res).toHaveStatus(409);
    expect(res.body).toEqual({
      message: "Set up your profile first.",
      code: "CONFLICT",
      reason: "PROFILE_REQUIRED",
    });
  });

  it.each([
    ["an unknown tag", [...tagsFor([0, 0, 0, 0, 0]).slice(0, 4), "skydiving"]],
    [
      "two answers to one question",
      [...tagsFor([0, 0, 0, 0, 0]), DISCOVERY_QUIZ[0].options[1].tag],
    ],
    ["a question left out", tagsFor([0, 0, 0, 0, 0]).slice(0, 4)],
    ["no tags", []],
    ["not a list", "homebody"],
  ])("refuses %s with 400 naming tags", async (_label, tags) => {
    const user = await single(t, "Quizzer");
    const res = await call<ApiError>(t.app, "POST", "/api/matching/discovery-tags", {
      user,
      body: { tags },
    });
    expect(res).toFailWith(400, "BAD_REQUEST");
    expect(Object.keys(res.body.fields ?? {}).some((f) => f.startsWith("tags"))).toBe(true);
    expect(
      (await call<MatchingProfile>(t.app, "GET", "/api/matching/profile", { user })).body
        .discoveryTags,
    ).toEqual([]);
  });
});
