import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminRecentJobs_jobs$key } from "../../__generated__/AdminRecentJobs_jobs.graphql";
import { formatDate } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { isListed, place } from "./overview-rows";

/** The newest jobs, with their status and moderation; a listed one links to its page. */
export function AdminRecentJobs({ jobs: key }: { jobs: AdminRecentJobs_jobs$key }) {
  const { t } = useTranslation("admin");
  const jobs = useFragment(
    graphql`
      fragment AdminRecentJobs_jobs on Job @relay(plural: true) {
        id
        title
        status
        moderationStatus
        city
        state
        createdAt
      }
    `,
    key,
  );
  return (
    <>
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
            {jobs.map((job) => (
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
    </>
  );
}
