import { lazy, Suspense, useId, useMemo, useState, useTransition } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import { Link } from "react-router";
import type { AdminOverviewPageQuery } from "../../__generated__/AdminOverviewPageQuery.graphql";
import type { AdminOverviewPageTimelineQuery } from "../../__generated__/AdminOverviewPageTimelineQuery.graphql";
import {
  ADMIN_ENTITY_COUNTS,
  ADMIN_TIMELINE_DAY_CHOICES,
  ADMIN_TIMELINE_DAYS_SHOWN,
} from "../../config";
import { formatDate, formatNumber, formatPercent } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { useAdminMay } from "./admin-access";
import { ADMIN_HOME_PATH } from "./admin-session";

// The back office's overview: the platform's figures, the rows of each
// entity, the newest users, jobs and applications (the server's 10 each), and sign-ups per India
// day as a chart with the same numbers in a table. Anyone with the dashboard section reads it;
// nothing here changes anything, so a viewer sees all of it. The timeline needs the analytics
// section. uPlot comes with the chart's own chunk (components/DayChart), loaded after the figures.

const DayChart = lazy(() => import("../../components/DayChart"));

const overviewQuery = graphql`
  query AdminOverviewPageQuery {
    adminStats {
      usersTotal
      usersByType {
        userType
        count
      }
      usersByState {
        accountState
        count
      }
      jobsTotal
      jobsByStatus {
        status
        count
      }
      applicationsTotal
      applicationsByStatus {
        status
        count
      }
      signUps {
        today
        last7Days
        last30Days
      }
      applicationsMade {
        today
        last7Days
        last30Days
      }
      placementRate
      activeEmployers
    }
    adminEntityCounts {
      users
      workers
      employers
      admins
      jobs
      applications
      ratings
      identityDocuments
      notifications
      savedSearches
      jobReports
    }
    adminRecentUsers {
      id
      firstName
      lastName
      userType
      accountState
      city
      state
      createdAt
    }
    adminRecentJobs {
      id
      title
      status
      moderationStatus
      city
      state
      createdAt
    }
    adminRecentApplications {
      id
      status
      appliedAt
      applicant {
        firstName
        lastName
      }
      job {
        id
        title
        status
        moderationStatus
      }
    }
  }
`;

const timelineQuery = graphql`
  query AdminOverviewPageTimelineQuery($days: Int!) {
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

/** A share of the largest, for the bars beside the numbers. */
const share = (value: number, largest: number) =>
  largest > 0 ? `${Math.round((value / largest) * 100)}%` : "0%";

/** Whether a visitor can open the job's own page (listed: active and approved). */
const isListed = (job: { status: string; moderationStatus?: string | null }) =>
  job.status === "ACTIVE" && job.moderationStatus === "APPROVED";

const place = (row: { city?: string | null; state?: string | null }) =>
  [row.city, row.state].filter(Boolean).join(", ") || "—";

function Breakdown({
  caption,
  rows,
}: {
  caption: string;
  rows: readonly { label: string; count: number }[];
}) {
  const most = Math.max(0, ...rows.map((row) => row.count));
  return (
    <table className="admin-bars">
      <caption>{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            <td>
              <span className="admin-bars__bar" style={{ width: share(row.count, most) }} />
              {formatNumber(row.count)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Timeline() {
  const { t } = useTranslation("admin");
  const id = useId();
  const [days, setDays] = useState<number>(ADMIN_TIMELINE_DAYS_SHOWN);
  const [shown, setShown] = useState<number>(ADMIN_TIMELINE_DAYS_SHOWN);
  const [pending, startTransition] = useTransition();
  const { adminRegistrationTimeline: timeline } = useLazyLoadQuery<AdminOverviewPageTimelineQuery>(
    timelineQuery,
    { days: shown },
    { fetchPolicy: "store-or-network" },
  );
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
  const choose = (next: number) => {
    setDays(next);
    startTransition(() => setShown(next));
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
      <figure className="admin-overview__chart" aria-label={summary} role="img">
        <Suspense fallback={<div className="admin-overview__chart-loading" />}>
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
    </section>
  );
}

function Overview() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  const data = useLazyLoadQuery<AdminOverviewPageQuery>(
    overviewQuery,
    {},
    { fetchPolicy: "store-and-network" },
  );
  const stats = data.adminStats;
  const counts = data.adminEntityCounts;
  const mayOpenUsers = may("ACCOUNT_SEARCH");
  const tiles: [string, string][] = [
    [t("overview.tiles.users"), formatNumber(stats.usersTotal)],
    [t("overview.tiles.jobs"), formatNumber(stats.jobsTotal)],
    [t("overview.tiles.applications"), formatNumber(stats.applicationsTotal)],
    [t("overview.tiles.placementRate"), formatPercent(stats.placementRate)],
    [t("overview.tiles.activeEmployers"), formatNumber(stats.activeEmployers)],
  ];
  const windows = [
    [t("overview.windows.signUps"), stats.signUps],
    [t("overview.windows.applications"), stats.applicationsMade],
  ] as const;

  return (
    <>
      <ul className="admin-tiles">
        {tiles.map(([label, value]) => (
          <li key={label}>
            <span className="admin-tiles__value">{value}</span>
            <span className="admin-tiles__label">{label}</span>
          </li>
        ))}
      </ul>

      <div className="admin-scroll">
        <table>
          <caption>{t("overview.windows.title")}</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">{t("overview.windows.today")}</th>
              <th scope="col">{t("overview.windows.last7Days")}</th>
              <th scope="col">{t("overview.windows.last30Days")}</th>
            </tr>
          </thead>
          <tbody>
            {windows.map(([label, counted]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatNumber(counted.today)}</td>
                <td>{formatNumber(counted.last7Days)}</td>
                <td>{formatNumber(counted.last30Days)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <div className="admin-overview__breakdowns">
        <Breakdown
          caption={t("overview.byType")}
          rows={stats.usersByType.map((row) => ({
            label: t(`users.types.${row.userType}`, { defaultValue: row.userType }),
            count: row.count,
          }))}
        />
        <Breakdown
          caption={t("overview.byState")}
          rows={stats.usersByState.map((row) => ({
            label: t(`users.states.${row.accountState}`, { defaultValue: row.accountState }),
            count: row.count,
          }))}
        />
        <Breakdown
          caption={t("overview.jobsByStatus")}
          rows={stats.jobsByStatus.map((row) => ({
            label: t(`overview.jobStatuses.${row.status}`, { defaultValue: row.status }),
            count: row.count,
          }))}
        />
        <Breakdown
          caption={t("overview.applicationsByStatus")}
          rows={stats.applicationsByStatus.map((row) => ({
            label: t(`overview.applicationStatuses.${row.status}`, { defaultValue: row.status }),
            count: row.count,
          }))}
        />
        <Breakdown
          caption={t("overview.entities.title")}
          rows={ADMIN_ENTITY_COUNTS.map((entity) => ({
            label: t(`overview.entities.${entity}`),
            count: counts[entity],
          }))}
        />
      </div>

      {may("PLATFORM_ANALYTICS_READ") ? (
        // The figures stay shown while the timeline is read.
        <Suspense fallback={<div className="admin-overview__chart-loading" />}>
          <Timeline />
        </Suspense>
      ) : null}

      <h2>{t("overview.recentUsers")}</h2>
      <div className="admin-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("users.columns.name")}</th>
              <th scope="col">{t("users.type")}</th>
              <th scope="col">{t("users.status")}</th>
              <th scope="col">{t("overview.place")}</th>
              <th scope="col">{t("users.columns.joined")}</th>
            </tr>
          </thead>
          <tbody>
            {data.adminRecentUsers.map((user) => {
              const name = `${user.firstName} ${user.lastName}`.trim() || "—";
              return (
                <tr key={user.id}>
                  <td>
                    {mayOpenUsers ? (
                      <Link to={`${ADMIN_HOME_PATH}/users/${encodeURIComponent(user.id)}`}>
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </td>
                  <td>{t(`users.types.${user.userType}`, { defaultValue: user.userType })}</td>
                  <td>
                    {t(`users.states.${user.accountState}`, { defaultValue: user.accountState })}
                  </td>
                  <td>{place(user)}</td>
                  <td>{formatDate(String(user.createdAt))}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>

      <h2>{t("overview.recentJobs")}</h2>
      <div className="admin-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("overview.job")}</th>
              <th scope="col">{t("users.status")}</th>
              <th scope="col">{t("overview.place")}</th>
              <th scope="col">{t("overview.posted")}</th>
            </tr>
          </thead>
          <tbody>
            {data.adminRecentJobs.map((job) => (
              <tr key={job.id}>
                <td>{isListed(job) ? <Link to={jobPath(job.id)}>{job.title}</Link> : job.title}</td>
                <td>
                  {t(`overview.jobStatuses.${job.status}`, { defaultValue: job.status })}
                  {job.moderationStatus && job.moderationStatus !== "APPROVED"
                    ? ` · ${t(`jobs.moderation.${job.moderationStatus}`, { defaultValue: job.moderationStatus })}`
                    : ""}
                </td>
                <td>{place(job)}</td>
                <td>{formatDate(String(job.createdAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <h2>{t("overview.recentApplications")}</h2>
      <div className="admin-scroll">
        <table>
          <thead>
            <tr>
              <th scope="col">{t("overview.worker")}</th>
              <th scope="col">{t("overview.job")}</th>
              <th scope="col">{t("users.status")}</th>
              <th scope="col">{t("overview.applied")}</th>
            </tr>
          </thead>
          <tbody>
            {data.adminRecentApplications.map((application) => (
              <tr key={application.id}>
                <td>
                  {`${application.applicant.firstName} ${application.applicant.lastName}`.trim() ||
                    "—"}
                </td>
                <td>
                  {!application.job ? (
                    "—"
                  ) : isListed(application.job) ? (
                    <Link to={jobPath(application.job.id)}>{application.job.title}</Link>
                  ) : (
                    application.job.title
                  )}
                </td>
                <td>
                  {t(`overview.applicationStatuses.${application.status}`, {
                    defaultValue: application.status,
                  })}
                </td>
                <td>{formatDate(String(application.appliedAt))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

export function Component() {
  const { t } = useTranslation("admin");
  const may = useAdminMay();
  return (
    <section className="admin-page admin-overview">
      <h1>{t("overview.title")}</h1>
      {may("DASHBOARD_READ") ? (
        <Overview />
      ) : (
        <p role="alert">{t("permissionDenied", { ns: "errors" })}</p>
      )}
    </section>
  );
}
