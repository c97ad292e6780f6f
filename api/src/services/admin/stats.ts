import type pg from "pg";
import {
  ADMIN_RECENT_ITEMS_DEFAULT,
  ADMIN_RECENT_ITEMS_MAX,
  ADMIN_TIMELINE_DAYS_DEFAULT,
  ADMIN_TIMELINE_DAYS_MAX,
  HIRED_STATUSES,
  VISITOR_DAY_TIME_ZONE,
} from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import {
  AccountState,
  ApplicationStatus,
  JobStatus,
  UserType,
} from "../../generated/prisma/enums.js";

// The back office's platform figures: what counts, decided once here
// (docs/back-office.md, "Analytics"):
// - Days are India's days (Asia/Kolkata). "Today" is since India's midnight; "7 days" and
//   "30 days" are today and the 6 (29) India days before it.
// - Users by type and by account state leave out erased (deleted) accounts: they are no longer
//   anyone's. A sign-up stays a sign-up on its day whatever became of the account.
// - Jobs and applications by status are every row, deleted jobs included (their own status).
// - Placement rate: accepted or completed applications over all applications (0 when none).
// - Active employers: employers (not erased) with at least one active job now.

const TZ = VISITOR_DAY_TIME_ZONE;
const HIRED = new Set<string>(HIRED_STATUSES);

type Db = Pick<pg.Pool, "query">;

export interface Windowed {
  today: number;
  last7Days: number;
  last30Days: number;
}

export interface PlatformStats {
  users: {
    total: number;
    byType: { userType: UserType; count: number }[];
    byState: { accountState: AccountState; count: number }[];
  };
  jobs: { total: number; byStatus: { status: JobStatus; count: number }[] };
  applications: { total: number; byStatus: { status: ApplicationStatus; count: number }[] };
  signUps: Windowed;
  applicationsMade: Windowed;
  /** Accepted or completed applications over all, 0 to 1. */
  placementRate: number;
  activeEmployers: number;
}

interface StatsRow {
  users: Record<string, number> | null;
  states: Record<string, number> | null;
  jobs: Record<string, number> | null;
  applications: Record<string, number> | null;
  signUps: Windowed;
  applicationsMade: Windowed;
  activeEmployers: number;
}

// The counts come from the roll-ups (migration 20261128820700_admin_overview_counts: delta rows
// per key, summed here), exact as of the statement. A window is its whole India days before
// today from the day roll-ups, and today's part counted from the rows up to `now` (an index range
// of today's rows), so nothing after `now` counts. Active employers: one index probe per
// employer for an active job, instead of reading every active job.

/** Today as an India day (`today`) and its start as an instant (`d1`), as of $1. */
const TODAY_SQL = `
  (SELECT today, today::timestamp AT TIME ZONE '${TZ}' AS d1
   FROM (SELECT ($1::timestamptz AT TIME ZONE '${TZ}')::date AS today) t)`;

/** Today, 7 and 30 India days of a day roll-up plus today's rows of a table up to $1. */
const windowed = (rollup: string, sum: string, table: string, column: string) => `
  (SELECT json_build_object(
     'today', n.today,
     'last7Days', n.today + n.before7,
     'last30Days', n.today + n.before30)
   FROM (SELECT
     (SELECT count(*) FROM ${table} WHERE ${column} >= w.d1 AND ${column} <= $1)::int AS today,
     (SELECT coalesce(sum(${sum}) FILTER (WHERE day >= w.today - 6), 0) FROM ${rollup}
        WHERE day >= w.today - 29 AND day < w.today)::int AS before7,
     (SELECT coalesce(sum(${sum}), 0) FROM ${rollup}
        WHERE day >= w.today - 29 AND day < w.today)::int AS before30) n)`;

/** Every figure of the overview in one statement, as of `now`. */
export async function platformStats(db: Db, now: Date = new Date()): Promise<PlatformStats> {
  const { rows } = await db.query<StatsRow>({
    name: "admin-platform-stats",
    text: `SELECT
       (SELECT json_object_agg(user_type, n) FROM (SELECT user_type::text, sum(users)::int AS n
          FROM admin_user_counts WHERE NOT erased GROUP BY user_type) s) AS users,
       (SELECT json_object_agg(account_state, n) FROM (SELECT account_state::text, sum(users)::int AS n
          FROM admin_user_counts WHERE NOT erased GROUP BY account_state) s) AS states,
       (SELECT json_object_agg(status, n) FROM (SELECT status::text, sum(jobs)::int AS n
          FROM admin_job_counts GROUP BY status) s) AS jobs,
       (SELECT json_object_agg(status, n) FROM (SELECT status::text, sum(applications)::int AS n
          FROM admin_application_counts GROUP BY status) s) AS applications,
       ${windowed("admin_user_counts", "users", "users", "created_at")} AS "signUps",
       ${windowed("admin_application_counts", "applications", "applications", "applied_at")} AS "applicationsMade",
       (SELECT count(*)::int FROM users u
          WHERE u.user_type = 'employer' AND u.erased_at IS NULL
            AND (SELECT true FROM jobs j WHERE j.employer_id = u.id AND j.status = 'active'
                 LIMIT 1)) AS "activeEmployers"
     FROM ${TODAY_SQL} w`,
    values: [now],
  });
  const row = rows[0];
  if (!row) throw new Error("the stats statement answered no row");
  const split = <T extends string>(
    values: Record<string, T>,
    counts: Record<string, number> | null,
  ) => Object.values(values).map((value) => ({ value, count: counts?.[value.toLowerCase()] ?? 0 }));
  const byType = split(UserType, row.users).map(({ value, count }) => ({ userType: value, count }));
  const byState = split(AccountState, row.states).map(({ value, count }) => ({
    accountState: value,
    count,
  }));
  const jobs = split(JobStatus, row.jobs).map(({ value, count }) => ({ status: value, count }));
  const applications = split(ApplicationStatus, row.applications).map(({ value, count }) => ({
    status: value,
    count,
  }));
  const sum = (list: { count: number }[]) => list.reduce((total, item) => total + item.count, 0);
  const applicationTotal = sum(applications);
  const hired = sum(applications.filter(({ status }) => HIRED.has(status)));
  return {
    users: { total: sum(byType), byType, byState },
    jobs: { total: sum(jobs), byStatus: jobs },
    applications: { total: applicationTotal, byStatus: applications },
    signUps: row.signUps,
    applicationsMade: row.applicationsMade,
    placementRate: applicationTotal === 0 ? 0 : hired / applicationTotal,
    activeEmployers: row.activeEmployers,
  };
}

export interface EntityCounts {
  users: number;
  workers: number;
  employers: number;
  admins: number;
  jobs: number;
  applications: number;
  ratings: number;
  identityDocuments: number;
  notifications: number;
  savedSearches: number;
  jobReports: number;
}

/**
 * How many rows each of the application's main entities has (every row, exact); users, jobs and
 * applications from the overview's roll-ups.
 */
export async function entityCounts(db: Db): Promise<EntityCounts> {
  const { rows } = await db.query<EntityCounts>({
    name: "admin-entity-counts",
    text: `SELECT
       (SELECT coalesce(sum(users), 0)::int FROM admin_user_counts) AS users,
       (SELECT coalesce(sum(users), 0)::int FROM admin_user_counts WHERE user_type = 'labour') AS workers,
       (SELECT coalesce(sum(users), 0)::int FROM admin_user_counts WHERE user_type = 'employer') AS employers,
       (SELECT count(*)::int FROM admins) AS admins,
       (SELECT coalesce(sum(jobs), 0)::int FROM admin_job_counts) AS jobs,
       (SELECT coalesce(sum(applications), 0)::int FROM admin_application_counts) AS applications,
       (SELECT count(*)::int FROM ratings) AS ratings,
       (SELECT count(*)::int FROM identity_documents) AS "identityDocuments",
       (SELECT count(*)::int FROM notifications) AS notifications,
       (SELECT count(*)::int FROM saved_searches) AS "savedSearches",
       (SELECT count(*)::int FROM job_reports) AS "jobReports"`,
  });
  const row = rows[0];
  if (!row) throw new Error("the counts statement answered no row");
  return row;
}

/** A whole number argument in min..max, the default when absent; else 400 naming it. */
function wholeInRange(
  name: string,
  value: number | null | undefined,
  fallback: number,
  max: number,
) {
  if (value == null) return fallback;
  if (!Number.isSafeInteger(value) || value < 1 || value > max) {
    throw new BadRequestError("paramWholeNumberRange", { name, min: 1, max });
  }
  return value;
}

/** A recent list's size: 10 when absent, 1 to 100. */
export const recentLimit = (limit: number | null | undefined, name = "limit") =>
  wholeInRange(name, limit, ADMIN_RECENT_ITEMS_DEFAULT, ADMIN_RECENT_ITEMS_MAX);

/** The timeline's length in India days: 30 when absent, 1 to 365. */
export const timelineDays = (days: number | null | undefined, name = "days") =>
  wholeInRange(name, days, ADMIN_TIMELINE_DAYS_DEFAULT, ADMIN_TIMELINE_DAYS_MAX);

export interface TimelineDay {
  /** An India day, YYYY-MM-DD. */
  date: string;
  workers: number;
  employers: number;
  total: number;
}

/**
 * Sign-ups per India day for the last `days` days ending today (India), oldest first: one row
 * per day, zeros included, split by user type.
 */
export async function registrationTimeline(
  db: Db,
  days: number,
  now: Date = new Date(),
): Promise<TimelineDay[]> {
  // Whole days before today from the sign-up roll-up; today's from the users up to `now`.
  const { rows } = await db.query<TimelineDay>({
    name: "admin-registration-timeline",
    text: `WITH bounds AS (
       SELECT today - ($2::int - 1) AS first_day, today,
              today::timestamp AT TIME ZONE '${TZ}' AS d1
       FROM (SELECT ($1::timestamptz AT TIME ZONE '${TZ}')::date AS today) t
     ),
     made AS (
       SELECT c.day, c.user_type, sum(c.users)::int AS n
       FROM admin_user_counts c, bounds b WHERE c.day >= b.first_day AND c.day < b.today
       GROUP BY 1, 2
       UNION ALL
       SELECT b.today, u.user_type, count(*)::int
       FROM users u, bounds b WHERE u.created_at >= b.d1 AND u.created_at <= $1
       GROUP BY 1, 2
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            coalesce(sum(m.n) FILTER (WHERE m.user_type = 'labour'), 0)::int AS workers,
            coalesce(sum(m.n) FILTER (WHERE m.user_type = 'employer'), 0)::int AS employers,
            coalesce(sum(m.n), 0)::int AS total
     FROM bounds b
     CROSS JOIN generate_series(b.first_day, b.today, interval '1 day') AS d(day)
     LEFT JOIN made m ON m.day = d.day::date
     GROUP BY d.day ORDER BY d.day`,
    values: [now, days],
  });
  return rows;
}
