import {
  CHAT_REPORT_EXCERPT_SIZE,
  RATE_LIMITS,
  type ChatReportInputSchema,
  type Ok,
  type ReportChatExcerpt,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { Parsed } from "../../lib/parsed.js";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { protectFrom } from "../matching/index.js";
import { findConversation } from "./conversation.js";

/**
 * A report made from inside a conversation: a `reports` row like any report, plus the
 * conversation's last messages copied into `report_chat_excerpts` for staff (a copy, so
 * it stays as it was when reported). An ended conversation can still be reported. The
 * reporter is protected in the same step: the match ends, and they block unless they chose not to.
 */
export async function reportFromChat(
  db: Db,
  viewerId: string,
  input: Parsed<typeof ChatReportInputSchema>,
): Promise<Ok> {
  await findConversation(db, viewerId, input.matchId, { allowEnded: true });
  // The same per-account limit as a report from the matches screen (one counter).
  await enforceRateLimit(db, `report:${viewerId}`, RATE_LIMITS.report);
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
    // After the excerpt is taken: the match ends (and the block, unless turned off), decision 130.
    await protectFrom(db, viewerId, otherId, { block: input.block });
  });
  return { ok: true };
}

/**
 * The chat excerpts of these reports, by report id (reports made elsewhere have none): for
 * the moderation desk, which shows them with the report.
 */
export async function reportChatExcerpts(
  db: Db,
  reportIds: readonly number[],
): Promise<Map<number, ReportChatExcerpt>> {
  const byReport = new Map<number, ReportChatExcerpt>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .selectFrom("reportChatExcerpts")
    .select(["reportId", "matchId", "messages"])
    .where("reportId", "in", reportIds)
    .execute();
  for (const { reportId, matchId, messages } of rows) byReport.set(reportId, { matchId, messages });
  return byReport;
}
