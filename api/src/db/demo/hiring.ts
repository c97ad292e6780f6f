import type {
  ApplicationStatus,
  ContactMethod,
  VerificationKind,
} from "../../generated/prisma/client.js";
import { applyGeneral, applyToJob } from "../../services/applications/apply.js";
import { confirmContact, recordContact } from "../../services/applications/contact.js";
import { setApplicationStatus, withdrawApplication } from "../../services/applications/moves.js";
import { fileUrl, saveUpload } from "../../services/files/files.js";
import { createJob, setJobStatus } from "../../services/jobs/manage.js";
import { saveJob } from "../../services/jobs/saved.js";
import { insertRows } from "../rows.js";
import { JOB_COLUMNS } from "./columns.js";
import type { DemoApplication, DemoJob, DemoPerson, Row } from "./data.js";
import { resumePdf } from "./resume.js";
import { act, type Demo } from "./step.js";

// Employers post their jobs, workers apply (uploading a résumé where a job asks for one),
// employers move the applications along and record calls, workers confirm them and save jobs;
// then employers take some jobs down. All through the services, in the order of the plan.

const upper = <T extends string>(value: unknown) => String(value).toUpperCase() as T;
const uppers = <T extends string>(values: unknown) => (values as string[]).map(upper<T>);

/** The job form's fields, as the employer typed them. */
function jobInput(row: Row): Record<string, unknown> {
  return {
    title: row.title,
    jobType: upper(row.job_type),
    positions: row.positions,
    state: row.state,
    city: row.city,
    description: row.description,
    requirements: row.requirements,
    skills: row.skills,
    salaryAmount: row.salary_amount,
    salaryPeriod: upper(row.salary_period),
    duration: row.duration,
    preferredLanguages: row.preferred_languages,
    requireResume: row.require_resume,
  };
}

/**
 * A job whose pay is "as per experience" (no amount) is written as a row: the job form asks for a
 * salary (job-input.ts), but the schema and the job pages still show such posts, and the demo
 * keeps a few. Listed like a posted job until history.ts dates it.
 */
async function insertNegotiableJob(demo: Demo, job: DemoJob): Promise<number> {
  const [id] = await insertRows(
    demo.query,
    "jobs",
    JOB_COLUMNS,
    [
      {
        ...demo.dated(job.row),
        employer_id: demo.ids.people[job.employer],
        status: "active",
        moderation_status: "approved",
        expires_at: null,
      },
    ],
    { returning: "id" },
  );
  return id as number;
}

export async function postJobs(demo: Demo): Promise<void> {
  for (const [i, job] of demo.data.jobs.entries()) {
    const id =
      job.row.salary_amount === null
        ? await insertNegotiableJob(demo, job)
        : (await act(`job ${i}`, () => createJob(demo.as(job.employer), jobInput(job.row)))).id;
    demo.ids.jobs.push(id);
  }
}

/** The employer's moves to each planned status (a hire is accepted before it completes or ends). */
const MOVES: Record<string, ApplicationStatus[]> = {
  pending: [],
  under_review: ["UNDER_REVIEW"],
  shortlisted: ["SHORTLISTED"],
  accepted: ["ACCEPTED"],
  rejected: ["REJECTED"],
  completed: ["ACCEPTED", "COMPLETED"],
  cancelled: ["ACCEPTED", "CANCELLED"],
  withdrawn: [],
};

/** The worker's résumé, uploaded the first time a job asks for one. */
async function resumeUrl(demo: Demo, person: number, resumes: Map<number, string>) {
  let url = resumes.get(person);
  if (!url) {
    const { user, profile } = demo.people[person] as DemoPerson;
    const bytes = resumePdf(user, profile);
    const file = { size: bytes.length, arrayBuffer: async () => bytes.slice().buffer };
    url = fileUrl((await saveUpload(demo.as(person), file, "RESUME")).storageKey);
    resumes.set(person, url);
  }
  return url;
}

async function apply(
  demo: Demo,
  application: DemoApplication,
  resumes: Map<number, string>,
): Promise<number> {
  const worker = demo.as(application.worker);
  const { row } = application;
  if (application.job === null) {
    const general = await applyGeneral(worker, {
      coverNote: row.cover_note as string | null,
      preferredRoles: row.preferred_roles as string[],
      preferredLocations: row.preferred_locations as string[],
    });
    return general.id;
  }
  const jobId = demo.ids.jobs[application.job] as number;
  const job = demo.data.jobs[application.job] as DemoJob;
  const resume = job.row.require_resume ? await resumeUrl(demo, application.worker, resumes) : null;
  const input = { coverNote: row.cover_note as string | null, resumeUrl: resume };
  return (await applyToJob(worker, jobId, input)).id;
}

/**
 * The employer's moves, the call they record (while the application is still open, so before a
 * hire ends) and the worker's confirmation. A general application has no employer to move it
 * (an admin will, in the back office): history.ts sets its planned status.
 */
async function followUp(
  demo: Demo,
  application: DemoApplication,
  id: number,
  verification: Row | undefined,
): Promise<void> {
  const { row } = application;
  const worker = demo.as(application.worker);
  if (row.status === "withdrawn") await withdrawApplication(worker, id);
  if (application.job === null) return;
  const employer = demo.as((demo.data.jobs[application.job] as DemoJob).employer);
  const moves = MOVES[row.status as string] ?? [];
  const contactAfter = moves.length > 1 ? 0 : moves.length - 1;
  for (const [i, status] of moves.entries()) {
    const last = i === moves.length - 1;
    await setApplicationStatus(employer, id, status, last ? (row.feedback as string | null) : null);
    if (i === contactAfter && row.contact_method) {
      await recordContact(employer, id, upper<ContactMethod>(row.contact_method));
    }
  }
  if (verification) {
    await confirmContact(worker, id, {
      contacted: verification.contacted as boolean,
      verifiedMethods: uppers<VerificationKind>(verification.verified_methods),
      contactMethods: uppers<ContactMethod>(verification.contact_methods),
      identityConfirmed: verification.identity_confirmed as boolean,
      notes: verification.notes as string | null,
    });
  }
}

export async function makeApplications(demo: Demo): Promise<void> {
  const answers = new Map(demo.data.verifications.map((row) => [row.application, row]));
  const resumes = new Map<number, string>();
  for (const [i, application] of demo.data.applications.entries()) {
    await act(`application ${i}`, async () => {
      const id = await apply(demo, application, resumes);
      demo.ids.applications.push(id);
      await followUp(demo, application, id, answers.get(i));
    });
  }
}

export async function saveJobs(demo: Demo): Promise<void> {
  for (const saved of demo.data.savedJobs) {
    const jobId = demo.ids.jobs[saved.job] as number;
    await act(`saving job ${saved.job}`, () => saveJob(demo.as(saved.person), jobId));
  }
}

/** Employers take their inactive jobs down; expiry, moderation and drafts are history.ts's. */
export async function closeJobs(demo: Demo): Promise<void> {
  for (const [i, job] of demo.data.jobs.entries()) {
    if (job.standing !== "inactive") continue;
    await setJobStatus(demo.as(job.employer), demo.ids.jobs[i] as number, "INACTIVE");
  }
}
