// `npm run bench:trust`: the public job list (20 cards) with and without each employer's
// reputation and "paid as promised" line, at BENCH_JOBS jobs (100,000) and
// BENCH_RATINGS revealed ratings of employers (1,000,000, inserted set-based: a few minutes of
// seeding), with a paid-as-promised answer beside every rating. The ratings are revealed and
// folded into the reputation summaries by the reveal sweep itself (services/ratings/summary.ts).
// Prints the SQL statements per request (the trust line must add none: the summary is joined
// into the statement that loads the employers) and the median and p95 of both documents; the
// target is p95 within 10 %. In-process, so every statement is counted.
import type pg from "pg";
import { sweepRevealedRatings } from "../api/src/services/ratings/summary.js";
import { resetDatabase, seedVolume } from "../seed/index.js";
import { countStatements, stats, time, withScratchServices } from "./support.js";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 20_000);
const RATINGS = Number(process.env.BENCH_RATINGS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PAGE_SIZES = [5, 20, 50];

const CARD = "id title city state salaryAmount salaryPeriod jobType createdAt";
const PLAIN = `query BenchJobs($first: Int!, $filter: JobSearchInput) {
  jobs(first: $first, filter: $filter) { totalCount edges { node { ${CARD}
    employer { companyName isVerified } } } }
}`;
const TRUSTED = `query BenchJobsTrusted($first: Int!, $filter: JobSearchInput) {
  jobs(first: $first, filter: $filter) { totalCount edges { node { ${CARD}
    employer { companyName isVerified rating { average count }
      paidAsPromised { answers paidInFull } } } } }
}`;
const SHAPES = [
  { name: "newest", filter: {} },
  { name: "keyword", filter: { q: "helper" } },
];

/**
 * RATINGS completed applications (each job's employer rated by a worker, spread over the jobs
 * and workers, completed 30 days ago so every rating is revealed) and a paid answer for each.
 */
async function seedRatings(client: pg.Client) {
  await client.query(
    `WITH j AS (SELECT id, employer_id, row_number() OVER (ORDER BY id) - 1 AS n FROM jobs),
          w AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE user_type = 'labour'),
          counts AS (SELECT (SELECT count(*) FROM j) AS jobs, (SELECT count(*) FROM w) AS workers),
          pairs AS (
            SELECT j.id AS job_id, j.employer_id, w.id AS labour_id, g AS n
            FROM generate_series(0, $1::int - 1) AS g, counts
            JOIN j ON true JOIN w ON true
            WHERE j.n = g % counts.jobs AND w.n = (g / counts.jobs + g) % counts.workers
          ),
          apps AS (
            INSERT INTO applications (job_id, labour_id, status, status_changed_at, applied_at, updated_at)
            SELECT job_id, labour_id, 'completed', now() - interval '30 days', now() - interval '40 days', now()
            FROM pairs ON CONFLICT DO NOTHING
            RETURNING id, job_id, labour_id
          ),
          rated AS (
            INSERT INTO ratings (application_id, direction, rater_id, ratee_id, score)
            SELECT apps.id, 'labour_to_employer', apps.labour_id, jobs.employer_id, 1 + apps.id % 5
            FROM apps JOIN jobs ON jobs.id = apps.job_id
          )
     INSERT INTO paid_confirmations (application_id, employer_id, labour_id, answer)
     SELECT apps.id, jobs.employer_id, apps.labour_id,
            (ARRAY['yes', 'yes', 'yes', 'partly', 'no'])[1 + apps.id % 5]::paid_answer
     FROM apps JOIN jobs ON jobs.id = apps.job_id`,
    [RATINGS],
  );
  const { rows } = await client.query<{ n: string }>("SELECT count(*) AS n FROM ratings");
  return Number(rows[0]?.n ?? 0);
}

/** The paid answers written above, counted into the employers' summaries as answerPaid does. */
async function countPaidAnswers(client: pg.Client) {
  await client.query(
    `INSERT INTO reputation_summaries AS s (user_id, direction, paid_yes, paid_partly, paid_no)
     SELECT employer_id, 'labour_to_employer', count(*) FILTER (WHERE answer = 'yes'),
            count(*) FILTER (WHERE answer = 'partly'), count(*) FILTER (WHERE answer = 'no')
     FROM paid_confirmations GROUP BY employer_id
     ON CONFLICT (user_id, direction) DO UPDATE SET paid_yes = EXCLUDED.paid_yes,
       paid_partly = EXCLUDED.paid_partly, paid_no = EXCLUDED.paid_no`,
  );
}

await withScratchServices("trust", async ({ services, connect, graphql }) => {
  const client = await connect();
  try {
    const start = performance.now();
    await client.query("BEGIN");
    await resetDatabase(client);
    await seedVolume(client, { jobs: JOBS, workers: WORKERS, seed: 1 });
    await client.query("COMMIT");
    const ratings = await seedRatings(client);
    const revealed = await sweepRevealedRatings(services.prisma);
    await countPaidAnswers(client);
    await client.query("ANALYZE");
    console.log(
      `seeded ${JOBS.toLocaleString("en-IN")} jobs and ${ratings.toLocaleString("en-IN")} ratings (each with a paid answer; ${revealed.toLocaleString("en-IN")} revealed by the sweep) in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
  const request = async (document: string, first: number, filter: object) =>
    (await graphql<{ jobs: { edges: unknown[] } }>(document, { first, filter })).jobs.edges;

  console.log("\nSQL statements per request (newest first)");
  for (const size of PAGE_SIZES) {
    const counts = [];
    for (const document of [PLAIN, TRUSTED]) {
      await request(document, size, {});
      counts.push(await countStatements(() => request(document, size, {})));
    }
    console.log(
      `  first: ${String(size).padStart(3)}  without ${counts[0]}  with the trust line ${counts[1]}${counts[0] === counts[1] ? "  (the same)" : "  MORE WITH THE TRUST LINE"}`,
    );
  }

  console.log(`\n20 cards, ${ROUNDS} sequential requests each (ms)`);
  for (const shape of SHAPES) {
    const plain = stats(await time(ROUNDS, () => request(PLAIN, 20, shape.filter)));
    const trusted = stats(await time(ROUNDS, () => request(TRUSTED, 20, shape.filter)));
    console.log(
      `  ${shape.name.padEnd(8)} without: median ${plain.median.toFixed(2)} p95 ${plain.p95.toFixed(2)}   with: median ${trusted.median.toFixed(2)} p95 ${trusted.p95.toFixed(2)}   p95 ${(((trusted.p95 - plain.p95) / plain.p95) * 100).toFixed(1)} % (target: within 10 %)`,
    );
  }
});
