import {
  type AnalyticsRange,
  PLATFORM_ANALYTICS_TOP,
  VISITOR_DAY_TIME_ZONE,
} from "../../constants.js";

// The platform analytics' statement (platform-analytics.ts says what counts): the range's
// figures from the roll-ups of migration 20261207220000, all time's from the totals. Parameters:
// $1 now, $2 the series' metrics, $3 the counted metrics, $4 the state (only when filtered).

const TZ = VISITOR_DAY_TIME_ZONE;

const FIRST_DAY: Record<AnalyticsRange, string> = {
  LAST_7_DAYS: "today - 6",
  LAST_30_DAYS: "today - 29",
  THIS_MONTH: "date_trunc('month', today)::date",
  ALL_TIME: "NULL::date",
};

export const COUNTED = [
  "signup_labour",
  "signup_employer",
  "jobs",
  "jobs_approved",
  "jobs_flagged",
  "jobs_applied",
  "jobs_filled",
  "job_applications",
  "applications",
  "shortlisted",
  "accepted",
  "completed",
  "paid_yes",
] as const;
export type Metric = (typeof COUNTED)[number];
export const SERIES = ["signup_labour", "signup_employer", "jobs", "applications"] as const;

/** The rows of one metric (or several) in the range and state: the days' or all time's. */
function scope(range: AnalyticsRange, stateFilter: boolean) {
  const state = stateFilter ? " AND r.state = $4" : "";
  return range === "ALL_TIME"
    ? { table: "platform_analytics_totals r", where: `TRUE${state}` }
    : {
        table: "platform_analytics_days r",
        where: `r.day BETWEEN b.first_day AND b.today${state}`,
      };
}

/** The median delay (seconds) of the range's jobs that have one. */
function median(range: AnalyticsRange, column: string, counted: Metric, stateFilter: boolean) {
  const state = stateFilter ? " AND j.state = $4" : "";
  if (range !== "ALL_TIME") {
    return `(SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY j.${column})
             FROM platform_analytics_jobs j
             WHERE j.day BETWEEN b.first_day AND b.today${state})`;
  }
  // percentile_disc's element (the ceil(n/2)-th) found by one step into the delay's index, with n
  // from the all-time counts, instead of sorting every job.
  const total = `(SELECT coalesce(sum(r.n), 0) FROM platform_analytics_totals r
                  WHERE r.metric = '${counted}'${stateFilter ? " AND r.state = $4" : ""})`;
  return `(SELECT j.${column} FROM platform_analytics_jobs j
           WHERE j.${column} IS NOT NULL${state}
           ORDER BY j.${column} OFFSET greatest(ceil(${total} / 2.0) - 1, 0) LIMIT 1)`;
}

/** The top rows of a metric by dimension (or by state), zeros left out. */
function top(range: AnalyticsRange, metric: string, by: string, stateFilter: boolean) {
  const { table, where } = scope(range, stateFilter);
  return `(SELECT coalesce(json_agg(json_build_object('key', t.key, 'n', t.n)), '[]')
           FROM (SELECT r.${by} AS key, sum(r.n)::int AS n FROM ${table}
                 WHERE r.metric = '${metric}' AND ${where} AND r.${by} <> ''
                 GROUP BY r.${by} HAVING sum(r.n) > 0
                 ORDER BY n DESC, key LIMIT ${PLATFORM_ANALYTICS_TOP}) t)`;
}

export function statement(range: AnalyticsRange, stateFilter: boolean): string {
  const { table, where } = scope(range, stateFilter);
  const days = "platform_analytics_days r";
  const dayWhere = scope("LAST_7_DAYS", stateFilter).where.replace(
    "r.day BETWEEN b.first_day AND b.today",
    "(b.first_day IS NULL OR r.day >= b.first_day) AND r.day <= b.today",
  );
  const login = stateFilter ? " AND u.state = $4" : "";
  const since = range === "ALL_TIME" ? "" : " AND u.last_login_at >= b.lo";
  return `WITH b AS MATERIALIZED (
      SELECT first_day, today, first_day::timestamp AT TIME ZONE '${TZ}' AS lo
      FROM (SELECT ${FIRST_DAY[range]} AS first_day, today
            FROM (SELECT ($1::timestamptz AT TIME ZONE '${TZ}')::date AS today) t) d)
    SELECT b.today::text AS today,
      coalesce(b.first_day, (SELECT min(r.day) FROM ${days} WHERE r.metric = ANY($2::text[])),
               b.today)::text AS "from",
      (SELECT json_object_agg(c.metric, c.n) FROM (SELECT r.metric, sum(r.n)::bigint AS n
         FROM ${table} WHERE r.metric = ANY($3::text[]) AND ${where} GROUP BY r.metric) c) AS counts,
      (SELECT coalesce(json_agg(json_build_object('day', s.day, 'metric', s.metric, 'n', s.n)), '[]')
         FROM (SELECT r.day::text AS day, r.metric, sum(r.n)::int AS n FROM ${days}
               WHERE r.metric = ANY($2::text[]) AND ${dayWhere}
               GROUP BY r.day, r.metric HAVING sum(r.n) <> 0) s) AS series,
      ${median(range, "first_application_seconds", "jobs_applied", stateFilter)} AS "firstApplication",
      ${median(range, "first_hire_seconds", "jobs_filled", stateFilter)} AS "firstHire",
      (SELECT count(*) FROM users u WHERE u.user_type = 'labour'
         AND u.last_login_at IS NOT NULL${since}${login})::int AS "activeWorkers",
      (SELECT count(*) FROM users u WHERE u.user_type = 'employer'
         AND u.last_login_at IS NOT NULL${since}${login})::int AS "activeEmployers",
      (SELECT coalesce(json_agg(json_build_object('key', s.trade, 'n', t.n) ORDER BY t.n DESC, s.trade), '[]')
         FROM (SELECT x->>'key' AS key, (x->>'n')::int AS n
               FROM json_array_elements(${top(range, "trade", "dim", stateFilter)}) x) t
         JOIN search_trades s ON s.id::text = t.key) AS trades,
      ${stateFilter ? top(range, "place", "dim", true) : top(range, "jobs", "state", false)} AS places,
      ${top(range, "empty_search", "dim", stateFilter)} AS "emptySearches"
    FROM b`;
}
