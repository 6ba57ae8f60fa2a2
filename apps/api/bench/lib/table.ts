import type { LoadResult } from "./load.js";

export interface Row {
  section: string;
  label: string;
  result?: LoadResult;
  /** Free text instead of a load result (memory, counts). */
  note?: string;
  goal?: { ok: boolean; text: string };
  /** The baseline this row is compared with, when not the run's (one measured in turns with it). */
  baselineRps?: number;
}

const fmt = (n: number, digits = 1) =>
  Number.isFinite(n) ? n.toLocaleString("en", { maximumFractionDigits: digits }) : "-";

/** One markdown table: req/s, latency percentiles, the ratio to the baseline and the goal. */
export function markdownTable(rows: Row[], baselineRps: number): string {
  const lines = [
    "| | measure | req/s | p50 ms | p95 ms | p99 ms | vs baseline | non-2xx | goal |",
    "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
  ];
  let section = "";
  for (const row of rows) {
    const r = row.result;
    const non2xx = r
      ? Object.entries(r.statuses)
          .filter(([code]) => !code.startsWith("2"))
          .map(([code, count]) => `${count} × ${code}`)
          .join(", ") || "0"
      : "";
    const cells = r
      ? [
          fmt(r.rps, 0),
          fmt(r.p50),
          fmt(r.p95),
          fmt(r.p99),
          `${fmt((100 * r.rps) / (row.baselineRps ?? baselineRps), 0)}%`,
          r.errors ? `${non2xx}; ${r.errors} errors` : non2xx,
        ]
      : [row.note ?? "", "", "", "", "", ""];
    const goal = row.goal ? `${row.goal.ok ? "✅" : "❌"} ${row.goal.text}` : "";
    lines.push(
      `| ${row.section === section ? "" : row.section} | ${row.label} | ${cells.join(" | ")} | ${goal} |`,
    );
    section = row.section;
  }
  return lines.join("\n");
}
