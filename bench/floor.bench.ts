// `npm run bench:floor`: the first /jobs page served three ways in one run, taking turns request
// by request: a bare node:http + pg handler running the search's own statements
// (bench/floor/bare-server.ts), the built app's GraphQL (REST's list document, as an integration
// would send it) and its REST list. Prints each way's median and p95 and their ratios to the
// bare handler: what the app's layers cost a request beyond its SQL. Target: REST ≤ 1.3x.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { connectOrCreate } from "../api/src/db/connect.js";
import { restListJobsDocument } from "../api/src/rest/jobs.js";
import { type RunningApp, startApp } from "../e2e/support/server.js";
import { scratchDatabase, stats } from "./support.js";

const JOBS = Number(process.env.BENCH_FLOOR_JOBS ?? 10_000);
const WORKERS = Number(process.env.BENCH_FLOOR_WORKERS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_FLOOR_ROUNDS ?? 300);
const WARM_UP = 30;
const PAGE = 20;
/** The REST ratio this bench watches (issue 42). */
const REST_TARGET = 1.3;
const SECRET_KEY = "floor-bench-secret-key-floor-bench-secret";
const ROOT = path.resolve(import.meta.dirname, "..");

const loadAverage = () => `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`;

async function seed(databaseUrl: string): Promise<void> {
  const cli = path.join(ROOT, "seed/cli.ts");
  const args = ["--jobs", String(JOBS), "--workers", String(WORKERS), "--seed", "1"];
  const run = spawnSync(process.execPath, ["--import", "tsx", cli, ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl, SECRET_KEY },
  });
  if (run.status !== 0) throw new Error(`db:seed failed (exit ${run.status ?? run.signal})`);
  const client = await connectOrCreate(databaseUrl);
  try {
    await client.query("ANALYZE");
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The bare handler in a process of its own, as the app is. */
async function startBare(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ["--import", "tsx", path.join(ROOT, "bench/floor/bare-server.ts")],
    {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    try {
      if ((await fetch(`${url}/jobs`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (tries > 300 || child.exitCode !== null) throw new Error("the bare handler did not start");
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}

interface Way {
  label: string;
  ask: () => Promise<Response>;
  samples: number[];
}

async function main(): Promise<void> {
  const database = await scratchDatabase("floor");
  let app: RunningApp | null = null;
  let bare: Awaited<ReturnType<typeof startBare>> | null = null;
  try {
    await seed(database.url);
    app = await startApp({
      name: "floor-bench",
      env: {
        DATABASE_URL: database.url,
        SEED_ON_EMPTY: "false",
        SECRET_KEY,
        SMS_PROVIDER: "log",
        SMS_LOG_IN_PRODUCTION: "true",
        // One process, as the bare handler is; GraphQL takes the REST route's document as text.
        WEB_CONCURRENCY: "1",
        GRAPHQL_ARBITRARY_OPERATIONS: "all",
        JOB_ALERTS: "false",
        // The first page answered afresh each time: the floor, not the page cache.
        PAGE_CACHE_TTL_MS: "0",
      },
    });
    bare = await startBare(database.url);
    const base = app.baseURL;
    const graphqlBody = JSON.stringify({
      query: restListJobsDocument,
      variables: { first: PAGE, filter: {} },
    });
    const ways: Way[] = [
      { label: "bare node:http + pg", ask: () => fetch(`${bare?.url}/jobs`), samples: [] },
      {
        label: "GraphQL (RestListJobs)",
        ask: () =>
          fetch(`${base}/graphql`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: graphqlBody,
          }),
        samples: [],
      },
      { label: "REST /api/v1/jobs/", ask: () => fetch(`${base}/api/v1/jobs/`), samples: [] },
    ];
    for (const way of ways) {
      const response = await way.ask();
      const text = await response.text();
      if (!response.ok || text.includes('"errors"')) {
        throw new Error(`${way.label}: ${response.status} ${text.slice(0, 200)}`);
      }
      console.log(`${way.label}: ${text.length} bytes`);
    }
    console.log(`before: ${loadAverage()}`);
    for (let round = 0; round < WARM_UP + ROUNDS; round++) {
      for (const way of ways) {
        const sent = performance.now();
        const response = await way.ask();
        await response.arrayBuffer();
        if (round >= WARM_UP) way.samples.push(performance.now() - sent);
      }
    }
    console.log(`after: ${loadAverage()}`);
    const floor = stats(ways[0]?.samples ?? []);
    console.log(
      `\nthe first /jobs page (${PAGE} of ${JOBS.toLocaleString("en-IN")} jobs), ${ROUNDS} requests each in turn, ms`,
    );
    console.log(
      `${"way".padEnd(26)}${"p50".padStart(8)}${"p95".padStart(8)}${"x bare p50".padStart(12)}`,
    );
    let restRatio = 0;
    for (const way of ways) {
      const s = stats(way.samples);
      const ratio = s.median / floor.median;
      if (way.label.startsWith("REST")) restRatio = ratio;
      console.log(
        `${way.label.padEnd(26)}${s.median.toFixed(2).padStart(8)}${s.p95.toFixed(2).padStart(8)}${`${ratio.toFixed(2)}x`.padStart(12)}`,
      );
    }
    console.log(
      `REST ${restRatio.toFixed(2)}x the bare handler (target ≤ ${REST_TARGET}x): ${restRatio <= REST_TARGET ? "met" : "not met"}`,
    );
  } finally {
    await bare?.stop();
    await app?.stop();
    await database.drop();
  }
}

await main();
