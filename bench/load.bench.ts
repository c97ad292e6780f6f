// `npm run bench:load`: a mixed read load on the built app as visitors reach it — the REST job
// list with and without filters, the server-drawn /jobs page with and without them, job pages
// (server-drawn and REST), popular searches and search suggestions — from 50 connections for
// 30 s, twice: on one server process, then on as many as the machine has cores (node:cluster
// workers, WEB_CONCURRENCY), and the ratio. The app runs in production mode (npm start's path,
// so pages are server-rendered) on a scratch database with volume data. Prints requests per
// second, p50 and p99 latency and the non-2xx count, overall and per request shape; exits
// non-zero when any answer was not 2xx (the target is none), or a connection failed or timed out.
//
// autocannon (not a hand-written fetch loop like bench:search's) keeps 50 connections busy
// without the client itself being the bottleneck on a 2-core machine, replays many request
// shapes in one run and reports HDR-histogram percentiles.
import { spawnSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { connectOrCreate } from "../api/src/db/connect.js";
import { type RunningApp, startApp } from "../e2e/support/server.js";
import { measuredRequest, printFigures } from "./load/figures.js";
import { interleave, readLoadShapes, type Shape } from "./load/shapes.js";
import { scratchDatabase, stats } from "./support.js";

const JOBS = Number(process.env.BENCH_LOAD_JOBS ?? 50_000);
const WORKERS = Number(process.env.BENCH_LOAD_WORKERS ?? 10_000);
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 30);
const CONNECTIONS = 50;
/** The second pass's server processes: as `npm start` would choose on this machine. */
const PROCESSES = Number(process.env.BENCH_LOAD_PROCESSES ?? os.availableParallelism());
/** Distinct jobs the job pages cycle through, so one cached row does not stand for all. */
const JOB_PAGES = 20;
/** A request still unanswered after this counts as a timeout (a failure), not a slow answer. */
const REQUEST_TIMEOUT_SECONDS = 10;
/** The first pass warms plans and caches; the last is timed. */
const PREFLIGHT_PASSES = 2;

const loadAverage = () => `load average ${os.loadavg()[0]?.toFixed(1)} on ${os.cpus().length} CPUs`;

const SECRET_KEY = "load-bench-secret-key-load-bench-secret-key";

/**
 * `npm run db:seed -- --jobs N --workers N` into the scratch database: the demo data too (its
 * searches feed popular searches), loaded with the app's secret like the app would load it.
 */
async function seed(databaseUrl: string): Promise<void> {
  const started = performance.now();
  const cli = path.resolve(import.meta.dirname, "../seed/cli.ts");
  const args = ["--jobs", String(JOBS), "--workers", String(WORKERS), "--seed", "1"];
  const run = spawnSync(process.execPath, ["--import", "tsx", cli, ...args], {
    stdio: "inherit",
    env: { ...process.env, DATABASE_URL: databaseUrl, SECRET_KEY },
  });
  if (run.status !== 0) throw new Error(`db:seed failed (exit ${run.status ?? run.signal})`);
  const client = await connectOrCreate(databaseUrl);
  try {
    await client.query("ANALYZE");
    console.log(
      `seeded ${JOBS.toLocaleString("en-IN")} jobs and ${WORKERS.toLocaleString("en-IN")} workers with the demo data in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await client.end();
  }
}

/** Jobs a visitor finds in the list, through REST as an integration would. */
async function listedJobIds(baseUrl: string): Promise<string[]> {
  const response = await fetch(`${baseUrl}/api/v1/jobs/?limit=${JOB_PAGES}`);
  const body = (await response.json()) as { items?: { id: string }[] };
  const ids = (body.items ?? []).map((item) => item.id);
  if (ids.length === 0) throw new Error(`no jobs listed: ${response.status}`);
  return ids;
}

/**
 * Each request alone, twice, before the load: a wrong address must fail here, not as 30 s of
 * 404s; the second pass's median per shape (plans and caches warm) is the shape's latency with
 * no queue, to tell the load's queueing from the work itself.
 */
async function preflight(baseUrl: string, shapes: readonly Shape[]): Promise<Map<Shape, number>> {
  const alone = new Map<Shape, number>();
  for (let pass = 0; pass < PREFLIGHT_PASSES; pass++) {
    for (const shape of shapes) {
      const samples: number[] = [];
      for (const request of shape.requests) {
        const sent = performance.now();
        const response = await fetch(baseUrl + request.path, {
          method: request.method,
          headers: request.headers as Record<string, string> | undefined,
          body: request.body as string | undefined,
          redirect: "manual",
        });
        const text = await response.text();
        samples.push(performance.now() - sent);
        if (!response.ok || (request.path === "/graphql" && text.includes('"errors"'))) {
          throw new Error(
            `${shape.label}: ${request.method} ${request.path} answered ${response.status}: ${text.slice(0, 200)}`,
          );
        }
      }
      alone.set(shape, stats(samples).median);
    }
  }
  return alone;
}

/** One pass of the load on the app running `processes` server processes (WEB_CONCURRENCY). */
interface Pass {
  processes: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: boolean;
}

async function loadPass(
  databaseUrl: string,
  processes: number,
  started: (app: RunningApp) => void,
): Promise<Pass> {
  const app = await startApp({
    name: `load-bench-${processes}`,
    env: {
      DATABASE_URL: databaseUrl,
      SEED_ON_EMPTY: "false",
      SECRET_KEY,
      // No one signs in here; the log provider spares the production server an SMS gateway.
      SMS_PROVIDER: "log",
      SMS_LOG_IN_PRODUCTION: "true",
      WEB_CONCURRENCY: String(processes),
    },
  });
  started(app);
  try {
    console.log(
      `\n== ${processes} server process${processes > 1 ? "es (node:cluster workers)" : ""}: ready in ${app.secondsToReady.toFixed(1)} s (pid ${app.pid}, ${app.baseURL})`,
    );
    const shapes = await readLoadShapes(await listedJobIds(app.baseURL));
    const alone = await preflight(app.baseURL, shapes);
    const sequence = interleave(shapes);
    const { request, figures } = measuredRequest(sequence);

    console.log(`before the load: ${loadAverage()}`);
    const result = await autocannon({
      url: app.baseURL,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: REQUEST_TIMEOUT_SECONDS,
      requests: [request],
    });
    console.log(
      `mixed read load: ${CONNECTIONS} connections for ${SECONDS} s, ${shapes.length} request shapes in turn (${sequence.length} requests per rotation)`,
    );
    printFigures(figures, alone, result, result.duration);
    console.log(`after the load: ${loadAverage()} (this process and the server included)`);
    console.log(
      `connection errors ${result.errors}, timeouts ${result.timeouts}; non-2xx ${result.non2xx} (target: 0)`,
    );
    const graphqlErrors = figures.reduce((sum, shape) => sum + shape.graphqlErrors, 0);
    return {
      processes,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failed: result.non2xx + result.errors + result.timeouts + graphqlErrors > 0,
    };
  } finally {
    await app.stop();
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const database = await scratchDatabase("load");
  let app: RunningApp | null = null;
  let stopping: Promise<void> | null = null;
  const stopAll = () => {
    stopping ??= (async () => {
      await app?.stop();
      await database.drop();
    })();
    return stopping;
  };
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.once(signal, () => {
      void stopAll()
        .catch((error: unknown) => console.error(error))
        .finally(() => process.exit(130));
    });
  }
  const passes: Pass[] = [];
  try {
    await seed(database.url);
    // One process, then every core's worth, on the same data, one after the other.
    for (const processes of [...new Set([1, PROCESSES])]) {
      passes.push(
        await loadPass(database.url, processes, (running) => {
          app = running;
        }),
      );
      app = null;
    }
  } finally {
    await stopAll();
  }
  const [one, many] = [passes[0], passes.at(-1)];
  if (one && many && many !== one) {
    console.log(
      `\n1 vs ${many.processes} processes: ${one.requestsPerSecond.toFixed(0)} → ${many.requestsPerSecond.toFixed(0)} req/s (${(many.requestsPerSecond / one.requestsPerSecond).toFixed(2)}x), p50 ${one.p50.toFixed(0)} → ${many.p50.toFixed(0)} ms, p99 ${one.p99.toFixed(0)} → ${many.p99.toFixed(0)} ms`,
    );
  }
  console.log(`took ${((performance.now() - started) / 1000).toFixed(0)} s`);
  if (passes.some((pass) => pass.failed)) {
    console.error("FAIL: some answers were not 2xx, or requests failed");
    process.exitCode = 1;
  }
}

await main();
