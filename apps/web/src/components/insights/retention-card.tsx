import { INSIGHTS_RETENTION_WEEKS, type Insights } from "@tandem/api-contract";
import { defineCopy } from "@tandem/i18n";
import { Button, Card } from "@tandem/ui";
import { saveFile } from "../../lib/download.js";
import { figureCardCopy } from "./figure-card.js";
import { useCopy } from "../../lib/i18n.js";
import { insightsCopy } from "./insights-copy.js";
import {
  csvName,
  HEAT_LEVELS,
  heatLevel,
  percent,
  retentionShare,
  shownCell,
  toCsv,
  type FigureTable,
} from "./figures.js";

export const retentionCopy = defineCopy(
  {
    title: "Retention by weekly cohort",
    note: "Each row is the people who signed up in one week; each cell, the share of them active that many weeks later, coloured on the scale below. The CSV has the counts too.",
    cohort: "Week of sign-up",
    size: "People",
    week: "Week {n}",
    scale: "Colour scale",
    level: "{from}–{to}",
    levelTop: "{from} or more",
    hidden: "fewer than 5 people: not coloured",
    people: "{count} people",
  },
  { es: () => import("./retention-card.es.js") },
);

/** The scale's steps in words: "10%–19%", the last "40% or more". */
function useLevelNames() {
  const t = useCopy(retentionCopy);
  return HEAT_LEVELS.map((from, i) => {
    const next = HEAT_LEVELS[i + 1];
    return next === undefined
      ? t("levelTop", { from: percent(from) })
      : t("level", { from: percent(from), to: percent(next - 0.01) });
  });
}

/**
 * Retention as a heat map: a table (screen readers read it as one, row and column headers
 * and all) whose cells are coloured on a five-step scale of the share still active, with
 * the scale beside it (decision 366: the chart library has no heat map).
 */
export function RetentionCard({ insights }: { insights: Insights }) {
  const t = useCopy(retentionCopy);
  const tc = useCopy(insightsCopy);
  const tf = useCopy(figureCardCopy);
  const levels = useLevelNames();
  const fewer = tc("fewer");
  const weeks = Array.from({ length: INSIGHTS_RETENTION_WEEKS }, (_, k) => t("week", { n: k }));
  const table: FigureTable = {
    head: [t("cohort"), t("size"), ...weeks],
    rows: insights.retention.map((cohort) => [
      cohort.week,
      shownCell(cohort.size, fewer),
      ...cohort.weeks.map((cell) => {
        const count = shownCell(cell, fewer);
        const share = percent(retentionShare(cohort.size, cell));
        return share ? `${count} (${share})` : count;
      }),
    ]),
  };
  return (
    <Card className="flex flex-col gap-2 p-3" role="region" aria-labelledby="retention-heading">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="retention-heading" className="text-base font-semibold text-gray-900">
          {t("title")}
        </h3>
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            saveFile(csvName(insights, "retention"), toCsv(table), "text/csv;charset=utf-8")
          }
        >
          {tf("download")}
        </Button>
      </div>
      <p className="text-sm text-gray-600">{t("note")}</p>
      <ul aria-label={t("scale")} className="flex flex-wrap items-center gap-1 text-xs">
        {levels.map((name, level) => (
          <li key={name} className={`insights-heat-${level} rounded px-1.5 py-0.5`}>
            {name}
          </li>
        ))}
        <li className="insights-heat-hidden rounded px-1.5 py-0.5">{t("hidden")}</li>
      </ul>
      {/* Focusable, so a keyboard can scroll the heat map sideways. */}
      <div className="overflow-x-auto" tabIndex={0} role="group" aria-label={t("title")}>
        <table className="insights-heat-map text-left text-xs">
          <caption className="sr-only">{t("title")}</caption>
          <thead className="text-gray-600">
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col" className="whitespace-nowrap px-1.5 py-1 font-medium">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {insights.retention.map((cohort, r) => (
              <tr key={cohort.week}>
                <th scope="row" className="whitespace-nowrap px-1.5 py-1 font-medium">
                  {cohort.week}
                </th>
                <td className="px-1.5 py-1 text-right text-gray-900">{table.rows[r]![1]}</td>
                {weeks.map((_, k) => {
                  const cell = cohort.weeks[k];
                  if (!cell) return <td key={k} />;
                  const share = retentionShare(cohort.size, cell);
                  const shade = cell.fewerThan5
                    ? "insights-heat-hidden"
                    : share === null
                      ? ""
                      : `insights-heat-${heatLevel(share)}`;
                  // The share is what the colour says; the count is read out and in the CSV.
                  return (
                    <td
                      key={k}
                      className={`${shade} whitespace-nowrap px-1.5 py-1 text-right tabular-nums`}
                      title={cell.value === null ? fewer : t("people", { count: cell.value })}
                    >
                      {share === null ? (
                        table.rows[r]![2 + k]
                      ) : (
                        <>
                          <span aria-hidden="true">{percent(share)}</span>
                          <span className="sr-only">{table.rows[r]![2 + k]}</span>
                        </>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
