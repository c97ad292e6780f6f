import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { AdminAnalyticsSummary_analytics$key } from "../../__generated__/AdminAnalyticsSummary_analytics.graphql";
import { currentLocale } from "../../i18n/current";
import { formatNumber, formatPercent, formatRating } from "../../lib/format";
import { durationParts } from "./analytics-filters";

/** A duration in hours or days, in the reader's language (Intl's units). */
function formatDuration(seconds: number): string {
  const { unit, value } = durationParts(seconds);
  return new Intl.NumberFormat(currentLocale(), {
    style: "unit",
    unit,
    unitDisplay: "long",
    maximumFractionDigits: 1,
  }).format(value);
}

const shareOf = (part: number, whole: number) => formatPercent(whole > 0 ? part / whole : 0);

/** The range's figures as tiles, and the applications' funnel as a table. */
export function AdminAnalyticsSummary({
  analytics: key,
}: {
  analytics: AdminAnalyticsSummary_analytics$key;
}) {
  const { t } = useTranslation("admin");
  const a = useFragment(
    graphql`
      fragment AdminAnalyticsSummary_analytics on AdminPlatformAnalytics {
        signUps {
          workers
          employers
          workersComplete
          employersComplete
        }
        jobs {
          posted
          approved
          flagged
          withApplications
          filled
          applicationsPerJob
        }
        funnel {
          applied
          shortlisted
          accepted
          completed
          paidAsPromised
          paidShare
        }
        medianSecondsToFirstApplication
        medianSecondsToFirstHire
        activeWorkers
        activeEmployers
      }
    `,
    key,
  );
  const none = t("analytics.none");
  const median = (seconds: number | null | undefined) =>
    seconds == null ? none : formatDuration(seconds);
  const tiles = [
    [t("analytics.tiles.workers"), formatNumber(a.signUps.workers)],
    [t("analytics.tiles.workersComplete"), shareOf(a.signUps.workersComplete, a.signUps.workers)],
    [t("analytics.tiles.employers"), formatNumber(a.signUps.employers)],
    [
      t("analytics.tiles.employersComplete"),
      shareOf(a.signUps.employersComplete, a.signUps.employers),
    ],
    [t("analytics.tiles.activeWorkers"), formatNumber(a.activeWorkers)],
    [t("analytics.tiles.activeEmployers"), formatNumber(a.activeEmployers)],
    [t("analytics.tiles.posted"), formatNumber(a.jobs.posted)],
    [t("analytics.tiles.approved"), formatNumber(a.jobs.approved)],
    [t("analytics.tiles.flagged"), formatNumber(a.jobs.flagged)],
    [t("analytics.tiles.filled"), formatNumber(a.jobs.filled)],
    [t("analytics.tiles.perJob"), formatRating(a.jobs.applicationsPerJob)],
    [t("analytics.tiles.toFirstApplication"), median(a.medianSecondsToFirstApplication)],
    [t("analytics.tiles.toFirstHire"), median(a.medianSecondsToFirstHire)],
  ] as const;
  const stages = [
    ["applied", a.funnel.applied],
    ["shortlisted", a.funnel.shortlisted],
    ["accepted", a.funnel.accepted],
    ["completed", a.funnel.completed],
  ] as const;

  return (
    <>
      <ul className="admin-tiles" data-analytics="tiles">
        {tiles.map(([label, value]) => (
          <li key={label}>
            <span className="admin-tiles__value">{value}</span>
            <span className="admin-tiles__label">{label}</span>
          </li>
        ))}
      </ul>
      <div className="admin-scroll">
        <table data-analytics="funnel">
          <caption>{t("analytics.funnel.title")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("analytics.funnel.stage")}</th>
              <th scope="col">{t("analytics.funnel.applications")}</th>
              <th scope="col">{t("analytics.funnel.share")}</th>
            </tr>
          </thead>
          <tbody>
            {stages.map(([stage, count]) => (
              <tr key={stage}>
                <th scope="row">{t(`analytics.funnel.${stage}`)}</th>
                <td>{formatNumber(count)}</td>
                <td>{shareOf(count, a.funnel.applied)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row">{t("analytics.funnel.paid")}</th>
              <td>{formatNumber(a.funnel.paidAsPromised)}</td>
              <td>{formatPercent(a.funnel.paidShare)}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p>{t("analytics.funnel.note")}</p>
    </>
  );
}
