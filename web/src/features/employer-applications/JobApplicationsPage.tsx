import "../../styles/list-page.css";
import "./employer-applications.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData, useSearchParams } from "react-router";
import type { JobApplicationsPageQuery } from "../../__generated__/JobApplicationsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { NoticeBar, type OnNotice, usePageNotice } from "../../components/NoticeBar";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { NotFoundPage } from "../../components/StatusPage";
import { StatusTabs } from "../../components/StatusTabs";
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  applicationFilterOf,
  COUNT_FIELDS,
} from "../../lib/application-filter";
import { jobApplicationsPath, MY_JOBS_PATH } from "../../lib/employer-paths";
import { formatNumber } from "../../lib/format";
import { filterStatus } from "../../lib/status-filter";
import { readApplicationCounts } from "../../relay/application-counts";
import { GraphQLRequestError } from "../../relay/environment";
import { useRouteQuery } from "../../relay/route-query";
import { JobApplicationsList } from "./JobApplicationsList";

export const handle = { title: "employerApplications:page.title" };

function ApplicationsContent({
  filter,
  onNotice,
}: {
  filter: ApplicationFilter | null;
  onNotice: OnNotice;
}) {
  const { t } = useTranslation("employerApplications");
  const { job } = useRouteQuery<JobApplicationsPageQuery>(graphql`
    query JobApplicationsPageQuery($id: ID!, $status: ApplicationStatus, $first: Int!) {
      job(id: $id) {
        id
        title
        applicationCounts {
          ...applicationCounts_counts
        }
        ...JobApplicationsList_job @arguments(status: $status, first: $first)
      }
    }
  `);
  // Only the job's own employer reads its counts (and its applications): anyone else's job,
  // like a missing one, is not found.
  const counts = job?.applicationCounts ? readApplicationCounts(job.applicationCounts) : null;
  if (!job || !counts) return <NotFoundPage />;
  return (
    <>
      <header className="applicants__header">
        <Link to={MY_JOBS_PATH} className="applicants__back">
          <span aria-hidden="true">← </span>
          {t("page.back")}
        </Link>
        <h1 tabIndex={-1}>{job.title}</h1>
        <p>{t("page.heading")}</p>
      </header>
      <StatusTabs
        label={t("page.filter")}
        filters={APPLICATION_FILTERS}
        current={filter}
        pathOf={(tab) => jobApplicationsPath(job.id, tab)}
        textOf={(tab) =>
          t("page.tabCount", {
            label: tab ? t(`applicationStatus:label.${filterStatus(tab)}`) : t("page.tabs.all"),
            number: formatNumber(tab ? counts[COUNT_FIELDS[tab]] : counts.total),
          })
        }
      />
      <JobApplicationsList job={job} filter={filter} onNotice={onNotice} />
    </>
  );
}

/** A malformed job ID in the address, or a job that is not theirs, is simply not found. */
const isNotFound = (error: Error) =>
  error instanceof GraphQLRequestError &&
  (error.code === "BAD_REQUEST" || error.code === "NOT_FOUND" || error.code === "FORBIDDEN");

/**
 * The applications to one of the employer's jobs (SPEC section 4): a status filter with counts
 * kept in the address, each applicant with what they can be moved to, and ways to reach them.
 */
export function Component() {
  const { t } = useTranslation("employerApplications");
  const queryReference = useLoaderData();
  const [searchParams] = useSearchParams();
  const filter = applicationFilterOf(searchParams);
  const { notice, setNotice, dismiss } = usePageNotice(filter);
  return (
    <div className="list-page">
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={(error) =>
          isNotFound(error) ? (
            <NotFoundPage />
          ) : (
            <LoadError title={t("page.failed")} hint={t("page.failedHint")} />
          )
        }
      >
        <Suspense fallback={<div className="card skeleton list-page__skeleton" />}>
          <ApplicationsContent filter={filter} onNotice={setNotice} />
        </Suspense>
      </QueryErrorBoundary>
      <NoticeBar notice={notice} onDismiss={dismiss} dismissLabel={t("page.dismiss")} />
    </div>
  );
}
