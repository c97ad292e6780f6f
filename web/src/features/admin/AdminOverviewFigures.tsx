import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminOverviewFigures_counts$key } from "../../__generated__/AdminOverviewFigures_counts.graphql";
import type { AdminOverviewFigures_stats$key } from "../../__generated__/AdminOverviewFigures_stats.graphql";
import { ADMIN_ENTITY_COUNTS } from "../../config";
import { formatNumber, formatPercent } from "../../lib/format";

// The platform's figures: the headline tiles, sign-ups and applications today, over 7 and 30
// days, and the breakdowns (users by type and state, jobs and applications by status, the rows
// of each entity) as bars beside their numbers.

/** A share of the largest, for the bars beside the numbers. */
const share = (value: number, largest: number) =>
  largest > 0 ? `${Math.round((value / largest) * 100)}%` : "0%";

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

export function AdminOverviewFigures({
  stats: statsKey,
  counts: countsKey,
}: {
  stats: AdminOverviewFigures_stats$key;
  counts: AdminOverviewFigures_counts$key;
}) {
  const { t } = useTranslation("admin");
  const stats = useFragment(
    graphql`
      fragment AdminOverviewFigures_stats on AdminPlatformStats {
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
    `,
    statsKey,
  );
  const counts = useFragment(
    graphql`
      fragment AdminOverviewFigures_counts on AdminEntityCounts {
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
    `,
    countsKey,
  );
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
  const byStatus = (prefix: string, rows: readonly { status: string; count: number }[]) =>
    rows.map((row) => ({
      label: t(`${prefix}.${row.status}`, { defaultValue: row.status }),
      count: row.count,
    }));
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
          rows={byStatus("overview.jobStatuses", stats.jobsByStatus)}
        />
        <Breakdown
          caption={t("overview.applicationsByStatus")}
          rows={byStatus("overview.applicationStatuses", stats.applicationsByStatus)}
        />
        <Breakdown
          caption={t("overview.entities.title")}
          rows={ADMIN_ENTITY_COUNTS.map((entity) => ({
            label: t(`overview.entities.${entity}`),
            count: counts[entity],
          }))}
        />
      </div>
    </>
  );
}
