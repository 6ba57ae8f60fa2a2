import {
  discoveryAnswer,
  type ApiError,
  type LikeResult,
  type Liker,
  type LikesWaiting,
  type Photo,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp, type TestUser } from "../../../test/helpers.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";
import { block, discover, like, matches, pair, pass, single, tagsFor } from "./test-support.js";

const t = useTestApp();

const likesWaiting = (user: TestUser) =>
  call<LikesWaiting>(t.app, "GET", "/api/matching/likes-waiting", { user });
const likesYou = <T = Liker[]>(user: TestUser) =>
  call<T>(t.app, "GET", "/api/matching/likes", { user });
const likeWith = (user: TestUser, body: Record<string, unknown>) =>
  call<LikeResult>(t.app, "POST", "/api/matching/like", { user, body });

// The liked person keeps to a town of this file's own, so their lists hold our likers only.
const TOWN = { city: "Hobart, Australia" };
const sameTown = (user: TestUser) =>
  call(t.app, "POST", "/api/matching/preferences", {
    user,
    body: { showMe: "everyone", ageMin: "18-22", ageMax: "43+", distance: "same-city" },
  });

describe("likes waiting", () => {
  it("counts the people who liked you and wait for an answer, and never says who", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const [one, two, three] = await Promise.all(
      ["One", "Two", "Three"].map((name) => single(t, name, [1, 1, 1, 1, 1])),
    );
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
    for (const liker of [one!, two!, three!]) await like(t, liker, me);

    const res = await likesWaiting(me);
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ count: 3 });
  });

  it("drops a like once answered: liked back (a match) or passed", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const liked = await single(t, "Liked", [1, 1, 1, 1, 1]);
    const passed = await single(t, "Passed", [1, 1, 1, 1, 1]);
    const waiting = await single(t, "Waiting", [1, 1, 1, 1, 1]);
    for (const liker of [liked, passed, waiting]) await like(t, liker, me);
    await like(t, me, liked);
    await pass(t, me, passed);
    expect((await likesWaiting(me)).body).toEqual({ count: 1 });
  });

  it("leaves out blocked people (either way) and likers who paired since", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const blockedByMe = await single(t, "Blocked", [1, 1, 1, 1, 1]);
    const blocker = await single(t, "Blocker", [1, 1, 1, 1, 1]);
    const pairedSince = await single(t, "Paired", [1, 1, 1, 1, 1]);
    for (const liker of [blockedByMe, blocker, pairedSince]) await like(t, liker, me);
    expect((await likesWaiting(me)).body).toEqual({ count: 3 });

    await block(t, me, blockedByMe);
    await block(t, blocker, me);
    const partner = await single(t, "Partner");
    await pair(t, pairedSince, partner);
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
  });

  it("leaves out a suspended liker, whom Discover does not show either", async () => {
    const me = await single(t, "Me", [0, 0, 0, 0, 0]);
    const liker = await single(t, "Liker", [1, 1, 1, 1, 1]);
    await like(t, liker, me);
    expect((await likesWaiting(me)).body).toEqual({ count: 1 });
    await t.db
      .updateTable("users")
      .set({ suspendedAt: new Date() })
      .where("id", "=", liker.id)
      .execute();
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
  });

  it("is zero for someone with no dating profile, and 401 when signed out", async () => {
    const me = await single(t, "Me");
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
    const signedOut = await call(t.app, "GET", "/api/matching/likes-waiting");
    expect(signedOut).toHaveStatus(401);
  });
});

describe("Likes you", () => {
  it("lists each liker newest first, with what the like was on and its note", async () => {
    const me = await single(t, "Mia", [0, 1, 2, 3, 0], TOWN);
    expect(await sameTown(me)).toHaveStatus(200);
    const upload = await uploadPhoto(t, me, await solidJpeg(300, 400, { r: 200, g: 40, b: 90 }));
    expect(upload).toHaveStatus(201);
    const [myPhoto] = upload.json<Photo[]>();
    const [byAnswer, byPhoto, plain] = await Promise.all(
      ["Ana", "Pia", "Lou"].map((name) => single(t, name, [1, 1, 1, 1, 1], TOWN)),
    );
    const myAnswer = tagsFor([0, 1, 2, 3, 0])[2]!;
    expect(
      await likeWith(byAnswer!, { toUserId: me.id, answer: myAnswer, note: "Same here!" }),
    ).toHaveStatus(200);
    expect(
      await likeWith(byPhoto!, { toUserId: me.id, photoId: myPhoto!.id, note: "Where is this?" }),
    ).toHaveStatus(200);
    expect(await like(t, plain!, me)).toHaveStatus(200);

    const res = await likesYou(me);
    expect(res).toHaveStatus(200);
    expect(res.body.map((liker) => liker.nickname)).toEqual(["Lou", "Pia", "Ana"]);
    const [lou, pia, ana] = res.body;
    expect(ana!.like).toMatchObject({ answer: myAnswer, photoId: null, note: "Same here!" });
    expect(discoveryAnswer(ana!.like.answer!)).toBeDefined();
    expect(pia!.like).toMatchObject({
      answer: null,
      photoId: myPhoto!.id,
      photoThumbUrl: `/api/photos/${myPhoto!.id}/small`,
      note: "Where is this?",
    });
    expect(lou!.like).toMatchObject({ answer: null, photoId: null, note: null });
    expect(lou).toMatchObject({ id: plain!.id, ageGroup: "28-32", city: TOWN.city });
    expect(lou!.answers).toEqual(tagsFor([1, 1, 1, 1, 1]));
    expect((await likesWaiting(me)).body).toEqual({ count: 3 });
  });

  it("shows only likers Discover may show: not paused, within both people's preferences", async () => {
    const me = await single(t, "Mo", [0, 0, 1, 1, 2], { ...TOWN, gender: "male" });
    expect(await sameTown(me)).toHaveStatus(200);
    const paused = await single(t, "Paused", [1, 1, 1, 1, 1], TOWN);
    const wantsWomen = await single(t, "Wants women", [1, 1, 1, 1, 1], TOWN);
    const shown = await single(t, "Shown", [1, 1, 1, 1, 1], TOWN);
    for (const liker of [paused, wantsWomen, shown]) await like(t, liker, me);
    await call(t.app, "POST", "/api/matching/pause", { user: paused, body: { paused: true } });
    await call(t.app, "POST", "/api/matching/preferences", {
      user: wantsWomen,
      body: { showMe: "women", ageMin: "18-22", ageMax: "43+", distance: "anywhere" },
    });
    expect((await likesYou(me)).body.map((liker) => liker.id)).toEqual([shown.id]);
    expect((await likesWaiting(me)).body).toEqual({ count: 1 });
    // The same people Discover shows first for a like: a plain like is marked on the card.
    const card = (await discover(t, me)).body.find((c) => c.id === shown.id);
    expect(card).toMatchObject({ likesYou: true, likedMe: null });
  });

  it("likes back into a match from the list, and a pass takes the like off it", async () => {
    const me = await single(t, "Noor", [2, 2, 2, 2, 2], TOWN);
    expect(await sameTown(me)).toHaveStatus(200);
    const keen = await single(t, "Keen", [1, 1, 1, 1, 1], TOWN);
    const other = await single(t, "Other", [1, 1, 1, 1, 1], TOWN);
    await likeWith(keen, { toUserId: me.id, note: "Coffee?" });
    await like(t, other, me);

    const back = await like(t, me, keen);
    expect(back.body).toEqual({
      isMatch: true,
      matchedUser: { nickname: "Keen", matchId: expect.any(Number), photoUrl: null },
    });
    expect((await matches(t, me)).body.map((m) => m.userId)).toEqual([keen.id]);
    expect(await pass(t, me, other)).toHaveStatus(200);
    expect((await likesYou(me)).body).toEqual([]);
    expect((await likesWaiting(me)).body).toEqual({ count: 0 });
  });

  it("answers a like back or pass on someone no longer there with a 404 in words", async () => {
    const me = await single(t, "Ida", [3, 3, 2, 2, 1], TOWN);
    const gone = await single(t, "Gone", [1, 1, 1, 1, 1], TOWN);
    await like(t, gone, me);
    await block(t, gone, me);
    for (const answer of [like<ApiError>(t, me, gone), pass<ApiError>(t, me, gone)]) {
      const res = await answer;
      expect(res).toHaveStatus(404);
      expect(res.body.message).toBe("This profile is not available.");
    }
    const nobody = await like<ApiError>(t, me, "00000000-0000-4000-8000-000000000000");
    expect(nobody).toHaveStatus(404);
    const bad = await like<ApiError>(t, me, "not-an-id");
    expect(bad).toHaveStatus(400);
    expect(await likeWith(me, { toUserId: gone.id, note: "x".repeat(201) })).toHaveStatus(400);
    expect(
      await t.db.selectFrom("likes").select("toUserId").where("fromUserId", "=", me.id).execute(),
    ).toEqual([]);
  });

  it("is empty for a couple's account, and 401 signed out", async () => {
    const couple = await createUser(t.db, { userType: "couple" });
    expect((await likesYou(couple)).body).toEqual([]);
    expect(await call(t.app, "GET", "/api/matching/likes")).toHaveStatus(401);
  });
});
