import { photoUrl, RATE_LIMITS, type DiscoverCandidate } from "@tandem/api-contract";
import { conflict } from "@tandem/api-contract/server";
import type { Db } from "@tandem/db";
import { refuseOverLimit } from "../../../infra/rate-limit.js";
import { checkedViewer, normaliseId } from "../guards.js";
import { discoveryTagSets, scored } from "../tag-sets.js";
import { discoverFirst } from "./first-statement.js";
import { discoverQuery, type CandidateRow } from "./walk-statement.js";

export const QUIZ_FIRST = "Take the discovery quiz first.";

/**
 * Singles to show the viewer, best match first, then most recently active.
 *
 * With a million singles there are still at most 4^5 = 1024 distinct tag sets, so the
 * query scores the tag sets (not the people) against the viewer's tags, then takes each
 * set's most recently active candidates through an index (tag_set_id, [place_id | gender,]
 * last_active_at DESC, user_id) chosen by the viewer's own rule (walkOrder), exclusions
 * applied, one page at most per set.
 */
export async function discover(
  db: Db,
  userId: string,
  /** The walk's statement: a read replica may serve it (decision 357). */
  reads: Db = db,
): Promise<DiscoverCandidate[]> {
  const viewerId = normaliseId(userId);
  const { rows: first } = await discoverFirst(viewerId).execute(db);
  const { hits, windowStart, withNoted, found, tagSetCount, lastTagSet, ...viewer } = first[0]!;
  refuseOverLimit(`discover:${viewerId}`, { hits, windowStart }, RATE_LIMITS.discover);
  const { tags, side } = checkedViewer(found ? viewer : undefined);
  if (!tags) throw conflict(QUIZ_FIRST, "DISCOVERY_QUIZ_REQUIRED");
  const tagSets = await discoveryTagSets(db, { count: tagSetCount, last: lastTagSet });
  const { rows } = await discoverQuery(viewerId, tags, side, { withNoted, tagSets }).execute(reads);
  let { byId } = scored(tags, tagSets);
  // A noted liker's set may be newer than the first statement's reading (made meanwhile).
  if (rows.some((row) => !byId.has(row.tagSetId))) {
    ({ byId } = scored(tags, await discoveryTagSets(db)));
  }
  return rows.map((row) => toCard(row, byId.get(row.tagSetId)!));
}

/**
 * One card. Discover shows all of a profile's photos (docs/photos.md); without any, the
 * account's image. Written out field by field: a rest pattern and spreads per row were a
 * twentieth of the call's CPU.
 */
function toCard(
  row: CandidateRow,
  { answers, commonTags }: Pick<DiscoverCandidate, "answers" | "commonTags">,
): DiscoverCandidate {
  const photos = row.photos.map(({ id, width, height }) => ({
    id,
    width,
    height,
    url: photoUrl(id, "large"),
    thumbUrl: photoUrl(id, "small"),
  }));
  return {
    id: row.id,
    nickname: row.nickname,
    profileImageUrl: photos[0]?.url ?? row.profileImageUrl,
    ageGroup: row.ageGroup,
    city: row.city,
    bio: row.bio,
    matchScore: row.matchScore,
    commonTags,
    photos,
    answers,
    likesYou: row.likedAt !== null,
    likedMe:
      row.note === null
        ? null
        : {
            note: row.note,
            photoId: row.notePhotoId,
            photoThumbUrl: row.notePhotoId ? photoUrl(row.notePhotoId, "small") : null,
            answer: row.noteAnswer,
            likedAt: row.likedAt!.toISOString(),
          },
  };
}
