import "./employer-dashboard.css";
import { startTransition, useCallback, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRefetchableFragment } from "react-relay";
import { Link } from "react-router";
import type { EmployerOverview_user$key } from "../../__generated__/EmployerOverview_user.graphql";
import type { EmployerOverviewRefetchQuery } from "../../__generated__/EmployerOverviewRefetchQuery.graphql";
import { jobApplicationsPath, MY_JOBS_PATH } from "../../lib/employer-paths";
import { formatNumber } from "../../lib/format";
import { rememberVisit } from "../../lib/last-visit";
import { useReceivedApplications } from "./use-received-applications";

const TILES = [
  "activeJobs",
  "newApplications",
  "jobViews",
  "totalJobs",
  "totalApplications",
  "hiredWorkers",
] as const;

/**
 * The employer's figures at a glance: six tiles, all time, the new applications since
 * the last visit (lib/last-visit.ts), and the active jobs with their counts. An application that
 * arrives while the page is open re-reads the tiles, without a reload.
 */
export function EmployerOverview({ user: key }: { user: EmployerOverview_user$key }) {
  const { t } = useTranslation("dashboard");
  const [user, refetch] = useRefetchableFragment<
    EmployerOverviewRefetchQuery,
    EmployerOverview_user$key
  >(
    graphql`
      fragment EmployerOverview_user on User
      @refetchable(queryName: "EmployerOverviewRefetchQuery")
      @argumentDefinitions(since: { type: "DateTime!" }) {
        applicationsReceivedSince(since: $since)
        overview: analytics(range: ALL_TIME) {
          totalJobs
          activeJobs
          totalApplications
          hiredWorkers
          jobViews
          # The newest five; the rest are in My jobs.
          jobs(status: ACTIVE, first: 5) {
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
  // This visit is the one the next counts from; the count shown stays the one from the last.
  useEffect(() => rememberVisit(), []);
  const onArrival = useCallback(
    () =>
      startTransition(() => {
        refetch({}, { fetchPolicy: "network-only" });
      }),
    [refetch],
  );
  useReceivedApplications(onArrival);

  const figures = user.overview;
  const values: Record<(typeof TILES)[number], number> = {
    activeJobs: figures.activeJobs,
    newApplications: user.applicationsReceivedSince,
    jobViews: figures.jobViews,
    totalJobs: figures.totalJobs,
    totalApplications: figures.totalApplications,
    hiredWorkers: figures.hiredWorkers,
  };
  return (
    <>
      <section aria-labelledby="employer-tiles" className="employer-tiles">
        <h2 id="employer-tiles" className="visually-hidden">
          {t("employer.tilesHeading")}
        </h2>
        <ul className="employer-tiles__list">
          {TILES.map((tile) => (
            <li key={tile} className="employer-tile card" data-tile={tile}>
              <span className="employer-tile__value" aria-live="polite">
                {formatNumber(values[tile])}
              </span>
              <span className="employer-tile__label">{t(`employer.tiles.${tile}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section className="employer-active card" aria-labelledby="employer-active">
        <h2 id="employer-active">{t("employer.activeJobs")}</h2>
        {figures.jobs.length === 0 ? (
          <p className="employer-active__empty">{t("employer.noActiveJobs")}</p>
        ) : (
          <ul className="employer-active__list">
            {figures.jobs.map((job) => (
              <li key={job.jobId} className="employer-active__job">
                <Link to={jobApplicationsPath(job.jobId)}>{job.title}</Link>
                <span className="employer-active__counts">
                  {(
                    [
                      ["employer.jobViews", job.views],
                      ["employer.jobApplications", job.applications],
                      ["employer.jobHires", job.hires],
                    ] as const
                  )
                    .map(([key, count]) => t(key, { count, formatted: formatNumber(count) }))
                    .join(" · ")}
                </span>
              </li>
            ))}
          </ul>
        )}
        {figures.activeJobs > 0 ? <Link to={MY_JOBS_PATH}>{t("employer.allJobs")}</Link> : null}
      </section>
    </>
  );
}
