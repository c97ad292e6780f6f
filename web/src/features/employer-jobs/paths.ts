import { dashboardPath } from "../../session/session";

// Where the employer's job screens live, and what a finished form tells the list it returns to.

export const MY_JOBS_PATH = `${dashboardPath("employer")}/jobs`;
export const POST_JOB_PATH = `${MY_JOBS_PATH}/new`;

export function editJobPath(id: string): string {
  return `${MY_JOBS_PATH}/${encodeURIComponent(id)}/edit`;
}

/** The success the list says once it opens (employerJobs:notices.*). */
export type JobNotice = "posted" | "updated" | "deleted" | "statusUpdated";

/** Navigation state of a form that saved: the list it goes to says so. */
export function noticeState(notice: JobNotice): { jobNotice: JobNotice } {
  return { jobNotice: notice };
}

export function noticeOf(state: unknown): JobNotice | null {
  if (typeof state !== "object" || state === null || !("jobNotice" in state)) return null;
  const notice = (state as { jobNotice: unknown }).jobNotice;
  return notice === "posted" || notice === "updated" ? notice : null;
}
