import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { MyApplicationsList_query$key } from "../../__generated__/MyApplicationsList_query.graphql";
import type { MyApplicationsListPaginationQuery } from "../../__generated__/MyApplicationsListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import type { OnNotice } from "../../components/NoticeBar";
import type { ApplicationFilter } from "../../lib/application-filter";
import { useLoadMore } from "../../lib/use-load-more";
import { MY_APPLICATIONS_PATH } from "../../lib/worker-paths";
import { ApplicationCard } from "./ApplicationCard";

/** The worker's applications, newest first, a page at a time ("Load more"). */
export function MyApplicationsList({
  query,
  filter,
  onNotice,
}: {
  query: MyApplicationsList_query$key;
  filter: ApplicationFilter | null;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation("applications");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    MyApplicationsListPaginationQuery,
    MyApplicationsList_query$key
  >(
    graphql`
      fragment MyApplicationsList_query on Query
      @argumentDefinitions(
        status: { type: "ApplicationStatus" }
        first: { type: "Int!" }
        after: { type: "String" }
      )
      @refetchable(queryName: "MyApplicationsListPaginationQuery") {
        viewerAsLabour {
          applications(status: $status, first: $first, after: $after)
            @connection(key: "MyApplicationsList_applications", filters: ["status"]) {
            totalCount
            edges {
              node {
                id
                ...ApplicationCard_application
              }
            }
          }
        }
      }
    `,
    query,
  );
  const applications = data.viewerAsLabour.applications;
  const edges = applications.edges;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".application__title",
  });

  if (edges.length === 0 && !hasNext) {
    return filter ? (
      <div className="empty-state card">
        <h2>{t("myApplications.emptyFiltered")}</h2>
        <Link to={MY_APPLICATIONS_PATH} className="button button--ghost">
          {t("myApplications.showAll")}
        </Link>
      </div>
    ) : (
      <div className="empty-state card">
        <h2>{t("myApplications.empty")}</h2>
        <p>{t("myApplications.emptyHint")}</p>
        <Link to="/jobs" className="button button--primary">
          {t("myApplications.findJobs")}
        </Link>
      </div>
    );
  }

  return (
    <>
      <p className="list-page__count">
        {t("myApplications.count", { count: applications.totalCount })}
      </p>
      <ol className="list-page__list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ApplicationCard application={node} onNotice={onNotice} />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("myApplications.loadMoreFailed"),
          more: t("myApplications.loadMore"),
          loading: t("myApplications.loadingMore"),
          end: t("myApplications.end"),
        }}
      />
    </>
  );
}
