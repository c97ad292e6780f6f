import "../employer-jobs/employer-jobs.css";
import "./employer-applications.css";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData, useSearchParams } from "react-router";
import type { JobApplicationsPageQuery } from "../../__generated__/JobApplicationsPageQuery.graphql";
import { NotFoundPage } from "../../components/StatusPage";
import { formatNumber } from "../../lib/format";
import { GraphQLRequestError } from "../../relay/environment";
import { useRouteQuery } from "../../relay/route-query";
import type { Notice, OnNotice } from "../employer-jobs/notice";
import { MY_JOBS_PATH } from "../employer-jobs/paths";
import { LoadError } from "../jobs/LoadError";
import { QueryErrorBoundary } from "../jobs/QueryErrorBoundary";
import {
  APPLICATION_FILTERS,
  type ApplicationFilter,
  applicationFilterOf,
  COUNT_FIELDS,
} from "./application-filter";
import { JobApplicationsList } from "./JobApplicationsList";
import { jobApplicationsPath } from "./paths";

export const handle = { title: "employerApplications:page.title" };

type Counts = NonNullable<
  NonNullable<JobApplicationsPageQuery["response"]["job"]>["applicationCounts"]
>;

function FilterTabs({
  jobId,
  filter,
  counts,
}: {
  jobId: string;
  filter: ApplicationFilter | null;
  counts: Counts;
}) {
  const { t } = useTranslation("employerApplications");
  const tabs = [null, ...APPLICATION_FILTERS];
  return (
    <nav aria-label={t("page.filter")} className="applications__filter">
      <ul className="my-jobs__tabs applications__tabs">
        {tabs.map((tab) => (
          <li key={tab ?? "all"}>
            <Link
              to={jobApplicationsPath(jobId, tab)}
              className="my-jobs__tab"
              aria-current={tab === filter ? "page" : undefined}
            >
              {t("page.tabCount", {
                label: t(`page.tabs.${tab ?? "all"}`),
                number: formatNumber(tab ? counts[COUNT_FIELDS[tab]] : counts.total),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

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
          total
          pending
          underReview
          shortlisted
          accepted
          rejected
          completed
          cancelled
          withdrawn
        }
        ...JobApplicationsList_job @arguments(status: $status, first: $first)
      }
    }
  `);
  // Only the job's own employer reads its counts (and its applications): anyone else's job,
  // like a missing one, is not found.
  if (!job?.applicationCounts) return <NotFoundPage />;
  return (
    <>
      <header className="job-page-header applications__header">
        <Link to={MY_JOBS_PATH} className="applications__back">
          <span aria-hidden="true">← </span>
          {t("page.back")}
        </Link>
        <h1 tabIndex={-1}>{job.title}</h1>
        <p>{t("page.heading")}</p>
      </header>
      <FilterTabs jobId={job.id} filter={filter} counts={job.applicationCounts} />
      <JobApplicationsList job={job} filter={filter} onNotice={onNotice} />
    </>
  );
}

/** How long a success stays on screen; a failure stays until it is closed. */
const SUCCESS_SHOWN_MS = 10_000;

/** What the last action did: a success politely, a failure as an alert; either can be closed. */
function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useTranslation("employerApplications");
  useEffect(() => {
    if (notice?.tone !== "success") return;
    const timer = setTimeout(onDismiss, SUCCESS_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice, onDismiss]);
  const bar = (tone: Notice["tone"]) =>
    notice?.tone === tone ? (
      <div className={tone === "failed" ? "my-jobs__notice--failed" : undefined}>
        <p>{notice.text}</p>
        <button
          type="button"
          className="icon-button"
          aria-label={t("page.dismiss")}
          onClick={onDismiss}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
    ) : null;
  // The live regions are on the page before anything is said in them.
  return (
    <>
      <div className="my-jobs__notice" role="status">
        {bar("success")}
      </div>
      <div className="my-jobs__notice" role="alert">
        {bar("failed")}
      </div>
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
  const [notice, setNotice] = useState<Notice | null>(null);
  const dismiss = useCallback(() => setNotice(null), []);
  // Another tab is another list: what was said about the last one is done.
  const shownFilter = useRef(filter);
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    setNotice(null);
  }, [filter]);
  return (
    <div className="my-jobs applications">
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
        <Suspense fallback={<div className="card skeleton my-jobs__skeleton" />}>
          <ApplicationsContent filter={filter} onNotice={setNotice} />
        </Suspense>
      </QueryErrorBoundary>
      <NoticeBar notice={notice} onDismiss={dismiss} />
    </div>
  );
}
