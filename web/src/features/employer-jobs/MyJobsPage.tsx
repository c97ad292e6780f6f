import "./employer-jobs.css";
import { Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData, useLocation, useSearchParams } from "react-router";
import type { MyJobsPageQuery } from "../../__generated__/MyJobsPageQuery.graphql";
import { useRouteQuery } from "../../relay/route-query";
import { LoadError } from "../jobs/LoadError";
import { QueryErrorBoundary } from "../jobs/QueryErrorBoundary";
import { MyJobsList } from "./MyJobsList";
import { JOB_FILTERS, type JobFilter, jobFilterOf } from "./my-jobs-filter";
import type { Notice, OnNotice } from "./notice";
import { MY_JOBS_PATH, noticeOf, POST_JOB_PATH } from "./paths";

export const handle = { title: "employerJobs:myJobs.title" };

function MyJobsContent({ filter, onNotice }: { filter: JobFilter | null; onNotice: OnNotice }) {
  const query = useRouteQuery<MyJobsPageQuery>(graphql`
    query MyJobsPageQuery($status: JobStatus, $first: Int!) {
      ...MyJobsList_query @arguments(status: $status, first: $first)
    }
  `);
  return <MyJobsList query={query} filter={filter} onNotice={onNotice} />;
}

function FilterTabs({ filter }: { filter: JobFilter | null }) {
  const { t } = useTranslation("employerJobs");
  const tabs = [null, ...JOB_FILTERS];
  return (
    <nav aria-label={t("myJobs.filter")}>
      <ul className="my-jobs__tabs">
        {tabs.map((tab) => (
          <li key={tab ?? "all"}>
            <Link
              to={tab ? `${MY_JOBS_PATH}?status=${tab}` : MY_JOBS_PATH}
              className="my-jobs__tab"
              aria-current={tab === filter ? "page" : undefined}
            >
              {t(`myJobs.tabs.${tab ?? "all"}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** How long a success stays on screen; a failure stays until it is closed. */
const SUCCESS_SHOWN_MS = 10_000;

/** What the last action did: a success politely, a failure as an alert; either can be closed. */
function NoticeBar({ notice, onDismiss }: { notice: Notice | null; onDismiss: () => void }) {
  const { t } = useTranslation("employerJobs");
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
          aria-label={t("myJobs.dismiss")}
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

/**
 * The employer's jobs (SPEC section 2, "my jobs"): status, applications, views and the posted
 * date of each, with edit, make inactive / reactivate and delete.
 */
export function Component() {
  const { t } = useTranslation("employerJobs");
  const queryReference = useLoaderData();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const filter = jobFilterOf(searchParams);
  const [notice, setNotice] = useState<Notice | null>(() => {
    const saved = noticeOf(location.state);
    return saved ? { tone: "success", text: t(`notices.${saved}`) } : null;
  });
  const dismiss = useCallback(() => setNotice(null), []);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row that had the focus is gone: the page takes it, and the notice is read out.
  useEffect(() => {
    if (notice?.focus) headingRef.current?.focus();
  }, [notice]);
  // Another tab is another list: what was said about the last one is done.
  const shownFilter = useRef(filter);
  useEffect(() => {
    if (shownFilter.current === filter) return;
    shownFilter.current = filter;
    setNotice(null);
  }, [filter]);
  return (
    <div className="my-jobs">
      <header className="job-page-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {t("myJobs.heading")}
        </h1>
        <Link to={POST_JOB_PATH} className="button button--primary">
          {t("myJobs.postJob")}
        </Link>
        <p>{t("myJobs.intro")}</p>
      </header>
      <FilterTabs filter={filter} />
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => <LoadError title={t("myJobs.failed")} hint={t("myJobs.failedHint")} />}
      >
        <Suspense fallback={<div className="card skeleton my-jobs__skeleton" />}>
          <MyJobsContent filter={filter} onNotice={setNotice} />
        </Suspense>
      </QueryErrorBoundary>
      <NoticeBar notice={notice} onDismiss={dismiss} />
    </div>
  );
}
