import { z } from "zod";
import { CalendarDay, coercedNumber, IsoDateTime } from "../common.js";

/**
 * Insights: how Tandem is doing, as aggregates only (decisions 350-353). Staff read them in
 * the admin panel; a data team reads the same figures with an `insights:read` API token.
 * Every read is written to the audit log. Figures come from daily rollups that the server
 * keeps up (today's are at most INSIGHTS_ROLLUP_INTERVAL_MINUTES old), never from the raw
 * tables at read time.
 */

/** The periods staff choose from, in days (ending today, in the chosen time zone). */
export const INSIGHTS_PERIOD_DAYS = [7, 30, 90] as const;
export type InsightsPeriodDays = (typeof INSIGHTS_PERIOD_DAYS)[number];

/** A count of people below this is not shown: it is answered as "fewer than 5". */
export const INSIGHTS_SMALL_CELL = 5;

/** Weekly sign-up cohorts the retention heat map shows, newest last. */
export const INSIGHTS_RETENTION_WEEKS = 12;

/** How often a process refreshes today's and yesterday's rollups. */
export const INSIGHTS_ROLLUP_INTERVAL_MINUTES = 15;

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

export const InsightsInputSchema = z.object({
  days: coercedNumber().pipe(
    z.literal(INSIGHTS_PERIOD_DAYS, `Choose a period of ${INSIGHTS_PERIOD_DAYS.join(", ")} days.`),
  ),
  /** An IANA time zone ("Europe/Madrid"); the staff member's own zone when left out. */
  timeZone: z
    .string()
    .max(64)
    .refine(isTimeZone, "Not a time zone: name one like Europe/Madrid.")
    .optional(),
});
export type InsightsInput = z.input<typeof InsightsInputSchema>;

/**
 * One figure. A count of fewer than INSIGHTS_SMALL_CELL people (but not none) is never
 * sent: `value` is null and `fewerThan5` is true, so nobody is picked out of a breakdown.
 */
export const InsightsCellSchema = z.object({
  value: z.number().int().nullable(),
  fewerThan5: z.boolean(),
});
export type InsightsCell = z.infer<typeof InsightsCellSchema>;

export const FUNNEL_STEPS = [
  { key: "signedUp", branch: "all" },
  { key: "gaveName", branch: "all" },
  { key: "choseMode", branch: "all" },
  { key: "paired", branch: "couples" },
  { key: "quizTogether", branch: "couples" },
  { key: "streak7", branch: "couples" },
  { key: "profile", branch: "singles" },
  { key: "discoveryQuiz", branch: "singles" },
  { key: "firstLike", branch: "singles" },
  { key: "firstMatch", branch: "singles" },
  { key: "firstMessage", branch: "singles" },
] as const;
export type FunnelStepKey = (typeof FUNNEL_STEPS)[number]["key"];
export const FunnelStepKeySchema = z.enum(
  FUNNEL_STEPS.map((step) => step.key) as [FunnelStepKey, ...FunnelStepKey[]],
);

export const FunnelStepSchema = z.object({
  key: FunnelStepKeySchema,
  branch: z.enum(["all", "couples", "singles"]),
  /** People who signed up in the period and have reached this step by now. */
  count: InsightsCellSchema,
  /** Share of the step before (0-1; the first couples/singles step is of "chose"); null when either is hidden. */
  shareOfPrevious: z.number().nullable(),
});
export type FunnelStep = z.infer<typeof FunnelStepSchema>;

export const ACTIVITY_SERIES = [
  "dailyActive",
  "weeklyActive",
  "signUps",
  "waitlistSignUps",
  "pairings",
  "breakUps",
  "quizzesCompleted",
  "matches",
  "messages",
  "reports",
] as const;
export type ActivitySeries = (typeof ACTIVITY_SERIES)[number];

export const ActivityDaySchema = z.object({
  day: CalendarDay,
  ...(Object.fromEntries(ACTIVITY_SERIES.map((key) => [key, InsightsCellSchema])) as Record<
    ActivitySeries,
    typeof InsightsCellSchema
  >),
});
export type ActivityDay = z.infer<typeof ActivityDaySchema>;

export const RetentionCohortSchema = z.object({
  /** The Monday that starts the week these people signed up in. */
  week: CalendarDay,
  size: InsightsCellSchema,
  /** People of the cohort active in week 0, 1, 2... after it (only weeks that have begun). */
  weeks: z.array(InsightsCellSchema),
});
export type RetentionCohort = z.infer<typeof RetentionCohortSchema>;

export const RewardsDaySchema = z.object({
  day: CalendarDay,
  /** Hidden like a count when fewer than 5 people earned (or redeemed) that day. */
  pointsEarned: InsightsCellSchema,
  pointsRedeemed: InsightsCellSchema,
});
export type RewardsDay = z.infer<typeof RewardsDaySchema>;

export const RewardRedemptionsSchema = z.object({
  rewardId: z.number().int(),
  title: z.string(),
  brandName: z.string().nullable(),
  /** Redemptions in the period. */
  redemptions: InsightsCellSchema,
  /** Codes left in the reward's pool; null when Tandem makes its codes (no pool). */
  stock: z.number().int().nullable(),
});
export type RewardRedemptions = z.infer<typeof RewardRedemptionsSchema>;

export const InsightsSchema = z.object({
  days: z.number().int(),
  /** The zone the days are counted in: the one asked for, or UTC until its rollups exist. */
  timeZone: z.string(),
  /** The zone asked for when its rollups are not made yet (the next run makes them). */
  pendingTimeZone: z.string().nullable(),
  from: CalendarDay,
  to: CalendarDay,
  /** When the rollups read were last brought up to date; null before the first run. */
  updatedAt: IsoDateTime.nullable(),
  funnel: z.array(FunnelStepSchema),
  activity: z.array(ActivityDaySchema),
  retention: z.array(RetentionCohortSchema),
  rewardsByDay: z.array(RewardsDaySchema),
  rewards: z.array(RewardRedemptionsSchema),
});
export type Insights = z.infer<typeof InsightsSchema>;
