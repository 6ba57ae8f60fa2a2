import { inQuizOrder, RATE_LIMITS, type MatchSummary, type Ok } from "@tandem/api-contract";
import { notFound } from "@tandem/api-contract/server";
import type { AgeGroup, Db } from "@tandem/db";
import { sql } from "kysely";
import { photosByUser } from "../photos/index.js";
import { enforceRateLimit, READ_TOO_OFTEN } from "../../infra/rate-limit.js";
import { endMatch } from "./end-match.js";
import { normaliseId, ok } from "./guards.js";

interface MatchRow {
  matchId: number;
  userId: string;
  nickname: string;
  profileImageUrl: string | null;
  ageGroup: AgeGroup;
  city: string | null;
  bio: string | null;
  instagramHandle: string | null;
  snapchatHandle: string | null;
  facebookHandle: string | null;
  commonTags: string[];
  theirTags: string[] | null;
  matchedAt: Date;
}

/** The viewer's active matches, newest first. Social handles are shown to matches only. */
export async function listMatches(db: Db, userId: string): Promise<MatchSummary[]> {
  const viewerId = normaliseId(userId);
  await enforceRateLimit(db, `matches:${viewerId}`, RATE_LIMITS.matches, READ_TOO_OFTEN);
  const { rows } = await sql<MatchRow>`
    WITH mine AS (
      SELECT m.id, m.created_at, m.user_b_id AS other_id FROM matches m
      WHERE m.user_a_id = ${viewerId} AND m.ended_at IS NULL
      UNION ALL
      SELECT m.id, m.created_at, m.user_a_id FROM matches m
      WHERE m.user_b_id = ${viewerId} AND m.ended_at IS NULL
    )
    SELECT mine.id AS match_id, p.user_id, p.nickname, u.profile_image_url, p.age_group, p.city, p.bio,
           -- Handles only while the other one is still single (docs/security.md): someone who has
           -- paired since is no longer looking, and their contacts stay theirs.
           CASE WHEN u.couple_id IS NULL THEN p.instagram_handle END AS instagram_handle,
           CASE WHEN u.couple_id IS NULL THEN p.snapchat_handle END AS snapchat_handle,
           CASE WHEN u.couple_id IS NULL THEN p.facebook_handle END AS facebook_handle,
           ARRAY(
             SELECT t FROM unnest(theirs.tags) WITH ORDINALITY AS x(t, n)
             WHERE t = ANY (coalesce(my_set.tags, '{}')) ORDER BY n
           ) AS common_tags,
           theirs.tags AS their_tags,
           mine.created_at AS matched_at
    FROM mine
    JOIN matching_profiles p ON p.user_id = mine.other_id
    JOIN users u ON u.id = p.user_id AND u.suspended_at IS NULL
    LEFT JOIN discovery_tag_sets theirs ON theirs.id = p.tag_set_id
    LEFT JOIN matching_profiles me ON me.user_id = ${viewerId}
    LEFT JOIN discovery_tag_sets my_set ON my_set.id = me.tag_set_id
    ORDER BY mine.created_at DESC, mine.id DESC
  `.execute(db);
  const photos = await photosByUser(
    db,
    rows.map((row) => row.userId),
  );
  return rows.map(({ matchedAt, theirTags, ...row }) => ({
    ...row,
    answers: inQuizOrder(theirTags ?? []),
    matchedAt: matchedAt.toISOString(),
    photos: photos.get(row.userId) ?? [],
  }));
}

/** Ends the match; its conversation closes for both (they are told live). */
export async function unmatch(db: Db, userId: string, otherUserId: string): Promise<Ok> {
  await db.transaction().execute(async (db) => {
    const ended = await endMatch(db, normaliseId(userId), normaliseId(otherUserId));
    if (ended === undefined) throw notFound("You have no match with this person.");
  });
  return ok;
}
