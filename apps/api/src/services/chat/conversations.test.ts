// The Matches list as conversations (decision 245) and the liked thing a chat opens with
// (decision 246): one read for the whole list, most recent activity first.
import {
  CONVERSATION_PREVIEW_LENGTH,
  type ConversationSummary,
  type LikeResult,
  type MessagePage,
  type Photo,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, useTestApp, type TestUser } from "../../../test/helpers.js";
import { block, like, single } from "../matching/test-support.js";
import { solidJpeg, uploadPhoto } from "../photos/test-support.js";
import { markRead, send } from "./test-support.js";

const t = useTestApp();

const conversations = (user: TestUser) =>
  call<ConversationSummary[]>(t.app, "GET", "/api/chat/conversations", { user });

/** `viewer` matched with each of `others`, in that order; the match ids, in the same order. */
async function matchedWith(viewer: TestUser, others: TestUser[]): Promise<number[]> {
  const ids: number[] = [];
  for (const other of others) {
    await like(t, other, viewer);
    const back = await like(t, viewer, other);
    expect(back.body.isMatch).toBe(true);
    ids.push(back.body.matchedUser!.matchId);
  }
  return ids;
}

const names = (list: ConversationSummary[]) => list.map((c) => c.nickname);

describe("the Matches list as conversations", () => {
  it("puts the latest activity first, with the last line, whose turn it is and unread counts", async () => {
    const me = await single(t, "Mara", [0, 1, 2, 3, 0]);
    const ana = await single(t, "Ana", [0, 1, 2, 3, 1]);
    const bea = await single(t, "Bea", [0, 1, 2, 3, 2]);
    const cat = await single(t, "Cat", [0, 1, 2, 3, 3]);
    const [withAna, withBea] = await matchedWith(me, [ana, bea, cat]);

    // New matches, nobody wrote yet: newest match first, no last message, nobody's turn.
    let list = (await conversations(me)).body;
    expect(names(list)).toEqual(["Cat", "Bea", "Ana"]);
    expect(list.every((c) => c.lastMessage === null && !c.yourTurn && c.unread === 0)).toBe(true);
    expect(list[0]).toMatchObject({
      userId: cat.id,
      photoUrl: null,
      matchedAt: expect.any(String),
    });

    // Ana writes: her conversation goes first, my turn, one unread.
    const hers = await send(t, ana, withAna!, "Hi Mara! Coffee on Sunday?");
    list = (await conversations(me)).body;
    expect(names(list)).toEqual(["Ana", "Cat", "Bea"]);
    expect(list[0]).toEqual({
      matchId: withAna,
      userId: ana.id,
      nickname: "Ana",
      photoUrl: null,
      matchedAt: expect.any(String),
      lastMessage: {
        senderId: ana.id,
        body: "Hi Mara! Coffee on Sunday?",
        sentAt: hers.body.sentAt,
      },
      yourTurn: true,
      unread: 1,
    });
    // Ana sees the same conversation from her side: she wrote last, not her turn.
    expect((await conversations(ana)).body).toEqual([
      expect.objectContaining({ matchId: withAna, nickname: "Mara", yourTurn: false, unread: 0 }),
    ]);

    // I write to Bea: hers goes first, not my turn; Ana's stays my turn once read.
    await send(t, me, withBea!, "Hello Bea");
    expect(await markRead(t, me, withAna!, hers.body.id)).toHaveStatus(200);
    list = (await conversations(me)).body;
    expect(names(list)).toEqual(["Bea", "Ana", "Cat"]);
    expect(list.map((c) => [c.yourTurn, c.unread])).toEqual([
      [false, 0],
      [true, 0],
      [false, 0],
    ]);
  });

  it("carries only the start of a long last message", async () => {
    const me = await single(t, "Nora", [0, 1, 2, 3, 0]);
    const long = await single(t, "Otto", [0, 1, 2, 3, 0]);
    const [matchId] = await matchedWith(me, [long]);
    const text = "A".repeat(CONVERSATION_PREVIEW_LENGTH) + "B".repeat(500);
    expect(await send(t, long, matchId!, text)).toHaveStatus(201);
    const [row] = (await conversations(me)).body;
    expect(row?.lastMessage?.body).toBe("A".repeat(CONVERSATION_PREVIEW_LENGTH));
  });

  it("leaves out ended matches and suspended people, and lists nothing for a stranger", async () => {
    const me = await single(t, "Pola", [0, 1, 2, 3, 0]);
    const gone = await single(t, "Quin", [0, 1, 2, 3, 0]);
    const hidden = await single(t, "Rui", [0, 1, 2, 3, 0]);
    const stays = await single(t, "Sol", [0, 1, 2, 3, 0]);
    await matchedWith(me, [gone, hidden, stays]);
    expect(await block(t, me, gone)).toHaveStatus(200);
    await t.db
      .updateTable("users")
      .set({ suspendedAt: new Date() })
      .where("id", "=", hidden.id)
      .execute();
    try {
      expect(names((await conversations(me)).body)).toEqual(["Sol"]);
    } finally {
      await t.db
        .updateTable("users")
        .set({ suspendedAt: null })
        .where("id", "=", hidden.id)
        .execute();
    }
    const stranger = await single(t, "Tao", [0, 1, 2, 3, 0]);
    expect((await conversations(stranger)).body).toEqual([]);
    expect(await call(t.app, "GET", "/api/chat/conversations")).toHaveStatus(401);
  });
});

describe("the liked thing a chat opens with", () => {
  it("keeps what each note's like was about, and the like back answers the match and a photo", async () => {
    const liker = await single(t, "Uma", [0, 1, 2, 3, 0]);
    const liked = await single(t, "Vic", [0, 1, 2, 3, 0]);
    const upload = await uploadPhoto(t, liked, await solidJpeg(400, 500, { r: 200, g: 90, b: 9 }));
    expect(upload).toHaveStatus(201);
    const [photo] = upload.json<Photo[]>();
    const first = await call<LikeResult>(t.app, "POST", "/api/matching/like", {
      user: liker,
      body: { toUserId: liked.id, photoId: photo!.id, note: "That view!" },
    });
    expect(first).toHaveStatus(200);
    const back = await call<LikeResult>(t.app, "POST", "/api/matching/like", {
      user: liked,
      body: { toUserId: liker.id, answer: "fitness", note: "Where do you run?" },
    });
    // The one who liked back sees Uma's photo: Uma has none, so no photo.
    expect(back.body).toEqual({
      isMatch: true,
      matchedUser: { nickname: "Uma", matchId: expect.any(Number), photoUrl: null },
    });
    const matchId = back.body.matchedUser!.matchId;
    const [row] = (await conversations(liker)).body;
    expect(row).toMatchObject({ matchId, nickname: "Vic", photoUrl: photo!.thumbUrl });

    const page = await call<MessagePage>(t.app, "GET", `/api/chat/${matchId}/messages`, {
      user: liked,
    });
    expect(page.body.messages.map((m) => [m.body, m.liked])).toEqual([
      ["That view!", { photoUrl: photo!.thumbUrl, answer: null }],
      ["Where do you run?", { photoUrl: null, answer: "fitness" }],
    ]);

    // A message written in the chat is about nothing; a deleted photo leaves its note so.
    const written = await send(t, liker, matchId, "Along the river");
    expect(written.body.liked).toBeNull();
    expect(
      await call(t.app, "POST", `/api/matching/photos/${photo!.id}/delete`, { user: liked }),
    ).toHaveStatus(200);
    const after = await call<MessagePage>(t.app, "GET", `/api/chat/${matchId}/messages`, {
      user: liker,
    });
    expect(after.body.messages[0]?.liked).toBeNull();
  });
});
