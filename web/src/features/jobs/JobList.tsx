import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { JobCard_job$key } from "../../__generated__/JobCard_job.graphql";
import type { JobList_query$key } from "../../__generated__/JobList_query.graphql";
import type { JobListPaginationQuery } from "../../__generated__/JobListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import { TakenOverInView } from "../../components/TakenOverInView";
import { countBucket } from "../../lib/format";
import { JOBS_LIST_PATH } from "../../lib/search-path";
import { useLoadMore } from "../../lib/use-load-more";
import { EmptyJobs } from "./EmptyJobs";
import { JobCard } from "./JobCard";
import { type JobSearch, jobsListPath, jobsPageParams } from "./job-search";

/**
 * One job of the list. Memoized: a card the app has not taken over yet that received an update
 * would be taken over at once (components/TakenOverInView.tsx), so a render of the list (its
 * next page arriving) leaves the cards it already has alone.
 */
const JobItem = memo(function JobItem({
  job,
  now,
  later,
}: {
  job: JobCard_job$key;
  now: Date;
  later: boolean;
}) {
  return (
    <TakenOverInView later={later}>
      <JobCard job={job} now={now} />
    </TakenOverInView>
  );
});

/**
 * The jobs found, counted in display buckets, a page at a time (useLoadMore). "Load more" is a
 * link to the next page's address, which the app turns into loading in place; a list shown from
 * such an address (`cursor`) links back to its first page.
 *
 * `from` is the cursor the list starts at (the address's, passed by JobsPageQuery): it is part of
 * the connection's key in the store, so the first page and each later page's address keep lists
 * of their own. With one list per search, whichever address loaded last replaced the other's
 * jobs, and back or forward to the other address (found "in the store") drew them.
 *
 * `drawnByServer`: this list is the server's HTML (drawn there, or being taken over here). Its
 * cards are then taken over only as they come near the screen; the cards of a later page, or of
 * a list the app draws itself, are drawn at once.
 */
export function JobList({
  query,
  search,
  cursor,
  drawnByServer = false,
}: {
  query: JobList_query$key;
  search: JobSearch;
  cursor?: string;
  drawnByServer?: boolean;
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
  // The cards the server drew: those of the list's first render.
  const [serverCards] = useState(
    () => new Set(drawnByServer ? edges.map(({ node }) => node.id) : []),
  );
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
          <JobItem key={node.id} job={node} now={now} later={serverCards.has(node.id)} />
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
