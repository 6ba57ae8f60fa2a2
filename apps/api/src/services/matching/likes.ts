import { RATE_LIMITS, type LikeResult, type Ok } from "@tandem/api-contract";
import { inTransaction, type DbOrTransaction } from "../shared/idempotency.js";
import { enforceRateLimit } from "../shared/rate-limit.js";
import { publishEvent } from "../events/publish.js";
import {
  lockPair,
  normaliseId,
  ok,
  orderedPair,
  requireAvailableTarget,
  requireMatchingViewer,
  touchActivity,
} from "./guards.js";

/**
 * Likes a single; a like back makes a match. The pair is locked first (see lockPair), so
 * two people liking each other at the same moment make exactly one match.
 */
export async function like(
  db: DbOrTransaction,
  userId: string,
  toUserId: string,
): Promise<LikeResult> {
  const viewerId = normaliseId(userId);
  const targetId = normaliseId(toUserId);
  await enforceRateLimit(db, `swipe:${viewerId}`, RATE_LIMITS.swipe);
  await touchActivity(db, viewerId);
  return inTransaction(db, async (db) => {
    await lockPair(db, viewerId, targetId);
    await requireMatchingViewer(db, viewerId);
    const target = await requireAvailableTarget(db, viewerId, targetId);

    const liked = await db
      .insertInto("likes")
      .values({ fromUserId: viewerId, toUserId: targetId })
      .onConflict((oc) => oc.doNothing())
      .returning("fromUserId")
      .executeTakeFirst();
    const likedBack = await db
      .selectFrom("likes")
      .select("fromUserId")
      .where("fromUserId", "=", targetId)
      .where("toUserId", "=", viewerId)
      .executeTakeFirst();
    if (!likedBack) {
      // Their "likes waiting" count goes up live; who liked them is not said.
      if (liked) await publishEvent(db, [targetId], { type: "liked" });
      return { isMatch: false, matchedUser: null };
    }

    const [userAId, userBId] = orderedPair(viewerId, targetId);
    const created = await db
      .insertInto("matches")
      .values({ userAId, userBId })
      .onConflict((oc) => oc.doNothing())
      .returning("id")
      .executeTakeFirst();
    const match = await db
      .selectFrom("matches")
      .select("endedAt")
      .where("userAId", "=", userAId)
      .where("userBId", "=", userBId)
      .executeTakeFirstOrThrow();
    // An unmatched pair stays unmatched: liking again does not revive it.
    if (match.endedAt !== null) return { isMatch: false, matchedUser: null };
    if (created) {
      // The one who liked first hears of it live; the liker learns it from this answer.
      const me = await db
        .selectFrom("matchingProfiles")
        .select("nickname")
        .where("userId", "=", viewerId)
        .executeTakeFirstOrThrow();
      await publishEvent(db, [targetId], {
        type: "match",
        matchId: created.id,
        nickname: me.nickname,
      });
    }
    return { isMatch: true, matchedUser: { nickname: target.nickname } };
  });
}

export async function pass(db: DbOrTransaction, userId: string, toUserId: string): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const targetId = normaliseId(toUserId);
  await enforceRateLimit(db, `swipe:${viewerId}`, RATE_LIMITS.swipe);
  await touchActivity(db, viewerId);
  await requireMatchingViewer(db, viewerId);
  await requireAvailableTarget(db, viewerId, targetId);
  await db
    .insertInto("passes")
    .values({ fromUserId: viewerId, toUserId: targetId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return ok;
}
