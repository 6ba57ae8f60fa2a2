import { useId, useState, type ReactNode } from "react";
import { defineCopy } from "@tandem/i18n";
import { Button, Card } from "@tandem/ui";
import { saveFile } from "../../lib/download.js";
import { useCopy } from "../../lib/i18n.js";
import { toCsv, type FigureTable } from "./figures.js";

export const figureCardCopy = defineCopy(
  {
    showTable: "Table view",
    showChart: "Chart view",
    download: "Download CSV",
  },
  { es: () => import("./figure-card.es.js") },
);

/**
 * One chart with its numbers: the table is always there for screen readers (visually hidden
 * under the chart, which they skip), shown instead of the chart by "Table view"; the CSV
 * holds the same rows.
 */
export function FigureCard({
  title,
  table,
  filename,
  chart,
  description,
}: {
  title: string;
  table: FigureTable;
  filename: string;
  chart: ReactNode;
  description?: string;
}) {
  const t = useCopy(figureCardCopy);
  const [tableView, setTableView] = useState(false);
  const headingId = useId();
  return (
    <Card className="flex flex-col gap-2 p-3" role="region" aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-base font-semibold text-gray-900">
          {title}
        </h3>
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="outline"
            aria-pressed={tableView}
            onClick={() => setTableView((on) => !on)}
          >
            {tableView ? t("showChart") : t("showTable")}
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() => saveFile(filename, toCsv(table), "text/csv;charset=utf-8")}
          >
            {t("download")}
          </Button>
        </div>
      </div>
      {description ? <p className="text-sm text-gray-600">{description}</p> : null}
      {tableView ? null : (
        <div aria-hidden="true" data-testid="chart">
          {chart}
        </div>
      )}
      {/* Focusable when shown, so a keyboard can scroll a wide table sideways. */}
      <div
        className={tableView ? "overflow-x-auto" : "sr-only"}
        {...(tableView ? { tabIndex: 0, role: "group", "aria-label": title } : {})}
      >
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{title}</caption>
          <thead className="bg-rose-50 text-xs uppercase tracking-wide text-gray-600">
            <tr>
              {table.head.map((cell) => (
                <th key={cell} scope="col" className="whitespace-nowrap px-2 py-1 font-medium">
                  {cell}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-rose-50">
            {table.rows.map((row, r) => (
              <tr key={r}>
                {row.map((cell, c) =>
                  c === 0 ? (
                    <th key={c} scope="row" className="whitespace-nowrap px-2 py-1 font-medium">
                      {cell}
                    </th>
                  ) : (
                    <td key={c} className="whitespace-nowrap px-2 py-1 text-gray-700">
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
