// `npm run bench:search`: every search shape of issue 14 (keywords broad and narrow, a state, a
// city, keyword + place, job type, least pay, no filter, a misspelling, deep pages by cursor) at
// 100,000 jobs, through GraphQL and as the search service's statements run directly
// with pg; then REST's throughput at 50 connections. The server runs in its own process (as in
// production) against a scratch database; this process is the client. Prints each p95 and the
// GraphQL/SQL ratio; the targets are in the issue, not asserted here. BENCH_JOBS sets the size
// (BENCH_JOBS=1000000 for the million, minutes of seeding); BENCH_DATABASE_URL measures an
// already seeded database instead (kept as it is); BENCH_ROUNDS the requests per shape (60).
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { connectOrCreate } from "../api/src/db/connect.js";
import { migrate } from "../api/src/db/migrate.js";
import { resetDatabase, seedVolume } from "../api/src/db/seed/index.js";
import { ROOT } from "../api/src/paths.js";
import { restListJobsDocument } from "../api/src/rest/jobs.js";
import { type JobSearchFilters, searchJobs } from "../api/src/services/jobs/search.js";
import { scratchDatabase, stats, time } from "./support.js";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 60);
const WARM_UP = 5;
const CONCURRENCY = 50;
const THROUGHPUT_SECONDS = 10;

/** Every search shape of issue 14 point 1; `deep` walks that many pages first and times the next. */
interface Shape {
  name: string;
  filter: JobSearchFilters;
  deep?: number;
}
const SHAPES: Shape[] = [
  { name: "keyword broad", filter: { q: "helper" } },
  { name: "keyword narrow", filter: { q: "ac technician" } },
  { name: "state only", filter: { location: "Maharashtra" } },
  { name: "city only", filter: { location: "Pune" } },
  { name: "keyword + place", filter: { q: "plumber", location: "Pune" } },
  { name: "job type", filter: { jobType: "PART_TIME" } },
  { name: "minimum pay", filter: { salaryMin: 30_000 } },
  { name: "no filter", filter: {} },
  { name: "misspelling", filter: { q: "plumbr" } },
  { name: "deep page (broad)", filter: { q: "helper" }, deep: 25 },
  { name: "deep page (newest)", filter: {}, deep: 25 },
];
const PAGE = 20;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

async function waitForServer(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server exited during start-up");
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error("the server did not become ready within 60 s");
}

/** Seeds JOBS jobs into a scratch database, or uses BENCH_DATABASE_URL's already seeded one. */
async function benchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const reused = process.env.BENCH_DATABASE_URL;
  if (reused) {
    console.log("using the seeded database of BENCH_DATABASE_URL as it is");
    return { url: reused, drop: async () => undefined };
  }
  const database = await scratchDatabase("search");
  const client = await connectOrCreate(database.url);
  try {
    await migrate(client);
    const seedStart = performance.now();
    await client.query("BEGIN");
    await resetDatabase(client);
    await seedVolume(client, { jobs: JOBS, workers: WORKERS, seed: 1 });
    await client.query("COMMIT");
    const seconds = (performance.now() - seedStart) / 1000;
    console.log(
      `seeded ${JOBS.toLocaleString("en-IN")} jobs and ${WORKERS.toLocaleString("en-IN")} workers in ${seconds.toFixed(1)} s (${Math.round((JOBS / seconds) * 60).toLocaleString("en-IN")} jobs/minute)`,
    );
  } finally {
    await client.end();
  }
  return database;
}

/** REST's query string for a search. */
function restQuery(filter: JobSearchFilters, after: string | null): URLSearchParams {
  const query = new URLSearchParams({ limit: String(PAGE) });
  if (filter.q) query.set("q", filter.q);
  if (filter.location) query.set("location", filter.location);
  if (filter.jobType) query.set("job_type", filter.jobType.toLowerCase());
  if (filter.salaryMin != null) query.set("salary_min", String(filter.salaryMin));
  if (after) query.set("cursor", after);
  return query;
}

const fixed = (value: number, width = 8) => value.toFixed(1).padStart(width);

async function main() {
  const database = await benchDatabase();
  const databaseUrl = database.url;
  let server: ChildProcess | null = null;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "api/src/main.ts")], {
      cwd: ROOT,
      stdio: ["ignore", "ignore", "inherit"],
      env: {
        ...process.env,
        NODE_ENV: "production",
        DATABASE_URL: databaseUrl,
        SECRET_KEY: "bench-secret-key-bench-secret-key-0000",
        PORT: String(port),
        HOST: "127.0.0.1",
        SEED_ON_EMPTY: "false",
        LOG_LEVEL: "warn",
        DB_POOL_SIZE: "20",
        // No OTP is sent here; the log provider keeps the server from needing a gateway.
        SMS_PROVIDER: "log",
        SMS_LOG_IN_PRODUCTION: "true",
        // The benchmark sends the REST route's document as text, not a persisted one.
        GRAPHQL_ARBITRARY_OPERATIONS: "all",
      },
    });
    await waitForServer(baseUrl, server);

    // Each request comes from its own address, so every search is logged for popular searches
    // as a new visitor's would be (the server trusts no proxy: the address is the socket's).
    const graphql = (filter: JobSearchFilters, after: string | null) =>
      fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: restListJobsDocument,
          variables: { first: PAGE, after, filter },
        }),
      }).then(async (r) => {
        const body = await r.json();
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body;
      });
    const rest = (filter: JobSearchFilters, after: string | null) =>
      fetch(`${baseUrl}/api/v1/jobs/?${restQuery(filter, after)}`).then(async (r) => {
        if (!r.ok) throw new Error(`REST ${r.status}`);
        return r.json();
      });
    // What the API runs for a search, straight on pg: the search service's statements (the
    // page, its count, the misspelling's second try), without HTTP, GraphQL or loading nodes.
    const sql = (filter: JobSearchFilters, after: string | null) =>
      searchJobs(pool, filter, { first: PAGE, after, withTotal: true });

    console.log(`\n${ROUNDS} sequential requests per shape and path, after a warm-up (ms)`);
    console.log(
      `${"shape".padEnd(20)} ${"matches".padStart(8)} ${"SQL p95".padStart(8)} ${"GQL p50".padStart(8)} ${"GQL p95".padStart(8)}  GQL/SQL p95`,
    );
    const worst = { p95: 0, ratio: 0 };
    for (const shape of SHAPES) {
      let after: string | null = null;
      for (let i = 0; i < (shape.deep ?? 0); i++) {
        after = (await sql(shape.filter, after)).cursors.at(-1) ?? null;
      }
      const first = await rest(shape.filter, after);
      const exact = first.total_is_exact === false ? "+" : "";
      const sqlStats = stats(await time(ROUNDS, () => sql(shape.filter, after), WARM_UP));
      const gqlStats = stats(await time(ROUNDS, () => graphql(shape.filter, after), WARM_UP));
      const ratio = gqlStats.p95 / sqlStats.p95;
      worst.p95 = Math.max(worst.p95, gqlStats.p95);
      worst.ratio = Math.max(worst.ratio, ratio);
      console.log(
        `${shape.name.padEnd(20)} ${`${first.total}${exact}`.padStart(8)} ${fixed(sqlStats.p95)} ${fixed(gqlStats.median)} ${fixed(gqlStats.p95)}  ${ratio.toFixed(2).padStart(6)}x`,
      );
    }
    console.log(
      `\nworst GraphQL p95 ${worst.p95.toFixed(1)} ms (target: 20 ms at 1M jobs); worst GraphQL/SQL ${worst.ratio.toFixed(2)}x (target: within 2x)`,
    );

    let done = 0;
    let failed = 0;
    const until = Date.now() + THROUGHPUT_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let i = worker; Date.now() < until; i += CONCURRENCY) {
          const shape = SHAPES[i % SHAPES.length] as Shape;
          await rest(shape.filter, null).then(
            () => done++,
            () => failed++,
          );
        }
      }),
    );
    console.log(
      `\nthroughput  ${(done / THROUGHPUT_SECONDS).toFixed(0)} requests/s through REST at ${CONCURRENCY} concurrent connections, every shape in turn (${failed} failed)`,
    );
  } finally {
    server?.kill("SIGTERM");
    if (server && server.exitCode === null) {
      await new Promise((resolve) => server?.once("exit", resolve));
    }
    await pool.end();
    await database.drop();
  }
}

await main();
