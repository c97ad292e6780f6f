import "../../styles/list-page.css";
import "./employer-jobs.css";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import { Link, useLoaderData, useNavigate } from "react-router";
import type { Environment } from "relay-runtime";
import type { EditJobPage_job$key } from "../../__generated__/EditJobPage_job.graphql";
import type { EditJobPageQuery } from "../../__generated__/EditJobPageQuery.graphql";
import type { EditJobPageUpdateJobMutation } from "../../__generated__/EditJobPageUpdateJobMutation.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { PageSpinner } from "../../components/Spinner";
import { MY_JOBS_PATH } from "../../lib/employer-paths";
import { appErrorOf } from "../../relay/app-error";
import { GraphQLRequestError } from "../../relay/environment";
import { useRouteQuery } from "../../relay/route-query";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { JobForm, type SaveJob } from "./JobForm";
import { jobFormValues } from "./job-form";
import { noticeState } from "./job-notice";
import { postedJobsChanged } from "./posted-jobs-store";
import { useMachineTranslation } from "./use-machine-translation";

const updateJobMutation = graphql`
  mutation EditJobPageUpdateJobMutation($id: ID!, $input: JobInput!) {
    updateJob(id: $id, input: $input) {
      __typename
      ... on UpdateJobPayload {
        job {
          ...EditJobPage_job
          updatedAt
          reviewNotice
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export const handle = { title: "employerJobs:form.editTitle" };

function EditForm({ job: jobKey }: { job: EditJobPage_job$key }) {
  const job = useFragment(
    graphql`
      fragment EditJobPage_job on Job {
        id
        title
        jobType
        positions
        state
        city
        description
        requirements
        skills
        salaryAmount
        salaryPeriod
        duration
        preferredLanguages
        requireResume
        language
        translations {
          language
          title
          description
          machineTranslated
        }
      }
    `,
    jobKey,
  );
  const environment = useRelayEnvironment() as Environment;
  const navigate = useNavigate();
  const [updateJob, saving] = useMutationPromise<EditJobPageUpdateJobMutation>(updateJobMutation);
  const machineTranslation = useMachineTranslation();
  const save: SaveJob = async (input) => {
    const { updateJob: answer } = await updateJob({ id: job.id, input });
    const error = appErrorOf(answer);
    if (error) return error;
    if (answer.__typename !== "UpdateJobPayload") throw new Error(answer.__typename);
    postedJobsChanged(environment);
    const held = answer.job.reviewNotice !== null && answer.job.reviewNotice !== undefined;
    void navigate(MY_JOBS_PATH, { state: noticeState(held ? "underReview" : "updated") });
    return null;
  };
  return (
    <JobForm
      mode="edit"
      initialValues={jobFormValues(job)}
      onSave={save}
      saving={saving}
      machineTranslation={machineTranslation}
    />
  );
}

function JobNotFound() {
  const { t } = useTranslation("employerJobs");
  return (
    <div className="empty-state card">
      <h2>{t("form.notFound")}</h2>
      <p>{t("form.notFoundHint")}</p>
      <Link to={MY_JOBS_PATH} className="button button--primary">
        {t("form.backToJobs")}
      </Link>
    </div>
  );
}

function EditJobContent() {
  const { job } = useRouteQuery<EditJobPageQuery>(graphql`
    query EditJobPageQuery($id: ID!) {
      job(id: $id) {
        canReactivate
        ...EditJobPage_job
      }
    }
  `);
  // Only the job's own employer reads canReactivate; anyone else's job is not theirs to edit.
  return job && job.canReactivate != null ? <EditForm job={job} /> : <JobNotFound />;
}

/** A malformed job ID in the address is not a failure: it is simply not a job. */
const isNotFound = (error: Error) =>
  error instanceof GraphQLRequestError &&
  (error.code === "BAD_REQUEST" || error.code === "NOT_FOUND");

/** Edit job: the post form, filled in with the job as it is. */
export function Component() {
  const { t } = useTranslation("employerJobs");
  const queryReference = useLoaderData();
  return (
    <div className="job-form-page">
      <header className="job-page-header">
        <h1>{t("form.editTitle")}</h1>
        <p>{t("form.editIntro")}</p>
      </header>
      <QueryErrorBoundary
        resetKey={queryReference}
        fallback={(error) =>
          isNotFound(error) ? (
            <JobNotFound />
          ) : (
            <LoadError title={t("form.failed")} hint={t("form.failedHint")} />
          )
        }
      >
        <Suspense fallback={<PageSpinner />}>
          <EditJobContent />
        </Suspense>
      </QueryErrorBoundary>
    </div>
  );
}
