import type { Insights } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { useCopy } from "../../lib/i18n.js";
import { Bars } from "./charts.js";
import { FigureCard } from "./figure-card.js";
import { insightsCopy } from "./insights-copy.js";
import { csvName, formatCount, shownCell, type FigureTable } from "./figures.js";

export const rewardsCardsCopy = defineCopy(
  {
    points: "Points earned and redeemed",
    earned: "Points earned",
    redeemed: "Points redeemed",
    redemptions: "Redemptions per reward",
    reward: "Reward",
    brand: "Brand",
    count: "Redemptions",
    stock: "Codes left",
    noPool: "no pool",
    none: "No redemptions in this period.",
  },
  { es: () => import("./rewards-cards.es.js") },
);

/** Rewards: points per day as bars, and redemptions per reward and brand with the stock. */
export function RewardsCards({ insights, labels }: { insights: Insights; labels: string[] }) {
  const t = useCopy(rewardsCardsCopy);
  const tc = useCopy(insightsCopy);
  const fewer = tc("fewer");
  const day = tc("day");
  const points: FigureTable = {
    head: [day, t("earned"), t("redeemed")],
    rows: insights.rewardsByDay.map((d) => [
      d.day,
      shownCell(d.pointsEarned, fewer),
      shownCell(d.pointsRedeemed, fewer),
    ]),
  };
  const rewards: FigureTable = {
    head: [t("reward"), t("brand"), t("count"), t("stock")],
    rows: insights.rewards.map((r) => [
      r.title,
      r.brandName ?? "",
      shownCell(r.redemptions, fewer),
      r.stock ?? t("noPool"),
    ]),
  };
  return (
    <>
      <FigureCard
        title={t("points")}
        table={points}
        filename={csvName(insights, "points")}
        chart={
          <Bars
            labels={labels}
            series={[
              insights.rewardsByDay.map((d) => d.pointsEarned.value),
              insights.rewardsByDay.map((d) => d.pointsRedeemed.value),
            ]}
            names={[t("earned"), t("redeemed")]}
            gapNote={tc("gapDay")}
          />
        }
      />
      <FigureCard
        title={t("redemptions")}
        table={rewards}
        filename={csvName(insights, "redemptions")}
        chart={
          rewards.rows.length === 0 ? (
            <p className="text-sm text-gray-600">{t("none")}</p>
          ) : (
            <Bars
              horizontal
              labels={insights.rewards.map((r) =>
                r.brandName ? `${r.title} (${r.brandName})` : r.title,
              )}
              series={[insights.rewards.map((r) => r.redemptions.value)]}
              values={insights.rewards.map((r) =>
                r.redemptions.value === null ? "" : formatCount(r.redemptions.value),
              )}
              gapNote={tc("gapBar")}
            />
          )
        }
      />
    </>
  );
}
