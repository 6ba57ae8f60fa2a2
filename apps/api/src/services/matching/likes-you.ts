import {
  inQuizOrder,
  LIKES_YOU_CAP,
  photoUrl,
  RATE_LIMITS,
  type Liker,
  type LikesWaiting,
} from "@tandem/api-contract";
import type { AgeGroup, Db } from "@tandem/db";
import { sql } from "kysely";
import { photosByUser } from "../photos/index.js";
import { enforceRateLimit, READ_TOO_OFTEN } from "../../infra/rate-limit.js";
import { normaliseId, viewerOrNull } from "./guards.js";
import { mayBeShown, type Viewer } from "./visibility.js";

/**
 * The likes of the viewer that wait for an answer, from people Discover may show them
 * (visibility.ts: the viewer has not liked them back nor passed them, neither blocked the
 * other, each fits the other's preferences, the liker is not paused, paired or suspended).
 * One fragment for the count on Home and for the list, so "N people like you" is the list's
 * length.
 */
const waiting = (viewer: Viewer) => sql`
  FROM likes l
  JOIN matching_profiles p ON p.user_id = l.from_user_id
  JOIN users u ON u.id = p.user_id
  JOIN discovery_tag_sets ts ON ts.id = p.tag_set_id
  WHERE l.to_user_id = ${viewer.id} AND ${mayBeShown(viewer, { hideAnswered: true })}
`;

/** How many people like the viewer and wait for an answer ("Likes you"'s length, uncapped). */
export async function countLikesWaiting(db: Db, userId: string): Promise<LikesWaiting> {
  const viewer = await viewerOrNull(db, normaliseId(userId));
  if (!viewer) return { count: 0 };
  const { rows } = await sql<{ count: number }>`
    SELECT count(*)::int AS count ${waiting(viewer)}
  `.execute(db);
  return { count: rows[0]?.count ?? 0 };
}

interface LikerRow {
  id: string;
  nickname: string;
  profileImageUrl: string | null;
  ageGroup: AgeGroup;
  city: string | null;
  bio: string | null;
  tags: string[];
  note: string | null;
  photoId: string | null;
  answer: string | null;
  likedAt: Date;
}

/**
 * "Likes you" (decision 241): who liked the viewer and waits for an answer, newest like
 * first, at most LIKES_YOU_CAP; each with their card and what the like was on and its note.
 * Empty for a viewer nobody may be shown to (paired, no profile).
 */
export async function listLikesYou(db: Db, userId: string): Promise<Liker[]> {
  const viewerId = normaliseId(userId);
  await enforceRateLimit(db, `likes-you:${viewerId}`, RATE_LIMITS.likesYou, READ_TOO_OFTEN);
  const viewer = await viewerOrNull(db, viewerId);
  if (!viewer) return [];
  const { rows } = await sql<LikerRow>`
    SELECT p.user_id AS id, p.nickname, u.profile_image_url, p.age_group, p.city, p.bio,
           ts.tags, l.note, l.photo_id, l.answer_tag AS answer, l.created_at AS liked_at
    ${waiting(viewer)}
    ORDER BY l.created_at DESC, l.from_user_id
    LIMIT ${LIKES_YOU_CAP}
  `.execute(db);
  const photos = await photosByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const theirPhotos = photos.get(row.id) ?? [];
    return {
      id: row.id,
      nickname: row.nickname,
      profileImageUrl: theirPhotos[0]?.url ?? row.profileImageUrl,
      ageGroup: row.ageGroup,
      city: row.city,
      bio: row.bio,
      photos: theirPhotos,
      answers: inQuizOrder(row.tags),
      like: {
        note: row.note,
        photoId: row.photoId,
        photoThumbUrl: row.photoId ? photoUrl(row.photoId, "small") : null,
        answer: row.answer,
        likedAt: row.likedAt.toISOString(),
      },
    };
  });
}
