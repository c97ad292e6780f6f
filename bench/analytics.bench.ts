import { CITIES_BY_STATE } from "@kaamsetu/shared/places/india";
import type pg from "pg";
import { startUserSession } from "../api/src/auth/session.js";
import { ANALYTICS_RANGES, type AnalyticsRange } from "../api/src/constants.js";
import { employerAnalytics } from "../api/src/services/analytics/employer-analytics.js";
import { countStatements, stats, time, withScratchServices } from "./support.js";

const JOBS = Number(process.env.BENCH_JOBS ?? 500);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 200_000);
const OTHER_APPLICATIONS = Number(process.env.BENCH_OTHER_APPLICATIONS ?? 200_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 20_000);
const VIEWS = Number(process.env.BENCH_VIEWS ?? 200_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
const DAYS = 730;
// BENCH_DATABASE_URL: a database of its own to keep (created when missing): seeded when it has no
// bench employer yet, else measured as it is (migrated first), so a second run (BENCH_EXPLAIN, a
// quieter machine) skips the seeding, which takes minutes at 10x.
const REUSE = process.env.BENCH_DATABASE_URL;
const BENCH_EMPLOYER_PHONE = "6000000001";
const TARGET_P95_MS = 40;

const DOCUMENT = `query BenchAnalytics($range: AnalyticsRange!) {
  viewer { analytics(range: $range) {
    totalJobs activeJobs totalApplications hiredWorkers jobViews
    applicationsOverTime { date applications }
    applicationsByStatus { status applications }
    stateFrequency { state applications }
  } }
}`;

/** Workers in every state; the employer and one other with their jobs; applications; views. */
async function seed(client: pg.Client): Promise<{ employerId: number }> {
  const states = Object.keys(CITIES_BY_STATE);
  await client.query(
    `INSERT INTO users (phone_number, user_type, first_name, last_name, state, updated_at)
     SELECT lpad((7000000000 + g)::text, 10, '0'), 'labour', 'Worker', g::text,
            ($2::text[])[1 + g % array_length($2::text[], 1)], now()
     FROM generate_series(1, $1::int) AS g`,
    [WORKERS, states],
  );
  const employers = await client.query<{ id: number }>(
    `INSERT INTO users (phone_number, user_type, first_name, last_name, state, updated_at)
     VALUES ('${BENCH_EMPLOYER_PHONE}', 'employer', 'Bench', 'Employer', 'Maharashtra', now()),
            ('6000000002', 'employer', 'Other', 'Employer', 'Gujarat', now())
     RETURNING id`,
  );
  const [employerId, otherId] = employers.rows.map((row) => row.id) as [number, number];
  // Each employer's jobs, posted over the two years' first month; one in five inactive, one in
  // fifty deleted.
  await client.query(
    `INSERT INTO jobs (employer_id, title, description, state, city, job_type, status, created_at, updated_at)
     SELECT e, 'Job ' || g, 'Work', 'Maharashtra', 'Pune', 'daily_wage',
            (CASE WHEN g % 50 = 0 THEN 'deleted' WHEN g % 5 = 0 THEN 'inactive' ELSE 'active' END)::job_status,
            now() - interval '${DAYS + 30} days' + g * interval '1 hour', now()
     FROM unnest(ARRAY[$1::int, $2::int]) AS e, generate_series(1, $3::int) AS g`,
    [employerId, otherId, JOBS],
  );
  // Distinct (job, worker) pairs: for a job j, the k-th application is worker (37 k + j) mod W.
  // Jobs and workers are picked from arrays by position: a join on row_number() went quadratic at
  // 10x (15 CPU-minutes for one statement).
  const apply = (employer: number, count: number) =>
    client.query(
      `WITH j AS (SELECT array_agg(id ORDER BY id) AS ids FROM jobs WHERE employer_id = $1),
            w AS (SELECT array_agg(id ORDER BY id) AS ids, array_agg(state ORDER BY id) AS states
                  FROM users WHERE user_type = 'labour')
       INSERT INTO applications (job_id, labour_id, applicant_state, status, applied_at, status_changed_at, updated_at)
       SELECT j.ids[1 + g % $3::int], w.ids[1 + ((g / $3::int) * 37 + g % $3::int) % $4::int],
              w.states[1 + ((g / $3::int) * 37 + g % $3::int) % $4::int],
              (ARRAY['pending', 'pending', 'under_review', 'shortlisted', 'accepted', 'rejected',
                     'rejected', 'completed', 'cancelled', 'withdrawn'])[1 + g % 10]::application_status,
              now() - ((g::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second', now(), now()
       FROM j, w, generate_series(0, $2::int - 1) AS g
       ON CONFLICT DO NOTHING`,
      [employer, count, JOBS, WORKERS],
    );
  // The bulk load skips the row triggers that keep the analytics roll-ups (a few upserts per
  // row, which made this load take minutes), then recounts them at once, as the migration did.
  await client.query("SET session_replication_role = replica");
  await apply(employerId, APPLICATIONS);
  await apply(otherId, OTHER_APPLICATIONS);
  await client.query(
    `WITH j AS (SELECT array_agg(id ORDER BY id) AS ids FROM jobs WHERE employer_id = $1)
     INSERT INTO job_views (job_id, visitor_key, viewed_on, viewed_at)
     SELECT j.ids[1 + g % $3::int], 'visitor-' || g, (now() - (g % ${DAYS}) * interval '1 day')::date, now()
     FROM j, generate_series(0, $2::int - 1) AS g
     ON CONFLICT DO NOTHING`,
    [employerId, VIEWS, JOBS],
  );
  await client.query("SET session_replication_role = DEFAULT");
  await client.query("SELECT analytics_rebuild_rollups()");
  // As autovacuum would by then: statistics, and the visibility map index-only scans need.
  await client.query("VACUUM ANALYZE");
  return { employerId };
}

async function main() {
  await withScratchServices(
    "analytics",
    async ({ services, connect, graphql }) => {
      const { pool, prisma } = services;
      const client = await connect();
      let employerId: number;
      try {
        const start = performance.now();
        const seeded = await client.query<{ id: number }>(
          `SELECT id FROM users WHERE phone_number = '${BENCH_EMPLOYER_PHONE}'`,
        );
        const reused = REUSE ? seeded.rows[0]?.id : undefined;
        if (reused !== undefined) console.log("using BENCH_DATABASE_URL's data as it is");
        ({ employerId } = reused !== undefined ? { employerId: reused } : await seed(client));
        const { rows } = await client.query<{ jobs: string; applications: string }>(
          `SELECT (SELECT count(*) FROM jobs WHERE employer_id = $1) AS jobs,
             (SELECT count(*) FROM applications a JOIN jobs j ON j.id = a.job_id
              WHERE j.employer_id = $1) AS applications`,
          [employerId],
        );
        const [jobs, applications] = [rows[0]?.jobs, rows[0]?.applications].map((n) =>
          Number(n).toLocaleString("en-IN"),
        );
        // What the database holds, seeded now or by an earlier run (BENCH_DATABASE_URL).
        console.log(
          reused !== undefined
            ? `the bench employer has ${jobs} jobs with ${applications} applications`
            : `seeded ${jobs} jobs with ${applications} applications over ${DAYS} days (and ${OTHER_APPLICATIONS.toLocaleString("en-IN")} to another employer's jobs) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
        );
      } finally {
        await client.end();
      }
      const token = await startUserSession(prisma, services, employerId, {
        userAgent: "bench",
        ipAddress: "127.0.0.1",
      });
      const request = async (range: AnalyticsRange) =>
        (
          await graphql<{
            viewer: { analytics: { totalApplications: number; applicationsOverTime: unknown[] } };
          }>(DOCUMENT, { range }, token)
        ).viewer.analytics;

      if (process.env.BENCH_EXPLAIN) {
        // The plans behind the figures, for one range or all: BENCH_EXPLAIN=all or =7d.
        for (const range of Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]) {
          if (
            process.env.BENCH_EXPLAIN !== "all" &&
            ANALYTICS_RANGES[range] !== process.env.BENCH_EXPLAIN
          )
            continue;
          const explain = {
            query: async ({ text, values }: { text: string; values: unknown[] }) => {
              const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`, values);
              console.log(`\n${range}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
              return { rows: [{}] };
            },
          } as unknown as pg.Pool;
          await employerAnalytics(explain, employerId, range);
        }
      }

      // What a request sends besides the figures' statement (BENCH_SHOW_SQL=1 prints them).
      const statements = await countStatements(() => request("LAST_7_DAYS"));
      console.log(`\nSQL statements per GraphQL request: ${statements} (the figures: 1)`);

      console.log(`\n${ROUNDS} sequential requests per range (ms)`);
      for (const range of Object.keys(ANALYTICS_RANGES) as AnalyticsRange[]) {
        const figures = await request(range);
        const graph = stats(await time(ROUNDS, () => request(range), 10));
        const sql = stats(await time(ROUNDS, () => employerAnalytics(pool, employerId, range), 10));
        console.log(
          `  ${ANALYTICS_RANGES[range].padEnd(5)} ${String(figures.totalApplications).padStart(7)} applications, ${String(figures.applicationsOverTime.length).padStart(3)} days   GraphQL median ${graph.median.toFixed(1)} p95 ${graph.p95.toFixed(1)}   SQL median ${sql.median.toFixed(1)} p95 ${sql.p95.toFixed(1)}   ratio ${(graph.p95 / sql.p95).toFixed(2)}   target p95 <= ${TARGET_P95_MS}: ${graph.p95 <= TARGET_P95_MS ? "met" : "missed"}`,
        );
      }
    },
    { reuseUrl: REUSE },
  );
}

await main();
