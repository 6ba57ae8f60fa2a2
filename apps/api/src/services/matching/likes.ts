import { photoUrl, RATE_LIMITS, type LikeResult, type Ok } from "@tandem/api-contract";
import { badRequest } from "@tandem/api-contract/server";
import type { Database } from "@tandem/db";
import type { Transaction } from "kysely";
import { inTransaction, type DbOrTransaction } from "../../infra/idempotency.js";
import { enforceRateLimit } from "../../infra/rate-limit.js";
import { publishEvent } from "../events/index.js";
import {
  lockPair,
  normaliseId,
  ok,
  orderedPair,
  requireAvailableTarget,
  requireMatchingViewer,
  touchActivity,
} from "./guards.js";

/** What a like is about, and its note (all optional; validated by LikeInputSchema). */
export interface LikeDetails {
  photoId?: string | null;
  answer?: string | null;
  note?: string | null;
}

const NOT_THEIR_PHOTO = "This photo is not one of theirs.";
const NOT_THEIR_ANSWER = "This is not one of their answers.";

/**
 * Likes a single, or one of their photos or discovery answers, with an optional note; a
 * like back makes a match, whose chat opens with the notes (decision 126). The pair is
 * locked first (see lockPair), so two people liking each other at the same moment make
 * exactly one match.
 */
export async function like(
  db: DbOrTransaction,
  userId: string,
  toUserId: string,
  details: LikeDetails = {},
): Promise<LikeResult> {
  const viewerId = normaliseId(userId);
  const targetId = normaliseId(toUserId);
  const photoId = details.photoId ? normaliseId(details.photoId) : null;
  const answerTag = details.answer ?? null;
  const note = details.note ?? null;
  await enforceRateLimit(db, `swipe:${viewerId}`, RATE_LIMITS.swipe);
  await touchActivity(db, viewerId);
  return inTransaction(db, async (db) => {
    await lockPair(db, viewerId, targetId);
    const { side } = await requireMatchingViewer(db, viewerId);
    const target = await requireAvailableTarget(db, { id: viewerId, side }, targetId);
    if (photoId) await requireTheirPhoto(db, targetId, photoId);
    if (answerTag) await requireTheirAnswer(db, targetId, answerTag);

    const liked = await db
      .insertInto("likes")
      .values({ fromUserId: viewerId, toUserId: targetId, photoId, answerTag, note })
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
      .select(["id", "endedAt"])
      .where("userAId", "=", userAId)
      .where("userBId", "=", userBId)
      .executeTakeFirstOrThrow();
    // An unmatched pair stays unmatched: liking again does not revive it.
    if (match.endedAt !== null) return { isMatch: false, matchedUser: null };
    if (created) {
      await openWithNotes(db, created.id, viewerId, targetId);
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
    const photoUrl = await firstPhotoUrl(db, targetId);
    return {
      isMatch: true,
      matchedUser: { nickname: target.nickname, matchId: match.id, photoUrl },
    };
  });
}

/** Their first profile photo's small size, else their account photo: the match moment shows it. */
async function firstPhotoUrl(db: Transaction<Database>, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom("users as u")
    .leftJoin(
      (eb) =>
        eb
          .selectFrom("photos")
          .select("id")
          .where("userId", "=", userId)
          .orderBy("position")
          .orderBy("createdAt")
          .limit(1)
          .as("first"),
      (join) => join.onTrue(),
    )
    .select(["u.profileImageUrl", "first.id as photoId"])
    .where("u.id", "=", userId)
    .executeTakeFirst();
  if (row?.photoId) return photoUrl(row.photoId, "small");
  return row?.profileImageUrl ?? null;
}

async function requireTheirPhoto(db: Transaction<Database>, targetId: string, photoId: string) {
  const photo = await db
    .selectFrom("photos")
    .select("id")
    .where("id", "=", photoId)
    .where("userId", "=", targetId)
    .executeTakeFirst();
  if (!photo) throw badRequest("photoId", NOT_THEIR_PHOTO);
}

async function requireTheirAnswer(db: Transaction<Database>, targetId: string, tag: string) {
  const theirs = await db
    .selectFrom("matchingProfiles as p")
    .innerJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
    .select("ts.tags")
    .where("p.userId", "=", targetId)
    .executeTakeFirst();
  if (!theirs?.tags.includes(tag)) throw badRequest("answer", NOT_THEIR_ANSWER);
}

/**
 * A new match's chat opens with the notes the two likes carried, the first like's first;
 * each sender has read their own note, the other has it unread.
 */
async function openWithNotes(
  db: Transaction<Database>,
  matchId: number,
  one: string,
  other: string,
): Promise<void> {
  const notes = await db
    .selectFrom("likes")
    .select(["fromUserId", "note", "photoId", "answerTag"])
    .where((eb) =>
      eb.or([
        eb.and([eb("fromUserId", "=", one), eb("toUserId", "=", other)]),
        eb.and([eb("fromUserId", "=", other), eb("toUserId", "=", one)]),
      ]),
    )
    .where("note", "is not", null)
    .orderBy("createdAt")
    .orderBy("fromUserId")
    .execute();
  for (const { fromUserId, note, photoId, answerTag } of notes) {
    // The note keeps what its like was about: the chat quotes it above the note (decision 246).
    const message = await db
      .insertInto("messages")
      .values({
        matchId,
        senderId: fromUserId,
        body: note!,
        likedPhotoId: photoId,
        likedAnswer: answerTag,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    await db
      .insertInto("messageReads")
      .values({ matchId, userId: fromUserId, lastReadId: message.id })
      .onConflict((oc) => oc.columns(["matchId", "userId"]).doUpdateSet({ lastReadId: message.id }))
      .execute();
  }
}

export async function pass(db: DbOrTransaction, userId: string, toUserId: string): Promise<Ok> {
  const viewerId = normaliseId(userId);
  const targetId = normaliseId(toUserId);
  await enforceRateLimit(db, `swipe:${viewerId}`, RATE_LIMITS.swipe);
  await touchActivity(db, viewerId);
  const { side } = await requireMatchingViewer(db, viewerId);
  await requireAvailableTarget(db, { id: viewerId, side }, targetId);
  await db
    .insertInto("passes")
    .values({ fromUserId: viewerId, toUserId: targetId })
    .onConflict((oc) => oc.doNothing())
    .execute();
  return ok;
}
