import { APPLICATION_COLUMNS } from "../api/src/db/demo/columns.js";
import { PHONE_BLOCKS, phoneNumber } from "./accounts.js";
import {
  type ApplicationStatus,
  buildApplication,
  CLOSED_JOB_STATUS_WEIGHTS,
  STATUS_WEIGHTS,
} from "./applications.js";
import { buildEmployer, buildWorker, type EmployerSeed, insertPeople } from "./builders.js";
import { BUSINESS_KINDS } from "./businesses.js";
import { BATCH_SIZE, type Database, insertRows, inTransaction, type Row } from "./insert.js";
import {
  closedAt,
  insertJobs,
  type JobSeed,
  type JobStanding,
  jobCity,
  planJob,
  tradeFor,
} from "./jobs.js";
import { WEIGHTED_CITIES } from "./places.js";
import { deriveSeed, Random, type Weighted } from "./random.js";
import { TRADES } from "./trades.js";

// Large deterministic data for benchmarks: `jobs` jobs from jobs/20 employers, `workers`
// workers with about two applications each. Rows are generated and inserted one batch at a time
// so memory stays flat; only what applications need (job ids, dates, trades) is kept.

export interface VolumeOptions {
  jobs: number;
  workers: number;
  seed?: number;
  now?: Date;
}

export interface VolumeSummary {
  employers: number;
  workers: number;
  jobs: number;
  applications: number;
}

export const JOBS_PER_EMPLOYER = 20;

const STANDINGS: Weighted<JobStanding> = [
  ["active", 90],
  ["inactive", 4],
  ["expired", 3],
  ["flagged", 1],
  ["pending_approval", 1],
  ["draft", 1],
];

const APPLICATIONS_PER_WORKER: Weighted<number> = [
  [1, 1],
  [2, 2],
  [3, 1],
];

/** What applications need to know about the jobs, in plain arrays (index = job number). */
interface JobIndex {
  ids: number[];
  postedAt: number[];
  /** When it stopped taking applications; 0 for drafts and jobs awaiting approval. */
  closesAt: number[];
  open: boolean[];
  byTrade: Map<string, number[]>;
}

function chunks(total: number): [start: number, end: number][] {
  const list: [number, number][] = [];
  for (let start = 0; start < total; start += BATCH_SIZE) {
    list.push([start, Math.min(total, start + BATCH_SIZE)]);
  }
  return list;
}

async function seedEmployers(db: Database, rng: Random, count: number, now: Date) {
  const kinds = rng.picker(BUSINESS_KINDS.map((kind) => [kind, kind.weight] as const));
  const cities = rng.picker(WEIGHTED_CITIES);
  const employers: EmployerSeed[] = [];
  for (const [start, end] of chunks(count)) {
    const batch: EmployerSeed[] = [];
    for (let i = start; i < end; i++) {
      batch.push(
        buildEmployer(rng, {
          phone: phoneNumber(PHONE_BLOCKS.volumeEmployers, i),
          city: cities(),
          business: kinds(),
          referralCode: `KV${i.toString(36).toUpperCase().padStart(6, "0")}`,
          now,
        }),
      );
    }
    await insertPeople(db, batch, "employer_profiles");
    employers.push(...batch);
  }
  return employers;
}

async function seedJobs(
  db: Database,
  rng: Random,
  employers: readonly EmployerSeed[],
  count: number,
  now: Date,
): Promise<JobIndex> {
  const employer = rng.picker(employers.map((e) => [e, e.business.jobsWeight] as const));
  const standing = rng.picker(STANDINGS);
  const index: JobIndex = { ids: [], postedAt: [], closesAt: [], open: [], byTrade: new Map() };
  for (const [start, end] of chunks(count)) {
    const batch: JobSeed[] = [];
    for (let i = start; i < end; i++) {
      const owner = employer();
      const trade = tradeFor(rng, owner);
      batch.push(
        planJob(rng, {
          employer: owner,
          trade,
          city: jobCity(rng, owner),
          standing: standing(),
          now,
        }),
      );
    }
    await insertJobs(db, batch);
    for (const job of batch) {
      const number = index.ids.length;
      const closes = closedAt(job, now)?.getTime() ?? 0;
      index.ids.push(job.id);
      index.postedAt.push(job.createdAt.getTime());
      index.closesAt.push(closes);
      index.open.push(job.standing === "active");
      if (closes > 0) {
        const list = index.byTrade.get(job.trade.role) ?? [];
        list.push(number);
        index.byTrade.set(job.trade.role, list);
      }
    }
  }
  return index;
}

/** Picks up to `count` distinct jobs a worker could have applied to, half of them in their trade. */
function jobsFor(rng: Random, jobs: JobIndex, trade: string, since: number, count: number) {
  const sameTrade = jobs.byTrade.get(trade) ?? [];
  const chosen = new Set<number>();
  for (let attempt = 0; chosen.size < count && attempt < count * 4; attempt++) {
    const number =
      sameTrade.length > 0 && rng.chance(0.5)
        ? (sameTrade[rng.int(0, sameTrade.length - 1)] as number)
        : rng.int(0, jobs.ids.length - 1);
    const closes = jobs.closesAt[number] as number;
    if (closes > 0 && closes > since) chosen.add(number);
  }
  return [...chosen];
}

async function seedWorkers(db: Database, rng: Random, count: number, jobs: JobIndex, now: Date) {
  const demand = TRADES.map(
    (trade) => [trade, (jobs.byTrade.get(trade.role)?.length ?? 0) + 1] as const,
  );
  const trades = rng.picker(demand);
  const cities = rng.picker(WEIGHTED_CITIES);
  let applications = 0;
  for (const [start, end] of chunks(count)) {
    const batch = [];
    for (let i = start; i < end; i++) {
      const phone = phoneNumber(PHONE_BLOCKS.volumeWorkers, i);
      batch.push(buildWorker(rng, { phone, city: cities(), trade: trades(), now }));
    }
    await insertPeople(db, batch, "labour_profiles");
    if (jobs.ids.length === 0) continue;
    const rows: Row[] = [];
    for (const worker of batch) {
      const since = worker.createdAt.getTime();
      const count = rng.weighted(APPLICATIONS_PER_WORKER);
      for (const number of jobsFor(rng, jobs, worker.trade.role, since, count)) {
        const from = Math.max(since, jobs.postedAt[number] as number);
        const status: ApplicationStatus = rng.weighted(
          jobs.open[number] ? STATUS_WEIGHTS : CLOSED_JOB_STATUS_WEIGHTS,
        );
        rows.push(
          buildApplication(rng, {
            jobId: jobs.ids[number] as number,
            labourId: worker.id,
            status,
            appliedAt: rng.between(new Date(from), new Date(jobs.closesAt[number] as number)),
            now,
            confirmations: false,
          }),
        );
      }
    }
    await insertRows(db, "applications", APPLICATION_COLUMNS, rows);
    applications += rows.length;
  }
  return applications;
}

export async function seedVolume(db: Database, options: VolumeOptions): Promise<VolumeSummary> {
  const { jobs, workers } = options;
  for (const [name, value] of Object.entries({ jobs, workers })) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`seedVolume: ${name} must be a whole number >= 0, got ${value}`);
    }
  }
  const seed = options.seed ?? 1;
  const now = options.now ?? new Date();
  const rng = (part: string) => new Random(deriveSeed(seed, `volume-${part}`));
  const employerCount = Math.ceil(jobs / JOBS_PER_EMPLOYER);
  return inTransaction(db, async (client) => {
    const employers = await seedEmployers(client, rng("employers"), employerCount, now);
    const index = await seedJobs(client, rng("jobs"), employers, jobs, now);
    // The analytics roll-ups' insert trigger takes an advisory lock per employer it counts for,
    // held to the end of the transaction: a million jobs' applications in one transaction
    // outgrew PostgreSQL's lock table ("out of shared memory": 64 locks a connection by
    // default). The load counts them all at once instead, as the migration's backfill did. The
    // ALTER holds the table against other writers until the recount commits.
    await client.query("ALTER TABLE applications DISABLE TRIGGER applications_rollup_insert");
    const applications = await seedWorkers(client, rng("workers"), workers, index, now);
    await client.query("ALTER TABLE applications ENABLE TRIGGER applications_rollup_insert");
    await client.query("SELECT analytics_rebuild_rollups()");
    // A table filled over months keeps its jobs in about the order they were posted; a bulk load
    // in random posting order scatters every span of posting time over the whole table, so "the
    // newest jobs" cost a table page each, which no real table does: at a million jobs, a
    // common trade's search read 46,000 pages. Lay the rows out as time would have.
    await client.query("CLUSTER jobs USING jobs_status_moderation_status_created_at_idx");
    // Search's index of trades likewise (its rows were added batch by batch, as jobs were).
    await client.query("CLUSTER job_trades USING job_trades_trade_id_created_at_job_id_idx");
    // Statistics for the planner now, not when autovacuum gets round to it: on a fresh bulk load
    // it guesses, and a narrow search took 114 ms instead of 19 at 100k jobs.
    await client.query("ANALYZE");
    return { employers: employerCount, workers, jobs, applications };
  });
}

/**
 * After a bulk load has committed (VACUUM cannot run in a transaction): the visibility map
 * seedVolume's ANALYZE does not make. Without it the planner prices an index-only range as heap
 * reads: right after a 1M seed, a search for "helper" sorted 183,000 of search's trade rows
 * (471 ms) instead of reading their ordered range, 39 ms once vacuumed. On a live
 * database autovacuum does this in time; a seed should not leave it to chance.
 */
export async function vacuumAfterVolume(db: Database): Promise<void> {
  await db.query("VACUUM ANALYZE");
}
