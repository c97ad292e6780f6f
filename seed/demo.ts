import type {
  Row as DataRow,
  DemoApplication,
  DemoData,
  DemoDocument,
  DemoPerson,
  RegistrationKind,
} from "../api/src/db/demo/data.js";
import type { EmployerSeed, WorkerSeed } from "./builders.js";
import { planJobViews, planSavedJobs, planSearchLogs } from "./demo-activity.js";
import { type ApplicationSeed, planApplications } from "./demo-applications.js";
import { planTestimonials } from "./demo-content.js";
import { type DocumentPlan, planDocuments, registrationDocuments } from "./demo-documents.js";
import { planDemoJobs } from "./demo-jobs.js";
import { planJobMatches } from "./demo-notifications.js";
import { planEmployers, planWorkers } from "./demo-people.js";
import { planWorkerHistories } from "./demo-profiles.js";
import { planContactVerifications, planRatings, planWorkChecks } from "./demo-ratings.js";
import type { Row } from "./insert.js";
import { isOpen, type JobSeed } from "./jobs.js";
import { deriveSeed, Random } from "./random.js";
import type { Trade } from "./trades.js";

// Plans the demo data set: realistic, always the same. Each part draws from its own random
// stream, so changing one part leaves the others as they were. The plan is written to
// api/src/db/demo/demo-data.json (`npm run db:seed -- --write-demo`), which the server loads
// through its services (api/src/db/demo/load.ts) without shipping this generator.

export const DEMO_SEED = 20_261_122;

/** The moment the committed plan is drawn for; the loader moves it to today. */
export const DEMO_PLANNED_AT = new Date("2026-11-22T06:30:00.000Z");

/** How many open jobs each trade has (plus one, so every trade has some workers). */
function demandByTrade(jobs: readonly JobSeed[]): Map<Trade, number> {
  const demand = new Map<Trade, number>();
  for (const job of jobs.filter(isOpen)) demand.set(job.trade, (demand.get(job.trade) ?? 1) + 1);
  return demand;
}

/** A few accounts awaiting approval and a few blocked ones, for the admin screens. */
function markAccountStates(rng: Random, employers: EmployerSeed[], workers: WorkerSeed[]) {
  const active = (people: (EmployerSeed | WorkerSeed)[]) =>
    people.slice(1).filter((person) => person.user.account_state === "active");
  const [pending, blocked] = [rng.sample(active(workers), 8), rng.sample(active(employers), 3)];
  pending.forEach((person, i) => {
    person.user.account_state = i < 6 ? "pending" : "blocked";
  });
  blocked.forEach((person, i) => {
    person.user.account_state = i < 2 ? "pending" : "blocked";
  });
}

/** Dates as ISO strings, so that the plan is plain JSON. */
function plain(row: Row): DataRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      value instanceof Date ? value.toISOString() : (value as DataRow[string]),
    ]),
  );
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function document(plan: DocumentPlan): DemoDocument {
  return {
    type: plan.type,
    number: plan.number,
    status: plan.status,
    submitted_at: plan.submittedAt.toISOString(),
    reviewed_at: iso(plan.reviewedAt),
    rejection_reason: plan.rejectionReason,
  };
}

/** Everything but `keys`. */
function without(row: Row, ...keys: string[]): Row {
  return Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));
}

export function planDemo(now: Date = DEMO_PLANNED_AT): DemoData {
  const rng = (part: string) => new Random(deriveSeed(DEMO_SEED, part));
  const employers = planEmployers(rng("employers"), now);
  const demoEmployer = employers[0] as EmployerSeed;
  const jobs = planDemoJobs(rng("jobs"), employers, now);
  const workers = planWorkers(rng("workers"), now, demandByTrade(jobs));
  const documents = planDocuments(rng("documents"), employers, workers, now);
  markAccountStates(rng("accounts"), employers, workers);
  // Ids as the database draws them: employers register first, then workers; jobs and
  // applications in the order they are made. Indexes in the plan are these ids less one.
  const people = [...employers, ...workers];
  people.forEach((person, i) => {
    person.id = i + 1;
  });
  jobs.forEach((job, i) => {
    job.id = i + 1;
  });
  const views = planJobViews(rng("views"), jobs, workers, now);
  const histories = planWorkerHistories(rng("histories"), workers, employers, now);
  const planned = planApplications(rng("applications"), { jobs, workers, demoEmployer, now });
  const applications = [...planned].sort(
    (a, b) => (a.row.applied_at as Date).getTime() - (b.row.applied_at as Date).getTime(),
  );
  applications.forEach((application, i) => {
    application.id = i + 1;
  });
  const activity = rng("activity");
  const verifications = planContactVerifications(activity, planned, now);
  const ratings = planRatings(activity, planned, now);
  // A stream of its own, so the rest of the plan stays as it was.
  planWorkChecks(rng("work-checks"), planned, now);
  const savedJobs = planSavedJobs(activity, jobs, workers, now);
  const jobMatches = planJobMatches(rng("notifications"), jobs, workers, now);
  const searchLogs = planSearchLogs(rng("searches"), jobs, workers, now);
  const { identities, extra } = registrationDocuments(rng("identities"), people, documents);

  const index = (item: { id: number }) => item.id - 1;
  const person = (seed: EmployerSeed | WorkerSeed): DemoPerson => {
    const identity = identities.get(seed) as DocumentPlan;
    return {
      user: plain(seed.user),
      profile: plain(seed.profile),
      identity: { ...document(identity), type: identity.type as RegistrationKind },
    };
  };
  const application = (seed: ApplicationSeed): DemoApplication => ({
    job: seed.job ? index(seed.job) : null,
    worker: index(seed.worker),
    row: plain(without(seed.row, "job_id", "labour_id")),
  });
  const resubmitted = documents.find((plan) => plan.resubmission)?.resubmission ?? null;
  return {
    plannedAt: now.toISOString(),
    employers: employers.map(person),
    workers: workers.map(person),
    documents: extra.map((plan) => ({
      person: index(plan.owner),
      ...document(plan),
      replacesRegistration: plan === resubmitted,
    })),
    jobs: jobs.map((job) => ({
      employer: index(job.employer),
      standing: job.standing,
      row: plain(job.row),
    })),
    applications: applications.map(application),
    verifications: applications.flatMap((seed) => {
      const verification = verifications.get(seed);
      return verification ? [{ application: index(seed), ...plain(verification) }] : [];
    }),
    educations: histories.educations.map((row) => ({
      person: (row.labour_id as number) - 1,
      ...plain(without(row, "labour_id")),
    })),
    experiences: histories.experiences.map((row) => ({
      person: (row.labour_id as number) - 1,
      ...plain(without(row, "labour_id")),
    })),
    ratings: ratings.map(({ application, ...row }) => ({
      application: index(application),
      ...plain(row),
    })),
    savedJobs: savedJobs.map((row) => ({
      person: (row.labour_id as number) - 1,
      job: (row.job_id as number) - 1,
      saved_at: (row.saved_at as Date).toISOString(),
    })),
    jobViews: views.map((view) => ({
      job: index(view.job),
      viewer: view.viewer ? index(view.viewer) : null,
      viewed_at: view.viewedAt.toISOString(),
    })),
    jobMatches: jobMatches.map(({ worker, job, ...row }) => ({
      person: index(worker),
      job: index(job),
      ...plain(row),
    })),
    searchLogs: searchLogs.map((row) => ({
      person: row.user_id === null ? null : (row.user_id as number) - 1,
      ...plain(without(row, "user_id")),
    })),
    testimonials: planTestimonials(now).map(plain),
  };
}
