import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link } from "react-router";
import type { AdminApplicationPageQuery } from "../../__generated__/AdminApplicationPageQuery.graphql";
import { NotFoundPage } from "../../components/StatusPage";
import { formatDateTime } from "../../lib/format";
import { useRouteQuery } from "../../relay/route-query";
import { AdminApplicationCancel } from "./AdminApplicationCancel";
import { AdminApplicationHistory } from "./AdminApplicationHistory";
import { AdminApplicationParties } from "./AdminApplicationParties";

// One application in the back office: its status, both parties and the job, what each side
// wrote, contact and confirmations, ratings and "paid as promised", its recorded history, and
// the cancel an admin the server lets may make.

export const applicationQuery = graphql`
  query AdminApplicationPageQuery($id: ID!) {
    adminApplication(id: $id) {
      id
      status
      appliedAt
      statusChangedAt
      job {
        title
      }
      worker {
        firstName
        lastName
      }
      ...AdminApplicationParties_application
      ...AdminApplicationHistory_application
      ...AdminApplicationCancel_application
    }
  }
`;

export function Component() {
  const { t } = useTranslation(["admin", "applicationStatus"]);
  const { adminApplication: application } =
    useRouteQuery<AdminApplicationPageQuery>(applicationQuery);
  if (!application) return <NotFoundPage />;
  const worker = `${application.worker.firstName} ${application.worker.lastName}`.trim();
  const title = application.job?.title ?? t("applications.generalApplication");

  return (
    <section className="admin-page">
      <p>
        <Link to="/admin/dashboard/applications">{t("application.back")}</Link>
      </p>
      <h1>{t("application.title", { title, worker })}</h1>
      <dl>
        <dt>{t("applications.status")}</dt>
        <dd>{t(`applicationStatus:label.${application.status}`)}</dd>
        <dt>{t("applications.columns.applied")}</dt>
        <dd>{formatDateTime(application.appliedAt as string)}</dd>
        <dt>{t("application.lastChange")}</dt>
        <dd>{formatDateTime(application.statusChangedAt as string)}</dd>
      </dl>
      <AdminApplicationCancel application={application} />
      <AdminApplicationParties application={application} />
      <AdminApplicationHistory application={application} />
    </section>
  );
}
