import { createReadStream, createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { to as copyTo } from "pg-copy-streams";
import tar from "tar-stream";
import type { Context } from "../../context.js";
import { log } from "../../log.js";
import { actorFor, recordAudit } from "./audit.js";
import { applicationTables } from "./db-browser.js";

// The backup download: a consistent snapshot of the application's data for a
// superuser (the backup section at full), as one tar archive streamed to the browser.
//
// - One transaction, REPEATABLE READ and READ ONLY: every table is read from the same snapshot,
//   so the files agree with each other (an application never names a job the archive lacks).
// - Each application table (db-browser.ts's list: the public schema minus Prisma's bookkeeping)
//   is written with COPY … TO STDOUT as CSV with a header, `<table>.csv`, plus manifest.json
//   (when, the last migration, each table's row count in the same snapshot).
// - Streamed: a tar entry must state its size first, so each table's COPY goes to a temporary
//   file, then into the archive, and the file is deleted; the archive is never held in memory and
//   the disk holds at most one table at a time.
// - Secret columns are INCLUDED (password, token, OTP and identity-number hashes, storage keys):
//   an archive without them restores accounts nobody can sign in to and files nobody can find.
//   That is why downloading one is the superuser's alone and every download is audited.
// - Not included: the queue's pending tasks (graphile_worker schema) and the uploaded files'
//   bytes (DATA_DIR/uploads), which are copied as files.
// Restoring: docs/operations.md, "Backups and restore", and restore-backup.ts, which the test uses.
// Production backups belong to PostgreSQL's own tools (base backups with WAL archiving, or
// pg_dump of the same major version); this is an administrator's copy of the data.

export const BACKUP_MANIFEST = "manifest.json";

export interface BackupManifest {
  createdAt: string;
  lastMigration: string | null;
  tables: { name: string; rows: number; file: string }[];
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The file a download is saved under, from its time (UTC). */
export const backupFilename = (at = new Date()) =>
  `kaamsetu-backup-${at.toISOString().slice(0, 19).replace(/[-:]/g, "").replace("T", "-")}.tar`;

/** Authorizes a download for a superuser and writes its audit row; answers the file's name. */
export async function authorizeBackup(
  ctx: Pick<Context, "viewer" | "clientAddress" | "prisma">,
): Promise<{ filename: string }> {
  const actor = actorFor(ctx, "backup.download");
  const filename = backupFilename();
  await ctx.prisma.$transaction((tx) =>
    recordAudit(tx, actor, {
      action: "backup.download",
      targetType: "database",
      targetId: "backup",
      details: { filename },
    }),
  );
  return { filename };
}

/** Copies one table as CSV into a file of `dir`; the file's path and size. */
async function copyTable(client: pg.PoolClient, table: string, dir: string) {
  const file = path.join(dir, `${table}.csv`);
  const source = client.query(
    copyTo(`COPY public.${ident(table)} TO STDOUT WITH (FORMAT csv, HEADER true)`),
  );
  await pipeline(source, createWriteStream(file));
  const { size } = await fs.stat(file);
  return { file, size };
}

/** Writes the archive into `pack`, then finalizes it; any failure destroys it. */
async function writeArchive(pool: pg.Pool, pack: tar.Pack): Promise<void> {
  const client = await pool.connect();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-backup-"));
  try {
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    // A big table takes longer than the server's usual statement limit.
    await client.query("SET LOCAL statement_timeout = 0");
    const tables = await applicationTables(client);
    const manifest: BackupManifest = {
      createdAt: new Date().toISOString(),
      lastMigration:
        (
          await client.query<{ name: string | null }>(
            `SELECT max(migration_name) AS name FROM _prisma_migrations
             WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
          )
        ).rows[0]?.name ?? null,
      tables: [],
    };
    for (const { name } of tables) {
      const { rows } = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM public.${ident(name)}`,
      );
      manifest.tables.push({ name, rows: Number(rows[0]?.n ?? 0), file: `${name}.csv` });
    }
    pack.entry({ name: BACKUP_MANIFEST }, `${JSON.stringify(manifest, null, 2)}\n`);
    for (const { name } of tables) {
      const { file, size } = await copyTable(client, name, dir);
      await pipeline(createReadStream(file), pack.entry({ name: `${name}.csv`, size }));
      await fs.rm(file, { force: true });
    }
    await client.query("COMMIT");
    pack.finalize();
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    log.warn("backup: failed", { error: error instanceof Error ? error.message : String(error) });
    pack.destroy(error instanceof Error ? error : new Error(String(error)));
  } finally {
    client.release();
    await fs.rm(dir, { recursive: true, force: true });
  }
}

/** The archive as a stream; it is written as it is read. */
export function backupStream(pool: pg.Pool): Readable {
  const pack = tar.pack();
  void writeArchive(pool, pack);
  // tar-stream's streams are streamx's; Node's own Readable reads it with backpressure.
  return Readable.from(pack);
}
