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

// The back office's platform figures (issue 20 item 1): what counts, decided once here
// (README "The back office: analytics"):
// - Days are India's days (Asia/Kolkata). "Today" is since India's midnight; "7 days" and
//   "30 days" are today and the 6 (29) India days before it.
// - Users by type and by account state leave out erased (deleted) accounts: they are no longer
//   anyone's. A sign-up stays a sign-up on its day whatever became of the account.
// - Jobs and applications by status are every row, deleted jobs included (their own status).
// - Placement rate: accepted or completed applications over all applications (0 when none).
// - Active employers: employers (not erased) with at least one active job now.

const TZ = VISITOR_DAY_TIME_ZONE;
const HIRED_SQL = HIRED_STATUSES.map((status) => `'${status.toLowerCase()}'`).join(", ");

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
  hired: number;
  activeEmployers: number;
}

/** The India day of `now` as bounds: today, 7 days and 30 days, as instants. */
const WINDOWS_SQL = `
  windows AS (
    SELECT today::timestamp AT TIME ZONE '${TZ}' AS d1,
           (today - 6)::timestamp AT TIME ZONE '${TZ}' AS d7,
           (today - 29)::timestamp AT TIME ZONE '${TZ}' AS d30
    FROM (SELECT ($1::timestamptz AT TIME ZONE '${TZ}')::date AS today) t
  )`;

const windowed = (table: string, column: string) => `
  (SELECT json_build_object(
     'today', count(*) FILTER (WHERE ${column} >= w.d1),
     'last7Days', count(*) FILTER (WHERE ${column} >= w.d7),
     'last30Days', count(*))
   FROM ${table} WHERE ${column} >= w.d30 AND ${column} <= $1)`;

/** Every figure of the overview in one statement, as of `now`. */
export async function platformStats(db: Db, now: Date = new Date()): Promise<PlatformStats> {
  const { rows } = await db.query<StatsRow>({
    name: "admin-platform-stats",
    text: `WITH ${WINDOWS_SQL}
     SELECT
       (SELECT json_object_agg(user_type, n) FROM (SELECT user_type::text, count(*)::int AS n
          FROM users WHERE erased_at IS NULL GROUP BY user_type) s) AS users,
       (SELECT json_object_agg(account_state, n) FROM (SELECT account_state::text, count(*)::int AS n
          FROM users WHERE erased_at IS NULL GROUP BY account_state) s) AS states,
       (SELECT json_object_agg(status, n) FROM (SELECT status::text, count(*)::int AS n
          FROM jobs GROUP BY status) s) AS jobs,
       (SELECT json_object_agg(status, n) FROM (SELECT status::text, count(*)::int AS n
          FROM applications GROUP BY status) s) AS applications,
       ${windowed("users", "created_at")} AS "signUps",
       ${windowed("applications", "applied_at")} AS "applicationsMade",
       (SELECT count(*)::int FROM applications WHERE status IN (${HIRED_SQL})) AS hired,
       (SELECT count(DISTINCT j.employer_id)::int FROM jobs j JOIN users u ON u.id = j.employer_id
          WHERE j.status = 'active' AND u.erased_at IS NULL) AS "activeEmployers"
     FROM windows w`,
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
  return {
    users: { total: sum(byType), byType, byState },
    jobs: { total: sum(jobs), byStatus: jobs },
    applications: { total: applicationTotal, byStatus: applications },
    signUps: row.signUps,
    applicationsMade: row.applicationsMade,
    placementRate: applicationTotal === 0 ? 0 : row.hired / applicationTotal,
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

/** How many rows each of the application's main entities has (every row, exact). */
export async function entityCounts(db: Db): Promise<EntityCounts> {
  const { rows } = await db.query<EntityCounts>({
    name: "admin-entity-counts",
    text: `SELECT
       (SELECT count(*)::int FROM users) AS users,
       (SELECT count(*)::int FROM users WHERE user_type = 'labour') AS workers,
       (SELECT count(*)::int FROM users WHERE user_type = 'employer') AS employers,
       (SELECT count(*)::int FROM admins) AS admins,
       (SELECT count(*)::int FROM jobs) AS jobs,
       (SELECT count(*)::int FROM applications) AS applications,
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
  const { rows } = await db.query<TimelineDay>({
    name: "admin-registration-timeline",
    text: `WITH bounds AS (
       SELECT today - ($2::int - 1) AS first_day, today,
              (today - ($2::int - 1))::timestamp AT TIME ZONE '${TZ}' AS lo
       FROM (SELECT ($1::timestamptz AT TIME ZONE '${TZ}')::date AS today) t
     ),
     made AS (
       SELECT (u.created_at AT TIME ZONE '${TZ}')::date AS day, u.user_type
       FROM users u, bounds b WHERE u.created_at >= b.lo AND u.created_at <= $1
     )
     SELECT to_char(d.day, 'YYYY-MM-DD') AS date,
            count(m.day) FILTER (WHERE m.user_type = 'labour')::int AS workers,
            count(m.day) FILTER (WHERE m.user_type = 'employer')::int AS employers,
            count(m.day)::int AS total
     FROM bounds b
     CROSS JOIN generate_series(b.first_day, b.today, interval '1 day') AS d(day)
     LEFT JOIN made m ON m.day = d.day::date
     GROUP BY d.day ORDER BY d.day`,
    values: [now, days],
  });
  return rows;
}
