import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData } from "react-router";
import type { DashboardHomeQuery } from "../../__generated__/DashboardHomeQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { useDashboardType } from "../../lib/use-dashboard-type";
import { dashboardPath } from "../../lib/user-type";
import { useRouteQuery } from "../../relay/route-query";
import { useSession } from "../../session/session";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { EmployerOverview } from "./EmployerOverview";
import { ProfileCompletionCard } from "./ProfileCompletionCard";
import { RecentApplications } from "./RecentApplications";

function Overview() {
  const { viewer } = useRouteQuery<DashboardHomeQuery>(graphql`
    query DashboardHomeQuery($since: DateTime!) {
      viewer {
        ...ProfileCompletionCard_user
        ...EmployerOverview_user @arguments(since: $since)
        ...RecentApplications_user
        ...AnalyticsPanel_user
      }
    }
  `);
  return viewer ? (
    <>
      <ProfileCompletionCard user={viewer} />
      <EmployerOverview user={viewer} />
      <RecentApplications user={viewer} />
      <AnalyticsPanel user={viewer} />
    </>
  ) : null;
}

/**
 * The employer's overview (the worker's is LabourHome): a welcome by the name the browser already
 * holds (no wait), the profile's completion, the figures, recent applications (live) and hiring
 * analytics, and the ways on.
 */
export function Component() {
  const { t } = useTranslation("dashboard");
  const session = useSession();
  const userType = useDashboardType();
  const queryReference = useLoaderData();
  const name = session.status === "signedIn" ? session.name : "";
  return (
    <div className="dashboard-home">
      <header className="dashboard-home__header">
        <h1>{name ? t("welcome", { name }) : t("welcomeNoName")}</h1>
        <p>{t(`intro_${userType}`)}</p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => <LoadError title={t("profile.failed")} hint={t("profile.failedHint")} />}
      >
        <Suspense fallback={<div className="completion card skeleton completion--loading" />}>
          <Overview />
        </Suspense>
      </QueryErrorBoundary>
      <div className="dashboard-home__actions">
        <Link to={`${dashboardPath(userType)}/jobs/new`} className="button button--primary">
          {t("actions.postJob")}
        </Link>
        <Link to={`${dashboardPath(userType)}/jobs`} className="button button--ghost">
          {t("actions.myJobs")}
        </Link>
        <Link to={`${dashboardPath(userType)}/profile`} className="button button--ghost">
          {t("actions.viewProfile")}
        </Link>
      </div>
    </div>
  );
}
