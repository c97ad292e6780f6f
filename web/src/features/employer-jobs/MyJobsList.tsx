import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { MyJobsList_query$key } from "../../__generated__/MyJobsList_query.graphql";
import type { MyJobsListPaginationQuery } from "../../__generated__/MyJobsListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import type { OnNotice } from "../../components/NoticeBar";
import { MY_JOBS_PATH, POST_JOB_PATH } from "../../lib/employer-paths";
import { useLoadMore } from "../../lib/use-load-more";
import { MyJobRow } from "./MyJobRow";
import type { JobFilter } from "./my-jobs-filter";

/** The employer's jobs, newest first, a page at a time ("Load more", not infinite scroll). */
export function MyJobsList({
  query,
  filter,
  onNotice,
}: {
  query: MyJobsList_query$key;
  filter: JobFilter | null;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation("employerJobs");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyJobsListPaginationQuery,
    MyJobsList_query$key
  >(
    graphql`
      fragment MyJobsList_query on Query
      @argumentDefinitions(
        status: { type: "JobStatus" }
        first: { type: "Int!" }
        after: { type: "String" }
      )
      @refetchable(queryName: "MyJobsListPaginationQuery") {
        viewerAsEmployer {
          postedJobs(status: $status, first: $first, after: $after)
            @connection(key: "MyJobsList_postedJobs", filters: ["status"]) {
            __id
            totalCount
            edges {
              node {
                id
                ...MyJobRow_job
              }
            }
          }
        }
      }
    `,
    query,
  );
  const jobs = data.viewerAsEmployer.postedJobs;
  const edges = jobs.edges;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".my-job__title a",
  });

  if (edges.length === 0 && !hasNext) {
    return filter ? (
      <div className="empty-state card">
        <h2>{t(`myJobs.emptyFiltered_${filter}`)}</h2>
        <Link to={MY_JOBS_PATH} className="button button--ghost">
          {t("myJobs.showAll")}
        </Link>
      </div>
    ) : (
      <div className="empty-state card">
        <h2>{t("myJobs.empty")}</h2>
        <p>{t("myJobs.emptyHint")}</p>
        <Link to={POST_JOB_PATH} className="button button--primary">
          {t("myJobs.postFirst")}
        </Link>
      </div>
    );
  }

  return (
    <>
      <p className="list-page__count">{t("myJobs.count", { count: jobs.totalCount })}</p>
      <ol className="list-page__list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <MyJobRow job={node} connectionId={jobs.__id} onNotice={onNotice} />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("myJobs.loadMoreFailed"),
          more: t("myJobs.loadMore"),
          loading: t("myJobs.loadingMore"),
          end: t("myJobs.end"),
        }}
      />
    </>
  );
}
