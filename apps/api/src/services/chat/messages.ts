import {
  CHAT_PAGE_SIZE,
  photoUrl,
  CHAT_SEND_RATE_LIMIT,
  type ChatMessage,
  type MessagePage,
  type Ok,
  type UnreadCounts,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { publishEvent } from "../events/index.js";
import { inTransaction, type DbOrTransaction } from "../../infra/idempotency.js";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { findConversation } from "./conversation.js";
import { otherPartnerSql } from "../../lib/pair.js";

const TOO_FAST = "You're sending messages too quickly. Wait a moment and try again.";

interface MessageRow {
  id: number;
  matchId: number;
  senderId: string;
  body: string;
  createdAt: Date;
  likedPhotoId?: string | null;
  likedAnswer?: string | null;
}

const toMessage = ({ createdAt, likedPhotoId, likedAnswer, ...row }: MessageRow): ChatMessage => ({
  ...row,
  sentAt: createdAt.toISOString(),
  liked:
    likedPhotoId || likedAnswer
      ? {
          photoUrl: likedPhotoId ? photoUrl(likedPhotoId, "small") : null,
          answer: likedAnswer ?? null,
        }
      : null,
});

/** One page of a conversation, newest page first; each page is oldest first. */
export async function listMessages(
  db: Db,
  viewerId: string,
  matchId: number,
  before: number | null | undefined,
): Promise<MessagePage> {
  await findConversation(db, viewerId, matchId, { history: true });
  let query = db
    .selectFrom("messages")
    .select(["id", "matchId", "senderId", "body", "createdAt", "likedPhotoId", "likedAnswer"])
    .where("matchId", "=", matchId)
    .orderBy("id", "desc")
    .limit(CHAT_PAGE_SIZE + 1);
  if (before) query = query.where("id", "<", before);
  const rows = await query.execute();
  const more = rows.length > CHAT_PAGE_SIZE;
  const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
  return {
    messages: page.map(toMessage),
    nextCursor: more ? page[0]!.id : null,
  };
}

/**
 * Sends a message: stored and published (to both people, so the sender's other tabs see
 * it too) in one transaction, under a FOR SHARE lock of the match: a block or an unmatch
 * either waits for it or makes it fail, so a message never arrives after a block.
 * Rate-limited per account, over all its conversations.
 */
export async function sendMessage(
  db: DbOrTransaction,
  viewerId: string,
  matchId: number,
  body: string,
): Promise<ChatMessage> {
  await findConversation(db, viewerId, matchId);
  await enforceRateLimit(db, `chat-send:${viewerId}`, CHAT_SEND_RATE_LIMIT, TOO_FAST);
  return inTransaction(db, async (db) => {
    const { otherId } = await findConversation(db, viewerId, matchId, { lock: true });
    const row = await db
      .insertInto("messages")
      .values({ matchId, senderId: viewerId, body })
      .returning(["id", "matchId", "senderId", "body", "createdAt"])
      .executeTakeFirstOrThrow();
    await db
      .insertInto("messageReads")
      .values({ matchId, userId: viewerId, lastReadId: row.id })
      .onConflict((oc) => oc.columns(["matchId", "userId"]).doUpdateSet({ lastReadId: row.id }))
      .execute();
    const message = toMessage(row);
    await publishEvent(db, [viewerId, otherId], { type: "message", matchId, message });
    return message;
  });
}

/**
 * Marks the conversation read up to a message (never backwards, never past its newest
 * message) and tells both people, so the sender sees "Seen".
 */
export async function markRead(
  db: Db,
  viewerId: string,
  matchId: number,
  upTo: number,
): Promise<Ok> {
  await db.transaction().execute(async (db) => {
    const { otherId } = await findConversation(db, viewerId, matchId, { history: true });
    const { rows } = await sql<{ lastReadId: number }>`
      INSERT INTO message_reads (match_id, user_id, last_read_id)
      SELECT ${matchId}, ${viewerId}, max(id) FROM messages
      WHERE match_id = ${matchId} AND id <= ${upTo}
      HAVING max(id) IS NOT NULL
      ON CONFLICT (match_id, user_id) DO UPDATE SET last_read_id = excluded.last_read_id
      WHERE message_reads.last_read_id < excluded.last_read_id
      RETURNING last_read_id
    `.execute(db);
    const advanced = rows[0];
    if (!advanced) return;
    await publishEvent(db, [viewerId, otherId], {
      type: "messages-read",
      matchId,
      readerId: viewerId,
      upTo: advanced.lastReadId,
    });
  });
  return { ok: true };
}

/**
 * Messages from the other person not read yet, per conversation the viewer can open: the
 * same rule as findConversation (the match active, the other person not suspended).
 */
export async function unreadCounts(db: Db, viewerId: string): Promise<UnreadCounts> {
  const { rows } = await sql<{ matchId: number; count: number }>`
    SELECT m.id AS match_id, count(msg.id)::int AS count
    FROM matches m
    JOIN users other ON other.id = ${otherPartnerSql("m", viewerId)}
      AND other.suspended_at IS NULL
    LEFT JOIN message_reads r ON r.match_id = m.id AND r.user_id = ${viewerId}
    JOIN messages msg ON msg.match_id = m.id
      AND msg.sender_id <> ${viewerId}
      AND msg.id > coalesce(r.last_read_id, 0)
    WHERE (m.user_a_id = ${viewerId} OR m.user_b_id = ${viewerId}) AND m.ended_at IS NULL
    GROUP BY m.id
    ORDER BY m.id
  `.execute(db);
  return { total: rows.reduce((sum, row) => sum + row.count, 0), byMatch: rows };
}
