import { createReadStream } from "node:fs";
import { connectOrCreate } from "./connect.js";
import { migrate } from "./migrate.js";
import { restoreBackup } from "./restore-backup.js";

// DATABASE_URL=postgresql://… npm run db:restore -- kaamsetu-backup-….tar
// Migrates the database named by DATABASE_URL (created when missing) to this code's last
// migration, then restores the archive into it (restore-backup.ts): every table of the archive
// is replaced by the archive's rows. The archive must come from the same last migration.

async function main(): Promise<void> {
  const file = process.argv.slice(2).find((arg) => arg !== "--");
  const url = process.env.DATABASE_URL;
  if (!file || !url) {
    console.error("usage: DATABASE_URL=postgresql://… npm run db:restore -- <backup.tar>");
    process.exit(2);
  }
  const client = await connectOrCreate(url);
  try {
    await migrate(client);
    const manifest = await restoreBackup(client, createReadStream(file));
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    console.log(
      `db:restore: ${manifest.tables.length} tables, ${rows} rows, backed up ${manifest.createdAt}`,
    );
  } finally {
    await client.end();
  }
}

main().catch((error: unknown) => {
  console.error(`db:restore: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
