import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { JobList_query$key } from "../../__generated__/JobList_query.graphql";
import type { JobListPaginationQuery } from "../../__generated__/JobListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { countBucket } from "../../lib/format";
import { JOBS_LIST_PATH } from "../../lib/search-path";
import { useLoadMore } from "../../lib/use-load-more";
import { EmptyJobs } from "./EmptyJobs";
import { JobCard } from "./JobCard";
import { type JobSearch, jobsListPath, jobsPageParams } from "./job-search";

/**
 * The jobs found, counted in display buckets, a page at a time (useLoadMore). "Load more" is a
 * link to the next page's address, which the app turns into loading in place; a list shown from
 * such an address (`cursor`) links back to its first page.
 *
 * `from` is the cursor the list starts at (the address's, passed by JobsPageQuery): it is part of
 * the connection's key in the store, so the first page and each later page's address keep lists
 * of their own. With one list per search, whichever address loaded last replaced the other's
 * jobs, and back or forward to the other address (found "in the store") drew them.
 */
export function JobList({
  query,
  search,
  cursor,
}: {
  query: JobList_query$key;
  search: JobSearch;
  cursor?: string;
}) {
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
        from: { type: "String" }
      )
      @refetchable(queryName: "JobListPaginationQuery") {
        jobs(first: $first, after: $after, filter: $filter)
          @connection(key: "JobList_jobs", dynamicKey_UNSTABLE: $from) {
          totalCount
          pageInfo {
            endCursor
          }
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
    <>
      <p className="job-results__count" role="status">
        {t("results.count", {
          count: data.jobs.totalCount,
          bucket: countBucket(data.jobs.totalCount),
        })}
      </p>
      {cursor ? (
        <p className="job-results__first-page">
          <Link to={jobsListPath(search)}>{t("results.firstPage")}</Link>
        </p>
      ) : null}
    </>
  );
  const endCursor = data.jobs.pageInfo.endCursor;
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
        href={endCursor ? `${JOBS_LIST_PATH}?${jobsPageParams(search, endCursor)}` : undefined}
        className="job-list__more"
      />
    </>
  );
}
