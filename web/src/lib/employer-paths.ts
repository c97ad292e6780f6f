import type { ApplicationFilter } from "./application-filter";
import { statusFilterPath } from "./status-filter";
import { dashboardPath } from "./user-type";

// Where the employer's screens live. A feature links to another's screen (a job's row to its
// applications, a notification to what it is about) through these, not through that feature.

export const MY_JOBS_PATH = `${dashboardPath("employer")}/jobs`;
export const POST_JOB_PATH = `${MY_JOBS_PATH}/new`;

export function editJobPath(id: string): string {
  return `${MY_JOBS_PATH}/${encodeURIComponent(id)}/edit`;
}

/** A job's applications, optionally in one status: /employer/dashboard/jobs/<id>/applications. */
export function jobApplicationsPath(jobId: string, filter?: ApplicationFilter | null): string {
  return statusFilterPath(`${MY_JOBS_PATH}/${encodeURIComponent(jobId)}/applications`, filter);
}
