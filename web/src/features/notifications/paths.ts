import { jobApplicationsPath } from "../../lib/employer-paths";
import { jobPath } from "../../lib/job-paths";
import { dashboardPath, type UserType } from "../../lib/user-type";
import { MY_APPLICATIONS_PATH } from "../../lib/worker-paths";

// Where the notifications list lives, and where each notification leads.

export function notificationsPath(userType: UserType): string {
  return `${dashboardPath(userType)}/notifications`;
}

/**
 * The page a notification is about: a worker's applications, an employer's applications of the
 * job, or the job itself (a job match); null when it points nowhere.
 */
export function notificationTarget(
  userType: UserType,
  notification: { applicationId: string | null | undefined; jobId: string | null | undefined },
): string | null {
  const { applicationId, jobId } = notification;
  if (userType === "labour") {
    if (applicationId) return MY_APPLICATIONS_PATH;
    return jobId ? jobPath(jobId) : null;
  }
  return jobId ? jobApplicationsPath(jobId) : null;
}
