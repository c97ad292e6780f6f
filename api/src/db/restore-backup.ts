import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import tar from "tar-stream";
import { BACKUP_MANIFEST, type BackupManifest } from "../services/admin/backup.js";

// Restores an archive of the admin's backup download (services/admin/backup.ts) into a database
// migrated to the same last migration (migrate.ts first: npm run db:restore does both). In one
// transaction: every table of the archive is emptied, loaded from its CSV with COPY … FROM STDIN,
// its id sequences moved past the highest id, and its row count checked against the manifest;
// any difference rolls everything back. Triggers and foreign keys are not checked while loading
// (session_replication_role = replica: the rows were consistent in one snapshot, and the order of
// tables need not follow the keys), which needs a superuser login, as restoring usually does.

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString("utf8");
}

/** Restores the archive read from `archive`; answers its manifest. */
export async function restoreBackup(client: pg.Client, archive: Readable): Promise<BackupManifest> {
  const { rows } = await client.query<{ name: string | null }>(
    `SELECT max(migration_name) AS name FROM _prisma_migrations
     WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
  );
  const targetMigration = rows[0]?.name ?? null;
  await client.query("BEGIN");
  try {
    await client.query("SET LOCAL session_replication_role = replica");
    await client.query("SET LOCAL statement_timeout = 0");
    let manifest: BackupManifest | null = null;
    const extract = tar.extract();
    const done = pipeline(archive, extract);
    for await (const entry of extract) {
      const name = entry.header.name;
      if (name === BACKUP_MANIFEST) {
        manifest = JSON.parse(await readAll(entry)) as BackupManifest;
        if (manifest.lastMigration !== targetMigration) {
          throw new Error(
            `the backup was made at migration ${manifest.lastMigration}; this database is at ${targetMigration}`,
          );
        }
        const tables = manifest.tables.map((table) => `public.${ident(table.name)}`);
        if (tables.length > 0) await client.query(`TRUNCATE ${tables.join(", ")}`);
        continue;
      }
      const table = manifest?.tables.find((candidate) => candidate.file === name);
      if (!table) throw new Error(`${name}: not a table of the manifest (it comes first)`);
      await pipeline(
        entry,
        client.query(
          copyFrom(`COPY public.${ident(table.name)} FROM STDIN WITH (FORMAT csv, HEADER true)`),
        ),
      );
    }
    await done;
    if (!manifest) throw new Error("the archive has no manifest.json");
    for (const table of manifest.tables) {
      const counted = await client.query<{ n: string }>(
        `SELECT count(*) AS n FROM public.${ident(table.name)}`,
      );
      if (Number(counted.rows[0]?.n) !== table.rows) {
        throw new Error(
          `${table.name}: ${counted.rows[0]?.n} rows restored, ${table.rows} backed up`,
        );
      }
    }
    // Serial ids continue after the restored rows.
    await client.query(
      `SELECT setval(s.seq, greatest(coalesce(s.max_id, 0), 1), s.max_id IS NOT NULL)
       FROM (
         SELECT pg_get_serial_sequence(format('public.%I', c.relname), a.attname) AS seq,
           (xpath('/row/m/text()', query_to_xml(
             format('SELECT max(%I) AS m FROM public.%I', a.attname, c.relname), false, true, '')))[1]::text::bigint AS max_id
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
         WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
           AND c.relname = ANY ($1::text[])
           AND pg_get_serial_sequence(format('public.%I', c.relname), a.attname) IS NOT NULL
       ) s`,
      [manifest.tables.map((table) => table.name)],
    );
    await client.query("COMMIT");
    return manifest;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => undefined);
    archive.destroy();
    throw error;
  }
}
