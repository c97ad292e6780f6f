import "./jobs.css";
import "./job-page.css";
import { type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import { commitMutation, graphql, useRelayEnvironment } from "react-relay";
import { Link, useLoaderData, useLocation, useNavigate } from "react-router";
import type { JobPageQuery } from "../../__generated__/JobPageQuery.graphql";
import type { JobPageRecordJobViewMutation } from "../../__generated__/JobPageRecordJobViewMutation.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { NotFoundPage } from "../../components/StatusPage";
import { cameFromJobList } from "../../lib/job-paths";
import { GraphQLRequestError } from "../../relay/environment";
import { useRouteQuery } from "../../relay/route-query";
import { JobDetails } from "./JobDetails";
import { JobPageSkeleton } from "./JobPageSkeleton";

export const handle = { title: "job:detail.title" };

/** The job's own title in the browser tab once it is known. */
function useJobTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    // The layout writes the route's generic title in this same commit, after this effect
    // (a parent's effects run after its children's): write ours once it has.
    let current = true;
    queueMicrotask(() => {
      if (current) document.title = `${title} · ${t("appName")}`;
    });
    return () => {
      current = false;
    };
  }, [title, t]);
}

const recordJobViewMutation = graphql`
  mutation JobPageRecordJobViewMutation($id: ID!) {
    recordJobView(id: $id)
  }
`;

/**
 * Counts the visit for the job's employer (the server counts a visitor once a day), in the
 * browser only and in the background: a failed count never troubles the reader.
 */
function useRecordJobView(id: string | undefined) {
  const environment = useRelayEnvironment();
  useEffect(() => {
    if (!id) return;
    commitMutation<JobPageRecordJobViewMutation>(environment, {
      mutation: recordJobViewMutation,
      variables: { id },
      onError: () => undefined,
    });
  }, [environment, id]);
}

function JobContent() {
  const { t } = useTranslation("job");
  const { job, machineTranslationAvailable } = useRouteQuery<JobPageQuery>(graphql`
    query JobPageQuery($id: ID!) {
      machineTranslationAvailable
      job(id: $id) {
        id
        title
        ...JobDetails_job
      }
    }
  `);
  useJobTitle(job?.title ?? t("common:status.404.title"));
  useRecordJobView(job?.id);
  return job ? (
    <JobPageFrame>
      <JobDetails job={job} translatable={machineTranslationAvailable} />
    </JobPageFrame>
  ) : (
    <NotFoundPage />
  );
}

/** Returns to the list the user came from (with its scroll position), else opens /jobs. */
function BackToJobs() {
  const { t } = useTranslation("job");
  const location = useLocation();
  const navigate = useNavigate();
  const fromList = cameFromJobList(location.state);
  return (
    <Link
      to="/jobs"
      className="job-page__back"
      onClick={(event) => {
        if (!fromList) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <span aria-hidden="true">←</span> {t("detail.back")}
    </Link>
  );
}

/** A malformed job ID is the visitor's typo, not a failure: it is simply not a job. */
const isNotFound = (error: Error) =>
  error instanceof GraphQLRequestError &&
  (error.code === "BAD_REQUEST" || error.code === "NOT_FOUND");

function JobPageFrame({ children }: { children: ReactNode }) {
  return (
    <div className="job-page container">
      <BackToJobs />
      {children}
    </div>
  );
}

export function Component() {
  const { t } = useTranslation("job");
  const queryReference = useLoaderData();
  if (queryReference === null) return <NotFoundPage />;
  return (
    <QueryErrorBoundary
      resetKey={queryReference}
      fallback={(error) =>
        isNotFound(error) ? (
          <NotFoundPage />
        ) : (
          <JobPageFrame>
            <LoadError title={t("detail.failed")} hint={t("detail.failedHint")} />
          </JobPageFrame>
        )
      }
    >
      <Suspense
        fallback={
          <JobPageFrame>
            <JobPageSkeleton />
          </JobPageFrame>
        }
      >
        <JobContent />
      </Suspense>
    </QueryErrorBoundary>
  );
}
