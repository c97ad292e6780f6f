import { lazy, Suspense, useEffect, useId, useMemo, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import {
  graphql,
  loadQuery,
  type PreloadedQuery,
  usePreloadedQuery,
  useRelayEnvironment,
} from "react-relay";
import type { AdminOverviewTimelineQuery } from "../../__generated__/AdminOverviewTimelineQuery.graphql";
import { ADMIN_TIMELINE_DAY_CHOICES, ADMIN_TIMELINE_DAYS_SHOWN } from "../../config";
import { formatDate, formatNumber } from "../../lib/format";

// Sign-ups per India day as a chart with the same numbers in a table, over the range chosen.
// It needs the analytics section, so it is asked for only where the overview shows it, after the
// figures; a new range is asked for while the one shown stays. uPlot comes with the chart's own
// chunk (components/DayChart).

const DayChart = lazy(() => import("../../components/DayChart"));

const timelineQuery = graphql`
  query AdminOverviewTimelineQuery($days: Int!) {
    adminRegistrationTimeline(days: $days) {
      date
      workers
      employers
      total
    }
  }
`;

/** India days (YYYY-MM-DD) in words, without a day shift in any time zone. */
const dayText = (day: string) => formatDate(`${day}T12:00:00+05:30`);

const chartLoading = <div className="admin-overview__chart-loading" />;

function Days({ reference }: { reference: PreloadedQuery<AdminOverviewTimelineQuery> }) {
  const { t } = useTranslation("admin");
  const { adminRegistrationTimeline: timeline } = usePreloadedQuery<AdminOverviewTimelineQuery>(
    timelineQuery,
    reference,
  );
  const shown = reference.variables.days;
  const workersLabel = t("overview.timeline.workers");
  const employersLabel = t("overview.timeline.employers");
  const dates = useMemo(() => timeline.map((day) => day.date), [timeline]);
  const series = useMemo(
    () => [
      { label: workersLabel, values: timeline.map((day) => day.workers) },
      { label: employersLabel, values: timeline.map((day) => day.employers) },
    ],
    [timeline, workersLabel, employersLabel],
  );
  const total = timeline.reduce((sum, day) => sum + day.total, 0);
  const summary = t("overview.timeline.summary", {
    count: total,
    total: formatNumber(total),
    days: shown,
  });
  return (
    <>
      <figure className="admin-overview__chart" aria-label={summary} role="img">
        <Suspense fallback={chartLoading}>
          <DayChart dates={dates} series={series} name="registrations" />
        </Suspense>
      </figure>
      <details>
        <summary>{t("overview.timeline.showTable")}</summary>
        <div className="admin-scroll admin-overview__table">
          <table>
            <caption className="visually-hidden">{summary}</caption>
            <thead>
              <tr>
                <th scope="col">{t("overview.timeline.day")}</th>
                <th scope="col">{workersLabel}</th>
                <th scope="col">{employersLabel}</th>
                <th scope="col">{t("overview.timeline.total")}</th>
              </tr>
            </thead>
            <tbody>
              {timeline.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{dayText(day.date)}</th>
                  <td>{formatNumber(day.workers)}</td>
                  <td>{formatNumber(day.employers)}</td>
                  <td>{formatNumber(day.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </>
  );
}

export function AdminOverviewTimeline() {
  const { t } = useTranslation("admin");
  const id = useId();
  // loadQuery and a reference kept here, as useQueryLoader would (not in the app's trimmed
  // react-relay: every visitor's Relay chunk would carry it for this one screen); the reference
  // a range replaces is disposed.
  const environment = useRelayEnvironment();
  const [reference, setReference] = useState<PreloadedQuery<AdminOverviewTimelineQuery> | null>(
    null,
  );
  useEffect(() => () => reference?.dispose(), [reference]);
  const load = (variables: { days: number }) =>
    setReference(loadQuery<AdminOverviewTimelineQuery>(environment, timelineQuery, variables));
  const [days, setDays] = useState<number>(ADMIN_TIMELINE_DAYS_SHOWN);
  const [pending, startTransition] = useTransition();
  // The first range is asked for once the figures are shown (the overview mounts this then).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount.
  useEffect(() => {
    load({ days: ADMIN_TIMELINE_DAYS_SHOWN });
  }, []);
  const choose = (next: number) => {
    setDays(next);
    startTransition(() => load({ days: next }));
  };
  return (
    <section className="admin-overview__timeline" aria-labelledby={id} aria-busy={pending}>
      <h2 id={id}>{t("overview.timeline.title")}</h2>
      <fieldset className="admin-overview__ranges">
        <legend className="visually-hidden">{t("overview.timeline.range")}</legend>
        {ADMIN_TIMELINE_DAY_CHOICES.map((choice) => (
          <button
            key={choice}
            type="button"
            className="button button--ghost"
            aria-pressed={choice === days}
            onClick={() => choose(choice)}
          >
            {t("overview.timeline.days", { count: choice })}
          </button>
        ))}
      </fieldset>
      <Suspense fallback={chartLoading}>
        {reference ? <Days reference={reference} /> : chartLoading}
      </Suspense>
    </section>
  );
}
