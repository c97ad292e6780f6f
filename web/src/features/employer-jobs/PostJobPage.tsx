import "./employer-jobs.css";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router";
import type { Environment } from "relay-runtime";
import type { PostJobPageCreateJobMutation } from "../../__generated__/PostJobPageCreateJobMutation.graphql";
import { MY_JOBS_PATH } from "../../lib/employer-paths";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import { JobForm, type SaveJob } from "./JobForm";
import { EMPTY_JOB_VALUES } from "./job-form";
import { noticeState } from "./job-notice";
import { postedJobsChanged } from "./posted-jobs-store";
import { useMachineTranslation } from "./use-machine-translation";

const createJobMutation = graphql`
  mutation PostJobPageCreateJobMutation($input: JobInput!) {
    createJob(input: $input) {
      __typename
      ... on CreateJobPayload {
        job {
          id
          reviewNotice
        }
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

export const handle = { title: "employerJobs:form.postTitle" };

/** Post a job: the two-step form; once posted, "my jobs" says so. */
export function Component() {
  const { t } = useTranslation("employerJobs");
  const environment = useRelayEnvironment() as Environment;
  const navigate = useNavigate();
  const [createJob, saving] = useMutationPromise<PostJobPageCreateJobMutation>(createJobMutation);
  const machineTranslation = useMachineTranslation();
  const save: SaveJob = async (input) => {
    const { createJob: answer } = await createJob({ input });
    const error = appErrorOf(answer);
    if (error) return error;
    if (answer.__typename !== "CreateJobPayload") throw new Error(answer.__typename);
    postedJobsChanged(environment);
    const held = answer.job.reviewNotice !== null && answer.job.reviewNotice !== undefined;
    void navigate(MY_JOBS_PATH, { state: noticeState(held ? "underReview" : "posted") });
    return null;
  };
  return (
    <div className="job-form-page">
      <header className="job-page-header">
        <h1>{t("form.postTitle")}</h1>
        <p>{t("form.postIntro")}</p>
      </header>
      <JobForm
        mode="post"
        initialValues={EMPTY_JOB_VALUES}
        onSave={save}
        saving={saving}
        machineTranslation={machineTranslation}
      />
    </div>
  );
}
