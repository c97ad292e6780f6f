import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminAnalyticsTrend_analytics$key } from "../../__generated__/AdminAnalyticsTrend_analytics.graphql";
import { formatNumber } from "../../lib/format";
import { dayText } from "./analytics-filters";

// uPlot and its stylesheet load with the first chart, never on a visitor's page.
const DayChart = lazy(() => import("../../components/DayChart"));

/** Sign-ups, jobs posted and applications per India day: a chart, and the same in a table. */
export function AdminAnalyticsTrend({
  analytics: key,
}: {
  analytics: AdminAnalyticsTrend_analytics$key;
}) {
  const { t } = useTranslation("admin");
  const { series: days } = useFragment(
    graphql`
      fragment AdminAnalyticsTrend_analytics on AdminPlatformAnalytics {
        series {
          date
          workers
          employers
          jobs
          applications
        }
      }
    `,
    key,
  );
  const labels = {
    signUps: t("analytics.trend.signUps"),
    jobs: t("analytics.trend.jobs"),
    applications: t("analytics.trend.applications"),
  };
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(
    () => [
      { label: labels.signUps, values: days.map((day) => day.workers + day.employers) },
      { label: labels.jobs, values: days.map((day) => day.jobs) },
      { label: labels.applications, values: days.map((day) => day.applications) },
    ],
    [days, labels.signUps, labels.jobs, labels.applications],
  );
  const sum = (pick: (day: (typeof days)[number]) => number) =>
    days.reduce((total, day) => total + pick(day), 0);
  const summary = t("analytics.trend.summary", {
    days: days.length,
    signUps: formatNumber(sum((day) => day.workers + day.employers)),
    jobs: formatNumber(sum((day) => day.jobs)),
    applications: formatNumber(sum((day) => day.applications)),
  });

  return (
    <section aria-labelledby="admin-analytics-trend">
      <h2 id="admin-analytics-trend">{t("analytics.trend.title")}</h2>
      <figure className="admin-overview__chart" aria-label={summary} role="img">
        <Suspense fallback={<div className="admin-overview__chart-loading" />}>
          <DayChart dates={dates} series={series} name="platform-analytics" />
        </Suspense>
      </figure>
      <details data-analytics="table">
        <summary>{t("analytics.trend.showTable")}</summary>
        <div className="admin-scroll admin-overview__table">
          <table>
            <caption className="visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t("analytics.trend.day")}</th>
                <th scope="col">{t("analytics.trend.workers")}</th>
                <th scope="col">{t("analytics.trend.employers")}</th>
                <th scope="col">{labels.jobs}</th>
                <th scope="col">{labels.applications}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayText(day.date)}</th>
                  <td>{formatNumber(day.workers)}</td>
                  <td>{formatNumber(day.employers)}</td>
                  <td>{formatNumber(day.jobs)}</td>
                  <td>{formatNumber(day.applications)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}
