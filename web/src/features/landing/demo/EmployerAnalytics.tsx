import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatCurrency, formatNumber } from "../../../lib/format";
import { ANALYTICS, type AnalyticsPeriod } from "./sample-data";
import { TourSpot } from "./TourSpot";

const PERIODS: readonly AnalyticsPeriod[] = ["week", "month", "year"];

// 1 January 2024 was a Monday: a fixed week and year to take day and month names from.
function barLabels(period: AnalyticsPeriod, count: number, language: string, week: string[]) {
  if (period === "month") return week;
  const format = new Intl.DateTimeFormat(
    language,
    period === "week" ? { weekday: "short" } : { month: "short" },
  );
  return Array.from({ length: count }, (_, index) =>
    format.format(period === "week" ? new Date(2024, 0, 1 + index) : new Date(2024, index, 1)),
  );
}

export function EmployerAnalytics() {
  const { t, i18n } = useTranslation("landing");
  const [period, setPeriod] = useState<AnalyticsPeriod>("week");
  const data = ANALYTICS[period];
  const total = data.applications.reduce((sum, value) => sum + value, 0);
  const highest = Math.max(...data.applications);
  const labels = barLabels(
    period,
    data.applications.length,
    i18n.resolvedLanguage ?? i18n.language,
    data.applications.map((_, index) => t("demo.analytics.weekNumber", { number: index + 1 })),
  );
  const figures = [
    ["applications", formatNumber(total)],
    ["views", formatNumber(data.views)],
    ["hired", formatNumber(data.hired)],
  ] as const;

  return (
    <div className="demo-layout demo-layout--analytics">
      <div className="demo-analytics__head">
        <h3 className="demo-card__title">{t("demo.analytics.title")}</h3>
        <fieldset className="demo-segment">
          <legend className="visually-hidden">{t("demo.analytics.period")}</legend>
          {PERIODS.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={value === period}
              onClick={() => setPeriod(value)}
            >
              {t(`demo.analytics.${value}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <dl className="demo-kpis">
        {figures.map(([key, value]) => (
          <div key={key}>
            <dt>{t(`demo.analytics.${key}`)}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TourSpot spot="chart" className="demo-card demo-chart">
        <h4 className="demo-chart__title">{t(`demo.analytics.chart.${period}`)}</h4>
        <ol className={`demo-bars demo-bars--${period}`}>
          {data.applications.map((value, index) => (
            <li key={labels[index]}>
              <span className="demo-bars__track">
                <span
                  className="demo-bars__bar"
                  style={{ height: `${Math.round((value / highest) * 100)}%` }}
                />
              </span>
              <span className="demo-bars__label">
                {labels[index]}
                <span className="visually-hidden">: {formatNumber(value)}</span>
              </span>
            </li>
          ))}
        </ol>
      </TourSpot>
      <p className="demo-note">
        {t("demo.analytics.averageWage", { amount: formatCurrency(data.averageDailyWage) })}
      </p>
    </div>
  );
}
