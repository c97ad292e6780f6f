import cluster, { type Worker } from "node:cluster";
import os from "node:os";
import type { Config } from "../config.js";
import type { Database } from "../db/connect.js";
import { log } from "../log.js";
import { gatherWorkerMetrics } from "./cluster-metrics.js";

// `npm start` on every core: this primary forks WEB_CONCURRENCY workers (node:cluster), each the
// whole server (main.ts) sharing the listening port. They share what the compose replicas share,
// the database: the primary opens it first (starting the embedded PostgreSQL once and applying
// the migrations once) and hands its address and the secret key to the workers. It restarts a
// worker that dies, passes a stop on to all of them and waits for them before it closes the
// database. /metrics, answered by any worker, is every worker's (cluster-metrics.ts).

/** Connections kept free beyond the workers' pools: psql, a migration, the SQL console, a scrape. */
export const POOL_HEADROOM_CONNECTIONS = 10;
/** A worker that dies is replaced after this, doubling while they keep dying young. */
const RESTART_DELAY_MS = 500;
const RESTART_DELAY_MAX_MS = 30_000;
/** A worker that lived this long was healthy: the next death starts the delay afresh. */
const HEALTHY_AFTER_MS = 60_000;
/** Workers that die before they ever listen, in a row: something is wrong with every start. */
const FAILED_STARTS_LIMIT = 5;
/** Workers get their own grace (main.ts: 10 s) and then this for PostgreSQL to close. */
const STOP_TIMEOUT_MS = 20_000;

/** Connections one server process opens: its pool, the queue's, the live-notification listener. */
export function connectionsPerProcess(config: Config): number {
  return config.dbPoolSize + (config.jobAlerts ? config.queueConcurrency + 2 : 0) + 1;
}

/**
 * The workers to run: WEB_CONCURRENCY when set; otherwise the cores (production) or one. Never
 * more than the database's connections allow: (max_connections - reserved - headroom) divided by
 * one process's connections.
 */
export function workerCount(
  config: Config,
  database: { maxConnections: number; reservedConnections: number },
  cores = os.availableParallelism(),
): { workers: number; wanted: number; budget: number } {
  const wanted = config.webConcurrency ?? (config.nodeEnv === "production" ? cores : 1);
  const spare = database.maxConnections - database.reservedConnections - POOL_HEADROOM_CONNECTIONS;
  const budget = Math.max(1, Math.floor(spare / connectionsPerProcess(config)));
  return { workers: Math.max(1, Math.min(wanted, budget)), wanted, budget };
}

/** What the database allows, read once by the primary. */
export async function connectionBudget(database: Database) {
  const { rows } = await database.pool.query<{ max: string; reserved: string }>(
    `SELECT current_setting('max_connections') AS max,
            current_setting('superuser_reserved_connections') AS reserved`,
  );
  return {
    maxConnections: Number(rows[0]?.max ?? 100),
    reservedConnections: Number(rows[0]?.reserved ?? 3),
  };
}

export interface Primary {
  /** SIGTERM to every worker; resolves when all have exited. */
  stop(): Promise<void>;
}

/** Forks `count` workers of `script` with `env` and keeps that many running until stop(). */
export function runWorkers(script: string, count: number, env: Record<string, string>): Primary {
  cluster.setupPrimary({ exec: script });
  gatherWorkerMetrics();
  let stopping = false;
  let delay = RESTART_DELAY_MS;
  let failedStarts = 0;
  const started = new Map<Worker, { at: number; listening: boolean }>();

  const fork = () => {
    const worker = cluster.fork(env);
    started.set(worker, { at: Date.now(), listening: false });
    worker.once("listening", () => {
      const state = started.get(worker);
      if (state) state.listening = true;
      failedStarts = 0;
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const state = started.get(worker);
    started.delete(worker);
    if (stopping) return;
    const lived = Date.now() - (state?.at ?? Date.now());
    if (!state?.listening) failedStarts++;
    if (failedStarts >= FAILED_STARTS_LIMIT) {
      log.error(`${failedStarts} workers in a row died before serving: stopping`);
      process.kill(process.pid, "SIGTERM");
      return;
    }
    if (lived > HEALTHY_AFTER_MS) delay = RESTART_DELAY_MS;
    log.warn(`worker ${worker.process.pid} died (${signal ?? `exit ${code}`}); starting another`, {
      restartInMs: delay,
    });
    setTimeout(() => {
      if (!stopping) fork();
    }, delay);
    delay = Math.min(delay * 2, RESTART_DELAY_MAX_MS);
  });

  for (let i = 0; i < count; i++) fork();

  return {
    async stop() {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
      const exited = workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            if (worker.isDead()) return resolve();
            worker.once("exit", () => resolve());
            worker.process.kill("SIGTERM");
          }),
      );
      const timer = setTimeout(() => {
        for (const worker of workers) if (!worker.isDead()) worker.process.kill("SIGKILL");
      }, STOP_TIMEOUT_MS);
      await Promise.all(exited);
      clearTimeout(timer);
    },
  };
}
