import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  buildApplication,
  CLOSED_JOB_STATUS_WEIGHTS,
  STATUS_WEIGHTS,
} from "./applications.js";
import type { EmployerSeed, WorkerSeed } from "./builders.js";
import type { Row } from "./insert.js";
import { closedAt, isOpen, type JobSeed } from "./jobs.js";
import { CITIES } from "./places.js";
import type { Random, Weighted } from "./random.js";

// Who applied where. Workers mostly apply to jobs of their trade in their state; the demo
// accounts get a hand-picked set so that every screen and action has something to show.

export interface ApplicationSeed {
  job: JobSeed | null;
  worker: WorkerSeed;
  row: Row;
  /** Whether each side rates the other once the work is completed. */
  employerRates: boolean;
  workerRates: boolean;
  id: number;
}

const COVER_NOTES = [
  "I have {years} years of experience as a {trade}. I can join from tomorrow.",
  "I live near the site and can come on time every day.",
  "Please call me, I am available immediately.",
  "Worked {years} years in the same line. Have my own tools.",
];

const APPLIES_PER_WORKER: Weighted<number> = [
  [0, 10],
  [1, 20],
  [2, 25],
  [3, 20],
  [4, 15],
  [6, 10],
];

const GENERAL_APPLICATIONS = 12;

type Apply = (
  job: JobSeed | null,
  worker: WorkerSeed,
  status: ApplicationStatus,
  extra?: Partial<Row>,
) => ApplicationSeed | null;

/** Marks the application as contacted by the employer (by phone, when its status was set). */
function contacted(seed: ApplicationSeed | null): void {
  if (seed) {
    Object.assign(seed.row, {
      contact_status: "contacted",
      contact_method: "phone",
      contacted_at: seed.row.status_changed_at,
    });
  }
}

/** The demo worker: one application in every status, two of them with the demo employer. */
function planDemoWorker(
  applyable: readonly JobSeed[],
  worker: WorkerSeed,
  demoEmployer: EmployerSeed,
  apply: Apply,
) {
  const electrician = applyable.filter((job) => job.trade.role === worker.trade.role);
  const own = electrician.filter((job) => job.employer === demoEmployer);
  const finished = own.find((job) => job.standing === "expired");
  const current = own.find((job) => isOpen(job));
  if (finished) {
    const seed = apply(finished, worker, "completed");
    if (seed) Object.assign(seed, { employerRates: true, workerRates: true });
  }
  if (current) contacted(apply(current, worker, "accepted"));

  const elsewhere = electrician
    .filter((job) => job.employer !== demoEmployer && isOpen(job))
    .sort((a, b) => Number(b.state === worker.city.state) - Number(a.state === worker.city.state));
  const statuses: ApplicationStatus[] = [
    "completed",
    "shortlisted",
    "under_review",
    "pending",
    "rejected",
    "withdrawn",
    "cancelled",
  ];
  statuses.forEach((status, i) => {
    const job = elsewhere[i];
    if (!job) return;
    const seed = apply(job, worker, status);
    if (seed && status === "completed") {
      // The employer rated him; his own rating is still to give.
      Object.assign(seed, { employerRates: true, workerRates: false });
      contacted(seed);
      seed.row.contact_status = "confirmed";
    }
    if (seed && status === "rejected") {
      seed.row.feedback = "We need someone with more panel wiring experience.";
    }
  });
  apply(null, worker, "under_review", {
    preferred_roles: ["electrician", "helper"],
    preferred_locations: ["Pune", "Mumbai"],
  });
}

/** The demo employer: applicants in every status on the open jobs. */
function planDemoEmployer(
  rng: Random,
  applyable: readonly JobSeed[],
  workers: readonly WorkerSeed[],
  demoEmployer: EmployerSeed,
  apply: Apply,
) {
  let next = 0;
  for (const job of applyable.filter((candidate) => candidate.employer === demoEmployer)) {
    if (!isOpen(job)) continue;
    const sameTrade = workers.filter((worker) => worker.trade === job.trade);
    const candidates = sameTrade.length >= 6 ? sameTrade : workers;
    for (const worker of rng.sample(candidates, rng.int(4, 6))) {
      const status = APPLICATION_STATUSES[next % APPLICATION_STATUSES.length] as ApplicationStatus;
      if (apply(job, worker, status)) next++;
    }
  }
}

export function planApplications(
  rng: Random,
  options: {
    jobs: readonly JobSeed[];
    workers: readonly WorkerSeed[];
    demoEmployer: EmployerSeed;
    now: Date;
  },
): ApplicationSeed[] {
  const { jobs, workers, demoEmployer, now } = options;
  const applications: ApplicationSeed[] = [];
  const taken = new Set<string>();
  const applyable = jobs.filter((job) => closedAt(job, now) !== null);

  const apply: Apply = (job, worker, status, extra = {}) => {
    const key = `${job?.id ?? "general"}:${worker.id}`;
    const from = Math.max(job?.createdAt.getTime() ?? 0, worker.createdAt.getTime());
    const until = job ? closedAt(job, now) : now;
    if (taken.has(key) || !until || from > until.getTime()) return null;
    taken.add(key);
    const years = String(worker.experienceYears);
    const trade = worker.trade.label.toLowerCase();
    const note = rng.chance(0.3)
      ? rng.pick(COVER_NOTES).replace("{years}", years).replace("{trade}", trade)
      : null;
    const row = buildApplication(rng, {
      jobId: job?.id ?? null,
      labourId: worker.id,
      status,
      appliedAt: rng.between(new Date(from), until),
      now,
      coverNote: note,
      confirmations: true,
    });
    const seed = {
      job,
      worker,
      row: Object.assign(row, extra),
      employerRates: rng.chance(0.9),
      workerRates: rng.chance(0.75),
      id: 0,
    };
    applications.push(seed);
    return seed;
  };

  const [demoWorker, ...others] = workers as [WorkerSeed, ...WorkerSeed[]];
  planDemoWorker(applyable, demoWorker, demoEmployer, apply);
  planDemoEmployer(rng, applyable, others, demoEmployer, apply);

  for (const worker of rng.sample(others, GENERAL_APPLICATIONS)) {
    const sameState = CITIES.filter((city) => city.state === worker.city.state);
    const locations = new Set([worker.city.name, rng.pick(sameState).name]);
    apply(null, worker, rng.pick(["pending", "under_review", "shortlisted"] as const), {
      preferred_roles: rng.chance(0.5) ? [worker.trade.role, "helper"] : [worker.trade.role],
      preferred_locations: [...locations],
    });
  }

  const byTrade = new Map<string, JobSeed[]>();
  for (const job of applyable) {
    const list = byTrade.get(job.trade.role) ?? [];
    list.push(job);
    byTrade.set(job.trade.role, list);
  }
  for (const worker of others) {
    const sameTrade = byTrade.get(worker.trade.role) ?? applyable;
    const nearby = sameTrade.filter((job) => job.state === worker.city.state);
    const local = applyable.filter((job) => job.state === worker.city.state);
    const count = rng.weighted(APPLIES_PER_WORKER);
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      const pool = roll < 0.6 && nearby.length > 0 ? nearby : roll < 0.8 ? sameTrade : local;
      const job = rng.pick(pool.length > 0 ? pool : applyable);
      apply(job, worker, rng.weighted(isOpen(job) ? STATUS_WEIGHTS : CLOSED_JOB_STATUS_WEIGHTS));
    }
  }
  return applications;
}
