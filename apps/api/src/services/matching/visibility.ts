import { sql, type RawBuilder } from "kysely";
import { fitsBothWays, type PreferenceSide } from "./preferences.js";

/**
 * Who may be shown to whom: the one statement of the rule (decision 240). Every reader
 * composes these fragments into its own query: Discover's walk and its noted likers
 * (`discover/walk-statement.ts`), Discover's count and the empty deck's widenings
 * (`discover/count.ts`),
 * likes waiting and "Likes you" (`likes-you.ts`), the like and pass target guard
 * (`guards.ts`) and the photo check (`photo-access.ts`).
 *
 * A person `p` (the alias of a `matching_profiles` row) may be shown to the viewer when:
 * - `p` is not the viewer, has a profile with its discovery answers (a tag set), not paused;
 * - `p` is a single, unpaired, not suspended;
 * - neither has blocked the other;
 * - each fits the other's preferences: gender, age range, distance (`fitsBothWays`);
 * - and, for the readers about people the viewer has not answered yet (Discover, likes
 *   waiting), the viewer has not liked or passed `p`.
 */
export interface Viewer {
  id: string;
  side: PreferenceSide;
}

/** Whether the viewer's own likes and passes hide a person (Discover, likes waiting) or not. */
export interface Answered {
  hideAnswered: boolean;
}

/**
 * The rule's tests on the profile's own columns, all of them in each of Discover's walk
 * indexes (its `paused_at` included, as NULL), so the walk can apply them index-only.
 */
export function profileFits({ id, side }: Viewer): RawBuilder<boolean> {
  return sql<boolean>`p.user_id <> ${id} AND p.paused_at IS NULL AND ${fitsBothWays(side)}`;
}

/**
 * The rule's tests on other tables. The people the viewer answered (liked, passed) or
 * blocked, or who blocked them, are one `NOT IN` list, which Postgres reads once per
 * statement into a hash (decision 220); the single, unpaired, not suspended test is a scalar
 * subquery, so the planner does not turn it into a join to order.
 */
export function personAvailable(viewerId: string, { hideAnswered }: Answered): RawBuilder<boolean> {
  const answered = hideAnswered
    ? sql`SELECT l.to_user_id FROM likes l WHERE l.from_user_id = ${viewerId}
      UNION ALL SELECT x.to_user_id FROM passes x WHERE x.from_user_id = ${viewerId}
      UNION ALL `
    : sql``;
  return sql<boolean>`p.user_id NOT IN (
      ${answered}SELECT b.blocked_id FROM blocks b WHERE b.blocker_id = ${viewerId}
      UNION ALL SELECT b.blocker_id FROM blocks b WHERE b.blocked_id = ${viewerId}
    )
    AND (SELECT EXISTS (
      SELECT 1 FROM users u
      WHERE u.id = p.user_id
        AND u.couple_id IS NULL AND u.user_type = 'single' AND u.suspended_at IS NULL
    ))`;
}

/** The whole rule over `p`, for a reader that does not walk Discover's indexes. */
export function mayBeShown(viewer: Viewer, answered: Answered): RawBuilder<boolean> {
  return sql<boolean>`(p.tag_set_id IS NOT NULL AND ${profileFits(viewer)}
    AND ${personAvailable(viewer.id, answered)})`;
}
