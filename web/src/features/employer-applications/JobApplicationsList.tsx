import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import type { JobApplicationsList_job$key } from "../../__generated__/JobApplicationsList_job.graphql";
import type { JobApplicationsListPaginationQuery } from "../../__generated__/JobApplicationsListPaginationQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { useLoadMore } from "../../lib/use-load-more";
import type { OnNotice } from "../employer-jobs/notice";
import { ApplicantCard } from "./ApplicantCard";
import type { ApplicationFilter } from "./application-filter";
import { jobApplicationsPath } from "./paths";

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
  const { listRef, moreRef, loadMore, loadFailed } = useLoadMore({
    count: edges.length,
    loadNext,
    isLoadingNext,
    itemSelector: ".applicant__name",
  });

  if (edges.length === 0 && !hasNext) {
    return filter ? (
      <div className="my-jobs__empty card">
        <h2>{t("list.emptyFiltered")}</h2>
        <Link to={jobApplicationsPath(data.id)} className="button button--ghost">
          {t("list.showAll")}
        </Link>
      </div>
    ) : (
      <div className="my-jobs__empty card">
        <h2>{t("list.empty")}</h2>
        <p>{t("list.emptyHint")}</p>
      </div>
    );
  }

  return (
    <>
      <p className="my-jobs__count">{t("list.count", { count: totalCount })}</p>
      <ol className="applicants" ref={listRef}>
        {edges.map(({ node }) => (
          <li key={node.id}>
            <ApplicantCard application={node} onNotice={onNotice} />
          </li>
        ))}
      </ol>
      <div className="my-jobs__more">
        {loadFailed ? (
          <p className="alert" role="alert">
            {t("list.loadMoreFailed")}
          </p>
        ) : null}
        {hasNext ? (
          <button
            type="button"
            ref={moreRef}
            className="button button--ghost"
            onClick={loadMore}
            aria-disabled={isLoadingNext}
          >
            {isLoadingNext
              ? t("list.loadingMore")
              : t(loadFailed ? "common:retry" : "list.loadMore")}
          </button>
        ) : edges.length > PAGE_SIZE_DEFAULT ? (
          <p className="my-jobs__end">{t("list.end")}</p>
        ) : null}
      </div>
    </>
  );
}
