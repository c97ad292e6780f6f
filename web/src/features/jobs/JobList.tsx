import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { JobList_query$key } from "../../__generated__/JobList_query.graphql";
import type { JobListPaginationQuery } from "../../__generated__/JobListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
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
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
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
      <ol className="job-list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <JobCard job={node} now={now} />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("results.failed"),
          more: t("results.loadMore"),
          loading: t("results.loadingMore"),
          end: t("results.end"),
        }}
        alwaysEnd
        className="job-list__more"
      />
    </>
  );
}
