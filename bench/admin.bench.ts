import type pg from "pg";
import { startAdminSession } from "../api/src/auth/session.js";
import type { AnalyticsRange } from "../api/src/constants.js";
import { adminAnalyticsRoutes } from "../api/src/rest/admin-analytics.js";
import { adminDashboardRoutes } from "../api/src/rest/admin-dashboard.js";
import {
  analyticsFigures,
  platformAnalytics,
} from "../api/src/services/admin/platform-analytics.js";
import {
  entityCounts,
  platformStats,
  registrationTimeline,
} from "../api/src/services/admin/stats.js";
import { realFigures } from "../api/src/services/content/public-settings.js";
import { resetDatabase, seedVolume } from "../seed/index.js";
import { stats, time, withScratchServices } from "./support.js";

// The admin overview's calls at 100k jobs, 50k workers and 1M applications:
// the stats, each recent list and the 365-day sign-up timeline, through GraphQL as a superuser
// (the documents the REST routes run, so what the back office and REST clients ask) and the
// same statements run directly on the pool, with their ratio. Targets printed, not asserted.
// BENCH_JOBS, BENCH_WORKERS, BENCH_APPLICATIONS a smaller run; BENCH_ROUNDS requests per call.
// BENCH_DATABASE_URL: a database of its own to keep (created when missing): seeded when it has no
// jobs yet, else measured as it is (migrated first), so a second run skips the seeding.

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 50_000);
const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 100);
/** The sign-ups and applications spread over this many days back. */
const DAYS = 400;
const REUSE = process.env.BENCH_DATABASE_URL;

const documentOf = (operationId: string) => {
  const route = [...adminDashboardRoutes, ...adminAnalyticsRoutes].find(
    (candidate) => candidate.operationId === operationId,
  );
  if (!route) throw new Error(`no REST route ${operationId}`);
  return route.document;
};
/** The documents the REST routes run (found before seeding: a wrong name fails at once). */
const DOCUMENTS = {
  stats: documentOf("adminDashboardStats"),
  users: documentOf("adminRecentUsers"),
  jobs: documentOf("adminRecentJobs"),
  applications: documentOf("adminRecentApplications"),
  timeline: documentOf("adminRegistrationTimeline"),
  analytics: documentOf("adminPlatformAnalytics"),
};
const RANGES: AnalyticsRange[] = ["LAST_7_DAYS", "LAST_30_DAYS", "THIS_MONTH", "ALL_TIME"];
/** The platform analytics' state filter in the bench: the volume seed's busiest state. */
const BENCH_STATE = "Maharashtra";
/** Searches that found nothing, spread over DAYS days, from this many distinct words. */
const EMPTY_SEARCHES = Number(process.env.BENCH_EMPTY_SEARCHES ?? 100_000);

/**
 * The volume seed's jobs and workers, then applications up to APPLICATIONS in one set-based
 * statement: for the g-th, job g mod J and worker (g div J * 37 + g) mod W, distinct pairs,
 * applied over DAYS days; sign-ups spread over the same days.
 */
async function seed(client: pg.Client): Promise<void> {
  await client.query("BEGIN");
  // The platform analytics' triggers stand aside for the load (a session setting they read);
  // platform_analytics_rebuild() counts everything once at the end.
  await client.query("SET kaamsetu.analytics_rebuilding = 'on'");
  await resetDatabase(client);
  await seedVolume(client, { jobs: JOBS, workers: WORKERS, seed: 1 });
  await client.query("COMMIT");
  await client.query(
    `UPDATE users SET created_at = now() - ((id::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second'`,
  );
  const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM applications");
  const missing = APPLICATIONS - Number(rows[0]?.n ?? 0);
  if (missing > 0) {
    // The row triggers keeping the employers' analytics roll-ups and the overview's counts cost a
    // few writes a row; the load skips them and the roll-ups are recounted at once (as
    // bench/analytics.bench.ts does).
    await client.query("SET session_replication_role = replica");
    await client.query(
      `WITH j AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM jobs),
            w AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE user_type = 'labour'),
            sizes AS (SELECT (SELECT count(*) FROM j) AS jobs, (SELECT count(*) FROM w) AS workers),
            pairs AS (
              SELECT g, g % s.jobs AS job_n, ((g / s.jobs) * 37 + g) % s.workers AS worker_n
              FROM sizes s, generate_series(0, $1::int - 1) AS g
            )
       INSERT INTO applications (job_id, labour_id, status, applied_at, status_changed_at, updated_at)
       SELECT j.id, w.id,
              (ARRAY['pending', 'pending', 'under_review', 'shortlisted', 'accepted', 'rejected',
                     'rejected', 'completed', 'cancelled', 'withdrawn'])[1 + p.g % 10]::application_status,
              now() - ((p.g::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second', now(), now()
       FROM pairs p JOIN j ON j.n = p.job_n JOIN w ON w.n = p.worker_n
       ON CONFLICT DO NOTHING`,
      [missing],
    );
    await client.query(
      `UPDATE applications a SET applicant_state = u.state FROM users u
       WHERE u.id = a.labour_id AND a.applicant_state IS NULL`,
    );
    await client.query("SET session_replication_role = DEFAULT");
    await client.query("SELECT analytics_rebuild_rollups()");
  }
  // Sign-ins for the active figures, and searches that found nothing (a visitor's first search
  // for a term a day), then the platform analytics counted from the rows.
  await client.query(
    `UPDATE users SET last_login_at = created_at + ((id::bigint * 104729) % (${DAYS} * 86400))
       * interval '1 second' WHERE id % 3 <> 0`,
  );
  await client.query(
    `INSERT INTO search_logs (query, location, result_count, created_at)
     SELECT 'trade ' || (g % 5000), (ARRAY['Pune', 'Patna', 'Kochi', '', 'Nagpur'])[1 + g % 5], 0,
            now() - ((g::bigint * 7919) % (${DAYS} * 86400)) * interval '1 second'
     FROM generate_series(1, $1::int) g`,
    [EMPTY_SEARCHES],
  );
  await client.query("SET kaamsetu.analytics_rebuilding = 'off'");
  await client.query("SELECT platform_analytics_rebuild()");
  // The overview's counts recounted: the load skipped their triggers, and the sign-up times moved
  // above left a delta per user, which the compactor of a running server would have folded.
  await client.query("SELECT admin_counts_rebuild()");
  // As autovacuum would by then: statistics, and the visibility map index-only scans need.
  await client.query("VACUUM ANALYZE");
}

async function main() {
  await withScratchServices(
    "admin",
    async ({ services, connect, graphql }) => {
      const { pool, prisma } = services;
      const client = await connect();
      try {
        const start = performance.now();
        const seeded = await client.query<{ n: string }>("SELECT count(*) AS n FROM jobs");
        if (REUSE && Number(seeded.rows[0]?.n) > 0)
          console.log("using BENCH_DATABASE_URL's data as it is");
        else await seed(client);
        const counts = await entityCounts(pool);
        console.log(
          `seeded ${counts.jobs.toLocaleString("en-IN")} jobs, ${counts.workers.toLocaleString("en-IN")} workers and ${counts.applications.toLocaleString("en-IN")} applications in ${((performance.now() - start) / 1000).toFixed(1)} s`,
        );
      } finally {
        await client.end();
      }
      const admin = await prisma.admin.upsert({
        where: { username: "bench-superuser" },
        update: {},
        create: {
          username: "bench-superuser",
          email: "bench@example.in",
          fullName: "Bench",
          passwordHash: "not-a-hash",
          role: "SUPERUSER",
        },
      });
      const token = await startAdminSession(prisma, services, admin.id, {
        userAgent: "bench",
        ipAddress: "127.0.0.1",
      });

      // The recent lists' own statements, as Prisma sends them for the same selection.
      const recentSql = {
        users: () => pool.query("SELECT * FROM users ORDER BY created_at DESC, id DESC LIMIT 10"),
        jobs: () => pool.query("SELECT * FROM jobs ORDER BY created_at DESC, id DESC LIMIT 10"),
        applications: () =>
          pool.query("SELECT * FROM applications ORDER BY applied_at DESC, id DESC LIMIT 10"),
      };
      const calls: {
        label: string;
        target: number;
        graph: () => Promise<unknown>;
        sql: () => Promise<unknown>;
      }[] = [
        {
          label: "stats",
          target: 100,
          graph: () => graphql(DOCUMENTS.stats, {}, token),
          sql: () => platformStats(pool),
        },
        ...(["users", "jobs", "applications"] as const).map((what) => ({
          label: `recent ${what}`,
          target: 20,
          graph: () => graphql(DOCUMENTS[what], { limit: 10 }, token),
          sql: recentSql[what],
        })),
        {
          label: "timeline 365 d",
          target: 50,
          graph: () => graphql(DOCUMENTS.timeline, { days: 365 }, token),
          sql: () => registrationTimeline(pool, 365),
        },
        // The platform analytics per range, all of India and one state: GraphQL (the REST
        // route's document) against the roll-ups' statement alone (SQL), the profile
        // completion's read apart below.
        ...RANGES.flatMap((range) =>
          [null, BENCH_STATE].map((state) => ({
            label: `analytics ${range.toLowerCase()}${state ? " (state)" : ""}`,
            target: 100,
            graph: () => graphql(DOCUMENTS.analytics, { range, state }, token),
            sql: () => analyticsFigures(pool, range, state),
          })),
        ),
      ];

      if (process.env.BENCH_EXPLAIN) {
        for (const [label, text] of [
          ["recent users", "SELECT * FROM users ORDER BY created_at DESC, id DESC LIMIT 10"],
          ["recent jobs", "SELECT * FROM jobs ORDER BY created_at DESC, id DESC LIMIT 10"],
          [
            "recent applications",
            "SELECT * FROM applications ORDER BY applied_at DESC, id DESC LIMIT 10",
          ],
        ] as const) {
          const plan = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${text}`);
          console.log(`\n${label}\n${plan.rows.map((row) => row["QUERY PLAN"]).join("\n")}`);
        }
      }

      console.log(`\n${ROUNDS} sequential requests per call (ms)`);
      for (const call of calls) {
        const graph = stats(await time(ROUNDS, call.graph, 10));
        const sql = stats(await time(ROUNDS, call.sql, 10));
        console.log(
          `  ${call.label.padEnd(20)} GraphQL median ${graph.median.toFixed(1)} p95 ${graph.p95.toFixed(1)}   SQL median ${sql.median.toFixed(1)} p95 ${sql.p95.toFixed(1)}   ratio ${(graph.p95 / sql.p95).toFixed(2)}   target p95 <= ${call.target}: ${graph.p95 <= call.target ? "met" : "missed"}`,
        );
      }

      // The whole service (the figures and the profile completion of the range's sign-ups, read
      // row by row) per range, fewer rounds: all time reads every account.
      for (const range of RANGES) {
        const whole = stats(
          await time(Math.min(ROUNDS, 10), () => platformAnalytics(pool, prisma, range, null), 1),
        );
        console.log(
          `  analytics ${range.toLowerCase().padEnd(12)} with completion: median ${whole.median.toFixed(1)} p95 ${whole.p95.toFixed(1)}`,
        );
      }

      // The landing figures' counts (at most once a minute per process, never per request).
      const figures = stats(await time(Math.min(ROUNDS, 20), () => realFigures(pool), 2));
      console.log(
        `  landing figures      SQL median ${figures.median.toFixed(1)} p95 ${figures.p95.toFixed(1)}   (read once a minute per process)`,
      );
    },
    { reuseUrl: REUSE },
  );
}

await main();
