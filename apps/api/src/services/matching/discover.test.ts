import { RATE_LIMITS, type ApiError, type DiscoverCandidate } from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import {
  block,
  discover,
  like,
  pair,
  pass,
  setLastActive,
  shownIds,
  single,
  tagsFor,
} from "./test-support.js";

const t = useTestApp();

describe("GET /api/matching/discover", () => {
  it("orders by match score (Jaccard over the tags) before recency, with the common tags", async () => {
    const viewerAnswers = [2, 3, 1, 2, 3];
    const viewer = await single(t, "Viewer", viewerAnswers);
    const five = await single(t, "Five", viewerAnswers, { instagramHandle: "five_insta" });
    const three = await single(t, "Three", [2, 3, 1, 3, 0]);
    const one = await single(t, "One", [2, 0, 2, 3, 0]);
    // The weaker the match, the more recently active: score still comes first.
    await setLastActive(t, five, 300);
    await setLastActive(t, three, 200);
    await setLastActive(t, one, 100);

    // Other files' singles share this database and may fill the first page: pass on them
    // until ours have all been shown (the order holds from page to page).
    const ourIds = [five.id, three.id, one.id];
    const ours: DiscoverCandidate[] = [];
    const res = await discover(t, viewer);
    expect(res).toHaveStatus(200);
    for (let page = res; ours.length < ourIds.length; page = await discover(t, viewer)) {
      expect(page.body.length).toBeGreaterThan(0);
      for (const candidate of page.body) {
        if (ourIds.includes(candidate.id)) {
          if (!ours.some((c) => c.id === candidate.id)) ours.push(candidate);
        } else expect(await pass(t, viewer, candidate.id)).toHaveStatus(200);
      }
    }
    expect(ours.map((c) => c.id)).toEqual(ourIds);
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
      photos: [],
      answers: viewerTags,
      likesYou: false,
      likedMe: null,
    });
    // Social handles are for matches only.
    expect(ours[0]).not.toHaveProperty("instagramHandle");
    expect(ours[1]).toMatchObject({ matchScore: 43, commonTags: viewerTags.slice(0, 3).sort() });
    expect(ours[2]).toMatchObject({ matchScore: 11, commonTags: [viewerTags[0]] });
    // The whole list is in score order.
    const scores = res.body.map((c) => c.matchScore);
    expect(scores).toEqual([...scores].sort((x, y) => y - x));
  });

  // The tag sets are kept in the process between calls (discoveryTagSets in tag-sets.ts).
  it("shows someone in a tag set made after the viewer's last call, with its score", async () => {
    const answers = [3, 1, 0, 2, 3];
    const viewer = await single(t, "Viewer", answers);
    expect(await discover(t, viewer)).toHaveStatus(200);

    // A set no other file can have made: the viewer's five tags and one of its own.
    const newcomer = await single(t, "Newcomer");
    const tags = [...tagsFor(answers), `only_${newcomer.id}`].sort();
    const { id: tagSetId } = await t.db
      .insertInto("discoveryTagSets")
      .values({ tags })
      .returning("id")
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable("matchingProfiles")
      .set({ tagSetId })
      .where("userId", "=", newcomer.id)
      .execute();

    let found: DiscoverCandidate | undefined;
    for (let page = await discover(t, viewer); !found; page = await discover(t, viewer)) {
      expect(page).toHaveStatus(200);
      expect(page.body.length).toBeGreaterThan(0);
      found = page.body.find((c) => c.id === newcomer.id);
      if (!found) {
        for (const candidate of page.body) {
          expect(await pass(t, viewer, candidate.id)).toHaveStatus(200);
        }
      }
    }
    expect(found).toMatchObject({ matchScore: 83, commonTags: [...tagsFor(answers)].sort() });
  });

  it("shows the most recently active first among equal scores, and the profile image", async () => {
    const answers = [1, 3, 2, 0, 3];
    const viewer = await single(t, "Viewer", answers);
    const a = await single(t, "A", answers);
    const b = await single(t, "B", answers);
    const c = await single(t, "C", answers);
    await t.db
      .updateTable("users")
      .set({ profileImageUrl: "/images/b.jpg" })
      .where("id", "=", b.id)
      .execute();
    await setLastActive(t, a, 30);
    await setLastActive(t, b, 10);
    await setLastActive(t, c, 20);
    const res = await discover(t, viewer);
    const ours = res.body.filter((x) => [a.id, b.id, c.id].includes(x.id));
    expect(ours.map((x) => x.id)).toEqual([b.id, c.id, a.id]);
    expect(ours[0]!.profileImageUrl).toBe("/images/b.jpg");
  });

  it("leaves out oneself, liked, passed, paired, switched to couples, blocked (both ways) and tag-less singles", async () => {
    const answers = [3, 1, 0, 2, 1];
    const viewer = await single(t, "Viewer", answers);
    const visible = await single(t, "Visible", answers);
    const liked = await single(t, "Liked", answers);
    const passed = await single(t, "Passed", answers);
    const paired = await single(t, "Paired", answers);
    const partner = await createUser(t.db);
    const switched = await single(t, "Switched", answers);
    const blockedByViewer = await single(t, "BlockedByViewer", answers);
    const blockingViewer = await single(t, "BlockingViewer", answers);
    const noTags = await single(t, "NoTags");
    const everyone = [
      viewer,
      visible,
      liked,
      passed,
      paired,
      switched,
      blockedByViewer,
      blockingViewer,
      noTags,
    ];

    expect(await shownIds(t, viewer, everyone)).toHaveLength(everyone.length - 2); // all but self and noTags
    expect(await like(t, viewer, liked)).toHaveStatus(200);
    expect(await pass(t, viewer, passed)).toHaveStatus(200);
    await pair(t, paired, partner);
    const toCouples = await call(t.app, "POST", "/api/user/type", {
      user: switched,
      body: { userType: "couple" },
    });
    expect(toCouples).toHaveStatus(200);
    expect(await block(t, viewer, blockedByViewer)).toHaveStatus(200);
    expect(await block(t, blockingViewer, viewer)).toHaveStatus(200);

    expect(await shownIds(t, viewer, everyone)).toEqual([visible.id]);
    // The blocker is hidden from the blocked person too.
    expect(await shownIds(t, blockedByViewer, everyone)).not.toContain(viewer.id);
    expect(await shownIds(t, blockingViewer, everyone)).not.toContain(viewer.id);
  });

  it("returns at most 50 candidates", async () => {
    const viewer = await single(t, "Viewer", [0, 1, 2, 3, 0]);
    const res = await discover(t, viewer);
    expect(res).toHaveStatus(200);
    expect(res.body.length).toBeLessThanOrEqual(50);
  });

  it("is 409 without a profile or without the discovery quiz, and for a paired user", async () => {
    const noProfile = await createUser(t.db);
    expect((await discover(t, noProfile)).body).toEqual({
      message: "Set up your profile first.",
      code: "CONFLICT",
      reason: "PROFILE_REQUIRED",
    });
    const noTags = await single(t, "NoTags");
    const res = await discover(t, noTags);
    expect(res).toHaveStatus(409);
    expect(res.body).toEqual({
      message: "Take the discovery quiz first.",
      code: "CONFLICT",
      reason: "DISCOVERY_QUIZ_REQUIRED",
    });

    const paired = await single(t, "Paired", [0, 0, 1, 1, 2]);
    await pair(t, paired, await createUser(t.db));
    const pairedRes = await discover<ApiError>(t, paired);
    expect(pairedRes).toFailWith(409, "CONFLICT", "PAIRED_USERS_CANNOT_MATCH");
    expect(pairedRes.body.message).toMatch(/paired with a partner/);
  });

  it("marks the viewer active, at most once every 5 minutes", async () => {
    const viewer = await single(t, "Active", [1, 1, 1, 1, 1]);
    const lastActive = async () =>
      (
        await t.db
          .selectFrom("matchingProfiles")
          .select("lastActiveAt")
          .where("userId", "=", viewer.id)
          .executeTakeFirstOrThrow()
      ).lastActiveAt;
    await setLastActive(t, viewer, 60);
    await discover(t, viewer);
    expect(Date.now() - (await lastActive()).getTime()).toBeLessThan(60_000);

    await setLastActive(t, viewer, 2);
    const before = await lastActive();
    await discover(t, viewer);
    expect((await lastActive()).getTime()).toBe(before.getTime());
  });

  // The last-active update shares one statement with the rate limit and the viewer check.
  it("marks nobody active when it refuses the call: too often, paired, or before the quiz", async () => {
    const lastActive = async (user: { id: string }) =>
      (
        await t.db
          .selectFrom("matchingProfiles")
          .select("lastActiveAt")
          .where("userId", "=", user.id)
          .executeTakeFirstOrThrow()
      ).lastActiveAt.getTime();

    const busy = await single(t, "Busy", [1, 1, 1, 1, 1]);
    await setLastActive(t, busy, 60);
    const before = await lastActive(busy);
    await t.db
      .insertInto("rateLimits")
      .values({
        key: `discover:${busy.id}`,
        windowStart: new Date(),
        hits: RATE_LIMITS.discover.limit,
      })
      .execute();
    expect(await discover<ApiError>(t, busy)).toFailWith(429, "TOO_MANY_REQUESTS");
    expect(await lastActive(busy)).toBe(before);

    const noQuiz = await single(t, "NoQuiz");
    await setLastActive(t, noQuiz, 60);
    const noQuizBefore = await lastActive(noQuiz);
    expect(await discover(t, noQuiz)).toHaveStatus(409);
    expect(await lastActive(noQuiz)).toBe(noQuizBefore);

    const [one, other] = [
      await single(t, "One", [1, 1, 1, 1, 1]),
      await single(t, "Other", [1, 1, 1, 1, 1]),
    ];
    await pair(t, one, other);
    await setLastActive(t, one, 60);
    const pairedBefore = await lastActive(one);
    expect(await discover(t, one)).toHaveStatus(409);
    expect(await lastActive(one)).toBe(pairedBefore);
  });
});
