import "../../styles/list-page.css";
import "./applications.css";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link, useLoaderData } from "react-router";
import type { SavedJobsPage_query$key } from "../../__generated__/SavedJobsPage_query.graphql";
import type { SavedJobsPageQuery } from "../../__generated__/SavedJobsPageQuery.graphql";
import type { SavedJobsPaginationQuery } from "../../__generated__/SavedJobsPaginationQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { LoadMore } from "../../components/LoadMore";
import { OfflineCopyNote } from "../../components/OfflineCopyNote";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { useLoadMore } from "../../lib/use-load-more";
import { useRouteQuery } from "../../relay/route-query";
import { JobCard } from "../jobs/JobCard";
import { OfflineRefusedNote } from "./OfflineRefusedNote";

export const handle = { title: "applications:savedJobs.title" };

/**
 * The worker's saved jobs, last saved first, as the job list's cards. Unsaving one keeps its
 * card until the next visit, so a slip of the finger is undone with the same button.
 */
function SavedJobsList({ query }: { query: SavedJobsPage_query$key }) {
  const { t } = useTranslation("applications");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SavedJobsPaginationQuery,
    SavedJobsPage_query$key
  >(
    graphql`
      fragment SavedJobsPage_query on Query
      @argumentDefinitions(first: { type: "Int!" }, after: { type: "String" })
      @refetchable(queryName: "SavedJobsPaginationQuery") {
        viewerAsLabour {
          savedJobs(first: $first, after: $after) @connection(key: "SavedJobsPage_savedJobs") {
            totalCount
            edges {
              node {
                savedAt
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
    query,
  );
  const saved = data.viewerAsLabour.savedJobs;
  const edges = saved.edges;
  const [now] = useState(() => new Date());
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
        <h2>{t("savedJobs.empty")}</h2>
        <p>{t("savedJobs.emptyHint")}</p>
        <Link to="/jobs" className="button button--primary">
          {t("savedJobs.findJobs")}
        </Link>
      </div>
    );
  }
  return (
    <>
      <p className="list-page__count">{t("savedJobs.count", { count: saved.totalCount })}</p>
      <ol className="job-list saved-jobs__list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.job.id}>
            <JobCard job={node.job} now={now} />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("savedJobs.loadMoreFailed"),
          more: t("savedJobs.loadMore"),
          loading: t("savedJobs.loadingMore"),
        }}
      />
    </>
  );
}

function SavedJobsContent() {
  const query = useRouteQuery<SavedJobsPageQuery>(graphql`
    query SavedJobsPageQuery($first: Int!) {
      ...SavedJobsPage_query @arguments(first: $first)
    }
  `);
  return <SavedJobsList query={query} />;
}

export function Component() {
  const { t } = useTranslation("applications");
  const queryReference = useLoaderData();
  return (
    <div className="list-page">
      <header className="applications__header">
        <h1>{t("savedJobs.heading")}</h1>
        <p>{t("savedJobs.intro")}</p>
      </header>
      <OfflineCopyNote route="saved-jobs" />
      <OfflineRefusedNote />
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => (
          <LoadError title={t("savedJobs.failed")} hint={t("savedJobs.failedHint")} />
        )}
      >
        <Suspense fallback={<div className="card skeleton list-page__skeleton" />}>
          <SavedJobsContent />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
