import {
  CHAT_PAGE_SIZE,
  CHAT_SEND_RATE_LIMIT,
  ICEBREAKERS,
  type ApiError,
  type ChatMessage,
  type Conversation,
} from "@tandem/api-contract";
import { describe, expect, it } from "vitest";
import { call, createUser, useTestApp } from "../../../test/helpers.js";
import { block, single } from "../matching/test-support.js";
import { reportChatExcerpts } from "./report.js";
import { conversation, eventsOf, history, markRead, send, unread } from "./test-support.js";

const t = useTestApp();

describe("chat between matches", () => {
  it("delivers a message to both people's live streams and stores it", async () => {
    const { a, b, matchId } = await conversation(t);
    const sent = await send(t, a, matchId, "  Hi Ben! https://example.com  ");
    expect(sent).toHaveStatus(201);
    expect(sent.body).toMatchObject({
      matchId,
      senderId: a.id,
      body: "Hi Ben! https://example.com",
    });
    const toB = await eventsOf(t, b, "message");
    expect(toB).toEqual([{ type: "message", matchId, message: sent.body }]);
    expect(await eventsOf(t, a, "message")).toHaveLength(1);
    const page = await history(t, b, matchId);
    expect(page.body.messages).toEqual([sent.body]);
  });

  it("refuses a message from someone who is not a match, and tells them nothing", async () => {
    const { a, b, matchId } = await conversation(t);
    const stranger = await single(t, "Stranger", [1, 2, 1, 2, 1]);
    const res = await send<ApiError>(t, stranger, matchId, "hello");
    expect(res).toHaveStatus(404);
    expect(res.body.message).toBe("This conversation does not exist.");
    expect(await history<ApiError>(t, stranger, matchId)).toHaveStatus(404);
    expect(await call(t.app, "GET", `/api/chat/${matchId}`, { user: stranger })).toHaveStatus(404);
    expect(await eventsOf(t, a, "message")).toEqual([]);
    expect(await eventsOf(t, b, "message")).toEqual([]);
    const stored = await t.db
      .selectFrom("messages")
      .select("id")
      .where("matchId", "=", matchId)
      .execute();
    expect(stored).toEqual([]);
  });

  it("a blocked person's messages never arrive, and the conversation ends for both", async () => {
    const { a, b, matchId } = await conversation(t);
    expect(await send(t, b, matchId, "before the block")).toHaveStatus(201);
    expect(await block(t, a, b)).toHaveStatus(200);
    const after = await send<ApiError>(t, b, matchId, "after the block");
    expect(after).toHaveStatus(409);
    expect(after.body).toMatchObject({
      reason: "CONVERSATION_ENDED",
      message: "This conversation has ended.",
    });
    expect(await send(t, a, matchId, "me neither")).toHaveStatus(409);
    expect(await history(t, a, matchId)).toHaveStatus(409);
    const toA = await eventsOf(t, a, "message");
    expect(toA.map((e) => (e as unknown as { message: ChatMessage }).message.body)).toEqual([
      "before the block",
    ]);
    expect(await eventsOf(t, a, "conversation-ended")).toEqual([
      { type: "conversation-ended", matchId },
    ]);
    expect(await eventsOf(t, b, "conversation-ended")).toEqual([
      { type: "conversation-ended", matchId },
    ]);
    expect((await unread(t, a)).body).toEqual({ total: 0, byMatch: [] });
  });

  it("a block racing messages: every message is refused or stored before the block, none after", async () => {
    const { a, b, matchId } = await conversation(t);
    const sends = Array.from({ length: 8 }, (_, i) => send(t, b, matchId, `race ${i}`));
    const [blocked, ...results] = await Promise.all([block(t, a, b), ...sends]);
    expect(blocked).toHaveStatus(200);
    const accepted = results.filter((r) => r.status === 201).map((r) => r.body.id);
    expect(results.every((r) => r.status === 201 || r.status === 409)).toBe(true);
    const stored = await t.db
      .selectFrom("messages")
      .select("id")
      .where("matchId", "=", matchId)
      .execute();
    expect(stored.map((m) => m.id).sort()).toEqual([...accepted].sort());
    expect(await send(t, b, matchId, "late")).toHaveStatus(409);
  });

  it("unmatch ends the conversation for both", async () => {
    const { a, b, matchId } = await conversation(t);
    await send(t, a, matchId, "hello");
    const res = await call(t.app, "POST", "/api/matching/unmatch", {
      user: b,
      body: { userId: a.id },
    });
    expect(res).toHaveStatus(200);
    expect(await send(t, a, matchId, "still there?")).toHaveStatus(409);
    expect(await eventsOf(t, a, "conversation-ended")).toHaveLength(1);
  });

  it("counts unread messages per match, and read state moves forward only", async () => {
    const { a, b, matchId } = await conversation(t);
    const first = (await send(t, a, matchId, "one")).body;
    const second = (await send(t, a, matchId, "two")).body;
    expect((await unread(t, b)).body).toEqual({ total: 2, byMatch: [{ matchId, count: 2 }] });
    expect((await unread(t, a)).body.total).toBe(0);

    expect(await markRead(t, b, matchId, first.id)).toHaveStatus(200);
    expect((await unread(t, b)).body.total).toBe(1);
    const seen = await call<Conversation>(t.app, "GET", `/api/chat/${matchId}`, { user: a });
    expect(seen.body.otherReadUpTo).toBe(first.id);
    await markRead(t, b, matchId, second.id + 1000);
    expect((await unread(t, b)).body.total).toBe(0);
    await markRead(t, b, matchId, first.id);
    const reads = await eventsOf(t, a, "messages-read");
    expect(reads).toEqual([
      { type: "messages-read", matchId, readerId: b.id, upTo: first.id },
      { type: "messages-read", matchId, readerId: b.id, upTo: second.id },
    ]);
  });

  it("leaves a suspended person's conversation out of the unread counts, as the conversation itself", async () => {
    const { a, b, matchId } = await conversation(t);
    await send(t, a, matchId, "hello");
    expect((await unread(t, b)).body.total).toBe(1);
    await t.db
      .updateTable("users")
      .set({ suspendedAt: new Date() })
      .where("id", "=", a.id)
      .execute();
    expect(await call(t.app, "GET", `/api/chat/${matchId}`, { user: b })).toHaveStatus(404);
    expect((await unread(t, b)).body).toEqual({ total: 0, byMatch: [] });
    await t.db.updateTable("users").set({ suspendedAt: null }).where("id", "=", a.id).execute();
    expect((await unread(t, b)).body).toEqual({ total: 1, byMatch: [{ matchId, count: 1 }] });
  });

  it("pages history from the newest, oldest first within a page", async () => {
    const { a, matchId } = await conversation(t);
    const total = CHAT_PAGE_SIZE + 5;
    const values = Array.from({ length: total }, (_, i) => ({
      matchId,
      senderId: a.id,
      body: `m${i}`,
    }));
    await t.db.insertInto("messages").values(values).execute();
    const first = await history(t, a, matchId);
    expect(first.body.messages).toHaveLength(CHAT_PAGE_SIZE);
    expect(first.body.messages.at(-1)!.body).toBe(`m${total - 1}`);
    expect(first.body.nextCursor).toBe(first.body.messages[0]!.id);
    const older = await history(t, a, matchId, first.body.nextCursor!);
    expect(older.body.messages.map((m) => m.body)).toEqual(["m0", "m1", "m2", "m3", "m4"]);
    expect(older.body.nextCursor).toBeNull();
  });

  it("refuses an empty or over-long message with a readable error", async () => {
    const { a, matchId } = await conversation(t);
    const empty = await send<ApiError>(t, a, matchId, "   ");
    expect(empty).toHaveStatus(400);
    expect(empty.body.fields?.body).toBe("Write a message first.");
    const long = await send<ApiError>(t, a, matchId, "x".repeat(2001));
    expect(long).toHaveStatus(400);
    expect(long.body.fields?.body).toBe("Use at most 2000 characters.");
    expect(await send(t, a, matchId, "x".repeat(2000))).toHaveStatus(201);
  });

  it("rate-limits sending per account", async () => {
    const { a, matchId } = await conversation(t);
    for (let i = 0; i < CHAT_SEND_RATE_LIMIT.limit; i++) {
      expect(await send(t, a, matchId, `n${i}`)).toHaveStatus(201);
    }
    const limited = await send<ApiError>(t, a, matchId, "one too many");
    expect(limited).toHaveStatus(429);
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("suggests an icebreaker from the common tags until someone writes", async () => {
    const { a, matchId } = await conversation(t);
    const before = await call<Conversation>(t.app, "GET", `/api/chat/${matchId}`, { user: a });
    expect(before.body.commonTags.length).toBeGreaterThan(0);
    expect(Object.values(ICEBREAKERS)).toContain(before.body.icebreaker);
    await send(t, a, matchId, "hi");
    const after = await call<Conversation>(t.app, "GET", `/api/chat/${matchId}`, { user: a });
    expect(after.body.icebreaker).toBeNull();
  });

  it("a report from the chat carries the last messages for staff", async () => {
    const { a, b, matchId } = await conversation(t);
    await send(t, b, matchId, "something rude");
    await send(t, a, matchId, "please stop");
    const res = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: a,
      body: { reason: "harassment", details: "see the chat" },
    });
    expect(res).toHaveStatus(201);
    const report = await t.db
      .selectFrom("reports")
      .innerJoin("reportChatExcerpts", "reportChatExcerpts.reportId", "reports.id")
      .select(["reportedId", "reason", "messages"])
      .where("reporterId", "=", a.id)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({ reportedId: b.id, reason: "harassment" });
    const messages =
      typeof report.messages === "string" ? JSON.parse(report.messages) : report.messages;
    expect(messages.map((m: { body: string; senderId: string }) => [m.senderId, m.body])).toEqual([
      [b.id, "something rude"],
      [a.id, "please stop"],
    ]);
    const reportId = (
      await t.db
        .selectFrom("reports")
        .select("id")
        .where("reporterId", "=", a.id)
        .executeTakeFirstOrThrow()
    ).id;
    const excerpts = await reportChatExcerpts(t.db, [reportId]);
    expect(excerpts.get(reportId)?.messages.map((m) => m.body)).toEqual([
      "something rude",
      "please stop",
    ]);
    const outsider = await createUser(t.db);
    const refused = await call(t.app, "POST", `/api/chat/${matchId}/report`, {
      user: outsider,
      body: { reason: "spam" },
    });
    expect(refused).toHaveStatus(404);
  });
});
