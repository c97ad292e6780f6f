// bench:floor's bare handler: node:http and pg, nothing else. GET /jobs runs the statements the
// first /jobs page's search runs (the search service's own: the page with its count), reads the
// page's jobs with their employers in one plain statement, and answers them as JSON in REST's
// shape. What the app adds on top of this (HTTP framework, GraphQL, Prisma, shaping, logging,
// metrics) is the floor bench:floor measures. Run as its own process:
// `DATABASE_URL=… PORT=… node --import tsx bench/floor/bare-server.ts`.
import http from "node:http";
import pg from "pg";
import { searchJobs } from "../../api/src/services/jobs/search.js";

const PAGE = 20;

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

const JOBS_SQL = `
  SELECT j.id, j.title, j.description, j.requirements, j.skills, j.state, j.city,
         j.job_type::text AS job_type, j.positions, j.salary_amount,
         j.salary_period::text AS salary_period, j.duration, j.preferred_languages,
         j.require_resume, j.status::text AS status, j.language, j.created_at, j.updated_at,
         e.company_name, e.business_type, u.state AS employer_state, u.city AS employer_city,
         e.industry,
         (SELECT json_agg(json_build_object('count', r.revealed_count, 'sum', r.revealed_sum))
            FROM reputation_summaries r
           WHERE r.user_id = u.id AND r.direction = 'labour_to_employer') AS ratings
    FROM jobs j
    JOIN users u ON u.id = j.employer_id
    LEFT JOIN employer_profiles e ON e.user_id = u.id
   WHERE j.id = ANY($1::int[])`;

const globalId = (id: number) => Buffer.from(`Job:${id}`).toString("base64url");

async function firstJobsPage(): Promise<string> {
  const page = await searchJobs(pool, {}, { first: PAGE, after: null, withTotal: true });
  const { rows } = await pool.query(JOBS_SQL, [page.ids]);
  const byId = new Map(rows.map((row) => [row.id as number, row]));
  const items = page.ids.map((id) => {
    const {
      id: _id,
      company_name,
      business_type,
      employer_state,
      employer_city,
      industry,
      ratings,
      ...job
    } = byId.get(id) ?? {};
    return {
      id: globalId(id),
      ...job,
      employer: {
        company_name,
        business_type,
        state: employer_state,
        city: employer_city,
        industry,
        ratings,
      },
    };
  });
  return JSON.stringify({
    items,
    total: page.total,
    total_is_exact: page.totalIsExact,
    next_cursor: page.hasNextPage ? page.cursors.at(-1) : null,
  });
}

const server = http.createServer((request, response) => {
  if (request.url?.split("?")[0] !== "/jobs") {
    response.writeHead(404).end();
    return;
  }
  firstJobsPage().then(
    (body) => response.writeHead(200, { "content-type": "application/json" }).end(body),
    (error: unknown) => response.writeHead(500).end(String(error)),
  );
});
server.listen(Number(process.env.PORT), "127.0.0.1");
process.once("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
