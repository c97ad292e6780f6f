import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminUserWork_user$key } from "../../__generated__/AdminUserWork_user.graphql";
import { formatDate } from "../../lib/format";

const SHOWN = 20;

/** An employer's jobs or a worker's applications with their states, the latest first. */
export function AdminUserWork({ user }: { user: AdminUserWork_user$key }) {
  const { t } = useTranslation(["admin", "applicationStatus"]);
  const work = useFragment(
    graphql`
      fragment AdminUserWork_user on User {
        userType
        postedJobs(first: 20) {
          totalCount
          edges {
            node {
              id
              title
              status
              moderationStatus
              createdAt
            }
          }
        }
        applications(first: 20) {
          totalCount
          edges {
            node {
              id
              status
              appliedAt
              job {
                title
              }
            }
          }
        }
      }
    `,
    user,
  );
  if (work.userType === "EMPLOYER") {
    const { totalCount, edges } = work.postedJobs;
    return (
      <section>
        <h2>{t("userRecord.jobs.title")}</h2>
        <p>{t("userRecord.jobs.count", { count: totalCount })}</p>
        {edges.length === 0 ? <p>{t("userRecord.jobs.none")}</p> : null}
        <ul>
          {edges.slice(0, SHOWN).map(({ node: job }) => (
            <li key={job.id}>
              <Link to={`/jobs/${encodeURIComponent(job.id)}`}>{job.title}</Link> ·{" "}
              {t(`userRecord.jobs.statuses.${job.status}`)}
              {job.moderationStatus ? ` · ${t(`jobs.moderation.${job.moderationStatus}`)}` : ""} ·{" "}
              {t("userRecord.jobs.posted", { date: formatDate(job.createdAt as string) })}
            </li>
          ))}
        </ul>
      </section>
    );
  }
  const { totalCount, edges } = work.applications;
  return (
    <section>
      <h2>{t("userRecord.applications.title")}</h2>
      <p>{t("userRecord.applications.count", { count: totalCount })}</p>
      {edges.length === 0 ? <p>{t("userRecord.applications.none")}</p> : null}
      <ul>
        {edges.map(({ node: application }) => (
          <li key={application.id}>
            <Link to={`/admin/dashboard/applications/${encodeURIComponent(application.id)}`}>
              {application.job?.title ?? t("userRecord.applications.general")}
            </Link>{" "}
            · {t(`applicationStatus:label.${application.status}`)} ·{" "}
            {t("userRecord.applications.applied", {
              date: formatDate(application.appliedAt as string),
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
