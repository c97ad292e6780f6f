import "uplot/dist/uPlot.min.css";
import { useEffect, useRef } from "react";
import uPlot from "uplot";
import { LOCALE } from "../../config";
import { formatNumber } from "../../lib/format";

// The applications-per-day line (issue 18), drawn by uPlot: about 20 kB gzipped with its CSS,
// canvas-drawn so two years of days stay light, and loaded only with this chart (a lazy import
// from AnalyticsPanel), never on a visitor's page. The numbers it draws are also in the table
// beside it, which is what a screen reader reads; the canvas is one image with a summary.

/** India days (YYYY-MM-DD) are placed at UTC midnight and labelled in UTC: no day shifts. */
const dayLabel = new Intl.DateTimeFormat(LOCALE, {
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});
const HEIGHT = 220;

const toSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function cssColor(element: HTMLElement, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback;
}

export default function ApplicationsChart({
  days,
  label,
}: {
  days: readonly { date: string; applications: number }[];
  label: string;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const line = cssColor(element, "--color-primary", "#0f766e");
    const muted = cssColor(element, "--color-text-muted", "#475569");
    const grid = cssColor(element, "--color-border", "#e2e8f0");
    const axis = { stroke: muted, grid: { stroke: grid }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: Math.max(element.clientWidth, 200),
        height: HEIGHT,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), "Etc/UTC"),
        scales: { y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] } },
        series: [
          {},
          { label, stroke: line, width: 2, fill: `${line}22`, points: { show: days.length <= 31 } },
        ],
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
      [days.map((d) => toSeconds(d.date)), days.map((d) => d.applications)],
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
  }, [days, label]);
  return <div ref={box} className="applications-chart" data-chart="applications" />;
}
