import { statusFilterPath } from "../../lib/status-filter";
import type { ApplicationFilter } from "../applications/application-filter";
import { MY_JOBS_PATH } from "../employer-jobs/paths";

/** A job's applications, optionally in one status: /employer/dashboard/jobs/<id>/applications. */
export function jobApplicationsPath(jobId: string, filter?: ApplicationFilter | null): string {
  return statusFilterPath(`${MY_JOBS_PATH}/${encodeURIComponent(jobId)}/applications`, filter);
}
