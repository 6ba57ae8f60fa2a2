import type { Insights, InsightsCell } from "@tandem/api-contract";

/** One chart's numbers: the table view and the CSV are both made from it. */
export interface FigureTable {
  head: string[];
  rows: (string | number)[][];
}

/** A cell as a table or CSV shows it: the count, or the words for a hidden small count. */
export const shownCell = (cell: InsightsCell, fewer: string): string | number =>
  cell.value ?? (cell.fewerThan5 ? fewer : "");

/** A share of the step before, as a whole percentage ("" when not known). */
export const percent = (share: number | null): string =>
  share === null ? "" : `${Math.round(share * 100)}%`;

/** A count for a chart's label, grouped in thousands the same way in every language. */
export const formatCount = (n: number): string => n.toLocaleString("en").replace(/,/g, "\u2009");

/** CSV (RFC 4180, CRLF), a formula-looking field made inert as the waitlist export does. */
export function toCsv(table: FigureTable): string {
  const field = (value: string | number) => {
    let text = String(value);
    if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `${[table.head, ...table.rows].map((row) => row.map(field).join(",")).join("\r\n")}\r\n`;
}

/** The share of a cohort active in a week, 0-1 (null when either count is hidden). */
export function retentionShare(size: InsightsCell, active: InsightsCell): number | null {
  if (!size.value || active.value === null) return null;
  return active.value / size.value;
}

/**
 * The retention heat map's colour scale: a share from each step up takes that step's colour
 * (insights-heat-0 to -4), deepest last. Week 1 of a cohort mostly falls between 10% and
 * 40%; later weeks below 10%: the steps part those.
 */
export const HEAT_LEVELS = [0, 0.05, 0.1, 0.2, 0.4] as const;

/** The step of the scale a share (0-1) falls on. */
export const heatLevel = (share: number): number => {
  // On the whole percentage shown, so "5%" is never coloured as "0%–4%".
  const shown = Math.round(share * 100) / 100;
  return HEAT_LEVELS.reduce<number>((level, from, i) => (shown >= from ? i : level), 0);
};

/** The period's figures for a file name: "tandem-insights-activity-30d-2026-12-02.csv". */
export const csvName = (insights: Insights, what: string) =>
  `tandem-insights-${what}-${insights.days}d-${insights.to}.csv`;
