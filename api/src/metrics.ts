import { performance } from "node:perf_hooks";
import type pg from "pg";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { clusterMetricsText } from "./cluster/cluster-metrics.js";
import { log, requestRecord } from "./log.js";
import { QUEUE_SCHEMA } from "./queue/queue.js";

// What an operator scrapes at /metrics (http/metrics-endpoint.ts), through prom-client. Each
// app's services own one registry: tests build several apps in one process, and the global
// default registry would refuse the second set of the same names. Labels are bounded by
// construction: routes are templates (app.ts), GraphQL operations the names of the web app's
// persisted documents or "other", outcomes and reasons closed sets.

/** The counters the domain code bumps, without knowing what collects them. */
export interface OperationCounters {
  /** A one-time password handed to the SMS provider ("sent") or not delivered ("failed"). */
  otpSend(outcome: "sent" | "failed"): void;
  /** One failed attempt at the SMS gateway: no answer in time, the network, or its status. */
  smsGatewayFailure(reason: "timeout" | "network" | "status"): void;
}

/** Counters that count nothing, for code run outside an app (the seed, the benches). */
export const UNCOUNTED: OperationCounters = { otpSend: () => {}, smsGatewayFailure: () => {} };

/** Every metric name this registry exports, beside the process's own (`process_`, `nodejs_`). */
export const METRIC_NAMES = {
  httpRequestDuration: "kaamsetu_http_request_duration_seconds",
  requestSqlDuration: "kaamsetu_http_request_sql_duration_seconds",
  graphqlOperations: "kaamsetu_graphql_operations_total",
  poolConnections: "kaamsetu_db_pool_connections",
  poolWaiting: "kaamsetu_db_pool_waiting_requests",
  queueJobs: "kaamsetu_queue_jobs",
  queueOldestPendingAge: "kaamsetu_queue_oldest_pending_age_seconds",
  sseStreams: "kaamsetu_sse_streams_open",
  pageCache: "kaamsetu_page_cache_requests_total",
  otpSends: "kaamsetu_otp_sends_total",
  smsGatewayFailures: "kaamsetu_sms_gateway_failures_total",
} as const;

/** Queue tasks counted at a scrape at most; beyond, the gauges say this many. */
const QUEUE_COUNT_BOUND = 100_000;
/** A scrape reads the queue once however many of its gauges ask. */
const QUEUE_READ_REUSE_MS = 1000;

interface QueueFigures {
  pending: number;
  running: number;
  failed: number;
  oldestPendingSeconds: number;
}

export interface Metrics extends OperationCounters {
  readonly registry: Registry;
  /** What /metrics answers: this registry, or under node:cluster every worker's, gathered. */
  text(): Promise<string>;
  /** One answered request: its route template, status and time, and its SQL time. */
  observeRequest(request: {
    method: string;
    route: string;
    status: number;
    seconds: number;
    sqlSeconds: number;
  }): void;
  graphqlOperation(name: string, outcome: "success" | "error"): void;
  /** An event stream opened; the function returned closes it. */
  streamOpened(): () => void;
  pageCache(result: string): void;
}

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
const PAGE_CACHE_RESULTS = new Set(["hit", "miss", "shared", "bypass", "off"]);

export function createMetrics(pool: pg.Pool): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  measureSqlTime(pool);

  const requests = new Histogram({
    name: METRIC_NAMES.httpRequestDuration,
    help: "HTTP requests by method, route template and status, until the answer is ready",
    labelNames: ["method", "route", "status"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const requestSql = new Histogram({
    name: METRIC_NAMES.requestSqlDuration,
    help: "Time a request spent in SQL statements, by route template",
    labelNames: ["route"] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5],
    registers: [registry],
  });
  const operations = new Counter({
    name: METRIC_NAMES.graphqlOperations,
    help: "GraphQL operations executed, by operation name and outcome",
    labelNames: ["operation", "outcome"] as const,
    registers: [registry],
  });
  new Gauge({
    name: METRIC_NAMES.poolConnections,
    help: "The database pool's connections, by state (total, idle)",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
    },
  });
  new Gauge({
    name: METRIC_NAMES.poolWaiting,
    help: "Requests waiting for a connection of the database pool",
    registers: [registry],
    collect() {
      this.set(pool.waitingCount);
    },
  });

  let queueRead: { at: number; figures: Promise<QueueFigures | null> } | null = null;
  const queueFigures = () => {
    if (!queueRead || performance.now() - queueRead.at > QUEUE_READ_REUSE_MS) {
      queueRead = { at: performance.now(), figures: readQueue(pool) };
    }
    return queueRead.figures;
  };
  new Gauge({
    name: METRIC_NAMES.queueJobs,
    help: `Background queue tasks by state (pending, running, failed: out of attempts), up to ${QUEUE_COUNT_BOUND}`,
    labelNames: ["state"] as const,
    registers: [registry],
    // Every worker of a cluster reads the same shared table: gathered, one reading, not a sum.
    aggregator: "max",
    async collect() {
      const figures = await queueFigures();
      if (!figures) return;
      this.set({ state: "pending" }, figures.pending);
      this.set({ state: "running" }, figures.running);
      this.set({ state: "failed" }, figures.failed);
    },
  });
  new Gauge({
    name: METRIC_NAMES.queueOldestPendingAge,
    help: "Age of the oldest task due to run and not taken, in seconds (0: none)",
    registers: [registry],
    aggregator: "max",
    async collect() {
      const figures = await queueFigures();
      if (figures) this.set(figures.oldestPendingSeconds);
    },
  });

  const streams = new Gauge({
    name: METRIC_NAMES.sseStreams,
    help: "Server-sent event streams open (live notifications)",
    registers: [registry],
  });
  const pageCache = new Counter({
    name: METRIC_NAMES.pageCache,
    help: "Server-drawn pages asked for, by where the answer came from (hit, miss, shared, bypass, off)",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  const otpSends = new Counter({
    name: METRIC_NAMES.otpSends,
    help: "One-time passwords handed to the SMS provider (sent) or not delivered (failed)",
    labelNames: ["outcome"] as const,
    registers: [registry],
  });
  const smsFailures = new Counter({
    name: METRIC_NAMES.smsGatewayFailures,
    help: "Failed attempts at the SMS gateway, by reason (timeout, network, status)",
    labelNames: ["reason"] as const,
    registers: [registry],
  });
  // Both outcomes and every reason from the first scrape, so rates and alerts see zeros.
  for (const outcome of ["sent", "failed"]) otpSends.inc({ outcome }, 0);
  for (const reason of ["timeout", "network", "status"]) smsFailures.inc({ reason }, 0);

  const clusterText = clusterMetricsText(registry);
  return {
    registry,
    text: clusterText ?? (() => registry.metrics()),
    observeRequest({ method, route, status, seconds, sqlSeconds }) {
      const labels = { method: METHODS.has(method) ? method : "other", route };
      requests.observe({ ...labels, status: String(status) }, seconds);
      requestSql.observe({ route }, sqlSeconds);
    },
    graphqlOperation(name, outcome) {
      operations.inc({ operation: name, outcome });
    },
    streamOpened() {
      streams.inc();
      let open = true;
      return () => {
        if (!open) return;
        open = false;
        streams.dec();
      };
    },
    pageCache(result) {
      pageCache.inc({ result: PAGE_CACHE_RESULTS.has(result) ? result : "other" });
    },
    otpSend(outcome) {
      otpSends.inc({ outcome });
    },
    smsGatewayFailure(reason) {
      smsFailures.inc({ reason });
    },
  };
}

/**
 * The queue's figures from graphile-worker's jobs table, counting at most QUEUE_COUNT_BOUND
 * rows (one index-less scan of a table that holds only unfinished tasks); null when the
 * database cannot be read, so a scrape still answers with everything else.
 */
async function readQueue(pool: pg.Pool): Promise<QueueFigures | null> {
  try {
    const { rows } = await pool.query<{
      pending: number;
      running: number;
      failed: number;
      oldest: number | null;
    }>(
      `SELECT count(*) FILTER (WHERE locked_at IS NULL AND attempts < max_attempts)::int AS pending,
         count(*) FILTER (WHERE locked_at IS NOT NULL)::int AS running,
         count(*) FILTER (WHERE locked_at IS NULL AND attempts >= max_attempts)::int AS failed,
         extract(epoch FROM now() - min(run_at) FILTER (
           WHERE locked_at IS NULL AND attempts < max_attempts AND run_at <= now()))::float8 AS oldest
       FROM (SELECT locked_at, attempts, max_attempts, run_at FROM ${QUEUE_SCHEMA}.jobs
             LIMIT ${QUEUE_COUNT_BOUND}) AS bounded`,
    );
    const row = rows[0];
    if (!row) return null;
    return {
      pending: row.pending,
      running: row.running,
      failed: row.failed,
      oldestPendingSeconds: Math.max(0, row.oldest ?? 0),
    };
  } catch (error) {
    log.warn("metrics: could not read the queue", {
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  }
}

const MEASURED = Symbol("kaamsetu.sqlMeasured");
const OWNER = Symbol("kaamsetu.sqlOwner");

type Callback = (...args: unknown[]) => void;
type Measured = { [MEASURED]?: true; [OWNER]?: ReturnType<typeof requestRecord> };

/**
 * Adds each statement's time to the request that ran it (log.ts's request record), for the
 * per-request SQL histogram. `pool.query` is timed whole, where it was called; a client taken
 * with `pool.connect()` (transactions, Prisma's) belongs to the request that took it until the
 * next taking, and its statements are timed there. The pool's own use of `connect` for
 * `pool.query` carries no owner, so no statement counts twice.
 */
export function measureSqlTime(pool: pg.Pool): void {
  const target = pool as pg.Pool & Measured;
  if (target[MEASURED]) return;
  target[MEASURED] = true;
  const originalQuery = pool.query as unknown as (...args: unknown[]) => unknown;
  const originalConnect = pool.connect as unknown as (...args: unknown[]) => unknown;

  const timed = (record: NonNullable<ReturnType<typeof requestRecord>>) => {
    const started = performance.now();
    return () => {
      record.sqlMs += performance.now() - started;
    };
  };

  function run(self: unknown, original: (...args: unknown[]) => unknown, args: unknown[]) {
    const record = (self as Measured)[OWNER] ?? (self === pool ? requestRecord() : undefined);
    if (!record) return original.apply(self, args);
    const done = timed(record);
    const last = args.length - 1;
    const callback = args[last];
    if (typeof callback === "function") {
      args[last] = (...results: unknown[]) => {
        done();
        (callback as Callback)(...results);
      };
      return original.apply(self, args);
    }
    const result = original.apply(self, args) as { then?: unknown } | undefined;
    if (result && typeof result.then === "function") {
      (result as Promise<unknown>).then(done, done);
    }
    return result;
  }

  function measureClient(client: pg.PoolClient): void {
    const measured = client as pg.PoolClient & Measured;
    if (measured[MEASURED]) return;
    measured[MEASURED] = true;
    // The class's query as it is at each call, not as it was when the client was first taken:
    // whatever wraps pg's Client (a driver's instrumentation, a test counting statements) still
    // sees every statement.
    const prototype = Object.getPrototypeOf(client) as { query: (...args: unknown[]) => unknown };
    (client as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
      return run(this, prototype.query, args);
    };
  }

  (pool as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    return run(this, originalQuery, args);
  };
  (pool as unknown as { connect: unknown }).connect = function (this: unknown, ...args: unknown[]) {
    const callback = args[0];
    if (typeof callback === "function") {
      // pg-pool's own query(): timed whole by the wrapper above.
      return originalConnect.call(
        this,
        (error: unknown, client: pg.PoolClient, ...rest: unknown[]) => {
          if (client) {
            measureClient(client);
            (client as pg.PoolClient & Measured)[OWNER] = undefined;
          }
          (callback as Callback)(error, client, ...rest);
        },
      );
    }
    const owner = requestRecord();
    return (originalConnect.call(this) as Promise<pg.PoolClient>).then((client) => {
      measureClient(client);
      (client as pg.PoolClient & Measured)[OWNER] = owner;
      return client;
    });
  };
}
