import "./recommended.css";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { RecommendedPreview_query$key } from "../../__generated__/RecommendedPreview_query.graphql";
import type { RecommendedPreviewPaginationQuery } from "../../__generated__/RecommendedPreviewPaginationQuery.graphql";
import { useLoadMore } from "../../lib/use-load-more";
import { dashboardPath } from "../../lib/user-type";
import { RecommendationList } from "./RecommendationList";

/**
 * "Jobs for you" on the worker's home: the best few recommendations with why, more loading in
 * place. Asked again when a notification arrives (`notifications` grows): a job alert means a
 * new job that suits the worker, which then shows here without a reload.
 */
export function RecommendedPreview({
  query: key,
  notifications,
}: {
  query: RecommendedPreview_query$key;
  notifications: number;
}) {
  const { t } = useTranslation("dashboard");
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    RecommendedPreviewPaginationQuery,
    RecommendedPreview_query$key
  >(
    graphql`
      fragment RecommendedPreview_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "RecommendedPreviewPaginationQuery") {
        recommendedJobs(first: $first, after: $after)
          @connection(key: "RecommendedPreview_recommendedJobs") {
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
    key,
  );
  const seen = useRef(notifications);
  useEffect(() => {
    if (notifications > seen.current) refetch({}, { fetchPolicy: "network-only" });
    seen.current = notifications;
  }, [notifications, refetch]);
  const { edges, totalCount } = data.recommendedJobs;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".job-card__link",
  });
  return (
    <section className="home-section" aria-labelledby="recommended-preview-title">
      <div className="home-section__header">
        <h2 id="recommended-preview-title">{t("recommended.heading")}</h2>
        {totalCount > 0 ? (
          <Link to={`${dashboardPath("labour")}/recommended`}>{t("home.seeAll")}</Link>
        ) : null}
      </div>
      {edges.length === 0 ? (
        <div className="card home-section__empty">
          <p>{t("recommended.emptyHint")}</p>
          <Link to={`${dashboardPath("labour")}/profile`} className="button button--primary">
            {t("recommended.editProfile")}
          </Link>
        </div>
      ) : (
        <RecommendationList edges={edges} more={more} />
      )}
    </section>
  );
}
