import { randomUUID } from "node:crypto";
import type { ApiError } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { createUser, useTestApp } from "../../../test/helpers.js";
import {
  block,
  like,
  matches,
  matchRows,
  pair,
  pass,
  shownIds,
  single,
  tagsFor,
} from "./test-support.js";

const t = useTestApp();

describe("like, pass and matches", () => {
  it("a like is idempotent; a like back makes one match, shown to both with handles", async () => {
    const answers = [0, 2, 0, 2, 0];
    const a = await single(t, "Alice", answers, {
      instagramHandle: "alice.ig",
      snapchatHandle: "alice_sc",
    });
    const b = await single(t, "Bob", [0, 2, 0, 1, 1], { facebookHandle: "bob.fb" });

    const first = await like(t, a, b);
    expect(first).toHaveStatus(200);
    expect(first.body).toEqual({ isMatch: false, matchedUser: null });
    expect((await like(t, a, b)).body).toEqual({ isMatch: false, matchedUser: null });
    const likes = await t.db
      .selectFrom("likes")
      .selectAll()
      .where("fromUserId", "=", a.id)
      .where("toUserId", "=", b.id)
      .execute();
    expect(likes).toHaveLength(1);
    expect((await matches(t, a)).body).toEqual([]);

    const back = await like(t, b, a);
    expect(back.body).toMatchObject({ isMatch: true, matchedUser: { nickname: "Alice" } });
    // Liking again after the match answers the match again, and makes no second one.
    expect((await like(t, a, b)).body).toMatchObject({
      isMatch: true,
      matchedUser: { nickname: "Bob" },
    });
    expect(await matchRows(t, a, b)).toHaveLength(1);

    const seenByA = await matches(t, a);
    expect(seenByA).toHaveStatus(200);
    expect(seenByA.body).toHaveLength(1);
    expect(seenByA.body[0]).toEqual({
      matchId: expect.any(Number),
      userId: b.id,
      nickname: "Bob",
      profileImageUrl: null,
      ageGroup: "28-32",
      city: "Lisbon",
      bio: "Hi, I'm Bob",
      instagramHandle: null,
      snapchatHandle: null,
      facebookHandle: "bob.fb",
      commonTags: tagsFor(answers).slice(0, 3).sort(),
      matchedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      photos: [],
      answers: tagsFor([0, 2, 0, 1, 1]),
    });
    const seenByB = (await matches(t, b)).body;
    expect(seenByB).toHaveLength(1);
    expect(seenByB[0]).toMatchObject({
      userId: a.id,
      nickname: "Alice",
      instagramHandle: "alice.ig",
      snapchatHandle: "alice_sc",
    });
    expect(seenByB[0]!.matchId).toBe(seenByA.body[0]!.matchId);
  });

  it("two people liking each other at the same moment get exactly one match", async () => {
    for (let round = 0; round < 10; round++) {
      const a = await single(t, `A${round}`, [round % 4, 1, 2, 3, 0]);
      const b = await single(t, `B${round}`, [round % 4, 1, 2, 3, 1]);
      const [ab, ba] = await Promise.all([like(t, a, b), like(t, b, a)]);
      expect(ab).toHaveStatus(200);
      expect(ba).toHaveStatus(200);
      expect(ab.body.isMatch || ba.body.isMatch).toBe(true);
      expect(await matchRows(t, a, b)).toHaveLength(1);
      expect((await matches(t, a)).body.map((m) => m.userId)).toEqual([b.id]);
      expect((await matches(t, b)).body.map((m) => m.userId)).toEqual([a.id]);
    }
  });

  it("pass is idempotent and hides the person", async () => {
    const a = await single(t, "Passer", [2, 2, 2, 2, 2]);
    const b = await single(t, "Passed", [2, 2, 2, 2, 2]);
    expect((await pass(t, a, b)).body).toEqual({ ok: true });
    expect((await pass(t, a, b)).body).toEqual({ ok: true });
    const rows = await t.db
      .selectFrom("passes")
      .selectAll()
      .where("fromUserId", "=", a.id)
      .where("toUserId", "=", b.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await shownIds(t, a, [b])).toEqual([]);
  });

  it("like and pass are 404 for a paired user, an unknown id, oneself, someone without a profile and a blocked user", async () => {
    const me = await single(t, "Me", [3, 0, 3, 0, 3]);
    const paired = await single(t, "Paired", [3, 0, 3, 0, 3]);
    await pair(t, paired, await createUser(t.db));
    const noProfile = await createUser(t.db);
    const blocked = await single(t, "Blocked", [3, 0, 3, 0, 3]);
    const blocker = await single(t, "Blocker", [3, 0, 3, 0, 3]);
    await block(t, me, blocked);
    await block(t, blocker, me);
    for (const target of [paired, randomUUID(), me, noProfile, blocked, blocker]) {
      for (const act of [like, pass]) {
        const res = await act(t, me, target);
        expect(res).toHaveStatus(404);
        expect(res.body).toEqual({ message: "This profile is not available.", code: "NOT_FOUND" });
      }
    }
    // Blocking works both ways: the blocked people cannot like me either.
    expect(await like(t, blocked, me)).toHaveStatus(404);
    expect(await like(t, blocker, me)).toHaveStatus(404);
    const likes = await t.db
      .selectFrom("likes")
      .selectAll()
      .where("fromUserId", "=", me.id)
      .execute();
    expect(likes).toEqual([]);
  });

  it("like is 400 for a malformed id and 409 without a profile of one's own", async () => {
    const me = await single(t, "Me");
    const bad = await like<ApiError>(t, me, "not-a-uuid");
    expect(bad).toHaveStatus(400);
    expect(Object.keys(bad.body.fields ?? {})).toContain("toUserId");
    const target = await single(t, "Target", [0, 0, 0, 0, 0]);
    const noProfile = await createUser(t.db);
    expect(await like(t, noProfile, target)).toHaveStatus(409);
    expect(await pass(t, noProfile, target)).toHaveStatus(409);
  });
});
