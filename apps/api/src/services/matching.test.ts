import { randomUUID } from "node:crypto";
import { DISCOVERY_QUIZ } from "@tandem/api-contract";
import { sql } from "kysely";
import { describe, expect, it } from "vitest";
import {
  call,
  createUser,
  expectFieldError,
  useTestApp,
  type TestUser,
} from "../../test/helpers.js";

const t = useTestApp();

// The database is shared with other test files running at the same time: every test makes
// its own users, and discover results are filtered to them before order is asserted.

/** The discovery tags of one answer (option index 0-3) per question. */
const tagsFor = (answers: readonly number[]) =>
  DISCOVERY_QUIZ.map((q, i) => q.options[answers[i]!]!.tag);

const profileBody = (nickname: string, extra: Record<string, unknown> = {}) => ({
  nickname,
  gender: "female",
  ageGroup: "28-32",
  city: "Lisbon",
  bio: `Hi, I'm ${nickname}`,
  ...extra,
});

/** A signed-in single with a profile and, when `answers` is given, discovery tags. */
async function single(
  nickname: string,
  answers?: readonly number[],
  extra: Record<string, unknown> = {},
) {
  const user = await createUser(t.db);
  const profile = await call(t.app, "POST", "/api/matching/profile", {
    user,
    body: profileBody(nickname, extra),
  });
  expect(profile.status).toBe(200);
  if (answers) {
    const tags = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user,
      body: { tags: tagsFor(answers) },
    });
    expect(tags.status).toBe(200);
  }
  return user;
}

async function setLastActive(user: TestUser, minutesAgo: number) {
  await t.db
    .updateTable("matchingProfiles")
    .set({ lastActiveAt: new Date(Date.now() - minutesAgo * 60_000) })
    .where("userId", "=", user.id)
    .execute();
}

async function pair(a: TestUser, b: TestUser) {
  const { code } = (await call(t.app, "POST", "/api/pair/generate", { user: a })).body;
  expect((await call(t.app, "POST", "/api/pair/use", { user: b, body: { code } })).status).toBe(
    200,
  );
}

const discover = (user: TestUser) => call(t.app, "GET", "/api/matching/discover", { user });
const like = (user: TestUser, to: TestUser | string) =>
  call(t.app, "POST", "/api/matching/like", {
    user,
    body: { toUserId: typeof to === "string" ? to : to.id },
  });
const pass = (user: TestUser, to: TestUser | string) =>
  call(t.app, "POST", "/api/matching/pass", {
    user,
    body: { toUserId: typeof to === "string" ? to : to.id },
  });
const matches = (user: TestUser) => call(t.app, "GET", "/api/matching/matches", { user });
const block = (user: TestUser, other: TestUser | string) =>
  call(t.app, "POST", "/api/matching/block", {
    user,
    body: { userId: typeof other === "string" ? other : other.id },
  });

/** The ids discover shows `viewer`, restricted to `among` (other files' singles are ignored). */
async function shownIds(viewer: TestUser, among: TestUser[]) {
  const res = await discover(viewer);
  expect(res.status).toBe(200);
  const ours = new Set(among.map((u) => u.id));
  return (res.body as { id: string }[]).map((c) => c.id).filter((id) => ours.has(id));
}

async function matchRows(a: TestUser, b: TestUser) {
  const [userAId, userBId] = a.id < b.id ? [a.id, b.id] : [b.id, a.id];
  return t.db
    .selectFrom("matches")
    .selectAll()
    .where("userAId", "=", userAId)
    .where("userBId", "=", userBId)
    .execute();
}

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
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: "Unauthorized", code: "UNAUTHORIZED" });
  });
});

describe("matching profile", () => {
  it("is null before it is set up, then saved, trimmed and read back", async () => {
    const user = await createUser(t.db);
    const empty = await call(t.app, "GET", "/api/matching/profile", { user });
    expect(empty.status).toBe(200);
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
    expect(saved.status).toBe(200);
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
    };
    expect(saved.body).toEqual(expected);
    expect((await call(t.app, "GET", "/api/matching/profile", { user })).body).toEqual(expected);
  });

  it("makes a user without a type a single, and keeps the tags when the profile is edited", async () => {
    const user = await single("Kim", [1, 2, 3, 0, 1]);
    const row = await t.db
      .selectFrom("users")
      .select("userType")
      .where("id", "=", user.id)
      .executeTakeFirstOrThrow();
    expect(row.userType).toBe("single");

    const edited = await call(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Kimberly", { city: "Braga" }),
    });
    expect(edited.status).toBe(200);
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
    await pair(a, b);
    const res = await call(t.app, "POST", "/api/matching/profile", {
      user: a,
      body: profileBody("Paired"),
    });
    expect(res.status).toBe(409);
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
    [{ nickname: "x".repeat(31) }, "nickname"],
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
    const user = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/matching/profile", {
      user,
      body: profileBody("Valid", change),
    });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
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
      body: profileBody("n".repeat(30), {
        city: "c".repeat(80),
        bio: "b".repeat(500),
        snapchatHandle: "s".repeat(30),
      }),
    });
    expect(res.status).toBe(200);
  });
});

describe("POST /api/matching/discovery-tags", () => {
  it("stores one shared, sorted tag set per distinct answer", async () => {
    const a = await single("Ana");
    const b = await single("Bea");
    const tags = tagsFor([2, 0, 3, 1, 2]);
    const resA = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user: a,
      body: { tags },
    });
    expect(resA.status).toBe(200);
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
      (await call(t.app, "GET", "/api/matching/profile", { user: a })).body.discoveryTags,
    ).toEqual([...tags].sort());

    // Answering again moves the profile to the new set.
    const retake = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user: a,
      body: { tags: tagsFor([3, 3, 3, 3, 3]) },
    });
    expect(retake.status).toBe(200);
    expect(
      (await call(t.app, "GET", "/api/matching/profile", { user: a })).body.discoveryTags,
    ).toEqual([...tagsFor([3, 3, 3, 3, 3])].sort());
  });

  it("is 409 without a profile", async () => {
    const user = await createUser(t.db);
    const res = await call(t.app, "POST", "/api/matching/discovery-tags", {
      user,
      body: { tags: tagsFor([0, 0, 0, 0, 0]) },
    });
    expect(res.status).toBe(409);
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
    const user = await single("Quizzer");
    const res = await call(t.app, "POST", "/api/matching/discovery-tags", { user, body: { tags } });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
    expect(Object.keys(res.body.fields).some((f) => f.startsWith("tags"))).toBe(true);
    expect(
      (await call(t.app, "GET", "/api/matching/profile", { user })).body.discoveryTags,
    ).toEqual([]);
  });
});

describe("GET /api/matching/discover", () => {
  it("orders by match score (Jaccard over the tags) before recency, with the common tags", async () => {
    const viewerAnswers = [2, 3, 1, 2, 3];
    const viewer = await single("Viewer", viewerAnswers);
    const five = await single("Five", viewerAnswers, { instagramHandle: "five_insta" });
    const three = await single("Three", [2, 3, 1, 3, 0]);
    const one = await single("One", [2, 0, 2, 3, 0]);
    // The weaker the match, the more recently active: score still comes first.
    await setLastActive(five, 300);
    await setLastActive(three, 200);
    await setLastActive(one, 100);

    const res = await discover(viewer);
    expect(res.status).toBe(200);
    const ours = (res.body as { id: string }[]).filter((c) =>
      [five.id, three.id, one.id].includes(c.id),
    );
    expect(ours.map((c) => c.id)).toEqual([five.id, three.id, one.id]);
    const viewerTags = tagsFor(viewerAnswers);
    expect(ours[0]).toEqual({
      id: five.id,
      nickname: "Five",
      profileImageUrl: null,
      ageGroup: "28-32",
      city: "Lisbon",
      bio: "Hi, I'm Five",
      matchScore: 100,
      commonTags: [...viewerTags].sort(),
    });
    // Social handles are for matches only.
    expect(ours[0]).not.toHaveProperty("instagramHandle");
    expect(ours[1]).toMatchObject({ matchScore: 43, commonTags: viewerTags.slice(0, 3).sort() });
    expect(ours[2]).toMatchObject({ matchScore: 11, commonTags: [viewerTags[0]] });
    // The whole list is in score order.
    const scores = (res.body as { matchScore: number }[]).map((c) => c.matchScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  it("shows the most recently active first among equal scores, and the profile image", async () => {
    const answers = [1, 3, 2, 0, 3];
    const viewer = await single("Viewer", answers);
    const a = await single("A", answers);
    const b = await single("B", answers);
    const c = await single("C", answers);
    await t.db
      .updateTable("users")
      .set({ profileImageUrl: "/images/b.jpg" })
      .where("id", "=", b.id)
      .execute();
    await setLastActive(a, 30);
    await setLastActive(b, 10);
    await setLastActive(c, 20);
    const res = await discover(viewer);
    const ours = (res.body as { id: string; profileImageUrl: string | null }[]).filter((x) =>
      [a.id, b.id, c.id].includes(x.id),
    );
    expect(ours.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(ours[0]!.profileImageUrl).toBe("/images/b.jpg");
  });

  it("leaves out oneself, liked, passed, paired, blocked (both ways) and tag-less singles", async () => {
    const answers = [3, 1, 0, 2, 1];
    const viewer = await single("Viewer", answers);
    const visible = await single("Visible", answers);
    const liked = await single("Liked", answers);
    const passed = await single("Passed", answers);
    const paired = await single("Paired", answers);
    const partner = await createUser(t.db);
    const blockedByViewer = await single("BlockedByViewer", answers);
    const blockingViewer = await single("BlockingViewer", answers);
    const noTags = await single("NoTags");
    const everyone = [
      viewer,
      visible,
      liked,
      passed,
      paired,
      blockedByViewer,
      blockingViewer,
      noTags,
    ];

    expect(await shownIds(viewer, everyone)).toHaveLength(everyone.length - 2); // all but self and noTags
    expect((await like(viewer, liked)).status).toBe(200);
    expect((await pass(viewer, passed)).status).toBe(200);
    await pair(paired, partner);
    expect((await block(viewer, blockedByViewer)).status).toBe(200);
    expect((await block(blockingViewer, viewer)).status).toBe(200);

    expect(await shownIds(viewer, everyone)).toEqual([visible.id]);
    // The blocker is hidden from the blocked person too.
    expect(await shownIds(blockedByViewer, everyone)).not.toContain(viewer.id);
    expect(await shownIds(blockingViewer, everyone)).not.toContain(viewer.id);
  });

  it("returns at most 50 candidates", async () => {
    const viewer = await single("Viewer", [0, 1, 2, 3, 0]);
    const res = await discover(viewer);
    expect(res.status).toBe(200);
    expect(res.body.length).toBeLessThanOrEqual(50);
  });

  it("is 409 without a profile or without the discovery quiz, and for a paired user", async () => {
    const noProfile = await createUser(t.db);
    expect((await discover(noProfile)).body).toEqual({
      message: "Set up your profile first.",
      code: "CONFLICT",
      reason: "PROFILE_REQUIRED",
    });
    const noTags = await single("NoTags");
    const res = await discover(noTags);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      message: "Take the discovery quiz first.",
      code: "CONFLICT",
      reason: "DISCOVERY_QUIZ_REQUIRED",
    });

    const paired = await single("Paired", [0, 0, 1, 1, 2]);
    await pair(paired, await createUser(t.db));
    const pairedRes = await discover(paired);
    expect(pairedRes.status).toBe(409);
    expect(pairedRes.body.message).toMatch(/paired with a partner/);
    expect(pairedRes.body.reason).toBe("PAIRED_USERS_CANNOT_MATCH");
  });

  it("marks the viewer active, at most once every 5 minutes", async () => {
    const viewer = await single("Active", [1, 1, 1, 1, 1]);
    const lastActive = async () =>
      (
        await t.db
          .selectFrom("matchingProfiles")
          .select("lastActiveAt")
          .where("userId", "=", viewer.id)
          .executeTakeFirstOrThrow()
      ).lastActiveAt;
    await setLastActive(viewer, 60);
    await discover(viewer);
    expect(Date.now() - (await lastActive()).getTime()).toBeLessThan(60_000);

    await setLastActive(viewer, 2);
    const before = await lastActive();
    await discover(viewer);
    expect((await lastActive()).getTime()).toBe(before.getTime());
  });
});

describe("like, pass and matches", () => {
  it("a like is idempotent; a like back makes one match, shown to both with handles", async () => {
    const answers = [0, 2, 0, 2, 0];
    const a = await single("Alice", answers, {
      instagramHandle: "alice.ig",
      snapchatHandle: "alice_sc",
    });
    const b = await single("Bob", [0, 2, 0, 1, 1], { facebookHandle: "bob.fb" });

    const first = await like(a, b);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ isMatch: false, matchedUser: null });
    expect((await like(a, b)).body).toEqual({ isMatch: false, matchedUser: null });
    const likes = await t.db
      .selectFrom("likes")
      .selectAll()
      .where("fromUserId", "=", a.id)
      .where("toUserId", "=", b.id)
      .execute();
    expect(likes).toHaveLength(1);
    expect((await matches(a)).body).toEqual([]);

    const back = await like(b, a);
    expect(back.body).toEqual({ isMatch: true, matchedUser: { nickname: "Alice" } });
    // Liking again after the match answers the match again, and makes no second one.
    expect((await like(a, b)).body).toEqual({ isMatch: true, matchedUser: { nickname: "Bob" } });
    expect(await matchRows(a, b)).toHaveLength(1);

    const seenByA = await matches(a);
    expect(seenByA.status).toBe(200);
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
    });
    const seenByB = (await matches(b)).body;
    expect(seenByB).toHaveLength(1);
    expect(seenByB[0]).toMatchObject({
      userId: a.id,
      nickname: "Alice",
      instagramHandle: "alice.ig",
      snapchatHandle: "alice_sc",
    });
    expect(seenByB[0].matchId).toBe(seenByA.body[0].matchId);
  });

  it("lists matches newest first", async () => {
    const me = await single("Me", [1, 0, 1, 0, 1]);
    const older = await single("Older", [1, 0, 1, 0, 1]);
    const newer = await single("Newer", [1, 0, 1, 0, 1]);
    for (const other of [older, newer]) {
      await like(me, other);
      expect((await like(other, me)).body.isMatch).toBe(true);
    }
    const [userAId, userBId] = me.id < older.id ? [me.id, older.id] : [older.id, me.id];
    await t.db
      .updateTable("matches")
      .set({ createdAt: sql<Date>`now() - interval '1 day'` })
      .where("userAId", "=", userAId)
      .where("userBId", "=", userBId)
      .execute();
    expect((await matches(me)).body.map((m: { nickname: string }) => m.nickname)).toEqual([
      "Newer",
      "Older",
    ]);
  });

  it("two people liking each other at the same moment get exactly one match", async () => {
    for (let round = 0; round < 10; round++) {
      const a = await single(`A${round}`, [round % 4, 1, 2, 3, 0]);
      const b = await single(`B${round}`, [round % 4, 1, 2, 3, 1]);
      const [ab, ba] = await Promise.all([like(a, b), like(b, a)]);
      expect(ab.status).toBe(200);
      expect(ba.status).toBe(200);
      expect(ab.body.isMatch || ba.body.isMatch).toBe(true);
      expect(await matchRows(a, b)).toHaveLength(1);
      expect((await matches(a)).body.map((m: { userId: string }) => m.userId)).toEqual([b.id]);
      expect((await matches(b)).body.map((m: { userId: string }) => m.userId)).toEqual([a.id]);
    }
  });

  it("pass is idempotent and hides the person", async () => {
    const a = await single("Passer", [2, 2, 2, 2, 2]);
    const b = await single("Passed", [2, 2, 2, 2, 2]);
    expect((await pass(a, b)).body).toEqual({ ok: true });
    expect((await pass(a, b)).body).toEqual({ ok: true });
    const rows = await t.db
      .selectFrom("passes")
      .selectAll()
      .where("fromUserId", "=", a.id)
      .where("toUserId", "=", b.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await shownIds(a, [b])).toEqual([]);
  });

  it("like and pass are 404 for a paired user, an unknown id, oneself, someone without a profile and a blocked user", async () => {
    const me = await single("Me", [3, 0, 3, 0, 3]);
    const paired = await single("Paired", [3, 0, 3, 0, 3]);
    await pair(paired, await createUser(t.db));
    const noProfile = await createUser(t.db);
    const blocked = await single("Blocked", [3, 0, 3, 0, 3]);
    const blocker = await single("Blocker", [3, 0, 3, 0, 3]);
    await block(me, blocked);
    await block(blocker, me);
    for (const target of [paired, randomUUID(), me, noProfile, blocked, blocker]) {
      for (const act of [like, pass]) {
        const res = await act(me, target);
        expect(res.status).toBe(404);
        expect(res.body).toEqual({ message: "This profile is not available.", code: "NOT_FOUND" });
      }
    }
    // Blocking works both ways: the blocked people cannot like me either.
    expect((await like(blocked, me)).status).toBe(404);
    expect((await like(blocker, me)).status).toBe(404);
    const likes = await t.db
      .selectFrom("likes")
      .selectAll()
      .where("fromUserId", "=", me.id)
      .execute();
    expect(likes).toEqual([]);
  });

  it("like is 400 for a malformed id and 409 without a profile of one's own", async () => {
    const me = await single("Me");
    const bad = await like(me, "not-a-uuid");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toContain("toUserId");
    const target = await single("Target", [0, 0, 0, 0, 0]);
    const noProfile = await createUser(t.db);
    expect((await like(noProfile, target)).status).toBe(409);
    expect((await pass(noProfile, target)).status).toBe(409);
  });
});

describe("unmatch, block and report", () => {
  async function matched() {
    const a = await single("Ann", [1, 2, 1, 2, 1]);
    const b = await single("Ben", [1, 2, 1, 2, 1]);
    await like(a, b);
    expect((await like(b, a)).body.isMatch).toBe(true);
    return { a, b };
  }

  it("unmatch ends the match for both; liking again does not revive it", async () => {
    const { a, b } = await matched();
    const res = await call(t.app, "POST", "/api/matching/unmatch", {
      user: b,
      body: { userId: a.id },
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ok: true });
    expect((await matches(a)).body).toEqual([]);
    expect((await matches(b)).body).toEqual([]);
    const [row] = await matchRows(a, b);
    expect(row!.endedAt).not.toBeNull();

    expect((await like(a, b)).body).toEqual({ isMatch: false, matchedUser: null });
    expect(await matchRows(a, b)).toHaveLength(1);
    expect((await matches(a)).body).toEqual([]);
  });

  it("unmatch is 404 without an active match", async () => {
    const { a, b } = await matched();
    const stranger = await single("Stranger", [0, 0, 0, 0, 1]);
    const none = await call(t.app, "POST", "/api/matching/unmatch", {
      user: a,
      body: { userId: stranger.id },
    });
    expect(none.status).toBe(404);
    expect(none.body.code).toBe("NOT_FOUND");
    expect(
      (await call(t.app, "POST", "/api/matching/unmatch", { user: a, body: { userId: b.id } }))
        .status,
    ).toBe(200);
    expect(
      (await call(t.app, "POST", "/api/matching/unmatch", { user: a, body: { userId: b.id } }))
        .status,
    ).toBe(404);
  });

  it("block ends the match, is idempotent, and stops likes both ways", async () => {
    const { a, b } = await matched();
    expect((await block(a, b)).body).toEqual({ ok: true });
    expect((await block(a, b)).status).toBe(200);
    const blocks = await t.db
      .selectFrom("blocks")
      .selectAll()
      .where("blockerId", "=", a.id)
      .where("blockedId", "=", b.id)
      .execute();
    expect(blocks).toHaveLength(1);
    expect((await matches(a)).body).toEqual([]);
    expect((await matches(b)).body).toEqual([]);
    expect((await like(b, a)).status).toBe(404);
    expect((await like(a, b)).status).toBe(404);
  });

  it("block is 400 for oneself and 404 for an unknown user", async () => {
    const me = await createUser(t.db);
    const self = await block(me, me);
    expect(self.status).toBe(400);
    expect(self.body).toMatchObject({
      code: "BAD_REQUEST",
      fields: { userId: "You cannot block yourself." },
    });
    const unknown = await block(me, randomUUID());
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe("NOT_FOUND");
  });

  it("report stores the reason and details", async () => {
    const me = await createUser(t.db);
    const other = await single("Rude", [0, 3, 0, 3, 0]);
    const res = await call(t.app, "POST", "/api/matching/report", {
      user: me,
      body: { userId: other.id, reason: "harassment", details: "  Sent rude messages  " },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ ok: true });
    const rows = await t.db
      .selectFrom("reports")
      .selectAll()
      .where("reporterId", "=", me.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reportedId: other.id,
      reason: "harassment",
      details: "Sent rude messages",
    });

    const noDetails = await call(t.app, "POST", "/api/matching/report", {
      user: me,
      body: { userId: other.id, reason: "spam" },
    });
    expect(noDetails.status).toBe(201);
  });

  it("report is 400 for oneself or an unknown reason, and 404 for an unknown user", async () => {
    const me = await createUser(t.db);
    const other = await createUser(t.db);
    const report = (body: Record<string, unknown>) =>
      call(t.app, "POST", "/api/matching/report", { user: me, body });
    const self = await report({ userId: me.id, reason: "spam" });
    expect(self.status).toBe(400);
    expect(self.body.fields).toEqual({ userId: "You cannot report yourself." });
    const reason = await report({ userId: other.id, reason: "boring" });
    expect(reason.status).toBe(400);
    expect(Object.keys(reason.body.fields)).toContain("reason");
    const details = await report({ userId: other.id, reason: "other", details: "d".repeat(1001) });
    expect(details.status).toBe(400);
    expect(Object.keys(details.body.fields)).toContain("details");
    const unknown = await report({ userId: randomUUID(), reason: "spam" });
    expect(unknown.status).toBe(404);
    expect(
      await t.db.selectFrom("reports").selectAll().where("reporterId", "=", me.id).execute(),
    ).toEqual([]);
  });
});
