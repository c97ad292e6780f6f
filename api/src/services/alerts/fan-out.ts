import type pg from "pg";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import {
  JOB_ALERTS_PER_DAY_DEFAULT,
  JOB_ALERTS_PER_DAY_SETTING,
  VISITOR_DAY_TIME_ZONE,
} from "../../constants.js";
import type { PrismaClient } from "../../db/prisma.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { messages } from "../../messages.js";
import { asciiPlaceKeySql } from "../../places/catalogue.js";
import { type Places, placesOf } from "../../places/places.js";
import type { QueuedTask } from "../../queue/queue.js";
import { tradesOf, tradeWords } from "../../trades/trades.js";
import { type NewNotification, notify } from "../notifications/notify.js";
import { DAILY_PAY_SQL } from "../recommendations/pay.js";
import { type CandidateRow, wordsQuery } from "../recommendations/recommend.js";
import {
  type JobForScoring,
  placeReason,
  scoreJob,
  type WorkerForScoring,
} from "../recommendations/scoring.js";
import { jobPlaceKeys } from "../recommendations/work-places.js";

// Job alerts: when a job is posted, the workers it suits strongly, and those whose saved search
// finds it, get a `job_match` notification (live through the notification stream: notify.ts).
// It runs from the durable queue (queue/, task JOB_ALERTS_TASK) after the post committed, never
// in the employer's request.
//
// - Who: workers (not blocked) who have not applied to it, the job still open to applications.
//   Found with set-based SQL: candidates by their skills' words naming the job's trades
//   (labour_profiles_skill_words_idx) and by place (the job's state is theirs or one they
//   prefer, or their preferred location may name the job's place), in batches by worker id;
//   each candidate then scored (recommendations/scoring.ts) and kept when the job is of their
//   skills and near them (their city, or a job open in every city of their state, or a place
//   they prefer). Places are understood by the code recommendations use
//   (recommendations/work-places.ts, through the places catalogue): a preferred location is free
//   text ("Bangalore", "bengaluru ", "Karnataka", "बेंगलुरु"), a place when its placeKey is a
//   name's of the job's state or city (jobPlaceKeys). SQL reads the key of text in ASCII as
//   placeKey does (asciiPlaceKeySql) to send only those profiles, and sends every one whose text
//   has other characters for placeKey to read; scoring decides either way.
//   Saved searches match in SQL: keywords (full text, trades and all), place, job type, least
//   pay per day.
// - How many: at most the setting JOB_ALERTS_PER_DAY_SETTING per worker per India day. The
//   queue runs these tasks one at a time (one named queue), so two posts cannot both pass it.
// - Once: job_alerts has one row per (worker, job); each batch inserts with ON CONFLICT DO
//   NOTHING and writes the notifications for the rows it inserted, in one transaction. A run
//   stopped half-way (a crash, a restart) is retried by the queue and sends only what is left.

export const JOB_ALERTS_TASK = "job-alerts";
/** graphile-worker queue name: its tasks run one after another. */
export const JOB_ALERTS_QUEUE = "job-alerts";
/** A job's task key is this and the job's id: one task per job however often it is added. */
export const JOB_ALERTS_KEY_PREFIX = "job-alerts:";
/** Workers read and alerted per transaction. */
export const FAN_OUT_BATCH = 5000;

/** Reasons that make a match strong enough to alert: the job is near, or where they want. */
const STRONG_PLACES = new Set(["near", "anywhere_in_state", "preferred_place"]);

type JobRow = Omit<CandidateRow, "employer_id">;

/** The job if it is still open to applications (listed, not past its end, employer not blocked). */
async function openJob(pool: pg.Pool, jobId: number): Promise<JobRow | null> {
  const { rows } = await pool.query<JobRow>(
    `SELECT j.id, j.title, j.skills, j.state, j.city, j.job_type::text, j.salary_amount,
       j.salary_period::text, j.preferred_languages, j.created_at,
       strpos(lower(j.title), 'night') > 0 AS night
     FROM jobs j JOIN users e ON e.id = j.employer_id
     WHERE j.id = $1 AND ${PUBLIC_JOB_SQL} AND (j.expires_at IS NULL OR j.expires_at > now())
       AND e.account_state <> 'blocked'`,
    [jobId],
  );
  return rows[0] ?? null;
}

/** Alerts a worker may get per day: the setting, else the default. */
export async function alertsPerDay(pool: pg.Pool): Promise<number> {
  const { rows } = await pool.query<{ value: unknown }>(
    "SELECT value FROM settings WHERE key = $1",
    [JOB_ALERTS_PER_DAY_SETTING],
  );
  const value = rows[0]?.value;
  return typeof value === "number" && Number.isInteger(value) && value >= 0
    ? value
    : JOB_ALERTS_PER_DAY_DEFAULT;
}

const place = (job: { city: string | null; state: string }) =>
  job.city ? `${job.city}, ${job.state}` : job.state;

/** Workers whose saved searches find the job: the first such search of each. */
async function savedSearchMatches(pool: pg.Pool, job: JobRow): Promise<Map<number, string>> {
  const { rows } = await pool.query<{ labour_id: number; search: string }>(
    `SELECT DISTINCT ON (s.labour_id) s.labour_id, coalesce(s.keywords, s.location) AS search
     FROM saved_searches s JOIN users u ON u.id = s.labour_id, jobs j
     WHERE j.id = $1 AND NOT s.paused AND u.account_state <> 'blocked'
       AND (s.keywords_query IS NULL OR j.search_vector @@ to_tsquery('english', s.keywords_query))
       AND ((cardinality(s.states) = 0 AND cardinality(s.cities) = 0) OR j.state = ANY(s.states)
         OR EXISTS (SELECT 1 FROM unnest(s.cities) c WHERE split_part(c, '/', 1) = j.state
           AND (j.city IS NULL OR split_part(c, '/', 2) = j.city)))
       AND (s.job_type IS NULL OR s.job_type = j.job_type)
       AND (s.salary_min IS NULL OR (CASE
         WHEN s.salary_period IS NULL OR s.salary_period = j.salary_period THEN j.salary_amount >= s.salary_min
         ELSE ${DAILY_PAY_SQL("j.salary_amount", "j.salary_period")} >= ${DAILY_PAY_SQL("s.salary_min", "s.salary_period")}
       END))
       AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = j.id AND a.labour_id = s.labour_id)
     ORDER BY s.labour_id, s.id`,
    [job.id],
  );
  return new Map(rows.map((row) => [row.labour_id, row.search]));
}

interface WorkerRow {
  id: number;
  state: string | null;
  city: string | null;
  skills: string[];
  preferred_states: string[];
  preferred_location: string | null;
  willing_to_relocate: boolean;
  expected_salary: number | null;
  expected_salary_period: string | null;
  preferred_job_type: string | null;
  preferred_shift: string | null;
  languages_known: string[];
}

/** The words of the job's trades as a tsquery on workers' skills; null: the job names none. */
const tradesQuery = (job: JobRow) =>
  wordsQuery(tradesOf([job.title, ...job.skills]).flatMap((trade) => tradeWords(trade)));

/** A batch of workers the job may suit (by place and skills), after worker id `after`. */
async function candidateWorkers(
  pool: pg.Pool,
  job: JobRow,
  placeKeys: readonly string[],
  query: string,
  after: number,
  limit: number,
): Promise<WorkerRow[]> {
  const { rows } = await pool.query<WorkerRow>(
    `SELECT u.id, u.state, u.city, p.skills, p.preferred_states, p.preferred_location,
       p.willing_to_relocate, p.expected_salary, p.expected_salary_period::text,
       p.preferred_job_type::text, p.preferred_shift::text, p.languages_known
     FROM users u JOIN labour_profiles p ON p.user_id = u.id
     WHERE u.id > $1 AND u.user_type = 'labour' AND u.account_state <> 'blocked'
       AND (u.state = $2 OR $2 = ANY(p.preferred_states)
         OR octet_length(p.preferred_location) <> char_length(p.preferred_location)
         OR ${asciiPlaceKeySql("p.preferred_location")} = ANY($3::text[]))
       AND to_tsvector('english'::regconfig, kaamsetu_immutable_array_to_text(p.skills))
         @@ to_tsquery('english', $4)
       AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.job_id = $5 AND a.labour_id = u.id)
     ORDER BY u.id LIMIT $6`,
    [after, job.state, placeKeys, query, job.id, limit],
  );
  return rows;
}

const upper = <T extends string>(value: string | null): T | null =>
  value == null ? null : (value.toUpperCase() as T);

function asWorker(row: WorkerRow): WorkerForScoring {
  return {
    skills: row.skills,
    state: row.state,
    city: row.city,
    preferredStates: row.preferred_states,
    preferredLocation: row.preferred_location,
    willingToRelocate: row.willing_to_relocate,
    expectedSalary: row.expected_salary,
    expectedSalaryPeriod: upper(row.expected_salary_period),
    preferredJobType: upper(row.preferred_job_type),
    preferredShift: upper(row.preferred_shift),
    languagesKnown: row.languages_known,
  };
}

function asJob(row: JobRow): JobForScoring {
  return {
    title: row.title,
    skills: row.skills,
    state: row.state,
    city: row.city,
    jobType: row.job_type.toUpperCase() as JobType,
    salaryAmount: row.salary_amount,
    salaryPeriod: upper<SalaryPeriod>(row.salary_period),
    preferredLanguages: row.preferred_languages,
    nightShift: row.night,
    createdAt: row.created_at,
    // Reputation does not decide who hears of a job.
    employerRating: { average: null, count: 0 },
  };
}

/** Whether the job suits the worker strongly: their skills, and near them or where they want. */
export function strongMatch(
  worker: WorkerForScoring,
  job: JobForScoring,
  now: Date,
  places: Places,
): boolean {
  // The place first: a worker read for the preferred location they named is most often not
  // near the job, and the place is cheaper to read than the skills.
  const place = placeReason(worker, job, places);
  if (!place || !STRONG_PLACES.has(place.key)) return false;
  const scored = scoreJob(worker, job, now, places);
  if (!scored) return false;
  const keys = scored.reasons.map((reason) => reason.key);
  return keys.includes("skill_match") && keys.some((key) => STRONG_PLACES.has(key));
}

export interface FanOutOptions {
  batchSize?: number;
  /** Called after each committed batch (tests stop a run half-way here). */
  afterBatch?: (alerted: number) => Promise<void> | void;
}

interface Services {
  pool: pg.Pool;
  prisma: PrismaClient;
}

/**
 * Inserts the alerts of one batch (worker id, and the saved search wording when one found it)
 * under the daily limit, and their notifications, in one transaction; how many were new.
 */
async function alertBatch(
  services: Services,
  job: JobRow,
  batch: { labourId: number; search: string | null }[],
  perDay: number,
): Promise<number> {
  if (batch.length === 0 || perDay === 0) return 0;
  return services.prisma.$transaction(async (tx) => {
    const inserted = await tx.$queryRawUnsafe<{ labour_id: number }[]>(
      `INSERT INTO job_alerts (labour_id, job_id, saved_search_id)
       SELECT w.id, $1::int, NULL FROM unnest($2::int[]) AS w(id)
       WHERE (SELECT count(*) FROM job_alerts a WHERE a.labour_id = w.id
         AND a.created_at >= (date_trunc('day', now() AT TIME ZONE $3::text) AT TIME ZONE $3::text)) < $4::int
       ON CONFLICT DO NOTHING RETURNING labour_id`,
      job.id,
      batch.map((item) => item.labourId),
      VISITOR_DAY_TIME_ZONE,
      perDay,
    );
    const searchOf = new Map(batch.map((item) => [item.labourId, item.search]));
    const where = place(job);
    const notifications = inserted.map(({ labour_id: userId }): NewNotification => {
      const search = searchOf.get(userId) ?? null;
      return {
        userId,
        type: "JOB_MATCH",
        title: messages.jobMatchTitle,
        message: search
          ? messages.jobAlertMessage(job.title, where, search)
          : messages.jobMatchMessage(job.title, where),
        data: { jobId: job.id },
        kind: "JOB_MATCH",
        params: { title: job.title, place: where, ...(search ? { search } : {}) },
      };
    });
    await notify(tx, notifications);
    return inserted.length;
  });
}

/** Sends the job's alerts; how many were sent by this run. Safe to run again. */
export async function fanOutJobAlerts(
  services: Services,
  jobId: number,
  options: FanOutOptions = {},
): Promise<number> {
  const batchSize = options.batchSize ?? FAN_OUT_BATCH;
  const job = await openJob(services.pool, jobId);
  if (!job) return 0;
  const perDay = await alertsPerDay(services.pool);
  if (perDay === 0) return 0;
  const now = new Date();
  let alerted = 0;

  // Saved searches first: the worker asked for these in so many words.
  const searched = await savedSearchMatches(services.pool, job);
  const searchedIds = [...searched.keys()];
  for (let start = 0; start < searchedIds.length; start += batchSize) {
    const batch = searchedIds
      .slice(start, start + batchSize)
      .map((labourId) => ({ labourId, search: searched.get(labourId) ?? null }));
    alerted += await alertBatch(services, job, batch, perDay);
    await options.afterBatch?.(alerted);
  }

  const query = tradesQuery(job);
  if (!query) return alerted;
  const scoredJob = asJob(job);
  const places = await placesOf(services.pool);
  const placeKeys = jobPlaceKeys(places, job);
  let after = 0;
  for (;;) {
    const rows = await candidateWorkers(services.pool, job, placeKeys, query, after, batchSize);
    if (rows.length === 0) break;
    after = rows.at(-1)?.id ?? after;
    const batch = rows
      .filter((row) => !searched.has(row.id) && strongMatch(asWorker(row), scoredJob, now, places))
      .map((row) => ({ labourId: row.id, search: null }));
    alerted += await alertBatch(services, job, batch, perDay);
    await options.afterBatch?.(alerted);
    if (rows.length < batchSize) break;
  }
  return alerted;
}

/** The queue task: its payload is `{ jobId }`. */
export function jobAlertsTask(services: Services) {
  return async (payload: unknown) => {
    const jobId = (payload as { jobId?: unknown } | null)?.jobId;
    if (typeof jobId !== "number" || !Number.isSafeInteger(jobId)) return;
    await fanOutJobAlerts(services, jobId);
  };
}

/** The task that sends a job's alerts: one per job, in the one-at-a-time queue. */
export const jobAlertsJob = (jobId: number): QueuedTask => ({
  task: JOB_ALERTS_TASK,
  payload: { jobId },
  key: `${JOB_ALERTS_KEY_PREFIX}${jobId}`,
  queue: JOB_ALERTS_QUEUE,
});
