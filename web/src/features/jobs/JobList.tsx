import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { JobList_query$key } from "../../__generated__/JobList_query.graphql";
import type { JobListPaginationQuery } from "../../__generated__/JobListPaginationQuery.graphql";
import { countBucket } from "../../lib/format";
import { useLoadMore } from "../../lib/use-load-more";
import { EmptyJobs } from "./EmptyJobs";
import { JobCard } from "./JobCard";
import type { JobSearch } from "./job-search";

/** The jobs found, counted in display buckets, a page at a time (useLoadMore). */
export function JobList({ query, search }: { query: JobList_query$key; search: JobSearch }) {
  const { t } = useTranslation("jobs");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    JobListPaginationQuery,
    JobList_query$key
  >(
    graphql`
      fragment JobList_query on Query
      @argumentDefinitions(
        first: { type: "Int!" }
        after: { type: "String" }
        filter: { type: "JobSearchInput" }
      )
      @refetchable(queryName: "JobListPaginationQuery") {
        jobs(first: $first, after: $after, filter: $filter) @connection(key: "JobList_jobs") {
          totalCount
          edges {
            node {
              id
              ...JobCard_job
            }
          }
        }
      }
    `,
    query,
  );
  const edges = data.jobs.edges;
  const [now] = useState(() => new Date());
  const { listRef, moreRef, loadMore, loadFailed } = useLoadMore({
    count: edges.length,
    loadNext,
    isLoadingNext,
    itemSelector: ".job-card__link",
  });

  const count = (
    <p className="job-results__count" role="status">
      {t("results.count", {
        count: data.jobs.totalCount,
        bucket: countBucket(data.jobs.totalCount),
      })}
    </p>
  );
  if (edges.length === 0) {
    return (
      <>
        {count}
        <EmptyJobs search={search} />
      </>
    );
  }

  return (
    <>
      {count}
      <ol className="job-list" ref={listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <JobCard job={node} now={now} />
          </li>
        ))}
      </ol>
      <div className="job-list__more">
        {loadFailed ? (
          <p className="alert" role="alert">
            {t("results.failed")}
          </p>
        ) : null}
        {hasNext ? (
          <button
            type="button"
            ref={moreRef}
            className="button button--ghost job-list__more-button"
            onClick={loadMore}
            aria-disabled={isLoadingNext}
          >
            {isLoadingNext ? (
              <span className="spinner job-list__spinner" aria-hidden="true" />
            ) : null}
            {isLoadingNext
              ? t("results.loadingMore")
              : t(loadFailed ? "common:retry" : "results.loadMore")}
          </button>
        ) : (
          <p className="job-list__end">{t("results.end")}</p>
        )}
      </div>
    </>
  );
}
