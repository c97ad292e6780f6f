import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { JobApplicationsList_job$key } from "../../__generated__/JobApplicationsList_job.graphql";
import type { JobApplicationsListPaginationQuery } from "../../__generated__/JobApplicationsListPaginationQuery.graphql";
import { LoadMore } from "../../components/LoadMore";
import type { OnNotice } from "../../components/NoticeBar";
import type { ApplicationFilter } from "../../lib/application-filter";
import { jobApplicationsPath } from "../../lib/employer-paths";
import { useLoadMore } from "../../lib/use-load-more";
import { ApplicantCard } from "./ApplicantCard";

/** A job's applications, newest first, a page at a time ("Load more", not infinite scroll). */
export function JobApplicationsList({
  job: jobKey,
  filter,
  onNotice,
}: {
  job: JobApplicationsList_job$key;
  filter: ApplicationFilter | null;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation("employerApplications");
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    JobApplicationsListPaginationQuery,
    JobApplicationsList_job$key
  >(
    graphql`
      fragment JobApplicationsList_job on Job
      @argumentDefinitions(
        status: { type: "ApplicationStatus" }
        first: { type: "Int!" }
        after: { type: "String" }
      )
      @refetchable(queryName: "JobApplicationsListPaginationQuery") {
        id
        applications(status: $status, first: $first, after: $after)
          @connection(key: "JobApplicationsList_applications", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...ApplicantCard_application
            }
          }
        }
      }
    `,
    jobKey,
  );
  const { edges, totalCount } = data.applications;
  const more = useLoadMore({
    count: edges.length,
    loadNext,
    hasNext,
    isLoadingNext,
    itemSelector: ".applicant__name",
  });

  if (edges.length === 0 && !hasNext) {
    return filter ? (
      <div className="empty-state card">
        <h2>{t("list.emptyFiltered")}</h2>
        <Link to={jobApplicationsPath(data.id)} className="button button--ghost">
          {t("list.showAll")}
        </Link>
      </div>
    ) : (
      <div className="empty-state card">
        <h2>{t("list.empty")}</h2>
        <p>{t("list.emptyHint")}</p>
      </div>
    );
  }

  return (
    <>
      <p className="list-page__count">{t("list.count", { count: totalCount })}</p>
      <ol className="list-page__list" ref={more.listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ApplicantCard application={node} onNotice={onNotice} />
          </li>
        ))}
      </ol>
      <LoadMore
        state={more}
        labels={{
          failed: t("list.loadMoreFailed"),
          more: t("list.loadMore"),
          loading: t("list.loadingMore"),
          end: t("list.end"),
        }}
      />
    </>
  );
}
