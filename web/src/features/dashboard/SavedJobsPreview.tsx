import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { SavedJobsPreview_query$key } from "../../__generated__/SavedJobsPreview_query.graphql";
import type { SavedJobsPreviewPaginationQuery } from "../../__generated__/SavedJobsPreviewPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { useLoadMore } from "../../lib/use-load-more";
import { dashboardPath } from "../../lib/user-type";
import { JobCard } from "../jobs/JobCard";

/** The worker's saved jobs as the job list's cards, last saved first, more loading in place. */
export function SavedJobsPreview({ query: key }: { query: SavedJobsPreview_query$key }) {
  const { t } = useTranslation("dashboard");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SavedJobsPreviewPaginationQuery,
    SavedJobsPreview_query$key
  >(
    graphql`
      fragment SavedJobsPreview_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "SavedJobsPreviewPaginationQuery") {
        viewerAsLabour {
          savedJobs(first: $first, after: $after)
            @connection(key: "SavedJobsPreview_savedJobs") {
            totalCount
            edges {
              node {
                job {
                  id
                  ...JobCard_job
                }
              }
            }
          }
        }
      }
    `,
    key,
  );
  const { edges, totalCount } = data.viewerAsLabour.savedJobs;
  const [now] = useState(() => new Date());
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".job-card__link",
  });
  return (
    <section className="home-section" aria-labelledby="saved-preview-title">
      <div className="home-section__header">
        <h2 id="saved-preview-title">{t("home.saved", { count: totalCount })}</h2>
        {totalCount > 0 ? (
          <Link to={`${dashboardPath("labour")}/saved-jobs`}>{t("home.seeAll")}</Link>
        ) : null}
      </div>
      {edges.length === 0 ? (
        <p className="card home-section__empty">{t("home.noSaved")}</p>
      ) : (
        <>
          <ol className="job-list" ref={more.listRef}>
            {edges.map(({ node }) => (
              <li key={node.job.id}>
                <JobCard job={node.job} now={now} />
              </li>
            ))}
          </ol>
          <LoadMore
            state={more}
            labels={{
              failed: t("home.loadMoreFailed"),
              more: t("home.loadMore"),
              loading: t("home.loadingMore"),
            }}
          />
        </>
      )}
    </section>
  );
}
