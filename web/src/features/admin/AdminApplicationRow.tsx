import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { AdminApplicationRow_application$key } from "../../__generated__/AdminApplicationRow_application.graphql";
import { formatDate } from "../../lib/format";

/** One application in the back office's list: the job, its company, the worker, status, day. */
export function AdminApplicationRow({
  application,
}: {
  application: AdminApplicationRow_application$key;
}) {
  const { t } = useTranslation(["admin", "applicationStatus"]);
  const row = useFragment(
    graphql`
      fragment AdminApplicationRow_application on Application {
        id
        status
        appliedAt
        job {
          title
          state
          employer {
            companyName
          }
        }
        worker {
          firstName
          lastName
          phoneNumber
        }
      }
    `,
    application,
  );
  const worker = `${row.worker.firstName} ${row.worker.lastName}`.trim();
  return (
    <tr>
      <td>
        <Link to={encodeURIComponent(row.id)}>
          {row.job?.title ?? t("applications.generalApplication")}
        </Link>
      </td>
      <td>{row.job?.employer.companyName ?? ""}</td>
      <td>{row.job?.state ?? ""}</td>
      <td>{worker}</td>
      <td>{row.worker.phoneNumber}</td>
      <td>{t(`applicationStatus:label.${row.status}`)}</td>
      <td>{formatDate(row.appliedAt as string)}</td>
    </tr>
  );
}
