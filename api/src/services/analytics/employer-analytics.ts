import type pg from "pg";
import { type AnalyticsRange, HIRED_STATUSES, VISITOR_DAY_TIME_ZONE } from "../../constants.js";
import type { ApplicationStatus, JobStatus } from "../../generated/prisma/client.js";
import { ApplicationStatus as STATUSES } from "../../generated/prisma/enums.js";

// The employer's hiring analytics: the figures of one range in one statement, read
// from daily roll-ups kept by triggers (migrations 20261127175000_employer_analytics_rollups,
// for workers hired 20261128700100_employer_hire_rollups, and the daily totals and all time's
// statuses and workers hired 20261128710500_employer_analytics_totals), the per-job figures in
// another. What counts, decided once here (docs/employer-analytics.md):
// - Days are India's days; a range runs from its first day's India midnight to the end of today
//   in India (`now`'s day). The series has every day of the range, 0 where nothing happened.
// - Deleted jobs are gone from every figure, with their applications and views: the employer can
//   no longer open them, and the figures add up to what their lists show.
// - Withdrawn applications still count as applications received on the day they came; they are
//   the `WITHDRAWN` part of the breakdown, so the breakdown sums to the total.
// - An application is in a range by when it was made (applied_at); a hire is an application in
//   the range that is accepted or completed now; workers hired counts the distinct workers.
// - Total jobs: jobs posted in the range; active jobs: those active now, whatever the range.
// - States: the applicant's state when they applied (applications.applicant_state, from their
//   account as they applied; a worker who moves later still counts where they were);
//   applicants without one are left out.
// - "All time" starts on the India day of the employer's first job; the series stays daily (two
//   years are 730 points, a few tens of KB; the chart reads them fine).

const TZ = VISITOR_DAY_TIME_ZONE;
const HIRED_SQL = HIRED_STATUSES.map((status) => `'${status.toLowerCase()}'`).join(", ");

/** The range's first India day, in SQL, given `today` (an India date) and the employer ($1). */
const FIRST_DAY: Record<AnalyticsRange, string> = {
  LAST_7_DAYS: "today - 6",
  LAST_30_DAYS: "today - 29",
  THIS_MONTH: "date_trunc('month', today)::date",
  ALL_TIME: `least(today, (SELECT (min(created_at) AT TIME ZONE '${TZ}')::date FROM jobs
               WHERE employer_id = $1 AND status <> 'deleted'))`,
};

/**
 * All time reads the roll-ups kept whatever the day (migrations 20261128700100 and
 * 20261128710500) when every day the employer's roll-ups hold lies in the range, as it does
 * unless an application is dated before the first job's day or after `now` (fixtures, a clock set
 * back): `w.whole`, from the first and last day of employer_application_day_totals (every counted
 * application has its day there; two index probes). Otherwise, and for the other ranges, the
 * daily roll-ups of the range's days.
 */
const WHOLE: Record<AnalyticsRange, string> = {
  LAST_7_DAYS: "false",
  LAST_30_DAYS: "false",
  THIS_MONTH: "false",
  ALL_TIME: `coalesce(
      (SELECT min(r.day) FROM employer_application_day_totals r WHERE r.employer_id = $1) >= b.first_day
      AND (SELECT max(r.day) FROM employer_application_day_totals r WHERE r.employer_id = $1) <= b.today,
      true)`,
};

/**
 * Workers hired: the distinct workers of the range's days in employer_hire_days, or all time's
 * count of employer_hired_workers' rows, kept in employer_hired_worker_counts (one row).
 */
const HIRED_IN_DAYS = `(SELECT count(DISTINCT h.labour_id) FROM employer_hire_days h
          WHERE h.employer_id = $1 AND h.day BETWEEN b.first_day AND b.today)`;
const HIRED_WHOLE = `coalesce((SELECT h.workers FROM employer_hired_worker_counts h
          WHERE h.employer_id = $1), 0)`;

/** The breakdown by status as (status, applications) rows, zeros left out. */
const STATUSES_IN_DAYS = `SELECT r.status::text AS status, sum(r.applications)::int AS n
                FROM employer_application_days r
                WHERE r.employer_id = $1 AND r.day BETWEEN b.first_day AND b.today
                GROUP BY r.status
                HAVING sum(r.applications) <> 0`;
const STATUSES_WHOLE = `SELECT r.status::text AS status, r.applications AS n
                FROM employer_application_statuses r
                WHERE r.employer_id = $1 AND r.applications <> 0`;

/** The applicants' states as (state, applications) rows, zeros left out. */
const STATES_IN_DAYS = `SELECT r.state, sum(r.applications)::int AS n
                FROM employer_applicant_state_days r
                WHERE r.employer_id = $1 AND r.day BETWEEN b.first_day AND b.today
                GROUP BY r.state
                HAVING sum(r.applications) > 0`;
const STATES_WHOLE = `SELECT r.state, r.applications AS n FROM employer_applicant_states r
                WHERE r.employer_id = $1 AND r.applications > 0`;

/** The figure or the rows of a range: all time's either way, decided by `w.whole`. */
const pick = (range: AnalyticsRange, inDays: string, whole: string, rows = false) =>
  range !== "ALL_TIME"
    ? inDays
    : rows
      ? `${whole} AND w.whole UNION ALL ${inDays} AND NOT w.whole`
      : `(CASE WHEN w.whole THEN ${whole} ELSE ${inDays} END)`;

/** The range as India days and as the instants that bound them; $2 is `now`. */
const boundsSql = (range: AnalyticsRange) => `
  bounds AS (
    SELECT first_day, today,
           first_day::timestamp AT TIME ZONE '${TZ}' AS lo,
           (today + 1)::timestamp AT TIME ZONE '${TZ}' AS hi
    FROM (SELECT ${FIRST_DAY[range]} AS first_day, today
          FROM (SELECT ($2::timestamptz AT TIME ZONE '${TZ}')::date AS today) t) d
  )`;

/** The India day `days` after `day` (YYYY-MM-DD both): calendar arithmetic, no time zone. */
function dayAfter(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

export interface StatusCount {
  status: ApplicationStatus;
  applications: number;
}

export interface EmployerAnalytics {
  range: AnalyticsRange;
  /** The range's first and last India days, YYYY-MM-DD. */
  from: string;
  to: string;
  totalJobs: number;
  activeJobs: number;
  totalApplications: number;
  hiredWorkers: number;
  jobViews: number;
  applicationsOverTime: { date: string; applications: number }[];
  /** Every status, in the state machine's order, 0 where none. */
  applicationsByStatus: StatusCount[];
  /** Most applications first, then by name. */
  stateFrequency: { state: string; applications: number }[];
}

interface Row {
  from: string;
  to: string;
  totalJobs: number;
  activeJobs: number;
  totalApplications: number;
  hiredWorkers: number;
  jobViews: number;
  /** The applications of each day from `from` to `to`, in order. */
  series: number[] | null;
  byStatus: { status: string; applications: number }[] | null;
  states: { state: string; applications: number }[] | null;
}

type Db = Pick<pg.Pool, "query">;

/** The employer's figures for one range, as of `now`. */
export async function employerAnalytics(
  db: Db,
  employerId: number,
  range: AnalyticsRange,
  now: Date = new Date(),
): Promise<EmployerAnalytics> {
  // Named: each connection plans each range's statement once (planning it is a good part of a
  // short range's time), then runs the plan with the employer and the moment.
  const { rows } = await db.query<Row>({
    name: `employer-analytics-${range}`,
    text: `WITH ${boundsSql(range)},
     -- Decided once: inlined, its two probes ran again in every subquery that reads it.
     w AS MATERIALIZED (SELECT ${WHOLE[range]} AS whole FROM bounds b),
     days AS MATERIALIZED (
       -- The daily totals (kept by triggers): a row per day, not per application.
       SELECT r.day, r.applications
       FROM bounds b, employer_application_day_totals r
       WHERE r.employer_id = $1 AND r.day BETWEEN b.first_day AND b.today
     )
     SELECT
       to_char(b.first_day, 'YYYY-MM-DD') AS "from",
       to_char(b.today, 'YYYY-MM-DD') AS "to",
       (SELECT count(*) FROM jobs WHERE employer_id = $1 AND status <> 'deleted'
          AND created_at >= b.lo AND created_at < b.hi)::int AS "totalJobs",
       (SELECT count(*) FROM jobs WHERE employer_id = $1 AND status = 'active')::int AS "activeJobs",
       (SELECT coalesce(sum(applications), 0) FROM days)::int AS "totalApplications",
       ${pick(range, HIRED_IN_DAYS, HIRED_WHOLE)}::int AS "hiredWorkers",
       (SELECT coalesce(sum(v.views), 0) FROM employer_view_days v
          WHERE v.employer_id = $1 AND v.day BETWEEN b.first_day AND b.today)::int AS "jobViews",
       -- Every day's count from the first day on, 0 where none came (the dates are added here).
       (SELECT json_agg(coalesce(c.applications, 0) ORDER BY i)
          FROM generate_series(0, b.today - b.first_day) AS i
          LEFT JOIN days c ON c.day = b.first_day + i) AS series,
       (SELECT json_agg(json_build_object('status', s.status, 'applications', s.n))
          FROM (${pick(range, STATUSES_IN_DAYS, STATUSES_WHOLE, true)}) s) AS "byStatus",
       (SELECT json_agg(json_build_object('state', s.state, 'applications', s.n)
                        ORDER BY s.n DESC, s.state)
          FROM (${pick(range, STATES_IN_DAYS, STATES_WHOLE, true)}) s) AS states
     FROM bounds b, w`,
    values: [employerId, now],
  });
  const row = rows[0];
  if (!row) throw new Error("the analytics statement answered no row");
  const byStatus = new Map((row.byStatus ?? []).map((s) => [s.status, s.applications]));
  return {
    range,
    from: row.from,
    to: row.to,
    totalJobs: row.totalJobs,
    activeJobs: row.activeJobs,
    totalApplications: row.totalApplications,
    hiredWorkers: row.hiredWorkers,
    jobViews: row.jobViews,
    applicationsOverTime: (row.series ?? []).map((applications, i) => ({
      date: dayAfter(row.from, i),
      applications,
    })),
    applicationsByStatus: Object.values(STATUSES).map((status) => ({
      status,
      applications: byStatus.get(status.toLowerCase()) ?? 0,
    })),
    stateFrequency: row.states ?? [],
  };
}

export interface JobFigures {
  jobId: number;
  title: string;
  status: JobStatus;
  views: number;
  applications: number;
  hires: number;
}

/**
 * The employer's jobs (deleted ones never), newest first, with their views, applications and
 * hires in the range; only those in `status` when given, at most `limit` (all without).
 */
export async function jobFigures(
  db: Db,
  employerId: number,
  range: AnalyticsRange,
  options: { status?: JobStatus | null; limit?: number; now?: Date } = {},
): Promise<JobFigures[]> {
  const { rows } = await db.query<JobFigures & { status: string }>({
    name: `employer-job-figures-${range}`,
    text: `WITH ${boundsSql(range)}
     SELECT j.id AS "jobId", j.title, upper(j.status::text) AS status,
       (SELECT count(*) FROM job_views v
          WHERE v.job_id = j.id AND v.viewed_on BETWEEN b.first_day AND b.today)::int AS views,
       (SELECT count(*) FROM applications a
          WHERE a.job_id = j.id AND a.applied_at >= b.lo AND a.applied_at < b.hi)::int
         AS applications,
       (SELECT count(*) FROM applications a
          WHERE a.job_id = j.id AND a.applied_at >= b.lo AND a.applied_at < b.hi
            AND a.status IN (${HIRED_SQL}))::int AS hires
     FROM jobs j, bounds b
     WHERE j.employer_id = $1 AND j.status <> 'deleted'
       AND ($3::text IS NULL OR j.status::text = $3)
     ORDER BY j.created_at DESC, j.id DESC
     LIMIT $4`,
    values: [
      employerId,
      options.now ?? new Date(),
      options.status?.toLowerCase() ?? null,
      options.limit ?? null,
    ],
  });
  return rows as JobFigures[];
}

/** Applications to the employer's jobs (not deleted ones) made after `since`: "new since". */
export async function applicationsSince(db: Db, employerId: number, since: Date): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM jobs j JOIN applications a ON a.job_id = j.id
     WHERE j.employer_id = $1 AND j.status <> 'deleted' AND a.applied_at > $2`,
    [employerId, since],
  );
  return rows[0]?.n ?? 0;
}
