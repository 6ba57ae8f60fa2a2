import { DISCOVER_PAGE_SIZE } from "@tandem/api-contract";
import type { AgeGroup } from "@tandem/db";
import { sql } from "kysely";
import { SHOWN_GENDERS, type PreferenceSide } from "../preferences.js";
import { scored, type TagSet } from "../tag-sets.js";
import { mayBeShown, personAvailable, profileFits } from "../visibility.js";

/** A row of the walk statement: a card's fields before they are written out (`toCard`). */
export interface CandidateRow {
  id: string;
  nickname: string;
  profileImageUrl: string | null;
  ageGroup: AgeGroup;
  city: string | null;
  bio: string | null;
  matchScore: number;
  tagSetId: number;
  photos: { id: string; width: number; height: number }[];
  note: string | null;
  notePhotoId: string | null;
  noteAnswer: string | null;
  /** When they liked the viewer (with a note or without), or null. */
  likedAt: Date | null;
}

/**
 * The columns of a profile the walk reads, all in each walk index; `paused_at` is NULL for
 * every profile walked (the indexes' own condition), so it is not read.
 */
const WALKED = sql.raw(
  [
    "user_id",
    "last_active_at",
    "gender",
    "birth_date",
    "show_me",
    "age_min",
    "age_max",
    "distance",
    "distance_km",
    "place_id",
    "place_latitude",
    "place_longitude",
  ]
    .map((column) => `p.${column}`)
    .join(", ") + ", NULL::timestamptz AS paused_at",
);

/**
 * Which order of a tag set's people the walk reads (decision 122): a viewer who keeps to
 * their town reads that town's people (matching_profiles_discover_town_idx), one who wants
 * women or men reads theirs (matching_profiles_discover_gender_idx), anyone else everyone
 * (matching_profiles_discoverable_prefs_idx). The same people the filter would keep from a
 * walk of everyone: each condition here is one of `fitsBothWays`'s.
 */
function walkOrder(viewer: PreferenceSide) {
  if (viewer.distance === "same-city" && viewer.placeId !== null) {
    return sql`AND p.place_id = ${viewer.placeId}::int`;
  }
  const [gender, ...others] = SHOWN_GENDERS[viewer.showMe];
  if (gender && others.length === 0) return sql`AND p.gender = ${gender}::text`;
  return sql``;
}

/**
 * The one statement behind `discover`'s page: the likers with a note first (`noted`, only `withNoted`: someone left the viewer a note), then
 * the walk below (`walk`), each person once.
 *
 * The tag sets (`tagSets`, from `discoveryTagSets`, scored in Node) come out of the
 * `OFFSET 0` subquery (kept as a subquery, not flattened) already sorted by score, and the
 * nested loop keeps that order, so Postgres sorts the candidates with an Incremental Sort
 * keyed on the score: it stops reading tag sets once the page is full, usually after the
 * viewer's own set and the sets one answer away.
 */
export function discoverQuery(
  viewerId: string,
  viewerTags: string[],
  viewer: PreferenceSide,
  { withNoted = true, tagSets }: { withNoted?: boolean; tagSets: TagSet[] },
) {
  const { ids, scores } = scored(viewerTags, tagSets);
  // Literals, not parameters: with a parameter for LIMIT, a prepared statement's generic plan
  // expects thousands of rows, costs enough to be JIT-compiled and takes 55 ms instead of 7.
  const pageSize = sql.lit(DISCOVER_PAGE_SIZE);
  // |A intersect B| as a sum of membership tests: far cheaper per tag set than unnest().
  const common =
    viewerTags.length === 0
      ? sql`0`
      : sql.join(
          viewerTags.map((tag) => sql`(${tag} = ANY (ts.tags))::int`),
          sql` + `,
        );
  // round(100 * common / union), half up, in integers (numeric cost 1 ms a call)
  const score = (common: unknown, unionSize: unknown) =>
    sql`coalesce((200 * ${common} + ${unionSize}) / nullif(2 * ${unionSize}, 0), 0)`;
  const seen = { id: viewerId, side: viewer };
  // The walk reads only indexes (partial indexes hold "not paused" and "a single, unpaired,
  // not suspended": migration 2026_11_26_1500; the indexes carry both sides' preferences:
  // 2026_11_27_0100 and 2026_11_27_0600); what a card shows is read for the page.
  const notedPart = withNoted
    ? sql`noted AS (
      -- Who liked the viewer with a note comes first (decision 126), the oldest note first:
      -- likes_noted_to_idx holds only noted likes, so a viewer with none costs one probe.
      -- "(SELECT mayBeShown)" keeps its tests as subplans, run for the few noted likers only:
      -- flattened into this join they made 8 relations to order, which doubled the planning.
      SELECT n.user_id, n.liked_at, n.tag_set_id,
             ${score(sql`n.common`, sql`cardinality(ts.tags) + ${sql.lit(viewerTags.length)} - n.common`)} AS match_score
      FROM (
        SELECT l.from_user_id AS user_id, l.created_at AS liked_at, c.tag_set_id, ${common} AS common
        FROM likes l
        CROSS JOIN LATERAL (
          SELECT p.tag_set_id FROM matching_profiles p
          WHERE p.user_id = l.from_user_id AND p.tag_set_id IS NOT NULL AND (SELECT ${mayBeShown(seen, { hideAnswered: true })})
        ) c
        JOIN discovery_tag_sets ts ON ts.id = c.tag_set_id
        WHERE l.to_user_id = ${viewerId} AND l.note IS NOT NULL
        ORDER BY l.created_at, l.from_user_id
        LIMIT ${pageSize}
      ) n
      JOIN discovery_tag_sets ts ON ts.id = n.tag_set_id
    ),`
    : sql``;
  return sql<CandidateRow>`
    WITH ${notedPart}
    walk AS (
      SELECT w.user_id, w.last_active_at, w.match_score, w.tag_set_id
      FROM (
        SELECT c.user_id, c.last_active_at, s.match_score, s.id AS tag_set_id
        FROM (
          -- Every tag set with the viewer's score for it (scored(), in Node), best first.
          SELECT x.id, x.match_score
          FROM unnest(${ids}::int[], ${scores}::int[]) AS x (id, match_score)
          ORDER BY x.match_score DESC
          OFFSET 0
        ) s
        CROSS JOIN LATERAL (
          SELECT p.user_id, p.last_active_at
          FROM (
            SELECT p.user_id, p.last_active_at
            FROM (
              -- The set's people newest-active first, from the index the viewer's own rule
              -- picks (walkOrder); OFFSET 0 keeps it an ordered walk the filter and probes
              -- below stop once the page is full, whatever the planner guesses of how many
              -- pass.
              SELECT ${WALKED}
              FROM matching_profiles p
              WHERE p.tag_set_id = s.id AND p.paused_at IS NULL ${walkOrder(viewer)}
              ORDER BY p.last_active_at DESC, p.user_id
              OFFSET 0
            ) p
            WHERE ${profileFits(seen)}
            ORDER BY p.last_active_at DESC, p.user_id
            -- The probes below are charged for the rows this filter keeps, not for every
            -- entry walked (which made the statement cost enough to be JIT-compiled).
            OFFSET 0
          ) p
          WHERE ${personAvailable(viewerId, { hideAnswered: true })}
          ORDER BY p.last_active_at DESC, p.user_id
          LIMIT ${pageSize}
        ) c
        ORDER BY s.match_score DESC, c.last_active_at DESC, c.user_id
        LIMIT ${pageSize}
      ) w
    ),
    page AS (${
      withNoted
        ? sql`
      SELECT user_id, tag_set_id, match_score, liked_at, 0 AS source, NULL::timestamptz AS last_active_at
      FROM noted
      UNION ALL
      SELECT user_id, tag_set_id, match_score, NULL, 1, last_active_at
      FROM walk WHERE user_id NOT IN (SELECT user_id FROM noted)
      ORDER BY source, liked_at, match_score DESC, last_active_at DESC, user_id
      LIMIT ${pageSize}`
        : sql`
      SELECT user_id, tag_set_id, match_score, NULL::timestamptz AS liked_at, 1 AS source, last_active_at
      FROM walk`
    }
    )
    SELECT p.user_id AS id, p.nickname, u.profile_image_url,
           coalesce((
             SELECT json_agg(json_build_object('id', ph.id, 'width', ph.width, 'height', ph.height)
                             ORDER BY ph.position, ph.created_at)
             FROM photos ph WHERE ph.user_id = p.user_id
           ), '[]'::json) AS photos,
           p.age_group, p.city, p.bio,
           page.match_score, page.tag_set_id,
           lm.note, lm.photo_id AS note_photo_id, lm.answer_tag AS note_answer, lm.created_at AS liked_at
    FROM page
    JOIN matching_profiles p ON p.user_id = page.user_id
    JOIN users u ON u.id = page.user_id
    -- Whoever on the page liked the viewer, with a note or without (a plain like is marked
    -- "Likes you" on the card): one primary-key probe for each of the page's people.
    LEFT JOIN likes lm ON lm.from_user_id = page.user_id AND lm.to_user_id = ${viewerId}
    ORDER BY page.source, page.liked_at, page.match_score DESC, page.last_active_at DESC, page.user_id
  `;
}
