import "./employer-dashboard.css";
import { lazy, Suspense, useId, useMemo, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import { Link } from "react-router";
import type {
  AnalyticsPanel_user$key,
  AnalyticsRange,
} from "../../__generated__/AnalyticsPanel_user.graphql";
import type { AnalyticsPanelRefetchQuery } from "../../__generated__/AnalyticsPanelRefetchQuery.graphql";
import { jobApplicationsPath } from "../../lib/employer-paths";
import { formatDate, formatNumber } from "../../lib/format";

// uPlot and its stylesheet load with the first chart, on the employer's pages only.
const DayChart = lazy(() => import("../../components/DayChart"));

export const RANGES = ["LAST_7_DAYS", "LAST_30_DAYS", "THIS_MONTH", "ALL_TIME"] as const;

/** Dates of India days (YYYY-MM-DD) in words, without a day shift in any time zone. */
const dayText = (day: string) => formatDate(`${day}T12:00:00+05:30`);

/** A share of the largest, for the bars beside the numbers. */
const share = (value: number, largest: number) =>
  largest > 0 ? `${Math.round((value / largest) * 100)}%` : "0%";

/**
 * The employer's hiring analytics for one of four ranges: applications per day as a
 * chart with the same numbers in a table, the newest jobs' views, applications and hires, the
 * breakdown by status and the applicants' states.
 * A range is re-read from the server in place; the last one stays shown meanwhile.
 */
export function AnalyticsPanel({ user: key }: { user: AnalyticsPanel_user$key }) {
  const { t } = useTranslation("dashboard");
  const id = useId();
  const [pending, startTransition] = useTransition();
  const [user, refetch] = useRefetchableFragment<
    AnalyticsPanelRefetchQuery,
    AnalyticsPanel_user$key
  >(
    graphql`
      fragment AnalyticsPanel_user on User
      @refetchable(queryName: "AnalyticsPanelRefetchQuery")
      @argumentDefinitions(range: { type: "AnalyticsRange", defaultValue: LAST_30_DAYS }) {
        analytics(range: $range) {
          range
          from
          to
          totalApplications
          hiredWorkers
          applicationsOverTime {
            date
            applications
          }
          applicationsByStatus {
            status
            applications
          }
          stateFrequency {
            state
            applications
          }
          # The newest jobs with their figures in the range.
          jobs(first: 20) {
            jobId
            title
            views
            applications
            hires
          }
        }
      }
    `,
    key,
  );
  const analytics = user.analytics;
  const [range, setRange] = useState<AnalyticsRange>(analytics.range);
  const choose = (next: AnalyticsRange) => {
    setRange(next);
    startTransition(() => {
      refetch({ range: next }, { fetchPolicy: "store-or-network" });
    });
  };
  const days = analytics.applicationsOverTime;
  const applicationsLabel = t("analytics.applications");
  const dates = useMemo(() => days.map((day) => day.date), [days]);
  const series = useMemo(
    () => [{ label: applicationsLabel, values: days.map((day) => day.applications) }],
    [days, applicationsLabel],
  );
  const statuses = analytics.applicationsByStatus;
  const states = analytics.stateFrequency;
  const mostStatus = Math.max(0, ...statuses.map((s) => s.applications));
  const mostState = Math.max(0, ...states.map((s) => s.applications));
  const period = t("analytics.period", {
    from: dayText(analytics.from),
    to: dayText(analytics.to),
  });
  const summary = t("analytics.chartSummary", {
    count: analytics.totalApplications,
    total: formatNumber(analytics.totalApplications),
    period,
  });

  return (
    <section className="analytics card" aria-labelledby={`${id}-title`} aria-busy={pending}>
      <div className="analytics__header">
        <h2 id={`${id}-title`}>{t("analytics.heading")}</h2>
        <fieldset className="analytics__ranges">
          <legend className="visually-hidden">{t("analytics.rangeLabel")}</legend>
          {RANGES.map((option) => (
            <button
              key={option}
              type="button"
              className="analytics__range"
              aria-pressed={option === range}
              onClick={() => choose(option)}
            >
              {t(`analytics.ranges.${option}`)}
            </button>
          ))}
        </fieldset>
      </div>
      <p className="analytics__period">{period}</p>

      <h3>{t("analytics.overTime")}</h3>
      <figure className="analytics__chart" aria-label={summary} role="img">
        <Suspense fallback={<div className="applications-chart applications-chart--loading" />}>
          <DayChart dates={dates} series={series} name="applications" />
        </Suspense>
      </figure>
      <details className="analytics__table">
        <summary>{t("analytics.showTable")}</summary>
        <div className="analytics__scroll">
          <table>
            <caption className="visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t("analytics.day")}</th>
                <th scope="col">{t("analytics.applications")}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayText(day.date)}</th>
                  <td>{formatNumber(day.applications)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>

      {analytics.jobs.length > 0 ? (
        <div className="analytics__scroll">
          <table>
            <caption>{t("analytics.byJob")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("analytics.job")}</th>
                <th scope="col">{t("analytics.views")}</th>
                <th scope="col">{t("analytics.applications")}</th>
                <th scope="col">{t("analytics.hires")}</th>
              </tr>
            </thead>
            <tbody>
              {analytics.jobs.map((job) => (
                <tr key={job.jobId}>
                  <th scope="row">
                    <Link to={jobApplicationsPath(job.jobId)}>{job.title}</Link>
                  </th>
                  <td>{formatNumber(job.views)}</td>
                  <td>{formatNumber(job.applications)}</td>
                  <td>{formatNumber(job.hires)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <div className="analytics__breakdowns">
        <table className="analytics__bars">
          <caption>{t("analytics.byStatus")}</caption>
          <tbody>
            {statuses.map((part) => (
              <tr key={part.status}>
                <th scope="row">{t(`applicationStatus:label.${part.status}`)}</th>
                <td>
                  <span
                    className="analytics__bar"
                    style={{ width: share(part.applications, mostStatus) }}
                  />
                  {formatNumber(part.applications)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="analytics__bars">
          <caption>{t("analytics.byState")}</caption>
          <tbody>
            {states.length === 0 ? (
              <tr>
                <td colSpan={2}>{t("analytics.noStates")}</td>
              </tr>
            ) : (
              states.map((part) => (
                <tr key={part.state}>
                  <th scope="row">{part.state}</th>
                  <td>
                    <span
                      className="analytics__bar"
                      style={{ width: share(part.applications, mostState) }}
                    />
                    {formatNumber(part.applications)}
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </section>
  );
}
