import {
  CHAT_REPORT_EXCERPT_SIZE,
  type ChatReportInputSchema,
  type Ok,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Parsed } from "../shared/parsed.js";
import { findConversation } from "./conversation.js";

/**
 * A report made from inside a conversation: a `reports` row like any report, plus the
 * conversation's last messages copied into `report_chat_excerpts` for staff (a copy, so
 * it stays as it was when reported). An ended conversation can still be reported.
 */
export async function reportFromChat(
  db: Db,
  viewerId: string,
  input: Parsed<typeof ChatReportInputSchema>,
): Promise<Ok> {
  await db.transaction().execute(async (db) => {
    const { otherId, matchId } = await findConversation(db, viewerId, input.matchId, {
      allowEnded: true,
    });
    const report = await db
      .insertInto("reports")
      .values({
        reporterId: viewerId,
        reportedId: otherId,
        reason: input.reason,
        details: input.details,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const last = await db
      .selectFrom("messages")
      .select(["senderId", "body", "createdAt"])
      .where("matchId", "=", matchId)
      .orderBy("id", "desc")
      .limit(CHAT_REPORT_EXCERPT_SIZE)
      .execute();
    const messages = last.reverse().map(({ senderId, body, createdAt }) => ({
      senderId,
      body,
      sentAt: createdAt.toISOString(),
    }));
    await db
      .insertInto("reportChatExcerpts")
      .values({ reportId: report.id, matchId, messages: JSON.stringify(messages) })
      .execute();
  });
  return { ok: true };
}
