// Whole profiles on Discover and likes that start a conversation (decision 126): a like of a
// photo or an answer with a note, the liked person's Discover showing that liker first with
// the note, and a match opening the chat with it.
import {
  LIKE_NOTE_MAX_LENGTH,
  type ApiError,
  type ChatMessage,
  type DiscoverCandidate,
  type LikeResult,
  type MessagePage,
  type Photo,
  type UnreadCounts,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, useTestApp, type TestUser } from "../../../test/helpers.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";
import { discover, like, matches, setLastActive, single, tagsFor } from "./test-support.js";

const t = useTestApp();

const likeWith = (user: TestUser, body: Record<string, unknown>) =>
  call<LikeResult>(t.app, "POST", "/api/matching/like", { user, body });

async function photosOf(owner: TestUser, count: number): Promise<Photo[]> {
  let list: Photo[] = [];
  for (let i = 0; i < count; i++) {
    const res = await uploadPhoto(t, owner, await solidJpeg(400, 500, { r: 60 * i, g: 90, b: 9 }));
    expect(res).toHaveStatus(201);
    list = res.json<Photo[]>();
  }
  return list;
}

const likesBetween = (from: TestUser, to: TestUser) =>
  t.db
    .selectFrom("likes")
    .selectAll()
    .where("fromUserId", "=", from.id)
    .where("toUserId", "=", to.id)
    .execute();

async function cardOf(viewer: TestUser, of: TestUser): Promise<DiscoverCandidate | undefined> {
  const res = await discover(t, viewer);
  expect(res).toHaveStatus(200);
  return res.body.find((c) => c.id === of.id);
}

describe("a whole profile on Discover and in matches", () => {
  it("shows every photo in order, the bio and their own answers in the quiz's order", async () => {
    // Both in a town no other test uses, and Vera sees her town only: Omar is in her deck
    // whatever else the shared database holds.
    const town = { city: "Ushuaia, Argentina" };
    const viewer = await single(t, "Vera", [0, 0, 0, 0, 0], town);
    const owner = await single(t, "Omar", [1, 2, 0, 3, 2], town);
    const sameTown = await call(t.app, "POST", "/api/matching/preferences", {
      user: viewer,
      body: { showMe: "everyone", ageMin: "18-22", ageMax: "43+", distance: "same-city" },
    });
    expect(sameTown).toHaveStatus(200);
    const photos = await photosOf(owner, 3);
    const card = await cardOf(viewer, owner);
    expect(card).toMatchObject({
      nickname: "Omar",
      bio: "Hi, I'm Omar",
      photos,
      profileImageUrl: photos[0]!.url,
      answers: tagsFor([1, 2, 0, 3, 2]),
      commonTags: ["travel_beach"],
      likedMe: null,
    });
    // After a match, their card in Matches has the same answers and photos.
    await like(t, viewer, owner);
    expect((await like(t, owner, viewer)).body.isMatch).toBe(true);
    const match = (await matches(t, viewer)).body.find((m) => m.userId === owner.id);
    expect(match).toMatchObject({ photos, answers: tagsFor([1, 2, 0, 3, 2]) });
  });
});

describe("a like of a photo or an answer, with a note", () => {
  it("is stored with what it is about, and the liked person sees the liker first with it", async () => {
    const liked = await single(t, "Lena", [0, 1, 2, 3, 0]);
    const [, second] = await photosOf(liked, 2);
    // A perfect match of Lena's, active just now: first in her Discover without notes.
    const twin = await single(t, "Tess", [0, 1, 2, 3, 0]);
    // A liker with nothing in common, inactive for a day, but with a note.
    const noter = await single(t, "Noah", [1, 2, 3, 0, 1]);
    await setLastActive(t, noter, 24 * 60);
    // A liker without a note: no place in front, nothing said about the like. Close to Lena's
    // answers, so her card is among the first whatever else the database holds.
    const plain = await single(t, "Pia", [0, 1, 2, 3, 1]);

    expect((await discover(t, liked)).body[0]?.id).toBe(twin.id);

    const res = await likeWith(noter, {
      toUserId: liked.id,
      photoId: second!.id.toUpperCase(),
      note: "  That view! Where was it?  ",
    });
    expect(res).toHaveStatus(200);
    expect(res.body).toEqual({ isMatch: false, matchedUser: null });
    expect(await likesBetween(noter, liked)).toEqual([
      expect.objectContaining({
        photoId: second!.id,
        answerTag: null,
        note: "That view! Where was it?",
      }),
    ]);
    expect(await like(t, plain, liked)).toHaveStatus(200);

    const deck = (await discover(t, liked)).body;
    expect(deck[0]).toMatchObject({
      id: noter.id,
      matchScore: 0,
      likedMe: {
        note: "That view! Where was it?",
        photoId: second!.id,
        photoThumbUrl: second!.thumbUrl,
        answer: null,
        likedAt: expect.any(String),
      },
    });
    expect(deck.find((c) => c.id === plain.id)).toMatchObject({ likedMe: null });
    expect(deck.find((c) => c.id === twin.id)).toMatchObject({ likedMe: null });
    // Each person once.
    expect(deck.filter((c) => c.id === noter.id)).toHaveLength(1);

    // A second liker with a note comes after the first (the oldest note first).
    const later = await single(t, "Lou", [0, 1, 2, 3, 0]);
    expect(
      await likeWith(later, { toUserId: liked.id, answer: "music_rock", note: "Best gig?" }),
    ).toHaveStatus(200);
    const again = (await discover(t, liked)).body;
    expect(again.slice(0, 2).map((c) => c.id)).toEqual([noter.id, later.id]);
    expect(again[1]?.likedMe).toMatchObject({ note: "Best gig?", answer: "music_rock" });

    // Passed, the noter leaves the deck like anyone else.
    await call(t.app, "POST", "/api/matching/pass", { user: liked, body: { toUserId: noter.id } });
    expect((await discover(t, liked)).body[0]?.id).toBe(later.id);
  });

  it("opens the chat of a match with the note as its first message", async () => {
    const a = await single(t, "Ines", [0, 1, 2, 3, 0]);
    const b = await single(t, "Jon", [0, 1, 2, 3, 1]);
    expect(
      await likeWith(a, { toUserId: b.id, answer: "travel_mountains", note: "Which hike?" }),
    ).toHaveStatus(200);
    const back = await likeWith(b, { toUserId: a.id, note: "The Aiguille du Midi! Coffee?" });
    expect(back.body.isMatch).toBe(true);

    const match = (await matches(t, b)).body.find((m) => m.userId === a.id)!;
    const page = await call<MessagePage>(t.app, "GET", `/api/chat/${match.matchId}/messages`, {
      user: b,
    });
    expect(page).toHaveStatus(200);
    expect(page.body.messages.map((m: ChatMessage) => [m.senderId, m.body])).toEqual([
      [a.id, "Which hike?"],
      [b.id, "The Aiguille du Midi! Coffee?"],
    ]);
    // Each has read their own note; the other's is unread.
    const unreadA = await call<UnreadCounts>(t.app, "GET", "/api/chat/unread", { user: a });
    expect(unreadA.body.byMatch).toEqual([{ matchId: match.matchId, count: 1 }]);
    const conversation = await call<{ icebreaker: string | null }>(
      t.app,
      "GET",
      `/api/chat/${match.matchId}`,
      { user: a },
    );
    expect(conversation.body.icebreaker).toBeNull();
  });

  it("a match without notes opens an empty chat", async () => {
    const a = await single(t, "Kim", [0, 1, 2, 3, 0]);
    const b = await single(t, "Lee", [0, 1, 2, 3, 0]);
    await like(t, a, b);
    expect((await like(t, b, a)).body.isMatch).toBe(true);
    const match = (await matches(t, a)).body.find((m) => m.userId === b.id)!;
    const page = await call<MessagePage>(t.app, "GET", `/api/chat/${match.matchId}/messages`, {
      user: a,
    });
    expect(page.body.messages).toEqual([]);
  });

  it("refuses bad input with a 400 naming the field, and stores nothing", async () => {
    const me = await single(t, "Mia", [0, 1, 2, 3, 0]);
    const them = await single(t, "Ned", [1, 1, 1, 1, 1]);
    const other = await single(t, "Ola", [2, 2, 2, 2, 2]);
    const [mine] = await photosOf(me, 1);
    const [othersPhoto] = await photosOf(other, 1);
    const cases: [Record<string, unknown>, string][] = [
      [{ note: "x".repeat(LIKE_NOTE_MAX_LENGTH + 1) }, "note"],
      [{ note: "Hi\u0000there" }, "note"],
      [{ note: "Hi \u001b[31mthere" }, "note"],
      [{ note: 42 }, "note"],
      [{ photoId: mine!.id, note: "Hi" }, "photoId"],
      [{ photoId: othersPhoto!.id }, "photoId"],
      [{ photoId: "not-an-id" }, "photoId"],
      [{ answer: "music_pop" }, "answer"],
      [{ answer: "music jazz" }, "answer"],
      [{ answer: "music_rock", photoId: othersPhoto!.id }, "answer"],
    ];
    for (const [body, field] of cases) {
      const res = await likeWith(me, { toUserId: them.id, ...body });
      expect(res, JSON.stringify(body)).toHaveStatus(400);
      const error = res.body as unknown as ApiError;
      expect(Object.keys(error.fields ?? {}), JSON.stringify(body)).toEqual([field]);
      expect(error.message).toMatch(/\w/);
    }
    expect(await likesBetween(me, them)).toEqual([]);

    // At the limit, with line breaks, it is fine.
    const longest = `${"x".repeat(LIKE_NOTE_MAX_LENGTH - 2)}\n!`;
    expect(
      await likeWith(me, { toUserId: them.id, answer: "music_rock", note: longest }),
    ).toHaveStatus(200);
    expect(await likesBetween(me, them)).toEqual([
      expect.objectContaining({ answerTag: "music_rock", note: longest, photoId: null }),
    ]);
  });

  it("a deleted photo leaves the note, about nothing", async () => {
    const liked = await single(t, "Rae", [0, 1, 2, 3, 0]);
    const [photo] = await photosOf(liked, 1);
    const liker = await single(t, "Sol", [0, 1, 2, 3, 0]);
    await likeWith(liker, { toUserId: liked.id, photoId: photo!.id, note: "Nice hat" });
    const removed = await call(t.app, "POST", `/api/matching/photos/${photo!.id}/delete`, {
      user: liked,
    });
    expect([200, 204]).toContain(removed.status);
    expect((await discover(t, liked)).body[0]).toMatchObject({
      id: liker.id,
      likedMe: { note: "Nice hat", photoId: null, photoThumbUrl: null },
    });
  });
});
