import { icebreakerFor, photoUrl, type Conversation } from "@tandem/api-contract";
import { conflict, notFound } from "@tandem/api-contract/server";
import type { Database, Db } from "@tandem/db";
import { sql, type Transaction } from "kysely";
import { otherPartner } from "../../lib/pair.js";

export const NO_CONVERSATION = "This conversation does not exist.";
export const CONVERSATION_ENDED = "This conversation has ended.";

export interface MatchParties {
  matchId: number;
  viewerId: string;
  otherId: string;
  endedAt: Date | null;
}

/**
 * The match behind a conversation, seen by one of its two people; anyone else gets a 404
 * (a conversation's existence is not told to outsiders). With `lock`, the match row is
 * locked FOR SHARE until the transaction ends: an unmatch or a block (an UPDATE of that
 * row) then waits for the message being sent, or the send sees the match ended.
 */
export async function findConversation(
  db: Db | Transaction<Database>,
  viewerId: string,
  matchId: number,
  { lock = false, allowEnded = false, history = false } = {},
): Promise<MatchParties> {
  let query = db
    .selectFrom("matches")
    .select(["id", "userAId", "userBId", "endedAt"])
    .where("id", "=", matchId)
    .where((eb) => eb.or([eb("userAId", "=", viewerId), eb("userBId", "=", viewerId)]));
  if (lock) query = query.forShare();
  const match = await query.executeTakeFirst();
  if (!match) throw notFound(NO_CONVERSATION);
  // `history`: a chat two people became a couple from stays readable (decision 132).
  if (match.endedAt !== null && !allowEnded && !(history && (await becameCoupleAt(db, match.id))))
    throw conflict(CONVERSATION_ENDED, "CONVERSATION_ENDED");
  const otherId = otherPartner(match, viewerId);
  if (!allowEnded) {
    // A suspended person is hidden from matches, and so from their conversations (docs/privacy.md).
    const suspended = await db
      .selectFrom("users")
      .select("id")
      .where("id", "=", otherId)
      .where("suspendedAt", "is not", null)
      .executeTakeFirst();
    if (suspended) throw notFound(NO_CONVERSATION);
  }
  return {
    matchId: match.id,
    viewerId,
    otherId,
    endedAt: match.endedAt,
  };
}

/** When the match's two people became a couple from it (an accepted proposal), or null. */
export async function becameCoupleAt(
  db: Db | Transaction<Database>,
  matchId: number,
): Promise<Date | null> {
  const accepted = await db
    .selectFrom("coupleProposals")
    .select("answeredAt")
    .where("matchId", "=", matchId)
    .where("status", "=", "accepted")
    .executeTakeFirst();
  return accepted?.answeredAt ?? null;
}

interface ConversationRow {
  nickname: string;
  profileImageUrl: string | null;
  firstPhotoId: string | null;
  commonTags: string[];
  hasMessages: boolean;
  otherReadUpTo: number | null;
}

/** Who the conversation is with, the icebreaker (until someone writes) and the read state. */
export async function getConversation(
  db: Db,
  viewerId: string,
  matchId: number,
): Promise<Conversation> {
  const { otherId, endedAt } = await findConversation(db, viewerId, matchId, { history: true });
  const coupledAt = endedAt ? await becameCoupleAt(db, matchId) : null;
  const { rows } = await sql<ConversationRow>`
    SELECT p.nickname, u.profile_image_url,
           (SELECT ph.id FROM photos ph WHERE ph.user_id = p.user_id
            ORDER BY ph.position, ph.created_at LIMIT 1) AS first_photo_id,
           ARRAY(
             SELECT t FROM unnest(coalesce(theirs.tags, '{}')) WITH ORDINALITY AS x(t, n)
             WHERE t = ANY (coalesce(my_set.tags, '{}')) ORDER BY n
           ) AS common_tags,
           EXISTS (SELECT 1 FROM messages m WHERE m.match_id = ${matchId}) AS has_messages,
           (SELECT r.last_read_id FROM message_reads r
            WHERE r.match_id = ${matchId} AND r.user_id = ${otherId}) AS other_read_up_to
    FROM matching_profiles p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN discovery_tag_sets theirs ON theirs.id = p.tag_set_id
    LEFT JOIN matching_profiles me ON me.user_id = ${viewerId}
    LEFT JOIN discovery_tag_sets my_set ON my_set.id = me.tag_set_id
    WHERE p.user_id = ${otherId}
  `.execute(db);
  const row = rows[0];
  if (!row) throw notFound(NO_CONVERSATION);
  return {
    matchId,
    other: {
      userId: otherId,
      nickname: row.nickname,
      photoUrl: row.firstPhotoId ? photoUrl(row.firstPhotoId, "small") : row.profileImageUrl,
    },
    commonTags: row.commonTags,
    icebreaker: row.hasMessages ? null : icebreakerFor(matchId, row.commonTags),
    otherReadUpTo: row.otherReadUpTo,
    becameCoupleAt: coupledAt?.toISOString() ?? null,
  };
}
