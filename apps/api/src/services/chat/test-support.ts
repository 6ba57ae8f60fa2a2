import type { ChatMessage, MessagePage, UnreadCounts } from "@tandem/api-contract";
import { call, type TestContext, type TestUser } from "../../../test/helpers.js";
import { matched, matches } from "../matching/test-support.js";

/** Two matched singles and their match id. */
export async function conversation(t: TestContext) {
  const { a, b } = await matched(t);
  const list = await matches(t, a);
  return { a, b, matchId: list.body[0]!.matchId };
}

export const send = <T = ChatMessage>(
  t: TestContext,
  user: TestUser,
  matchId: number,
  body: string,
) => call<T>(t.app, "POST", `/api/chat/${matchId}/messages`, { user, body: { body } });

export const history = <T = MessagePage>(
  t: TestContext,
  user: TestUser,
  matchId: number,
  before?: number,
) =>
  call<T>(t.app, "GET", `/api/chat/${matchId}/messages${before ? `?cursor=${before}` : ""}`, {
    user,
  });

export const unread = (t: TestContext, user: TestUser) =>
  call<UnreadCounts>(t.app, "GET", "/api/chat/unread", { user });

export const markRead = (t: TestContext, user: TestUser, matchId: number, upTo: number) =>
  call(t.app, "POST", `/api/chat/${matchId}/read`, { user, body: { upTo } });

/** The live events stored for `user` of one type, oldest first. */
export async function eventsOf(t: TestContext, user: TestUser, type: string) {
  const rows = await t.db
    .selectFrom("liveEvents")
    .select(["id", "event"])
    .where("userId", "=", user.id)
    .orderBy("id")
    .execute();
  return rows
    .map(
      (row) =>
        (typeof row.event === "string" ? JSON.parse(row.event) : row.event) as { type: string },
    )
    .filter((event) => event.type === type);
}
