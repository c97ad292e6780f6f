import { createHash, randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import type pg from "pg";
import { log } from "../log.js";
import { ROOT } from "../paths.js";
import { syncPlaces } from "../places/sync.js";
import { installQueue } from "../queue/queue.js";
import { syncTrades } from "../trades/sync.js";

// Applies prisma/migrations/<name>/migration.sql in name order, each in its own transaction,
// and records it in Prisma's own `_prisma_migrations` table exactly as `prisma migrate deploy`
// does, so a deployment with the real engine can take over the same database. The advisory lock
// is the one Prisma's engine takes, so this runner, a second instance starting at the same time
// and `prisma migrate deploy` never migrate at once. Then it brings the places tables in step with
// the catalogue in the code (places/sync.ts), so every migrated database has them, search's index
// of trades with the trades table (trades/sync.ts), and installs
// the background queue's schema (queue/queue.ts).

export const MIGRATIONS_DIR = path.join(ROOT, "prisma/migrations");
const PRISMA_ADVISORY_LOCK = 72707369;

const CREATE_MIGRATIONS_TABLE = `CREATE TABLE IF NOT EXISTS "_prisma_migrations" (
    "id"                    VARCHAR(36) PRIMARY KEY NOT NULL,
    "checksum"              VARCHAR(64) NOT NULL,
    "finished_at"           TIMESTAMPTZ,
    "migration_name"        VARCHAR(255) NOT NULL,
    "logs"                  TEXT,
    "rolled_back_at"        TIMESTAMPTZ,
    "started_at"            TIMESTAMPTZ NOT NULL DEFAULT now(),
    "applied_steps_count"   INTEGER NOT NULL DEFAULT 0
)`;

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(dir = MIGRATIONS_DIR): Promise<Migration[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true });
  const names = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await fs.readFile(path.join(dir, name, "migration.sql"), "utf8");
      return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
    }),
  );
}

interface AppliedRow {
  migration_name: string;
  checksum: string;
  finished_at: Date | null;
  rolled_back_at: Date | null;
}

async function appliedMigrations(client: pg.ClientBase): Promise<AppliedRow[]> {
  const exists = await client.query<{ found: boolean }>(
    "SELECT to_regclass('public._prisma_migrations') IS NOT NULL AS found",
  );
  if (!exists.rows[0]?.found) return [];
  const result = await client.query<AppliedRow>(
    `SELECT migration_name, checksum, finished_at, rolled_back_at FROM "_prisma_migrations"
     WHERE rolled_back_at IS NULL ORDER BY started_at`,
  );
  return result.rows;
}

/** Names of migrations on disk that the database has not finished applying. */
export async function pendingMigrations(
  client: pg.ClientBase,
  migrations: Migration[],
): Promise<string[]> {
  const finished = new Set(
    (await appliedMigrations(client))
      .filter((row) => row.finished_at)
      .map((row) => row.migration_name),
  );
  return migrations.filter((m) => !finished.has(m.name)).map((m) => m.name);
}

/** Applies every pending migration; returns the names applied by this call. */
export async function migrate(client: pg.ClientBase, migrations?: Migration[]): Promise<string[]> {
  const all = migrations ?? (await readMigrations());
  await client.query("SELECT pg_advisory_lock($1)", [PRISMA_ADVISORY_LOCK]);
  try {
    await client.query(CREATE_MIGRATIONS_TABLE);
    const applied = await appliedMigrations(client);
    const failed = applied.find((row) => !row.finished_at);
    if (failed) {
      throw new Error(
        `migration ${failed.migration_name} failed earlier and is recorded as unfinished; resolve it in _prisma_migrations before starting`,
      );
    }
    const byName = new Map(applied.map((row) => [row.migration_name, row]));
    const done: string[] = [];
    for (const migration of all) {
      const row = byName.get(migration.name);
      if (row) {
        if (row.checksum !== migration.checksum) {
          log.warn(`migration ${migration.name} was edited after it was applied`);
        }
        continue;
      }
      await applyOne(client, migration);
      done.push(migration.name);
    }
    // The reference data the migrations' tables hold, from the code: cheap when unchanged.
    await syncPlaces(client);
    // Search's index of trades from the trades table (trades/sync.ts), likewise; the first time
    // after its migration, and when the table changes, it fills the index from the jobs.
    await syncTrades(client);
    // The background queue's own schema (graphile_worker), versioned by the library.
    await installQueue(client);
    return done;
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [PRISMA_ADVISORY_LOCK]);
  }
}

async function applyOne(client: pg.ClientBase, migration: Migration): Promise<void> {
  const id = randomUUID();
  await client.query("BEGIN");
  try {
    await client.query(
      `INSERT INTO "_prisma_migrations" (id, checksum, migration_name, started_at, applied_steps_count)
       VALUES ($1, $2, $3, now(), 0)`,
      [id, migration.checksum, migration.name],
    );
    await client.query(migration.sql);
    await client.query(
      `UPDATE "_prisma_migrations" SET finished_at = now(), applied_steps_count = 1 WHERE id = $1`,
      [id],
    );
    await client.query("COMMIT");
  } catch (error) {
    await client.query("ROLLBACK");
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`migration ${migration.name} failed and was rolled back: ${reason}`);
  }
  log.info(`applied migration ${migration.name}`);
}
