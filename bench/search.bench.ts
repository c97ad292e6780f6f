// `npm run bench`: keyword + location job search at 100,000 jobs, through GraphQL, through REST
// and as the same SQL run directly with pg. The server runs in its own process (as in
// production) against a scratch database; this process is the client. Prints figures and ratios;
// the targets are in the issue and the README, not asserted here.
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";
import pg from "pg";
import { connectOrCreate } from "../api/src/db/connect.js";
import { migrate } from "../api/src/db/migrate.js";
import { resetDatabase, seedVolume } from "../api/src/db/seed/index.js";
import { ROOT } from "../api/src/paths.js";
import { restListJobsDocument } from "../api/src/rest/jobs.js";
import { buildJobSearchSql, countJobs } from "../api/src/services/jobs/search.js";
import { scratchDatabase, stats, time } from "./support.js";

const JOBS = Number(process.env.BENCH_JOBS ?? 100_000);
const WORKERS = Number(process.env.BENCH_WORKERS ?? 20_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 300);
const CONCURRENCY = 50;
const THROUGHPUT_SECONDS = 10;

const SEARCHES = [
  { q: "plumber", location: "Pune" },
  { q: "electrician", location: "Delhi" },
  { q: "mason", location: "Maharashtra" },
  { q: "driver", location: "Bangalore" },
  { q: "painter", location: "Tamil Nadu" },
  { q: "security guard", location: "Mumbai" },
  { q: "welder", location: "Gujarat" },
  { q: "helper", location: "Kolkata" },
];

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

async function main() {
  const database = await scratchDatabase("search");
  const databaseUrl = database.url;
  let server: ChildProcess | null = null;
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CONCURRENCY });
  try {
    const client = await connectOrCreate(databaseUrl);
    try {
      await migrate(client);
      const seedStart = performance.now();
      await client.query("BEGIN");
      await resetDatabase(client);
      await seedVolume(client, { jobs: JOBS, workers: WORKERS, seed: 1 });
      await client.query("COMMIT");
      const seconds = (performance.now() - seedStart) / 1000;
      await client.query("ANALYZE");
      console.log(
        `seeded ${JOBS.toLocaleString("en-IN")} jobs and ${WORKERS.toLocaleString("en-IN")} workers in ${seconds.toFixed(1)} s (${Math.round((JOBS / seconds) * 60).toLocaleString("en-IN")} jobs/minute)`,
      );
    } finally {
      await client.end();
    }

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

    const search = (i: number) => SEARCHES[i % SEARCHES.length] ?? { q: "", location: "" };
    const graphql = (i: number) =>
      fetch(`${baseUrl}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          query: restListJobsDocument,
          variables: { first: 20, filter: search(i) },
        }),
      }).then(async (r) => {
        const body = await r.json();
        if (body.errors) throw new Error(JSON.stringify(body.errors));
        return body;
      });
    const rest = (i: number) => {
      const { q, location } = search(i);
      const query = new URLSearchParams({ q, location, limit: "20" });
      return fetch(`${baseUrl}/api/v1/jobs/?${query}`).then(async (r) => {
        if (!r.ok) throw new Error(`REST ${r.status}`);
        return r.json();
      });
    };
    // What the API runs for this search: the page with its total in one statement, plus a
    // separate count when there are no keywords.
    const sql = async (i: number) => {
      const { text, values, ranked } = buildJobSearchSql(search(i), { first: 20, withTotal: true });
      await Promise.all([pool.query(text, values), ranked ? null : countJobs(pool, search(i))]);
    };

    const sample = await rest(0);
    console.log(
      `search "${SEARCHES[0]?.q}" in "${SEARCHES[0]?.location}": ${sample.total} matches, page of ${sample.items.length}`,
    );
    const results = {
      sql: stats(await time(ROUNDS, sql)),
      graphql: stats(await time(ROUNDS, graphql)),
      rest: stats(await time(ROUNDS, rest)),
    };
    console.log(`\nkeyword + location search, ${ROUNDS} sequential requests each (ms)`);
    console.log("path       median     p95");
    for (const [name, figures] of Object.entries(results)) {
      console.log(
        `${name.padEnd(8)} ${figures.median.toFixed(2).padStart(8)} ${figures.p95.toFixed(2).padStart(8)}`,
      );
    }
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    console.log(
      `\nGraphQL/SQL   median ${ratio(results.graphql.median, results.sql.median)}x  p95 ${ratio(results.graphql.p95, results.sql.p95)}x   (target: within 2x)`,
    );
    console.log(
      `REST/GraphQL  median ${ratio(results.rest.median, results.graphql.median)}x  p95 ${ratio(results.rest.p95, results.graphql.p95)}x   (target: within 1.2x)`,
    );
    console.log(
      `GraphQL p95   ${results.graphql.p95.toFixed(2)} ms   (target: under 50 ms at 100k jobs)`,
    );

    let done = 0;
    let failed = 0;
    const until = Date.now() + THROUGHPUT_SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async (_, worker) => {
        for (let i = worker; Date.now() < until; i += CONCURRENCY) {
          await rest(i).then(
            () => done++,
            () => failed++,
          );
        }
      }),
    );
    console.log(
      `\nthroughput  ${(done / THROUGHPUT_SECONDS).toFixed(0)} requests/s through REST at ${CONCURRENCY} concurrent connections (${failed} failed)`,
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
