import { useMemo, useState } from "react";
import {
  ACTIVITY_SERIES,
  INSIGHTS_PERIOD_DAYS,
  type Insights,
  type InsightsPeriodDays,
} from "@tandem/api-contract";
import { Button } from "@tandem/ui";
import { useCopy } from "../../lib/i18n.js";
import { trpc } from "../../lib/trpc.js";
import { DeskQuery } from "../moderation/desk-query.js";
import { Bars, Lines } from "./charts.js";
import { FigureCard } from "./figure-card.js";
import { insightsCopy } from "./insights-copy.js";
import { csvName, formatCount, percent, shownCell, type FigureTable } from "./figures.js";
import { RetentionCard } from "./retention-card.js";
import { RewardsCards } from "./rewards-cards.js";

/** The activity charts: two series each, read together. */
const ACTIVITY_CHARTS = [
  ["dailyActive", "weeklyActive"],
  ["signUps", "waitlistSignUps"],
  ["pairings", "breakUps"],
  ["quizzesCompleted", "matches"],
  ["messages", "reports"],
] as const;

/** The funnel's branches, each drawn in its own colour. */
const FUNNEL_BRANCHES = ["all", "couples", "singles"] as const;

/** The admin panel's Insights tab (its own chunk: the chart library loads only here). */
export default function InsightsPanel() {
  const t = useCopy(insightsCopy);
  const [days, setDays] = useState<InsightsPeriodDays>(30);
  const timeZone = useMemo(() => Intl.DateTimeFormat().resolvedOptions().timeZone, []);
  const query = trpc.insights.overview.useQuery({ days, timeZone });
  return (
    <section className="flex flex-col gap-3" aria-labelledby="insights-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="insights-heading" className="text-lg font-semibold text-gray-900">
          {t("heading")}
        </h2>
        <div role="group" aria-label={t("period")} className="flex gap-1">
          {INSIGHTS_PERIOD_DAYS.map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === days ? "primary" : "outline"}
              aria-pressed={n === days}
              onClick={() => setDays(n)}
            >
              {t("days", { n })}
            </Button>
          ))}
        </div>
      </div>
      <DeskQuery query={query} loading={t("loading")} failed={t("failed")}>
        {(insights) => <Figures insights={insights} />}
      </DeskQuery>
    </section>
  );
}

function Figures({ insights }: { insights: Insights }) {
  const t = useCopy(insightsCopy);
  const fewer = t("fewer");
  const funnel: FigureTable = {
    head: [t("step"), t("people"), t("share")],
    rows: insights.funnel.map((step) => [
      t(`step.${step.key}`),
      shownCell(step.count, fewer),
      percent(step.shareOfPrevious),
    ]),
  };
  const activity: FigureTable = {
    head: [t("day"), ...ACTIVITY_SERIES.map((key) => t(`series.${key}`))],
    rows: insights.activity.map((day) => [
      day.day,
      ...ACTIVITY_SERIES.map((key) => shownCell(day[key], fewer)),
    ]),
  };
  const labels = insights.activity.map((day) => day.day.slice(5));
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-600">
        {t("intro", {
          zone: insights.timeZone,
          from: insights.from,
          to: insights.to,
          updated: insights.updatedAt
            ? insights.updatedAt.slice(0, 16).replace("T", " ")
            : t("never"),
        })}{" "}
        {t("today", { to: insights.to })}
      </p>
      {insights.pendingTimeZone ? (
        <p className="text-sm text-amber-800">{t("pending", { zone: insights.pendingTimeZone })}</p>
      ) : null}
      <FigureCard
        title={t("funnel")}
        description={t("funnelNote")}
        table={funnel}
        filename={csvName(insights, "funnel")}
        chart={
          insights.funnel[0]?.count.value === 0 ? (
            <p className="text-sm text-gray-600">{t("noSignUps")}</p>
          ) : (
            <Bars
              horizontal
              labels={insights.funnel.map((step) => t(`step.${step.key}`))}
              series={FUNNEL_BRANCHES.map((branch) =>
                insights.funnel.map((step) => (step.branch === branch ? step.count.value : null)),
              )}
              names={FUNNEL_BRANCHES.map((branch) => t(`branch.${branch}`))}
              gapNote={insights.funnel.some((step) => step.count.fewerThan5) ? t("gapBar") : ""}
              values={insights.funnel.map((step) =>
                step.count.value === null
                  ? ""
                  : step.shareOfPrevious === null
                    ? formatCount(step.count.value)
                    : t("stepFigure", {
                        count: formatCount(step.count.value),
                        share: percent(step.shareOfPrevious),
                      }),
              )}
            />
          )
        }
      />
      <h3 className="pt-2 text-base font-semibold text-gray-900">{t("activity")}</h3>
      {ACTIVITY_CHARTS.map((pair) => (
        <FigureCard
          key={pair[0]}
          title={pair.map((key) => t(`series.${key}`)).join(" · ")}
          table={{
            head: [t("day"), ...pair.map((key) => t(`series.${key}`))],
            rows: activity.rows.map((row) => [
              row[0]!,
              ...pair.map((key) => row[1 + ACTIVITY_SERIES.indexOf(key)]!),
            ]),
          }}
          filename={csvName(insights, `activity-${pair.join("-")}`)}
          chart={
            <Lines
              labels={labels}
              series={pair.map((key) => insights.activity.map((day) => day[key].value))}
              names={pair.map((key) => t(`series.${key}`))}
              gapNote={t("gapDay")}
            />
          }
        />
      ))}
      <RetentionCard insights={insights} />
      <RewardsCards insights={insights} labels={labels} />
    </div>
  );
}
