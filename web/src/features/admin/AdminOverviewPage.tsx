import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { AdminOverviewPageQuery } from "../../__generated__/AdminOverviewPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { AdminOverviewFigures } from "./AdminOverviewFigures";
import { AdminOverviewTimeline } from "./AdminOverviewTimeline";
import { AdminRecentApplications } from "./AdminRecentApplications";
import { AdminRecentJobs } from "./AdminRecentJobs";
import { AdminRecentUsers } from "./AdminRecentUsers";
import { useAdminMay } from "./admin-access";

// The back office's overview: the platform's figures, the rows of each entity, the newest users,
// jobs and applications (the server's 10 each), and sign-ups per India day (the timeline, for an
// admin with the analytics section). Anyone with the dashboard section reads it; nothing here
// changes anything, so a viewer sees all of it.

export const overviewQuery = graphql`
  query AdminOverviewPageQuery {
    adminStats {
      ...AdminOverviewFigures_stats
    }
    adminEntityCounts {
      ...AdminOverviewFigures_counts
    }
    adminRecentUsers {
      ...AdminRecentUsers_users
    }
    adminRecentJobs {
      ...AdminRecentJobs_jobs
    }
    adminRecentApplications {
      ...AdminRecentApplications_applications
    }
  }
`;

function Overview() {
  const may = useAdminMay();
  const data = useRouteQuery<AdminOverviewPageQuery>(overviewQuery);
  return (
    <>
      <AdminOverviewFigures stats={data.adminStats} counts={data.adminEntityCounts} />
      {may("PLATFORM_ANALYTICS_READ") ? (
        // The figures stay shown while the timeline is read.
        <Suspense fallback={<div className="admin-overview__chart-loading" />}>
          <AdminOverviewTimeline />
        </Suspense>
      ) : null}
      <AdminRecentUsers users={data.adminRecentUsers} />
      <AdminRecentJobs jobs={data.adminRecentJobs} />
      <AdminRecentApplications applications={data.adminRecentApplications} />
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
