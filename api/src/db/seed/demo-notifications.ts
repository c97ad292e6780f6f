import type { ApplicationStatus } from "./applications.js";
import type { EmployerSeed, WorkerSeed } from "./builders.js";
import type { ApplicationSeed } from "./demo-applications.js";
import { type Database, insertRows, type Row } from "./insert.js";
import { isOpen, type JobSeed } from "./jobs.js";
import type { Random } from "./random.js";

// Notifications of every type: application status changes (to workers) and new applications
// (to employers), job matches, and rating requests after completed work. Older ones are mostly
// read.

const DAY = 86_400_000;
const HOUR = 3_600_000;

const STATUS_NEWS: Partial<Record<ApplicationStatus, [title: string, happened: string]>> = {
  under_review: ["Application under review", "is being reviewed"],
  shortlisted: ["You have been shortlisted", "has been shortlisted"],
  accepted: ["Application accepted", "has been accepted. The employer will contact you"],
  rejected: ["Application not selected", "was not selected this time"],
  completed: ["Job marked as completed", "has been marked as completed"],
  cancelled: ["Job cancelled", "was cancelled by the employer"],
};

const COLUMNS = {
  user_id: "int",
  type: "notification_type",
  title: "text",
  message: "text",
  data: "jsonb",
  is_read: "boolean",
  read_at: "timestamptz",
  created_at: "timestamptz",
};

function employerName(employer: EmployerSeed): string {
  return employer.company ?? `${employer.user.first_name} ${employer.user.last_name}`;
}

export async function seedNotifications(
  db: Database,
  rng: Random,
  options: {
    applications: readonly ApplicationSeed[];
    jobs: readonly JobSeed[];
    workers: readonly WorkerSeed[];
    demoEmployer: EmployerSeed;
    now: Date;
  },
): Promise<number> {
  const { applications, jobs, workers, demoEmployer, now } = options;
  const rows: Row[] = [];
  const notify = (
    userId: number,
    type: string,
    title: string,
    message: string,
    data: object,
    at: Date,
  ) => {
    const age = now.getTime() - at.getTime();
    const read = rng.chance(age > 7 * DAY ? 0.85 : 0.3);
    const readAt = new Date(Math.min(now.getTime(), at.getTime() + rng.int(1, 48) * HOUR));
    rows.push({
      user_id: userId,
      type,
      title,
      message,
      data,
      is_read: read,
      read_at: read ? readAt : null,
      created_at: at,
    });
  };

  for (const application of applications) {
    const { job, worker, row } = application;
    if (!job) continue;
    const data = { applicationId: application.id, jobId: job.id };
    const news = STATUS_NEWS[row.status as ApplicationStatus];
    const where = `"${job.row.title}" at ${employerName(job.employer)}`;
    if (news) {
      const [title, happened] = news;
      notify(
        worker.id,
        "application_status",
        title,
        `Your application for ${where} ${happened}.`,
        data,
        row.status_changed_at as Date,
      );
    }
    if (job.employer === demoEmployer || rng.chance(0.4)) {
      const applicant = `${worker.name.firstName} ${worker.name.lastName}`;
      notify(
        job.employer.id,
        "application_status",
        "New application received",
        `${applicant} applied for "${job.row.title}".`,
        data,
        row.applied_at as Date,
      );
    }
    if (row.status === "completed") {
      const after = new Date(
        Math.min(now.getTime(), (row.status_changed_at as Date).getTime() + HOUR),
      );
      notify(
        worker.id,
        "rating_request",
        "Rate your employer",
        `How was working with ${employerName(job.employer)}? Your rating helps other workers.`,
        data,
        after,
      );
      notify(
        job.employer.id,
        "rating_request",
        "Rate your worker",
        `How did ${worker.name.firstName} do on "${job.row.title}"? Rate the work to build their profile.`,
        data,
        after,
      );
    }
  }

  const open = jobs.filter(isOpen);
  workers.forEach((worker, i) => {
    if (i > 0 && rng.chance(0.4)) return;
    const matches = open.filter(
      (job) => job.trade === worker.trade && job.state === worker.city.state,
    );
    for (const job of rng.sample(matches, rng.int(1, 3))) {
      const place = job.city?.name ?? job.state.name;
      const at = rng.between(job.createdAt, now);
      notify(
        worker.id,
        "job_match",
        `New ${worker.trade.label} job in ${place}`,
        `${job.row.title} by ${employerName(job.employer)} matches your skills. Apply before it fills up.`,
        { jobId: job.id },
        at,
      );
    }
  });

  rows.sort((a, b) => (a.created_at as Date).getTime() - (b.created_at as Date).getTime());
  await insertRows(db, "notifications", COLUMNS, rows);
  return rows.length;
}
