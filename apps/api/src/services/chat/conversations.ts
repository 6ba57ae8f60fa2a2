import {
  CONVERSATION_PREVIEW_LENGTH,
  photoUrl,
  RATE_LIMITS,
  type ConversationSummary,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { enforceRateLimit, READ_TOO_OFTEN } from "../../infra/rate-limit.js";

interface ConversationRow {
  matchId: number;
  userId: string;
  nickname: string;
  profileImageUrl: string | null;
  firstPhotoId: string | null;
  matchedAt: Date;
  lastSenderId: string | null;
  lastBody: string | null;
  lastSentAt: Date | null;
  unread: number;
}

/**
 * The Matches list in one statement (decision 245): each active match with its newest
 * message, the viewer's unread count, and the other person's first photo, the most recent
 * activity first. Per match it reads one message (the newest, by `messages (match_id, id)`),
 * the unread ones after the read pointer, and one photo: no query per row. The same people
 * as findConversation lets in: an active match, the other person not suspended.
 */
export async function listConversations(db: Db, viewerId: string): Promise<ConversationSummary[]> {
  await enforceRateLimit(db, `matches:${viewerId}`, RATE_LIMITS.matches, READ_TOO_OFTEN);
  const { rows } = await sql<ConversationRow>`
    WITH mine AS (
      SELECT m.id, m.created_at, m.user_b_id AS other_id FROM matches m
      WHERE m.user_a_id = ${viewerId} AND m.ended_at IS NULL
      UNION ALL
      SELECT m.id, m.created_at, m.user_a_id FROM matches m
      WHERE m.user_b_id = ${viewerId} AND m.ended_at IS NULL
    )
    SELECT mine.id AS match_id, p.user_id, p.nickname, u.profile_image_url,
           (SELECT ph.id FROM photos ph WHERE ph.user_id = p.user_id
            ORDER BY ph.position, ph.created_at LIMIT 1) AS first_photo_id,
           mine.created_at AS matched_at,
           last.sender_id AS last_sender_id,
           left(last.body, ${CONVERSATION_PREVIEW_LENGTH}) AS last_body,
           last.created_at AS last_sent_at,
           (SELECT count(*)::int FROM messages n
            WHERE n.match_id = mine.id AND n.sender_id <> ${viewerId}
              AND n.id > coalesce(r.last_read_id, 0)) AS unread
    FROM mine
    JOIN matching_profiles p ON p.user_id = mine.other_id
    JOIN users u ON u.id = p.user_id AND u.suspended_at IS NULL
    LEFT JOIN LATERAL (
      SELECT msg.sender_id, msg.body, msg.created_at FROM messages msg
      WHERE msg.match_id = mine.id ORDER BY msg.id DESC LIMIT 1
    ) last ON true
    LEFT JOIN message_reads r ON r.match_id = mine.id AND r.user_id = ${viewerId}
    ORDER BY coalesce(last.created_at, mine.created_at) DESC, mine.id DESC
  `.execute(db);
  return rows.map((row) => ({
    matchId: row.matchId,
    userId: row.userId,
    nickname: row.nickname,
    photoUrl: row.firstPhotoId ? photoUrl(row.firstPhotoId, "small") : row.profileImageUrl,
    matchedAt: row.matchedAt.toISOString(),
    lastMessage:
      row.lastSenderId && row.lastBody !== null && row.lastSentAt
        ? { senderId: row.lastSenderId, body: row.lastBody, sentAt: row.lastSentAt.toISOString() }
        : null,
    yourTurn: row.lastSenderId !== null && row.lastSenderId !== viewerId,
    unread: row.unread,
  }));
}
