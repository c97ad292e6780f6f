import {
  globalId,
  mutationResult,
  pageQuery,
  pageVariables,
  type RestInput,
  type RestRoute,
} from "./route.js";
import { dateTime, field, page, selecting, shape, within } from "./shape.js";
import { JOB_FIELDS, Job } from "./shapes/job.js";

// A worker's saved jobs in REST.md: the list, save and unsave.

/** A saved job: the job's fields (none of its owner's figures), and when it was saved. */
const savedAt = field(dateTime(), "savedAt");
const SavedJob = selecting(shape({ ...within("job", Job.specs), saved_at: savedAt }), {
  ...within("job", JOB_FIELDS),
  saved_at: savedAt,
});
const SavedJobPage = page(SavedJob, "savedJobs(first: $first, after: $after)");

export const savedJobRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/labour/saved-jobs/",
    operationId: "savedJobs",
    summary: "The worker's saved jobs, last saved first",
    tag: "saved jobs",
    access: "labour",
    csrf: false,
    query: pageQuery,
    document: `query RestSavedJobs($first: Int, $after: String) {
      viewerAsLabour { ${SavedJobPage.selection} }
    }`,
    variables: pageVariables,
    successStatus: 200,
    answer: SavedJobPage,
    at: "viewerAsLabour",
  },
  ...(["PUT", "DELETE"] as const).map(
    (method): RestRoute => ({
      method,
      path: "/labour/saved-jobs/{job_id}/",
      operationId: method === "PUT" ? "saveJob" : "unsaveJob",
      summary:
        method === "PUT"
          ? "Save a job (workers); saving again changes nothing"
          : "Unsave a job; unsaving what is not saved is fine",
      tag: "saved jobs",
      access: "labour",
      csrf: true,
      pathParams: { job_id: globalId("job") },
      document: `mutation Rest${method === "PUT" ? "Save" : "Unsave"}Job($jobId: ID!) {
        ${mutationResult(`${method === "PUT" ? "saveJob" : "unsaveJob"}(jobId: $jobId)`, "SaveJobPayload", "jobId")}
      }`,
      variables: ({ path }: RestInput) => ({ jobId: path.job_id }),
      successStatus: 204,
    }),
  ),
];
