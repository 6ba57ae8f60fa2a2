import type { Db } from "@tandem/db";
import { sql, type RawBuilder } from "kysely";
import { computeStreak } from "../quiz/index.js";

/** The funnel's last couples step: a streak of this many days (the step "streak7"). */
export const FUNNEL_STREAK_DAYS = 7;

/**
 * Whether the app has ever shown a couple a streak of FUNNEL_STREAK_DAYS, from the days it
 * finished: the streak's own rule (computeStreak: grace days and all), so the funnel counts a
 * couple exactly when Home showed them that streak. `best` is the longest run ever reached.
 */
export const reachedFunnelStreak = (days: readonly string[]): boolean =>
  days.length >= FUNNEL_STREAK_DAYS &&
  computeStreak(
    days,
    days.reduce((a, b) => (a > b ? a : b)),
  ).best >= FUNNEL_STREAK_DAYS;

/**
 * The couples of the people who signed up in [lo, hi) that reached the funnel's streak.
 * Only couples with at least FUNNEL_STREAK_DAYS finished days can have, so only theirs are
 * read: one row per couple, its days joined by commas (the same text on both engines).
 */
export async function couplesWithFunnelStreak(
  db: Db,
  lo: RawBuilder<unknown>,
  hi: RawBuilder<unknown>,
): Promise<string[]> {
  const { rows } = await sql<{ coupleId: string; days: string }>`
    WITH cohort AS (
      SELECT id FROM users WHERE role = 'user' AND created_at >= ${lo} AND created_at < ${hi}
    ),
    cohort_couples AS (
      SELECT c.id FROM cohort JOIN couples c ON c.user_a_id = cohort.id
      UNION
      SELECT c.id FROM cohort JOIN couples c ON c.user_b_id = cohort.id
    )
    SELECT ds.couple_id, string_agg(DISTINCT ds.day::text, ',') AS days
    FROM cohort_couples cc
    JOIN daily_sets ds ON ds.couple_id = cc.id AND ds.completed_at IS NOT NULL
    GROUP BY ds.couple_id
    HAVING count(DISTINCT ds.day) >= ${FUNNEL_STREAK_DAYS}
  `.execute(db);
  return rows.filter((row) => reachedFunnelStreak(row.days.split(","))).map((r) => r.coupleId);
}
