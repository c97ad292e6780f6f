import { JOB_COLUMNS } from "../api/src/db/demo/columns.js";
import type { JobStanding } from "../api/src/db/demo/data.js";
import type { EmployerSeed } from "./builders.js";
import { type Database, insertRows, type Row } from "./insert.js";
import { writeJob } from "./job-writer.js";
import { CITIES, type City, type State, TIER_WEIGHT } from "./places.js";
import type { Random } from "./random.js";
import { type Trade, tradeByRole } from "./trades.js";

// A job as the seeds plan it: the employer and trade it belongs to, where it is and how it
// stands (lifecycle and moderation), turned into a jobs row by `jobRow`.

export type { JobStanding } from "../api/src/db/demo/data.js";

export interface JobSeed {
  employer: EmployerSeed;
  trade: Trade;
  /** Null when the job is open in every city of `state`. */
  city: City | null;
  state: State;
  standing: JobStanding;
  row: Row;
  createdAt: Date;
  id: number;
}

const DAY = 86_400_000;

const FLAG_NOTES = [
  "Reported by workers: asks for a registration fee.",
  "Salary looks unrealistic for this role.",
  "Duplicate of another post by the same employer.",
  "Phone number in the description.",
];

/** When the job was posted: within `minDays`..`maxDays` ago, never before its employer joined. */
function postedAt(
  rng: Random,
  employer: EmployerSeed,
  now: Date,
  minDays: number,
  maxDays: number,
) {
  const earliest = Math.max(employer.createdAt.getTime() + DAY, now.getTime() - maxDays * DAY);
  return rng.between(new Date(earliest), new Date(now.getTime() - minDays * DAY));
}

const AGE: Record<JobStanding, readonly [number, number]> = {
  active: [0, 60],
  inactive: [5, 60],
  expired: [75, 120],
  flagged: [1, 30],
  pending_approval: [0, 2],
  draft: [0, 10],
};

export function planJob(
  rng: Random,
  options: {
    employer: EmployerSeed;
    trade: Trade;
    city: City | null;
    standing: JobStanding;
    now: Date;
    ageDays?: readonly [number, number];
  },
): JobSeed {
  const { employer, trade, city, standing, now } = options;
  const state = employer.city.state;
  const [minDays, maxDays] = options.ageDays ?? AGE[standing];
  const createdAt = postedAt(rng, employer, now, minDays, maxDays);
  const written = writeJob(rng, trade, {
    company: employer.company,
    businessType: employer.business.type,
    city: city?.name ?? null,
    state: state.name,
    stateLanguages: state.languages,
    workplaces: employer.business.workplaces,
  });
  const published = standing !== "draft" && standing !== "pending_approval";
  const expiresAt =
    standing === "expired"
      ? new Date(createdAt.getTime() + 60 * DAY)
      : published && rng.chance(0.6)
        ? new Date(createdAt.getTime() + 90 * DAY)
        : null;
  const row: Row = {
    title: written.title,
    description: written.description,
    requirements: written.requirements,
    skills: written.skills,
    state: state.name,
    city: city?.name ?? null,
    job_type: written.jobType,
    positions: written.positions,
    salary_amount: written.salaryAmount,
    salary_period: written.salaryPeriod,
    duration: written.duration,
    preferred_languages: written.preferredLanguages,
    require_resume: written.requireResume,
    status: standing === "flagged" || standing === "pending_approval" ? "active" : standing,
    moderation_status:
      standing === "flagged"
        ? "flagged"
        : standing === "pending_approval"
          ? "pending_approval"
          : "approved",
    moderation_note: standing === "flagged" ? rng.pick(FLAG_NOTES) : null,
    view_count: 0,
    published_at: published ? createdAt : null,
    expires_at: expiresAt,
    created_at: createdAt,
    updated_at: standing === "active" ? createdAt : rng.between(createdAt, now),
  };
  return { employer, trade, city, state, standing, row, createdAt, id: 0 };
}

/** When the job stopped taking applications: now while listed, null if never published. */
export function closedAt(job: JobSeed, now: Date): Date | null {
  if (job.row.published_at === null) return null;
  if (job.standing === "expired") return job.row.expires_at as Date;
  if (job.standing === "inactive") return job.row.updated_at as Date;
  return now;
}

/** Whether workers can see and apply to the job now. */
export function isOpen(job: JobSeed): boolean {
  return job.standing === "active";
}

/** Inserts the jobs (in their given order) and sets each seed's `id`. */
export async function insertJobs(db: Database, jobs: readonly JobSeed[]): Promise<void> {
  const ids = await insertRows(
    db,
    "jobs",
    JOB_COLUMNS,
    jobs.map((job) => ({ ...job.row, employer_id: job.employer.id })),
    { returning: "id" },
  );
  jobs.forEach((job, i) => {
    job.id = ids[i] as number;
  });
}

/** A trade the employer's business hires, its core trades most often. */
export function tradeFor(rng: Random, employer: EmployerSeed): Trade {
  const roles = employer.business.trades;
  return tradeByRole(rng.weighted(roles.map((role, i) => [role, roles.length - i] as const)));
}

/** Where an employer's next job is: its own city, another city of its state, or the state. */
export function jobCity(rng: Random, employer: EmployerSeed): City | null {
  if (employer.business.type === "household") return employer.city;
  const roll = rng.next();
  const [own, other] = employer.business.multiCity ? [0.45, 0.85] : [0.85, 0.92];
  if (roll < own) return employer.city;
  if (roll >= other) return null;
  const state = employer.city.state;
  return rng.weighted(
    CITIES.filter((city) => city.state === state).map((city) => [city, TIER_WEIGHT[city.tier]]),
  );
}
