import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminRecentApplications_applications$key } from "../../__generated__/AdminRecentApplications_applications.graphql";
import { formatDate } from "../../lib/format";
import { jobPath } from "../../lib/job-paths";
import { isListed } from "./overview-rows";

/** The newest applications: the worker, the job (linked when listed), status and day. */
export function AdminRecentApplications({
  applications: key,
}: {
  applications: AdminRecentApplications_applications$key;
}) {
  const { t } = useTranslation("admin");
  const applications = useFragment(
    graphql`
      fragment AdminRecentApplications_applications on Application @relay(plural: true) {
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
    `,
    key,
  );
  return (
    <>
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
            {applications.map((application) => (
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
