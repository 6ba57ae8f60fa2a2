import {
  ACTIVITY_SERIES,
  FUNNEL_STEPS,
  INSIGHTS_RETENTION_WEEKS,
  INSIGHTS_SMALL_CELL,
  type ActivityDay,
  type FunnelStep,
  type Insights,
  type InsightsCell,
  type InsightsInputSchema,
  type SignedInContext,
} from "@tandem/api-contract";
import type { Db } from "@tandem/db";
import type { z } from "zod";
import { calendarDay } from "../../lib/calendar.js";
import { requireRecentSignIn, writeAudit } from "../moderation/index.js";
import { addDays, daysBetween, mondayOf } from "./days.js";

/** A count of people as the contract sends it: 1-4 hidden as "fewer than 5". */
export function cell(count: number, people = count): InsightsCell {
  if (people > 0 && people < INSIGHTS_SMALL_CELL) return { value: null, fewerThan5: true };
  return { value: count, fewerThan5: false };
}

/** The zone to read: the one asked for once its rollups exist, else UTC (it is then queued). */
async function zoneToRead(db: Db, wanted: string) {
  const rows = await db
    .selectFrom("insightsTimeZones")
    .select(["timeZone", "rolledUpAt"])
    .where("timeZone", "in", [wanted, "UTC"])
    .execute();
  const ready = rows.find((row) => row.timeZone === wanted && row.rolledUpAt);
  if (ready) return { zone: wanted, pending: null, updatedAt: ready.rolledUpAt };
  if (!rows.some((row) => row.timeZone === wanted)) {
    await db
      .insertInto("insightsTimeZones")
      .values({ timeZone: wanted })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  const utc = rows.find((row) => row.timeZone === "UTC");
  return {
    zone: "UTC",
    pending: wanted === "UTC" ? null : wanted,
    updatedAt: utc?.rolledUpAt ?? null,
  };
}

function funnelOf(totals: number[]): FunnelStep[] {
  const cells = totals.map((n) => cell(n));
  return FUNNEL_STEPS.map((step, index) => {
    // The first step of each branch is a share of those who chose (couple or single).
    const before = index === 0 ? null : index === 6 ? 2 : index - 1;
    const previous = before === null ? undefined : cells[before];
    const count = cells[index] ?? cell(0);
    const share =
      previous?.value && count.value !== null
        ? Math.round((count.value / previous.value) * 1000) / 1000
        : null;
    return { key: step.key, branch: step.branch, count, shareOfPrevious: share };
  });
}

/**
 * The Insights figures for the last `days` local days, read from the rollups only (one
 * query and the reward titles), and written to the audit log.
 */
export async function readInsights(
  db: Db,
  ctx: SignedInContext,
  input: z.output<typeof InsightsInputSchema>,
  now: Date = new Date(),
): Promise<Insights> {
  await requireRecentSignIn(db, ctx);
  const own = await db
    .selectFrom("users")
    .select("timeZone")
    .where("id", "=", ctx.viewer.id)
    .executeTakeFirst();
  const { zone, pending, updatedAt } = await zoneToRead(
    db,
    input.timeZone ?? own?.timeZone ?? "UTC",
  );
  const to = calendarDay(zone, now);
  const from = addDays(to, -(input.days - 1));
  const thisWeek = mondayOf(to);
  const firstCohort = addDays(thisWeek, -7 * (INSIGHTS_RETENTION_WEEKS - 1));
  const rows = await db
    .selectFrom("insightsRollups")
    .select(["day", "metric", "bucket", "value"])
    .where("timeZone", "=", zone)
    .where((eb) =>
      eb.or([
        eb.and([eb("day", ">=", from), eb("day", "<=", to)]),
        eb.and([eb("metric", "in", ["cohort", "retention"]), eb("day", ">=", firstCohort)]),
        eb("metric", "=", "stock"),
      ]),
    )
    .execute();

  const perDay = new Map<string, Map<string, number>>();
  const funnel = FUNNEL_STEPS.map(() => 0);
  const redemptions = new Map<number, number>();
  const stock = new Map<number, number>();
  const cohorts = new Map<string, number[]>();
  for (const row of rows) {
    const value = Number(row.value);
    const inPeriod = row.day >= from && row.day <= to;
    if (row.metric === "funnel" && inPeriod) funnel[row.bucket] = (funnel[row.bucket] ?? 0) + value;
    else if (row.metric === "redemptions" && inPeriod)
      redemptions.set(row.bucket, (redemptions.get(row.bucket) ?? 0) + value);
    else if (row.metric === "stock") stock.set(row.bucket, value);
    else if (row.metric === "cohort" || row.metric === "retention") {
      const weeks = cohorts.get(row.day) ?? [];
      // Index 0 is the cohort's size, 1 + k the people active k weeks after.
      weeks[row.metric === "cohort" ? 0 : row.bucket + 1] = value;
      cohorts.set(row.day, weeks);
    } else if (inPeriod) {
      const day = perDay.get(row.day) ?? new Map<string, number>();
      day.set(row.metric, value);
      perDay.set(row.day, day);
    }
  }

  const days = Array.from({ length: input.days }, (_, i) => addDays(from, i));
  const activity = days.map((day) => {
    const figures = perDay.get(day);
    const entries = ACTIVITY_SERIES.map((key) => [key, cell(figures?.get(key) ?? 0)]);
    return { day, ...Object.fromEntries(entries) } as ActivityDay;
  });
  const rewardsByDay = days.map((day) => {
    const figures = perDay.get(day);
    const of = (key: string) => figures?.get(key) ?? 0;
    return {
      day,
      pointsEarned: cell(of("pointsEarned"), of("pointsEarners")),
      pointsRedeemed: cell(of("pointsRedeemed"), of("pointsRedeemers")),
    };
  });
  const retention = Array.from({ length: INSIGHTS_RETENTION_WEEKS }, (_, i) => {
    const week = addDays(firstCohort, 7 * i);
    const figures = cohorts.get(week) ?? [];
    const begun = Math.floor(daysBetween(week, thisWeek) / 7) + 1;
    return {
      week,
      size: cell(figures[0] ?? 0),
      weeks: Array.from({ length: begun }, (_, k) => cell(figures[k + 1] ?? 0)),
    };
  });

  const rewardIds = [...new Set([...redemptions.keys(), ...stock.keys()])];
  const rewardRows = rewardIds.length
    ? await db
        .selectFrom("rewards")
        .select(["id", "title", "brandName"])
        .where("id", "in", rewardIds)
        .orderBy("id")
        .execute()
    : [];
  const rewards = rewardRows.map((reward) => ({
    rewardId: reward.id,
    title: reward.title,
    brandName: reward.brandName,
    redemptions: cell(redemptions.get(reward.id) ?? 0),
    stock: stock.get(reward.id) ?? null,
  }));

  await writeAudit(db, {
    actorId: ctx.viewer.id,
    action: "insights-read",
    note: `Read the insights (${input.days} days, ${zone})${
      ctx.apiToken ? ` with the API token "${ctx.apiToken.name}"` : ""
    }.`,
  });
  return {
    days: input.days,
    timeZone: zone,
    pendingTimeZone: pending,
    from,
    to,
    updatedAt: updatedAt ? updatedAt.toISOString() : null,
    funnel: funnelOf(funnel),
    activity,
    retention,
    rewardsByDay,
    rewards,
  };
}
