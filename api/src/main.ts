import cluster from "node:cluster";
import { setTimeout as delay } from "node:timers/promises";
import { fileURLToPath } from "node:url";
import { createApp } from "./app.js";
import {
  connectionBudget,
  connectionsPerProcess,
  runWorkers,
  workerCount,
} from "./cluster/primary.js";
import { type Config, ConfigError, loadConfig } from "./config.js";
import { type Database, DatabaseUnavailableError, openDatabase } from "./db/connect.js";
import { seedIfEmpty } from "./db/demo/on-start.js";
import { EmbeddedDatabaseError } from "./db/embedded-errors.js";
import { createPrisma } from "./db/prisma.js";
import { createMetricsServer, METRICS_PATH } from "./http/metrics-endpoint.js";
import { guardProcess } from "./http/process-guard.js";
import { createHttpServer } from "./http/server.js";
import { log, setLogLevel, usePrettyLogs } from "./log.js";
import { resolveSecretKey } from "./secret.js";
import { startAdminCountsCompactor } from "./services/admin/count-compaction.js";
import { boundConsoleRole } from "./services/admin/sql-console-role.js";
import { startJobAlertsHandOff } from "./services/alerts/hand-off.js";
import { startFileSweeper } from "./services/files/cleanup.js";
import { startJobExpirySweeper } from "./services/jobs/expiry.js";
import { startRatingSweeper } from "./services/ratings/summary.js";
import { createServices } from "./services.js";
import { startTracing } from "./tracing/tracing.js";
import { startTradeRefill } from "./trades/sync.js";

// config -> database (embedded or DATABASE_URL) -> migrations -> demo data when empty -> listen.

const SHUTDOWN_GRACE_MS = 10_000;

const shutdown: { signal: string | null; stop: (() => Promise<void>) | null } = {
  signal: null,
  stop: null,
};

async function main(): Promise<void> {
  guardProcess();
  const config = loadConfig();
  // JSON lines for a collector; readable ones for the developer at `npm run dev`.
  if (config.nodeEnv === "development") await usePrettyLogs();
  setLogLevel(config.logLevel);
  // Signals are ours from the first moment: the embedded PostgreSQL has its own process group
  // (a Ctrl-C reaches only us), so dying of a signal during start-up would leave it running.
  // One that comes before the server is up stops it as soon as the database is open.
  const onSignal = (signal: NodeJS.Signals) => {
    if (shutdown.signal) return;
    shutdown.signal = signal;
    log.info(`${signal}: shutting down`);
    void shutdown.stop?.();
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  // Several workers (WEB_CONCURRENCY, or production's cores): this process is their primary.
  if (cluster.isPrimary && workerCount(config, UNBOUNDED).workers > 1) return runPrimary(config);
  // A worker whose primary is gone (killed, crashed) stops as if told to.
  if (cluster.isWorker) process.once("disconnect", () => onSignal("SIGTERM"));
  // Before anything is served: OpenTelemetry is loaded only with an OTLP endpoint.
  const tracing = await startTracing(config.otlpEndpoint);
  if (tracing) log.info("traces go to OTEL_EXPORTER_OTLP_ENDPOINT (OTLP over HTTP)");

  // The database first: the embedded one explains a DATA_DIR it cannot use in one line.
  const database = await openDatabase(config, {
    queryTimeoutMs: config.dbQueryTimeoutMs,
    onEmbeddedGiveUp: (error) => {
      log.error(error.message);
      process.exit(1);
    },
  });
  const closeDatabase = () =>
    database.close().catch((error: unknown) => {
      log.warn(`closing the database: ${error instanceof Error ? error.message : String(error)}`);
    });
  if (shutdown.signal) {
    await closeDatabase();
    process.exit(0);
  }
  // The SQL console's role starts every session bounded, whatever changed its settings since
  // (by the primary, when there is one).
  if (!cluster.isWorker) await boundSqlConsoleRole(database);
  const secretKey = await resolveSecretKey(config);
  const prisma = createPrisma(database.pool);
  const services = createServices({ config, pool: database.pool, prisma, secretKey });
  const app = createApp(services);
  services.live.start();
  // Background tasks (job alerts) on this instance too; with JOB_ALERTS=false none are added.
  if (config.jobAlerts) await services.queue.start();
  // Posted jobs' alert tasks, from job_alerts_pending to the queue (services/alerts/hand-off.ts).
  const stopJobAlertsHandOff = config.jobAlerts
    ? startJobAlertsHandOff(database.pool)
    : async () => undefined;
  const stopFileSweeper = startFileSweeper(services);
  const stopRatingSweeper = startRatingSweeper(services);
  const stopJobExpirySweeper = startJobExpirySweeper(services);
  const stopAdminCountsCompactor = startAdminCountsCompactor(services);
  // Search's index of trades, when the trades table changed (trades/sync.ts): in the background.
  const stopTradeRefill = startTradeRefill(database.pool);
  // Requests still being handled when the stop comes finish before the database closes: a
  // connection cut at the grace period's end can leave its handler running.
  const inFlight = new Set<Promise<Response>>();
  const server = createHttpServer((request, context) => {
    const handling = app.fetch(request, context);
    inFlight.add(handling);
    handling.finally(() => inFlight.delete(handling)).catch(() => undefined);
    return handling;
  });
  // /metrics on a port of its own, for a scraper kept off the public one (still with the token).
  const metricsServer =
    config.metrics.port !== null && config.metrics.token
      ? createMetricsServer(services.metrics, config.metrics.token)
      : null;
  shutdown.stop = async () => {
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    const timer = setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS);
    if (metricsServer?.listening) {
      metricsServer.closeAllConnections();
      metricsServer.close();
    }
    stopFileSweeper();
    stopRatingSweeper();
    stopAdminCountsCompactor();
    const tradeRefillStopped = stopTradeRefill();
    // What it has not handed over stays pending for the next start (this one's or another's).
    await stopJobAlertsHandOff();
    // Running tasks finish; the rest wait in the database for the next start.
    await services.queue.stop().catch(() => undefined);
    stopJobExpirySweeper();
    // Ends the open notification streams, so their connections can close.
    await services.live.close().catch(() => undefined);
    if (server.listening) await new Promise((resolve) => server.close(resolve));
    clearTimeout(timer);
    while (inFlight.size > 0 && Date.now() < deadline) {
      await Promise.race([Promise.allSettled([...inFlight]), delay(deadline - Date.now())]);
    }
    await tradeRefillStopped;
    await services.rateLimiter.close().catch(() => undefined);
    await services.searchLog.flush();
    await prisma.$disconnect().catch(() => undefined);
    await closeDatabase();
    await tracing?.shutdown().catch(() => undefined);
    process.exit(0);
  };

  if (config.seedOnEmpty) await seedIfEmpty(services);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  log.info(`KaamSetu is running at http://localhost:${port} (${config.nodeEnv})`);
  if (metricsServer && !shutdown.signal) {
    await new Promise<void>((resolve, reject) => {
      metricsServer.once("error", reject);
      metricsServer.listen(config.metrics.port ?? 0, config.host, () => resolve());
    });
    log.info(`metrics at http://localhost:${config.metrics.port}${METRICS_PATH} (bearer token)`);
  }
}

async function boundSqlConsoleRole(database: Database): Promise<void> {
  await boundConsoleRole(database.pool).catch((error: unknown) => {
    log.warn(`the SQL console role: ${error instanceof Error ? error.message : String(error)}`);
  });
}

/** What the primary decides before it knows the database's max_connections. */
const UNBOUNDED = { maxConnections: Number.MAX_SAFE_INTEGER, reservedConnections: 0 };

/**
 * The primary of several workers: opens the database once (the embedded PostgreSQL started,
 * the migrations applied), forks the workers on it within its connection budget, and on a stop
 * waits for them before it closes the database.
 */
async function runPrimary(config: Config): Promise<void> {
  const database = await openDatabase(config, {
    onEmbeddedGiveUp: (error) => {
      log.error(error.message);
      process.exit(1);
    },
  });
  if (shutdown.signal) {
    await database.close().catch(() => undefined);
    process.exit(0);
  }
  await boundSqlConsoleRole(database);
  const secretKey = await resolveSecretKey(config);
  // The demo data of an empty database, before any worker serves (a worker waiting on its lock
  // for 30 s would time out and be restarted).
  if (config.seedOnEmpty) {
    const prisma = createPrisma(database.pool);
    const services = createServices({ config, pool: database.pool, prisma, secretKey });
    await seedIfEmpty(services);
    await services.searchLog.flush();
    await services.rateLimiter.close().catch(() => undefined);
    await prisma.$disconnect().catch(() => undefined);
  }
  const { workers, wanted, budget } = workerCount(config, await connectionBudget(database));
  log.info(
    `starting ${workers} workers (${config.webConcurrency ? "WEB_CONCURRENCY" : "cores"} ${wanted}, ` +
      `the database's connections allow ${budget} of ${connectionsPerProcess(config)} each)`,
  );
  const primary = runWorkers(fileURLToPath(import.meta.url), workers, {
    // The same database for all: the embedded one's address when it is ours.
    DATABASE_URL: database.url,
    SECRET_KEY: secretKey,
    // Loaded above when it was wanted.
    SEED_ON_EMPTY: "false",
  });
  shutdown.stop = async () => {
    await primary.stop();
    await database.close().catch(() => undefined);
    process.exit(0);
  };
  if (shutdown.signal) await shutdown.stop();
}

main().catch((error: unknown) => {
  // Start-up steps fail once a stop has closed the database under them; the stop exits.
  if (shutdown.signal && shutdown.stop) return;
  if (
    error instanceof ConfigError ||
    error instanceof DatabaseUnavailableError ||
    error instanceof EmbeddedDatabaseError
  ) {
    log.error(error.message);
  } else {
    log.error(`could not start: ${error instanceof Error ? error.message : String(error)}`);
    log.debug(error instanceof Error ? (error.stack ?? "") : "");
  }
  process.exit(1);
});
