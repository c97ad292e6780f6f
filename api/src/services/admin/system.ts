import { readFileSync } from "node:fs";
import path from "node:path";
import { refusalsInLastHour } from "../../auth/rate-limit-refusals.js";
import type { Context } from "../../context.js";
import { ROOT } from "../../paths.js";
import { QUEUE_SCHEMA } from "../../queue/queue.js";
import type { ListenerState } from "../notifications/live.js";
import { actorFor } from "./audit.js";

// The system section: what an operator looks at to decide whether something
// is wrong. Read with the system section at read only (superuser, admin, operator). Each figure
// is read when asked, nothing is cached:
// - the database: PostgreSQL's version, this database's size, connections to it now and the
//   server's limit, migrations applied (count and the last one);
// - this server: its version (package.json) and how long this process has run;
// - the live-notification listener of this process (services/notifications/live.ts);
// - requests the rate limits refused in the last hour, counted by this process in memory
//   (auth/rate-limit-refusals.ts): other instances count their own;
// - the background queue (graphile-worker, queue/queue.ts): tasks waiting or running, and those
//   that failed at least once and wait to be retried.

export interface SystemStatus {
  databaseVersion: string;
  databaseSizeBytes: number;
  connections: number;
  maxConnections: number;
  migrationsApplied: number;
  lastMigration: string | null;
  lastMigrationAt: Date | null;
  serverVersion: string;
  uptimeSeconds: number;
  listener: ListenerState;
  /** Null where the limiter does not count (a test's own). */
  rateLimitRefusalsLastHour: number | null;
  queueDepth: number;
  queueFailing: number;
}

/** package.json's version, read once. */
let serverVersion: string | null = null;
function version(): string {
  serverVersion ??= String(
    JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).version ?? "unknown",
  );
  return serverVersion;
}

export async function systemStatus(
  ctx: Pick<Context, "viewer" | "clientAddress" | "pool" | "live" | "rateLimiter">,
): Promise<SystemStatus> {
  actorFor(ctx, "system.read");
  const [database, migrations, queue] = await Promise.all([
    ctx.pool.query<{ version: string; size: string; connections: number; max: string }>(
      `SELECT current_setting('server_version') AS version,
         pg_database_size(current_database()) AS size,
         (SELECT count(*)::int FROM pg_stat_activity WHERE datname = current_database())
           AS connections,
         current_setting('max_connections') AS max`,
    ),
    ctx.pool.query<{ applied: number; last: string | null; at: Date | null }>(
      `SELECT count(*)::int AS applied,
         (array_agg(migration_name ORDER BY migration_name DESC))[1] AS last,
         max(finished_at) AS at
       FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
    ),
    ctx.pool.query<{ depth: number; failing: number }>(
      `SELECT count(*)::int AS depth, count(*) FILTER (WHERE last_error IS NOT NULL)::int AS failing
       FROM ${QUEUE_SCHEMA}.jobs`,
    ),
  ]);
  const db = database.rows[0];
  const applied = migrations.rows[0];
  return {
    databaseVersion: db?.version ?? "",
    databaseSizeBytes: Number(db?.size ?? 0),
    connections: db?.connections ?? 0,
    maxConnections: Number(db?.max ?? 0),
    migrationsApplied: applied?.applied ?? 0,
    lastMigration: applied?.last ?? null,
    lastMigrationAt: applied?.at ?? null,
    serverVersion: version(),
    uptimeSeconds: Math.floor(process.uptime()),
    listener: ctx.live.state(),
    rateLimitRefusalsLastHour: refusalsInLastHour(ctx.rateLimiter),
    queueDepth: queue.rows[0]?.depth ?? 0,
    queueFailing: queue.rows[0]?.failing ?? 0,
  };
}
