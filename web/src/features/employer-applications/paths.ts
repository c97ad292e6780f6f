import { MY_JOBS_PATH } from "../employer-jobs/paths";
import type { ApplicationFilter } from "./application-filter";

/** A job's applications, optionally in one status: /employer/dashboard/jobs/<id>/applications. */
export function jobApplicationsPath(jobId: string, filter?: ApplicationFilter | null): string {
  const path = `${MY_JOBS_PATH}/${encodeURIComponent(jobId)}/applications`;
  return filter ? `${path}?status=${filter}` : path;
}
