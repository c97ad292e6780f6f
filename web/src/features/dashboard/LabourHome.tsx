import "./worker-home.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData } from "react-router";
import type { LabourHomeQuery } from "../../__generated__/LabourHomeQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { dashboardPath } from "../../lib/user-type";
import { useRouteQuery } from "../../relay/route-query";
import { useSession } from "../../session/session";
import { ApplicationHistory } from "./ApplicationHistory";
import { GeneralApplicationSection } from "./GeneralApplicationCard";
import { LabourScoreCard } from "./LabourScoreCard";
import { ProfileCompletionCard } from "./ProfileCompletionCard";
import { RecommendedPreview } from "./RecommendedPreview";
import { SavedJobsPreview } from "./SavedJobsPreview";
import { WorkerTips } from "./WorkerTips";

function HomeContent() {
  const query = useRouteQuery<LabourHomeQuery>(graphql`
    query LabourHomeQuery($applications: Int!, $saved: Int!, $recommended: Int!) {
      viewer {
        id
        unreadNotificationCount
        ...ProfileCompletionCard_user
      }
      labourScore {
        ...LabourScoreCard_score
      }
      ...WorkerTips_query
      ...RecommendedPreview_query @arguments(first: $recommended)
      ...ApplicationHistory_query @arguments(first: $applications)
      ...SavedJobsPreview_query @arguments(first: $saved)
    }
  `);
  const notifications = query.viewer?.unreadNotificationCount ?? 0;
  return (
    <>
      <WorkerTips query={query} notifications={notifications} />
      <div className="worker-home__cards">
        {query.labourScore ? <LabourScoreCard score={query.labourScore} /> : null}
        {query.viewer ? <ProfileCompletionCard user={query.viewer} /> : null}
      </div>
      <RecommendedPreview query={query} notifications={notifications} />
      <GeneralApplicationSection />
      <ApplicationHistory query={query} />
      <SavedJobsPreview query={query} />
    </>
  );
}

/**
 * The worker's home (/labour/dashboard): what to do next, the labour score and the profile's
 * completion, the jobs recommended for them, their general application (or the form for one),
 * the applications with their statuses as they are now, and the saved jobs; each list loads
 * more in place.
 */
export function Component() {
  const { t } = useTranslation("dashboard");
  const session = useSession();
  const queryReference = useLoaderData();
  const name = session.status === "signedIn" ? session.name : "";
  return (
    <div className="dashboard-home worker-home">
      <header className="dashboard-home__header">
        <h1>{name ? t("welcome", { name }) : t("welcomeNoName")}</h1>
        <p>{t("intro_labour")}</p>
        <p className="dashboard-home__actions">
          <Link to="/jobs" className="button button--primary">
            {t("actions.findJobs")}
          </Link>
          <Link to={`${dashboardPath("labour")}/profile`} className="button button--ghost">
            {t("actions.viewProfile")}
          </Link>
        </p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => <LoadError title={t("home.failed")} hint={t("home.failedHint")} />}
      >
        <Suspense fallback={<div className="card skeleton worker-home__skeleton" />}>
          <HomeContent />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
