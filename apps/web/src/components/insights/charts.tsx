import { useEffect, useRef } from "react";
import { BarChart, LineChart } from "chartist";
import "chartist/dist/index.css";
import "./insights.css";

/** A series as chartist draws it: null leaves a gap (a hidden small count). */
export type Series = (number | null)[];

/** The series' letters, as chartist names them (ct-series-a, -b, -c) and the legend shows. */
const LETTERS = ["a", "b", "c"] as const;

/** What each colour (and line style) stands for, above the chart; and what a gap means. */
export function Legend({
  names,
  gapNote,
  bars = false,
}: {
  names: string[];
  gapNote?: string | undefined;
  bars?: boolean;
}) {
  return (
    <div
      className={`${bars ? "insights-legend-bars " : ""}flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-gray-700`}
    >
      {names.map((name, i) => (
        <span key={name} className="inline-flex items-center gap-1.5">
          <span className={`insights-swatch insights-swatch-${LETTERS[i] ?? "a"}`} />
          {name}
        </span>
      ))}
      {gapNote ? <span className="text-gray-600">{gapNote}</span> : null}
    </div>
  );
}

const hasGap = (series: Series[]) => series.some((values) => values.some((v) => v === null));

/** Every `every`-th label of a long period, so that labels never run into each other. */
const sparse = (count: number) => {
  const every = Math.ceil(count / 6);
  return (value: string | number, index: number) => (index % every === 0 ? value : null);
};

/** Line charts of the activity: one line per series, the days along the bottom. */
export function Lines({
  labels,
  series,
  names,
  gapNote,
}: {
  labels: string[];
  series: Series[];
  names: string[];
  gapNote: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const chart = new LineChart(
      ref.current,
      { labels, series },
      {
        height: 200,
        low: 0,
        showArea: false,
        showPoint: labels.length <= 31,
        lineSmooth: false,
        chartPadding: { top: 10, right: 16, bottom: 0, left: 0 },
        axisX: { labelInterpolationFnc: sparse(labels.length), showGrid: false },
        axisY: { onlyInteger: true },
      },
    );
    return () => {
      chart.detach();
    };
  }, [labels, series]);
  return (
    <div className="flex flex-col gap-1">
      <Legend names={names} gapNote={hasGap(series) ? gapNote : undefined} />
      <div ref={ref} className="insights-chart" />
    </div>
  );
}

/**
 * Bars, one per label, across (the funnel, the rewards) or upright (points per day). Across,
 * each bar may carry its figure at its end (`values`); series are stacked, so a step that
 * belongs to one series only (the funnel's branches) sits on its own line.
 */
export function Bars({
  labels,
  series,
  names,
  gapNote,
  values,
  horizontal = false,
}: {
  labels: string[];
  series: Series[];
  names?: string[];
  gapNote?: string;
  values?: string[];
  horizontal?: boolean;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    // Across, the first label goes on top: each series' values turned round (not the series,
    // which would swap their colours, as chartist's reverseData does).
    const chart = new BarChart(
      ref.current,
      horizontal
        ? { labels: [...labels].reverse(), series: series.map((values) => [...values].reverse()) }
        : { labels, series },
      {
        height: horizontal ? Math.max(120, labels.length * 34) : 200,
        horizontalBars: horizontal,
        stackBars: horizontal,
        seriesBarDistance: horizontal ? 0 : 6,
        chartPadding: { top: 10, right: values ? 84 : 20, bottom: 0, left: 0 },
        axisY: horizontal ? { offset: 110, showGrid: false } : { onlyInteger: true },
        axisX: horizontal
          ? { onlyInteger: true }
          : { labelInterpolationFnc: sparse(labels.length), showGrid: false },
      },
    );
    if (values) {
      // Turned round across: the first label is drawn last, so count from the end.
      chart.on("draw", (data) => {
        if (data.type !== "bar") return;
        const label = values[horizontal ? labels.length - 1 - data.index : data.index];
        if (!label) return;
        data.group.elem("text", { x: data.x2 + 6, y: data.y2 + 4 }, "insights-value").text(label);
      });
    }
    return () => {
      chart.detach();
    };
  }, [labels, series, values, horizontal]);
  return (
    <div className="flex flex-col gap-1">
      {names ? (
        <Legend names={names} gapNote={hasGap(series) ? gapNote : undefined} bars />
      ) : gapNote && hasGap(series) ? (
        <p className="text-xs text-gray-600">{gapNote}</p>
      ) : null}
      <div ref={ref} className="insights-chart" />
    </div>
  );
}
