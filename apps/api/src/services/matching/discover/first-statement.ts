import { RATE_LIMITS } from "@tandem/api-contract";
import { sql } from "kysely";
import { rateLimitHit } from "../../../infra/rate-limit.js";
import { activityStale, type ViewerRow } from "../guards.js";

/**
 * Discover's first round trip, one statement: counts the call against the viewer's rate
 * limit, reads the viewer (`requireMatchingViewer`'s row) and whether anyone liked them with
 * a note (one index-only probe of likes_noted_to_idx: only then does the walk's statement
 * read the noted likers, whose part doubles its planning), and marks them active when
 * `touchActivity` would (their own activity never changes their page: the walk leaves them
 * out). The update's conditions are the checks the caller makes of this row (within the
 * limit, unpaired, a tag set), so a refused call marks nobody, as before. Five statements
 * in two round trips were one connection each: under load their writes (`writev`) were
 * a fifth of the process's CPU samples.
 */
export function discoverFirst(viewerId: string) {
  const rule = RATE_LIMITS.discover;
  return sql<
    ViewerRow & {
      hits: number;
      windowStart: Date;
      withNoted: boolean;
      found: boolean | null;
      tagSetCount: number;
      lastTagSet: number | null;
    }
  >`
    WITH hit AS (${rateLimitHit(`discover:${viewerId}`, rule)}),
    touched AS (
      UPDATE matching_profiles p SET last_active_at = now()
      WHERE p.user_id = ${viewerId} AND ${activityStale}
        AND p.tag_set_id IS NOT NULL
        AND (SELECT hits FROM hit) <= ${rule.limit}
        AND EXISTS (SELECT 1 FROM users u WHERE u.id = p.user_id AND u.couple_id IS NULL)
    )
    SELECT hit.hits, hit.window_start,
           EXISTS (
             SELECT 1 FROM likes WHERE to_user_id = ${viewerId} AND note IS NOT NULL
           ) AS with_noted,
           (SELECT count(*) FROM discovery_tag_sets)::int AS tag_set_count,
           (SELECT max(id) FROM discovery_tag_sets) AS last_tag_set,
           v.*
    FROM hit
    LEFT JOIN (
      SELECT TRUE AS found, u.couple_id, p.user_id AS profile_user_id, ts.tags,
             p.gender, p.age_group, p.birth_date, p.show_me, p.age_min, p.age_max, p.distance, p.distance_km,
             p.place_id, p.place_latitude, p.place_longitude
      FROM users u
      LEFT JOIN matching_profiles p ON p.user_id = u.id
      LEFT JOIN discovery_tag_sets ts ON ts.id = p.tag_set_id
      WHERE u.id = ${viewerId}
    ) v ON TRUE
  `;
}
