import "../../styles/list-page.css";
import "./employer-jobs.css";
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link, useLoaderData, useLocation, useSearchParams } from "react-router";
import type { MyJobsPageQuery } from "../../__generated__/MyJobsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { NoticeBar, type OnNotice, usePageNotice } from "../../components/NoticeBar";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { StatusTabs } from "../../components/StatusTabs";
import { MY_JOBS_PATH, POST_JOB_PATH } from "../../lib/employer-paths";
import { statusFilterPath } from "../../lib/status-filter";
import { useRouteQuery } from "../../relay/route-query";
import { noticeOf } from "./job-notice";
import { MyJobsList } from "./MyJobsList";
import { JOB_FILTERS, type JobFilter, jobFilterOf } from "./my-jobs-filter";

export const handle = { title: "employerJobs:myJobs.title" };

function MyJobsContent({ filter, onNotice }: { filter: JobFilter | null; onNotice: OnNotice }) {
  const query = useRouteQuery<MyJobsPageQuery>(graphql`
    query MyJobsPageQuery($status: JobStatus, $first: Int!) {
      ...MyJobsList_query @arguments(status: $status, first: $first)
    }
  `);
  return <MyJobsList query={query} filter={filter} onNotice={onNotice} />;
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
  const { notice, setNotice, dismiss } = usePageNotice(filter, () => {
    const saved = noticeOf(location.state);
    return saved ? { tone: "success", text: t(`notices.${saved}`) } : null;
  });
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The row that had the focus is gone: the page takes it, and the notice is read out.
  useEffect(() => {
    if (notice?.focus) headingRef.current?.focus();
  }, [notice]);
  return (
    <div className="list-page">
      <header className="job-page-header">
        <h1 ref={headingRef} tabIndex={-1}>
          {t("myJobs.heading")}
        </h1>
        <Link to={POST_JOB_PATH} className="button button--primary">
          {t("myJobs.postJob")}
        </Link>
        <p>{t("myJobs.intro")}</p>
      </header>
      <StatusTabs
        label={t("myJobs.filter")}
        filters={JOB_FILTERS}
        current={filter}
        pathOf={(tab) => statusFilterPath(MY_JOBS_PATH, tab)}
        textOf={(tab) => t(`myJobs.tabs.${tab ?? "all"}`)}
      />
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={() => <LoadError title={t("myJobs.failed")} hint={t("myJobs.failedHint")} />}
      >
        <Suspense fallback={<div className="card skeleton list-page__skeleton" />}>
          <MyJobsContent filter={filter} onNotice={setNotice} />
        </Suspense>
      </QueryErrorBoundary>
      <NoticeBar notice={notice} onDismiss={dismiss} dismissLabel={t("myJobs.dismiss")} />
    </div>
  );
}
