// `npm run bench:applications`: an employer's applications to one job with 10,000 applications,
// the first page filtered by status, through GraphQL as the screen asks for it. Prints the median
// and p95, and how many SQL statements one request runs at several page sizes: that number must
// not grow with the page (no query per applicant). In-process, so every statement is counted;
// BENCH_SHOW_SQL=1 prints each one.
import type pg from "pg";
import { startUserSession } from "../api/src/auth/session.js";
import { encodeGlobalID } from "../api/src/graphql/global-id.js";
import { countStatements, stats, time, withScratchServices } from "./support.js";

const APPLICATIONS = Number(process.env.BENCH_APPLICATIONS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 200);
const PAGE_SIZES = [10, 20, 50, 100];
const STATUS = "SHORTLISTED";

// What the employer's applications screen asks for: counts for the filter, and a page of cards.
const DOCUMENT = `query BenchJobApplications($id: ID!, $first: Int!, $status: ApplicationStatus) {
  job(id: $id) {
    ... on Job {
      title
      applicationCounts { total pending underReview shortlisted accepted rejected completed }
      applications(first: $first, status: $status) {
        totalCount
        pageInfo { hasNextPage endCursor }
        edges { node {
          id status coverNote feedback hasResume appliedAt statusChangedAt contactStatus
          contactMethod nextStatuses
          applicant {
            firstName lastName city state isVerified skills experienceYears phoneNumber
            acceptsCalls acceptsWhatsapp rating { average count }
          }
        } }
      }
    }
  }
}`;

async function seed(client: pg.Client): Promise<{ employerId: number; jobId: number }> {
  const statuses = ["pending", "under_review", "shortlisted", "accepted", "rejected", "withdrawn"];
  const employer = await client.query<{ id: number }>(
    `INSERT INTO users (phone_number, user_type, first_name, last_name, state, city, updated_at)
     VALUES ('9000000001', 'employer', 'Bench', 'Employer', 'Maharashtra', 'Pune', now()) RETURNING id`,
  );
  const employerId = employer.rows[0]?.id ?? 0;
  await client.query(
    `INSERT INTO employer_profiles (user_id, company_name, address, referral_code, updated_at)
     VALUES ($1, 'Bench Builders', '1 Bench Road, Pune', 'BENCH1', now())`,
    [employerId],
  );
  const job = await client.query<{ id: number }>(
    `INSERT INTO jobs (employer_id, title, description, state, city, job_type, positions, updated_at)
     VALUES ($1, 'Helpers for a warehouse', 'Loading and unloading', 'Maharashtra', 'Pune', 'daily_wage', 50, now())
     RETURNING id`,
    [employerId],
  );
  const jobId = job.rows[0]?.id ?? 0;
  await client.query(
    `WITH workers AS (
       INSERT INTO users (phone_number, user_type, first_name, last_name, state, city, updated_at)
       SELECT (8000000000 + n)::text, 'labour', 'Worker', 'No ' || n, 'Maharashtra', 'Pune', now()
       FROM generate_series(1, $1::int) AS n
       RETURNING id
     ), profiles AS (
       INSERT INTO labour_profiles (user_id, skills, experience_years, updated_at)
       SELECT id, ARRAY['loading', 'packing'], id % 12, now() FROM workers
     )
     INSERT INTO applications (job_id, labour_id, status, cover_note, applied_at, status_changed_at, updated_at)
     SELECT $2, id, ($3::text[])[1 + id % 6]::application_status, 'I can start tomorrow',
            now() - (id || ' minutes')::interval, now(), now()
     FROM workers`,
    [APPLICATIONS, jobId, statuses],
  );
  // Some applicants carry ratings, so the rating figure is real work.
  await client.query(
    `INSERT INTO ratings (application_id, direction, rater_id, ratee_id, score)
     SELECT id, 'employer_to_labour', $1, labour_id, 1 + id % 5 FROM applications
     WHERE job_id = $2 AND id % 3 = 0`,
    [employerId, jobId],
  );
  await client.query("ANALYZE");
  return { employerId, jobId };
}

await withScratchServices("applications", async ({ services, connect, graphql }) => {
  const client = await connect();
  let ids: { employerId: number; jobId: number };
  try {
    const start = performance.now();
    ids = await seed(client);
    console.log(
      `seeded one job with ${APPLICATIONS.toLocaleString("en-IN")} applications in ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
  const token = await startUserSession(services.prisma, services, ids.employerId, {
    userAgent: "bench",
    ipAddress: "127.0.0.1",
  });
  const jobId = encodeGlobalID("Job", ids.jobId);
  const request = async (first: number) =>
    (
      await graphql<{ job: { applications: { totalCount: number; edges: unknown[] } } }>(
        DOCUMENT,
        { id: jobId, first, status: STATUS },
        token,
      )
    ).job.applications;

  const first = await request(20);
  console.log(
    `${STATUS.toLowerCase()}: ${first.totalCount} applications, page of ${first.edges.length}`,
  );

  console.log("\nSQL statements per request (must not grow with the page size)");
  const counts: number[] = [];
  for (const size of PAGE_SIZES) {
    await request(size);
    let page = { edges: [] as unknown[] };
    const statements = await countStatements(async () => {
      page = await request(size);
    });
    counts.push(statements);
    console.log(
      `  first: ${String(size).padStart(3)}  ${page.edges.length} cards  ${statements} statements`,
    );
  }
  const flat = counts.every((n) => n === counts[0]);
  console.log(`  ${flat ? "constant" : "GROWS WITH THE PAGE"} across page sizes`);

  const { median, p95 } = stats(await time(ROUNDS, () => request(20)));
  console.log(
    `\nfirst page of 20 filtered by status, ${ROUNDS} sequential requests: median ${median.toFixed(2)} ms, p95 ${p95.toFixed(2)} ms`,
  );
});
