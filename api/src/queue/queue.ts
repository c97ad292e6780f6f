import { Logger, type Runner, run, runMigrations, type TaskList } from "graphile-worker";
import pg from "pg";
import type { Prisma } from "../generated/prisma/client.js";
import { log } from "../log.js";

// The durable background queue: tasks (job alerts now; job expiry, broadcasts and clean-ups
// later) kept in PostgreSQL and run by any api instance. It is graphile-worker (npm), chosen
// over pg-boss and over a table of our own because:
// - a task is added with the SQL function graphile_worker.add_job() inside the transaction of
//   the change that causes it (enqueue below), so it exists if and only if the change committed:
//   nothing is lost at a crash between commit and enqueue, nothing enqueued for a rollback;
// - it takes tasks with FOR UPDATE SKIP LOCKED and hears new ones through LISTEN/NOTIFY at
//   commit, so a task starts within milliseconds on whichever instance is free, without polling
//   load; a task that throws is retried with backoff (a restart mid-task runs it again);
// - job_key makes adding the same task twice one task;
// - it is maintained, small (pg is its only database dependency) and runs on Node 20 (0.17).
// add_job's NOTIFY takes, at commit, a lock every committing NOTIFY waits for: a transaction
// that must stay fast and runs often at once (the employer's post) records its task in a table
// of its own instead, handed over here in batches (services/alerts/hand-off.ts: job alerts).
// Its tables live in their own schema, graphile_worker, installed with our migrations
// (installQueue) so every database the app, the tests and the benches migrate has it.

export const QUEUE_SCHEMA = "graphile_worker";

/** A task's handler: its payload, as added. Throwing retries it later. */
export type TaskHandler = (payload: unknown) => Promise<void>;

export interface Queue {
  /** Starts taking tasks (main.ts at start-up; tests when they want tasks run). */
  start(): Promise<void>;
  /** Finishes the running tasks and stops; tasks not started wait in the database. */
  stop(): Promise<void>;
  /** Whether it is taking tasks. */
  readonly running: boolean;
}

/** graphile-worker's log lines through ours. */
const queueLogger = new Logger((scope) => (level, message, meta) => {
  const fields = { ...scope, ...meta };
  if (level === "error") log.error(`queue: ${message}`, fields);
  else if (level === "warning") log.warn(`queue: ${message}`, fields);
  else log.debug(`queue: ${message}`, fields);
});

/** A pool to the database a connected client is on (graphile-worker takes a pool). */
function poolLike(client: pg.ClientBase, max: number): pg.Pool {
  const c = client as pg.ClientBase & {
    host: string;
    port: number;
    user: string;
    database: string;
    password?: string | null;
  };
  const pool = new pg.Pool({
    host: c.host,
    port: c.port,
    user: c.user,
    database: c.database,
    ...(typeof c.password === "string" ? { password: c.password } : {}),
    max,
  });
  pool.on("error", () => undefined);
  pool.on("connect", (connected) => connected.on("error", () => undefined));
  return pool;
}

/** Installs or upgrades the queue's schema on the client's database (db/migrate.ts calls it). */
export async function installQueue(client: pg.ClientBase): Promise<void> {
  const pool = poolLike(client, 1);
  try {
    await runMigrations({ pgPool: pool, logger: queueLogger });
  } finally {
    await pool.end();
  }
}

/** A task to add: its name and payload. */
export interface QueuedTask {
  task: string;
  payload: Prisma.InputJsonValue;
  /** One task however often it is added before it runs (graphile-worker's job_key). */
  key?: string;
  /** Tasks of one named queue run one after another. */
  queue?: string;
}

/** Adds a task in the caller's transaction: it exists if and only if the transaction commits. */
export async function enqueue(tx: Prisma.TransactionClient, queued: QueuedTask): Promise<void> {
  await tx.$executeRaw`SELECT graphile_worker.add_job(${queued.task}, ${JSON.stringify(queued.payload)}::json,
    queue_name => ${queued.queue ?? null}::text, job_key => ${queued.key ?? null}::text)`;
}

export interface QueueOptions {
  /** Tasks run at once by this process. */
  concurrency: number;
  /** How often due retries are looked for, in ms; new tasks are heard of at once. */
  pollIntervalMs?: number;
}

/** A queue runner over the pool's database with these tasks; not started. */
export function createQueue(
  poolOptions: pg.PoolConfig,
  tasks: Record<string, TaskHandler>,
  options: QueueOptions,
): Queue {
  let runner: Runner | null = null;
  let pool: pg.Pool | null = null;
  const taskList: TaskList = Object.fromEntries(
    Object.entries(tasks).map(([name, handler]) => [name, (payload: unknown) => handler(payload)]),
  );
  return {
    get running() {
      return runner !== null;
    },
    async start() {
      if (runner) return;
      // Its own few connections: one stays on LISTEN, the others take and finish tasks.
      pool = new pg.Pool({
        ...poolOptions,
        max: options.concurrency + 2,
        statement_timeout: undefined,
        query_timeout: undefined,
      });
      pool.on("error", () => undefined);
      pool.on("connect", (client) => client.on("error", () => undefined));
      runner = await run({
        pgPool: pool,
        taskList,
        concurrency: options.concurrency,
        pollInterval: options.pollIntervalMs ?? 2000,
        noHandleSignals: true,
        logger: queueLogger,
      });
    },
    async stop() {
      const stopping = runner;
      const closing = pool;
      runner = null;
      pool = null;
      await stopping?.stop();
      await closing?.end();
    },
  };
}
