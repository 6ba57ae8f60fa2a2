import { photoUrl } from "@tandem/api-contract";
import { sql } from "kysely";
import { otherPartnerSql } from "../../lib/pair.js";
import type { Loaders } from "./export-loader.js";

/** Life as a single: the dating profile, tags, likes and passes, matches, proposals, blocks, reports, chat, photos. Another person appears at most by nickname. */
export const DATING_PARTS = {
  datingProfile: (db, userId) =>
    db
      .selectFrom("matchingProfiles")
      .select([
        "nickname",
        "gender",
        "ageGroup",
        "city",
        "bio",
        "instagramHandle",
        "snapchatHandle",
        "facebookHandle",
        // Whom the person wants to meet: special-category data (decision 259).
        "showMe",
        "ageMin",
        "ageMax",
        "distance",
        "distanceKm",
        "placeId",
        "placeLatitude",
        "placeLongitude",
        "preferencesConfirmedAt",
        "lastActiveAt",
        "pausedAt",
        "createdAt",
        "updatedAt",
      ])
      .where("userId", "=", userId)
      .executeTakeFirst()
      .then((row) => row ?? null),
  discoveryTags: (db, userId) =>
    db
      .selectFrom("matchingProfiles as p")
      .innerJoin("discoveryTagSets as ts", "ts.id", "p.tagSetId")
      .select("ts.tags")
      .where("p.userId", "=", userId)
      .executeTakeFirst()
      .then((row) => row?.tags ?? []),
  likes: (db, userId) =>
    db
      .selectFrom("likes as l")
      .select([nicknameOf("l.to_user_id"), "l.createdAt", "l.photoId", "l.answerTag", "l.note"])
      .where("l.fromUserId", "=", userId)
      .orderBy("l.createdAt")
      .execute(),
  // Codes and links by their times only: an unused one is a key to pairing with the person.
  pairing: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT kind, created_at, expires_at, revoked_at, used_at,
             (SELECT first_name FROM users WHERE id = used_by_id) AS used_by
      FROM (
        SELECT 'code' AS kind, created_at, expires_at, NULL::timestamptz AS revoked_at, used_at, used_by_id
        FROM pair_codes WHERE owner_id = ${userId}
        UNION ALL
        SELECT 'link', created_at, expires_at, revoked_at, used_at, used_by_id
        FROM partner_invites WHERE owner_id = ${userId}
      ) made
      ORDER BY created_at, kind`.execute(db);
    return rows;
  },
  passes: (db, userId) =>
    db
      .selectFrom("passes as l")
      .select([nicknameOf("l.to_user_id"), "l.createdAt"])
      .where("l.fromUserId", "=", userId)
      .orderBy("l.createdAt")
      .execute(),
  matches: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT (SELECT nickname FROM matching_profiles
              WHERE user_id = ${otherPartnerSql("m", userId)})
               AS nickname,
             m.created_at, m.ended_at
      FROM matches m
      WHERE m.user_a_id = ${userId} OR m.user_b_id = ${userId}
      ORDER BY m.created_at`.execute(db);
    return rows;
  },
  // The proposals the person made, whatever became of them, and their own answers to the
  // others' (an unanswered proposal to them is the other's act, like a like received).
  coupleProposals: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT CASE WHEN cp.proposer_id = ${userId} THEN 'made' ELSE 'answered' END AS kind,
             (SELECT nickname FROM matching_profiles
              WHERE user_id = ${otherPartnerSql("m", userId)})
               AS nickname,
             cp.status, cp.created_at, cp.answered_at
      FROM couple_proposals cp JOIN matches m ON m.id = cp.match_id
      WHERE (m.user_a_id = ${userId} OR m.user_b_id = ${userId})
        AND (cp.proposer_id = ${userId} OR cp.status IN ('accepted', 'declined'))
      ORDER BY cp.created_at, cp.id`.execute(db);
    return rows;
  },
  blocks: (db, userId) =>
    db
      .selectFrom("blocks as b")
      .select([nicknameOf("b.blocked_id"), "b.createdAt"])
      .where("b.blockerId", "=", userId)
      .orderBy("b.createdAt")
      .execute(),
  reportsMade: (db, userId) =>
    db
      .selectFrom("reports as r")
      .select([nicknameOf("r.reported_id"), "r.reason", "r.details", "r.createdAt"])
      .where("r.reporterId", "=", userId)
      .orderBy("r.createdAt")
      .execute(),
  messagesSent: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT (SELECT nickname FROM matching_profiles
              WHERE user_id = ${otherPartnerSql("m", userId)})
               AS "to", x.body, x.created_at, x.liked_answer, x.liked_photo_id
      FROM messages x JOIN matches m ON m.id = x.match_id
      WHERE x.sender_id = ${userId}
      ORDER BY x.id`.execute(db);
    return rows;
  },
  conversationsRead: async (db, userId) => {
    const { rows } = await sql<Record<string, unknown>>`
      SELECT (SELECT nickname FROM matching_profiles
              WHERE user_id = ${otherPartnerSql("m", userId)})
               AS nickname,
             (SELECT x.created_at FROM messages x WHERE x.id = r.last_read_id) AS last_read_message_sent_at
      FROM message_reads r JOIN matches m ON m.id = r.match_id
      WHERE r.user_id = ${userId}
      ORDER BY m.created_at, m.id`.execute(db);
    return rows;
  },
  photos: async (db, userId) => {
    const profile = await db
      .selectFrom("photos")
      .select(["id", "position", "width", "height", "createdAt"])
      .select((eb) => eb("accountUserId", "is not", null).as("isAccountPhoto"))
      .where((eb) => eb.or([eb("userId", "=", userId), eb("accountUserId", "=", userId)]))
      .orderBy("accountUserId")
      .orderBy("position")
      .execute();
    // The current couple's photo if they uploaded it, or if nobody knows who did (stored
    // before uploaders were recorded: then it is in both partners' files).
    const couple = await db
      .selectFrom("photos as p")
      .innerJoin("users as u", "u.coupleId", "p.coupleId")
      .select(["p.id", "p.width", "p.height", "p.createdAt"])
      .where("u.id", "=", userId)
      .where((eb) => eb.or([eb("p.uploadedById", "=", userId), eb("p.uploadedById", "is", null)]))
      .execute();
    return [
      ...profile.map(({ id, isAccountPhoto, ...row }) => ({
        kind: isAccountPhoto ? "account" : "profile",
        ...row,
        url: photoUrl(id, "large"),
      })),
      ...couple.map(({ id, ...row }) => ({ kind: "couple", ...row, url: photoUrl(id, "large") })),
    ];
  },
} satisfies Loaders;

/** The nickname of the person in `column` (a column of the query's row), when they have one. */
function nicknameOf(column: string) {
  return sql<
    string | null
  >`(SELECT nickname FROM matching_profiles WHERE user_id = ${sql.ref(column)})`.as("nickname");
}
