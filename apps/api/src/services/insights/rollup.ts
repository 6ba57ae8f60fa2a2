import type { Db } from "@tandem/db";
import { sql, type RawBuilder } from "kysely";
import { addDays } from "./days.js";
import { couplesWithFunnelStreak } from "./streak-couples.js";

/**
 * The rollups behind the Insights tab (decision 350): per time zone and local day, counted
 * from the raw tables by the scheduler only. Each function deletes and rewrites its rows for
 * the days it is given, so running it again gives the same rows.
 */

/** The local day range [from, to] (both "YYYY-MM-DD") as instants, in `zone`. */
const bounds = (zone: string, from: string, to: string) => ({
  lo: sql`(${from}::date)::timestamp AT TIME ZONE ${zone}`,
  hi: sql`(${to}::date + 1)::timestamp AT TIME ZONE ${zone}`,
});

const localDay = (zone: string, column: RawBuilder<unknown>) =>
  sql`(${column} AT TIME ZONE ${zone})::date`;

/** Who did something, and when: the events that make a person active (decision 350). */
const activityEvents = (lo: RawBuilder<unknown>, hi: RawBuilder<unknown>) => sql`
  SELECT id AS user_id, created_at AS at FROM users
    WHERE role = 'user' AND created_at >= ${lo} AND created_at < ${hi}
  UNION ALL SELECT user_id, created_at FROM answers WHERE created_at >= ${lo} AND created_at < ${hi}
  UNION ALL SELECT from_user_id, created_at FROM likes WHERE created_at >= ${lo} AND created_at < ${hi}
  UNION ALL SELECT from_user_id, created_at FROM passes WHERE created_at >= ${lo} AND created_at < ${hi}
  UNION ALL SELECT sender_id, created_at FROM messages WHERE created_at >= ${lo} AND created_at < ${hi}
  UNION ALL SELECT sender_id, created_at FROM couple_messages
    WHERE created_at >= ${lo} AND created_at < ${hi}
`;

/** Metric name -> the rows it counts (table, time column, extra condition). */
const EVENT_COUNTS: Record<string, { from: string; at: string; where?: string }> = {
  signUps: { from: "users", at: "created_at", where: "role = 'user'" },
  waitlistSignUps: { from: "waitlist_entries", at: "created_at" },
  pairings: { from: "couples", at: "created_at" },
  breakUps: { from: "couples", at: "ended_at" },
  quizzesCompleted: { from: "daily_sets", at: "completed_at" },
  matches: { from: "matches", at: "created_at" },
  messages: { from: "messages", at: "created_at" },
  reports: { from: "reports", at: "created_at" },
};

async function clear(db: Db, zone: string, metrics: string[], from: string, to: string) {
  await sql`
    DELETE FROM insights_rollups
    WHERE time_zone = ${zone} AND metric IN (${sql.join(metrics)})
      AND day >= ${from}::date AND day <= ${to}::date
  `.execute(db);
}

/** Activity and rewards per local day, for the days from `from` to `to`. */
export async function rollUpDays(db: Db, zone: string, from: string, to: string): Promise<void> {
  const { lo, hi } = bounds(zone, from, to);
  const metrics = [
    ...Object.keys(EVENT_COUNTS),
    "dailyActive",
    "weeklyActive",
    "pointsEarned",
    "pointsEarners",
    "pointsRedeemed",
    "pointsRedeemers",
    "redemptions",
  ];
  await clear(db, zone, metrics, from, to);
  for (const [metric, { from: table, at, where }] of Object.entries(EVENT_COUNTS)) {
    const column = sql.ref(at);
    await sql`
      INSERT INTO insights_rollups (time_zone, day, metric, value)
      SELECT ${zone}, ${localDay(zone, column)}, ${metric}, count(*)
      FROM ${sql.table(table)}
      WHERE ${column} >= ${lo} AND ${column} < ${hi} ${where ? sql.raw(`AND ${where}`) : sql``}
      GROUP BY 2
    `.execute(db);
  }
  // Weekly active on a day: the people active on it or the 6 days before.
  const weekLo = sql`(${from}::date - 6)::timestamp AT TIME ZONE ${zone}`;
  await sql`
    WITH active AS (
      SELECT DISTINCT user_id, (at AT TIME ZONE ${zone})::date AS day
      FROM (${activityEvents(weekLo, hi)}) AS events
    ),
    days AS (SELECT generate_series(${from}::date, ${to}::date, interval '1 day')::date AS day)
    INSERT INTO insights_rollups (time_zone, day, metric, value)
    SELECT ${zone}, days.day, 'dailyActive', count(DISTINCT active.user_id)
      FILTER (WHERE active.day = days.day)
    FROM days JOIN active ON active.day BETWEEN days.day - 6 AND days.day
    GROUP BY days.day
    UNION ALL
    SELECT ${zone}, days.day, 'weeklyActive', count(DISTINCT active.user_id)
    FROM days JOIN active ON active.day BETWEEN days.day - 6 AND days.day
    GROUP BY days.day
  `.execute(db);
  await sql`
    INSERT INTO insights_rollups (time_zone, day, metric, value)
    SELECT ${zone}, day, metric, value FROM (
      SELECT ${localDay(zone, sql.ref("created_at"))} AS day,
        sum(delta) FILTER (WHERE delta > 0) AS earned,
        count(DISTINCT user_id) FILTER (WHERE delta > 0) AS earners,
        -sum(delta) FILTER (WHERE delta < 0) AS redeemed,
        count(DISTINCT user_id) FILTER (WHERE delta < 0) AS redeemers
      FROM points_ledger WHERE created_at >= ${lo} AND created_at < ${hi}
      GROUP BY 1
    ) AS per_day
    CROSS JOIN LATERAL (VALUES ('pointsEarned', earned), ('pointsEarners', earners),
      ('pointsRedeemed', redeemed), ('pointsRedeemers', redeemers)) AS v(metric, value)
    WHERE value IS NOT NULL AND value > 0
  `.execute(db);
  await sql`
    INSERT INTO insights_rollups (time_zone, day, metric, bucket, value)
    SELECT ${zone}, ${localDay(zone, sql.ref("created_at"))}, 'redemptions', reward_id, count(*)
    FROM redemptions WHERE created_at >= ${lo} AND created_at < ${hi}
    GROUP BY 2, 4
  `.execute(db);
}

/** Codes left in each reward's pool, as of `today` (only today's row is kept). */
export async function rollUpStock(db: Db, zone: string, today: string): Promise<void> {
  await sql`DELETE FROM insights_rollups WHERE time_zone = ${zone} AND metric = 'stock'`.execute(
    db,
  );
  await sql`
    INSERT INTO insights_rollups (time_zone, day, metric, bucket, value)
    SELECT ${zone}, ${today}::date, 'stock', reward_id, count(*) FILTER (WHERE claimed_at IS NULL)
    FROM reward_codes GROUP BY reward_id
  `.execute(db);
}

/**
 * The funnel of the people who signed up on each local day from `from` to `to`: how many of
 * them have reached each step by now (bucket = the step's index in FUNNEL_STEPS).
 */
export async function rollUpFunnel(db: Db, zone: string, from: string, to: string): Promise<void> {
  const { lo, hi } = bounds(zone, from, to);
  await clear(db, zone, ["funnel"], from, to);
  const streakCouples = await couplesWithFunnelStreak(db, lo, hi);
  await sql`
    WITH cohort AS (
      SELECT u.id, u.first_name, u.user_type, ${localDay(zone, sql.ref("u.created_at"))} AS day
      FROM users u WHERE u.role = 'user' AND u.created_at >= ${lo} AND u.created_at < ${hi}
    ),
    -- Each cohort member's couples, found through either partner's index.
    cohort_couples AS (
      SELECT cohort.id AS user_id, c.id AS couple_id
      FROM cohort JOIN couples c ON c.user_a_id = cohort.id
      UNION ALL
      SELECT cohort.id, c.id FROM cohort JOIN couples c ON c.user_b_id = cohort.id
    ),
    couple_days AS (
      SELECT DISTINCT ds.couple_id, ds.day
      FROM (SELECT DISTINCT couple_id FROM cohort_couples) AS cc
      JOIN daily_sets ds ON ds.couple_id = cc.couple_id AND ds.completed_at IS NOT NULL
    ),
    -- The couples the app showed a 7-day streak: counted by the streak's own rule, in code.
    streaks AS (SELECT DISTINCT unnest(${streakCouples}::uuid[]) AS couple_id),
    couple_flags AS (
      SELECT cc.user_id, bool_or(q.couple_id IS NOT NULL) AS quiz,
        bool_or(s.couple_id IS NOT NULL) AS streak
      FROM cohort_couples cc
      LEFT JOIN (SELECT DISTINCT couple_id FROM couple_days) AS q ON q.couple_id = cc.couple_id
      LEFT JOIN streaks s ON s.couple_id = cc.couple_id
      GROUP BY cc.user_id
    ),
    steps AS (
      SELECT cohort.day,
        cohort.first_name IS NOT NULL AS gave_name,
        cohort.user_type IS NOT NULL AS chose,
        cohort.user_type = 'couple' AND f.user_id IS NOT NULL AS paired,
        cohort.user_type = 'couple' AND coalesce(f.quiz, false) AS quiz_together,
        cohort.user_type = 'couple' AND coalesce(f.streak, false) AS streak7,
        cohort.user_type = 'single' AND p.user_id IS NOT NULL AS profile,
        cohort.user_type = 'single' AND p.tag_set_id IS NOT NULL AS discovery_quiz,
        cohort.user_type = 'single' AND p.user_id IS NOT NULL
          AND EXISTS (SELECT 1 FROM likes l WHERE l.from_user_id = cohort.id) AS first_like,
        cohort.user_type = 'single' AND p.user_id IS NOT NULL
          AND (EXISTS (SELECT 1 FROM matches m WHERE m.user_a_id = cohort.id)
            OR EXISTS (SELECT 1 FROM matches m WHERE m.user_b_id = cohort.id)) AS first_match,
        -- A message is in one of the person's matches: found through the matches' index.
        cohort.user_type = 'single' AND p.user_id IS NOT NULL
          AND (EXISTS (SELECT 1 FROM matches m JOIN messages ms ON ms.match_id = m.id
                WHERE m.user_a_id = cohort.id AND ms.sender_id = cohort.id)
            OR EXISTS (SELECT 1 FROM matches m JOIN messages ms ON ms.match_id = m.id
                WHERE m.user_b_id = cohort.id AND ms.sender_id = cohort.id)) AS first_message
      FROM cohort
      LEFT JOIN matching_profiles p ON p.user_id = cohort.id
      LEFT JOIN couple_flags f ON f.user_id = cohort.id
    ),
    -- Each step counts only the people who reached every step before it on its branch.
    counted AS (
      SELECT day,
        count(*) AS s0,
        count(*) FILTER (WHERE gave_name) AS s1,
        count(*) FILTER (WHERE gave_name AND chose) AS s2,
        count(*) FILTER (WHERE gave_name AND chose AND paired) AS s3,
        count(*) FILTER (WHERE gave_name AND chose AND paired AND quiz_together) AS s4,
        count(*) FILTER (WHERE gave_name AND chose AND paired AND quiz_together AND streak7) AS s5,
        count(*) FILTER (WHERE gave_name AND chose AND profile) AS s6,
        count(*) FILTER (WHERE gave_name AND chose AND profile AND discovery_quiz) AS s7,
        count(*) FILTER (WHERE gave_name AND chose AND discovery_quiz AND first_like) AS s8,
        count(*) FILTER (WHERE gave_name AND chose AND discovery_quiz AND first_like
          AND first_match) AS s9,
        count(*) FILTER (WHERE gave_name AND chose AND discovery_quiz AND first_like
          AND first_match AND first_message) AS s10
      FROM steps GROUP BY day
    )
    INSERT INTO insights_rollups (time_zone, day, metric, bucket, value)
    SELECT ${zone}, day, 'funnel', v.step, v.value FROM counted
    CROSS JOIN LATERAL (VALUES (0, s0), (1, s1), (2, s2), (3, s3), (4, s4), (5, s5), (6, s6),
      (7, s7), (8, s8), (9, s9), (10, s10)) AS v(step, value)
    WHERE v.value > 0
  `.execute(db);
}

/**
 * Retention: for the sign-up weeks from `firstCohort` on, the cohort's size (metric
 * "cohort") and how many of its people were active in each activity week from `fromWeek` to
 * `toWeek` (metric "retention", day = cohort week, bucket = weeks since). Weeks start on Monday.
 */
export async function rollUpRetention(
  db: Db,
  zone: string,
  firstCohort: string,
  fromWeek: string,
  toWeek: string,
): Promise<void> {
  const cohortLo = bounds(zone, firstCohort, toWeek).lo;
  const { lo, hi } = bounds(zone, fromWeek, addDays(toWeek, 6));
  await sql`
    DELETE FROM insights_rollups WHERE time_zone = ${zone}
      AND ((metric = 'cohort' AND day >= ${fromWeek}::date)
        OR (metric = 'retention' AND day + bucket * 7 >= ${fromWeek}::date
          AND day + bucket * 7 <= ${toWeek}::date))
  `.execute(db);
  await sql`
    WITH cohort AS (
      SELECT id, date_trunc('week', (created_at AT TIME ZONE ${zone}))::date AS week
      FROM users WHERE role = 'user' AND created_at >= ${cohortLo}
    ),
    active AS (
      SELECT DISTINCT user_id, date_trunc('week', (at AT TIME ZONE ${zone}))::date AS week
      FROM (${activityEvents(lo, hi)}) AS events
    )
    INSERT INTO insights_rollups (time_zone, day, metric, bucket, value)
    SELECT ${zone}, cohort.week, 'retention', (active.week - cohort.week) / 7, count(*)
    FROM cohort JOIN active ON active.user_id = cohort.id AND active.week >= cohort.week
    GROUP BY cohort.week, active.week
    UNION ALL
    SELECT ${zone}, week, 'cohort', 0, count(*) FROM cohort
    WHERE week >= ${fromWeek}::date GROUP BY week
  `.execute(db);
}
