import "../../styles/list-page.css";
import "./recommended.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link, useLoaderData } from "react-router";
import type { RecommendedJobsPage_query$key } from "../../__generated__/RecommendedJobsPage_query.graphql";
import type { RecommendedJobsPageQuery } from "../../__generated__/RecommendedJobsPageQuery.graphql";
import type { RecommendedJobsPaginationQuery } from "../../__generated__/RecommendedJobsPaginationQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { useLoadMore } from "../../lib/use-load-more";
import { useRouteQuery } from "../../relay/route-query";
import { RecommendationList } from "./RecommendationList";

export const handle = { title: "dashboard:recommended.title" };

/** The worker's recommended jobs, best first, each card with "Why this job". */
function RecommendedJobsList({ query }: { query: RecommendedJobsPage_query$key }) {
  const { t } = useTranslation("dashboard");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    RecommendedJobsPaginationQuery,
    RecommendedJobsPage_query$key
  >(
    graphql`
      fragment RecommendedJobsPage_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "RecommendedJobsPaginationQuery") {
        recommendedJobs(first: $first, after: $after)
          @connection(key: "RecommendedJobsPage_recommendedJobs") {
          totalCount
          edges {
            node {
              job {
                id
                ...JobCard_job
              }
              ...RecommendationReasons_recommendation
            }
          }
        }
      }
    `,
    query,
  );
  const recommended = data.recommendedJobs;
  const edges = recommended.edges;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".job-card__link",
  });

  if (edges.length === 0 && !hasNext) {
    return (
      <div className="empty-state card">
        <h2>{t("recommended.empty")}</h2>
        <p>{t("recommended.emptyHint")}</p>
        <Link to="/labour/dashboard/profile" className="button button--primary">
          {t("recommended.editProfile")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="list-page__count">
        {t("recommended.count", { count: recommended.totalCount })}
      </p>
      <RecommendationList edges={edges} more={more} />
    </>
  );
}

function RecommendedJobsContent() {
  const query = useRouteQuery<RecommendedJobsPageQuery>(graphql`
    query RecommendedJobsPageQuery($first: Int!) {
      ...RecommendedJobsPage_query @arguments(first: $first)
    }
  `);
  return <RecommendedJobsList query={query} />;
}

export function Component() {
  const { t } = useTranslation("dashboard");
  const queryReference = useLoaderData();
  return (
    <div className="list-page">
      <header className="recommended-jobs__header">
        <h1>{t("recommended.heading")}</h1>
        <p>{t("recommended.intro")}</p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => (
          <LoadError title={t("recommended.failed")} hint={t("recommended.failedHint")} />
        )}
      >
        <Suspense fallback={<div className="card skeleton list-page__skeleton" />}>
          <RecommendedJobsContent />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
