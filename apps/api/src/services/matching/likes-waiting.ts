import type { LikesWaiting } from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import { sql } from "kysely";
import { normaliseId } from "./guards.js";

/**
 * How many singles liked the user and are still waiting for an answer: no like back, no
 * pass, no block either way, and the liker still single, unpaired, not suspended and with a profile (so
 * the count only names people Discover can still show). Never who they are.
 */
export async function countLikesWaiting(db: Db, userId: string): Promise<LikesWaiting> {
  const viewerId = normaliseId(userId);
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count
    FROM likes l
    JOIN users u ON u.id = l.from_user_id
    JOIN matching_profiles p ON p.user_id = l.from_user_id
    WHERE l.to_user_id = ${viewerId}
      AND u.couple_id IS NULL
      AND u.user_type = 'single'
      AND u.suspended_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM likes m WHERE m.from_user_id = ${viewerId} AND m.to_user_id = l.from_user_id)
      AND NOT EXISTS (SELECT 1 FROM passes x WHERE x.from_user_id = ${viewerId} AND x.to_user_id = l.from_user_id)
      AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ${viewerId} AND b.blocked_id = l.from_user_id)
      AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = l.from_user_id AND b.blocked_id = ${viewerId})
  `.execute(db);
  return { count: rows[0]?.count ?? 0 };
}
