import { WORK_CHECK_DAYS } from "../../constants.js";
import type { ApplicationStatus, ContactMethod } from "../../generated/prisma/client.js";
import { messages, statusInWords } from "../../messages.js";
import type { NewNotification } from "../notifications/notify.js";

// What each change to an application tells whom: the employer hears of a new or withdrawn
// application, the worker of every other move, of a completed job (with a request to rate the
// employer), of the employer's contact and of a deleted job. The callers write these in the
// transaction of the change (notify.ts).

interface Person {
  firstName: string;
  lastName: string;
}

const fullName = (person: Person) => `${person.firstName} ${person.lastName}`.trim();

/** The application a notification is about, and its worker. */
interface Application {
  id: number;
  jobId: number | null;
  labourId: number;
}

interface Job {
  title: string;
  employerId: number;
}

/** Where a notification about an application points. */
const about = (application: Application) => ({
  applicationId: application.id,
  jobId: application.jobId,
});

export function applicationReceived(
  application: Application & { labour: Person },
  job: Job,
): NewNotification {
  const name = fullName(application.labour);
  return {
    userId: job.employerId,
    type: "APPLICATION_STATUS",
    title: messages.applicationReceivedTitle,
    message: messages.applicationReceivedMessage(name, job.title),
    data: about(application),
    kind: "APPLICATION_RECEIVED",
    params: { name, title: job.title },
  };
}

/** An application that moved: its employer hears of a withdrawal, its worker of anything else. */
export function applicationMoved(
  application: Application & { labour: Person; job: Job | null },
  to: ApplicationStatus,
  feedback: string | null,
  noShow = false,
): NewNotification[] {
  const { job } = application;
  const title = job?.title ?? "";
  const data = about(application);
  if (to === "WITHDRAWN") {
    if (!job) return [];
    const name = fullName(application.labour);
    return [
      {
        userId: job.employerId,
        type: "APPLICATION_STATUS",
        title: messages.applicationWithdrawnTitle,
        message: messages.applicationWithdrawnMessage(name, title),
        data,
        kind: "APPLICATION_WITHDRAWN",
        params: { name, title },
      },
    ];
  }
  const update: NewNotification = {
    userId: application.labourId,
    type: "APPLICATION_STATUS",
    title: messages.applicationStatusTitle,
    message: messages.applicationStatusMessage(title, statusInWords(to), feedback),
    data,
    kind: "APPLICATION_STATUS",
    params: { title, status: to, ...(feedback ? { feedback } : {}) },
  };
  if (to === "CANCELLED" && noShow) {
    // The employer's "did not turn up" is checked by the worker (work-check.ts).
    return [
      update,
      {
        userId: application.labourId,
        type: "APPLICATION_STATUS",
        title: messages.noShowCheckTitle,
        message: messages.noShowCheckMessage(title, WORK_CHECK_DAYS),
        data,
        kind: "NO_SHOW_CHECK",
        params: { title, days: String(WORK_CHECK_DAYS) },
      },
    ];
  }
  if (to !== "COMPLETED") return [update];
  // A completed job asks both sides, once (a completed application never moves again), to rate
  // the other; the ratings stay hidden until both have rated or 14 days have passed. The
  // worker's request also asks "Did you work this job?" (work-check.ts): the completion, and the
  // employer's rating of the worker, count once the worker says yes or does not dispute it.
  const name = fullName(application.labour);
  return [
    update,
    {
      userId: application.labourId,
      type: "RATING_REQUEST",
      title: messages.rateEmployerTitle,
      message: messages.rateEmployerMessage(title),
      data,
      kind: "RATE_EMPLOYER",
      params: { title },
    },
    ...(job
      ? [
          {
            userId: job.employerId,
            type: "RATING_REQUEST",
            title: messages.rateWorkerTitle,
            message: messages.rateWorkerMessage(name, title),
            data,
            kind: "RATE_WORKER",
            params: { name, title },
          } satisfies NewNotification,
        ]
      : []),
  ];
}

export function employerContacted(
  application: Application & { job: Pick<Job, "title"> | null },
  employer: Person & { employerProfile: { companyName: string | null } | null },
  method: ContactMethod,
): NewNotification {
  const title = application.job?.title ?? "";
  const name = employer.employerProfile?.companyName ?? fullName(employer);
  return {
    userId: application.labourId,
    type: "APPLICATION_STATUS",
    title: messages.employerContactedTitle,
    message: messages.employerContactedMessage(
      name,
      method === "WHATSAPP" ? "WhatsApp" : method.toLowerCase(),
      title,
    ),
    data: about(application),
    kind: "EMPLOYER_CONTACTED",
    params: { employer: name, method, title },
  };
}

/** Its worker hears that the job's deletion cancelled their application. */
export function jobRemoved(application: Application, title: string): NewNotification {
  return {
    userId: application.labourId,
    type: "APPLICATION_STATUS",
    title: messages.jobRemovedTitle,
    message: messages.jobRemovedMessage(title),
    data: about(application),
    kind: "JOB_REMOVED",
    params: { title },
  };
}

/** An admin cancelled the application: its worker and the job's employer hear why. */
export function cancelledByTeam(
  application: Application & { labour: Person; job: Job | null },
  reason: string,
): NewNotification[] {
  const { job } = application;
  const title = job?.title ?? "";
  const name = fullName(application.labour);
  const data = about(application);
  return [
    {
      userId: application.labourId,
      type: "APPLICATION_STATUS",
      title: messages.applicationCancelledByTeamTitle,
      message: messages.applicationCancelledByTeamMessage(title, reason),
      data,
      kind: "APPLICATION_CANCELLED_BY_TEAM",
      params: { title, reason },
    },
    ...(job
      ? [
          {
            userId: job.employerId,
            type: "APPLICATION_STATUS",
            title: messages.applicationCancelledByTeamTitle,
            message: messages.applicantCancelledByTeamMessage(name, title, reason),
            data,
            kind: "APPLICANT_CANCELLED_BY_TEAM",
            params: { name, title, reason },
          } satisfies NewNotification,
        ]
      : []),
  ];
}

/** The job's employer hears that the worker disputes the completion or no-show they recorded. */
export function workDisputed(
  application: Application & { labour: Person; job: Job | null },
): NewNotification[] {
  const { job } = application;
  if (!job) return [];
  const name = fullName(application.labour);
  return [
    {
      userId: job.employerId,
      type: "APPLICATION_STATUS",
      title: messages.workDisputedTitle,
      message: messages.workDisputedMessage(name, job.title),
      data: about(application),
      kind: "WORK_DISPUTED",
      params: { name, title: job.title },
    },
  ];
}
