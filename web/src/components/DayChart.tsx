import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { LOCALE } from "../config";
import { formatNumber } from "../lib/format";

// A count per India day as lines, drawn by uPlot: about 20 kB gzipped with its CSS, canvas-drawn
// so two years of days stay light, and loaded only with a chart (a lazy import: the employer's
// applications per day, from dashboard/AnalyticsPanel; the back office's sign-ups per
// day, from admin/AdminOverviewTimeline), never on a visitor's page. The numbers it draws
// are also in a table beside it, which is what a screen reader reads; the canvas is one image
// with a summary.

/** India days (YYYY-MM-DD) are placed at UTC midnight and labelled in UTC: no day shifts. */
const dayLabel = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const HEIGHT = 220;
/** The lines' colours in order: the theme's, with its defaults where a page has none. */
const PALETTE = [
  ["--color-primary", "#0f766e"],
  ["--color-accent", "#f59e0b"],
  ["--color-focus", "#2563eb"],
] as const;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function cssColor(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

/** One line: its name (the legend's, with two or more) and a count for each of the days. */
export interface DaySeries {
  readonly label: string;
  readonly values: readonly number[];
}

/**
 * `series` over `dates` (India days, oldest first). Both are compared by identity: a caller
 * keeps them (useMemo) so the chart is drawn again only when its numbers change.
 */
export default function DayChart({
  dates,
  series,
  name,
}: {
  dates: readonly string[];
  series: readonly DaySeries[];
  /** Its data-chart attribute, which the browser tests find it by. */
  name: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const muted = cssColor(element, "--color-text-muted", "#475569");
    const grid = cssColor(element, "--color-border", "#e2e8f0");
    const axis = { stroke: muted, grid: { stroke: grid }, ticks: { stroke: grid } };
    const lines = series.map((line, index) => {
      const [variable, fallback] = PALETTE[index % PALETTE.length] ?? PALETTE[0];
      const stroke = cssColor(element, variable, fallback);
      return {
        label: line.label,
        stroke,
        width: 2,
        // One line is filled below; several stay lines, so none hides another.
        fill: series.length === 1 ? `${stroke}22` : undefined,
        points: { show: dates.length <= 31 },
      };
    });
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        // Two or more lines are named in a legend under the chart: their names only (not live,
        // which would add the x axis's own untranslated row and values under the cursor).
        legend: { show: series.length > 1, live: false },
        cursor: { drag: { x: false, y: false } },
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        series: [{}, ...lines],
        axes: [
          {
            ...axis,
            values: (_u, splits) => splits.map((s) => dayLabel.format(new Date(s * 1000))),
          },
          {
            ...axis,
            size: 48,
            values: (_u, splits) => splits.map((s) => (Number.isInteger(s) ? formatNumber(s) : "")),
          },
        ],
      },
      [dates.map(toSeconds), ...series.map((line) => [...line.values])],
      element,
    );
    // Readable at 360 px and on a turned phone: the chart follows its box's width.
    const resize = new ResizeObserver(() =>
      chart.setSize({ width: Math.max(element.clientWidth, 200), height: HEIGHT }),
    );
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [dates, series]);
  return <div ref={box} className="day-chart" style={{ minHeight: HEIGHT }} data-chart={name} />;
}
