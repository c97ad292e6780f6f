import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { connectOrCreate } from "../src/db/connect.js";
import { type EmbeddedDatabase, startEmbeddedPostgres } from "../src/db/embedded.js";
import { migrate } from "../src/db/migrate.js";

// One PostgreSQL server for the run: the embedded one in a scratch directory, or the server of
// DATABASE_URL. One template database is migrated once; every test file clones it
// (api/test/database.ts), so files are isolated and start in milliseconds.

declare module "vitest" {
  export interface ProvidedContext {
    databaseServerUrl: string;
    templateDatabase: string;
    testDatabasePrefix: string;
  }
}

export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | null = null;
  let scratch: string | null = null;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    scratch = await fs.mkdtemp(path.join(os.tmpdir(), "kaamsetu-test-"));
    // Temporary: its data goes at the end even where it was kept outside the scratch directory
    // (as root, when TMPDIR is somewhere the postgres user cannot reach).
    embedded = await startEmbeddedPostgres({
      dataDir: scratch,
      port: 0,
      quiet: true,
      temporary: true,
    });
    serverUrl = embedded.urlFor("postgres");
  }
  const template = `kaamsetu_template_${process.pid}`;
  const templateUrl = new URL(serverUrl);
  templateUrl.pathname = `/${template}`;
  const client = await connectOrCreate(templateUrl.toString());
  try {
    await migrate(client);
  } finally {
    await client.end();
  }
  project.provide("databaseServerUrl", serverUrl);
  project.provide("templateDatabase", template);
  const prefix = `kaamsetu_test_${process.pid}`;
  project.provide("testDatabasePrefix", prefix);

  return async () => {
    const admin = await connectOrCreate(serverUrl);
    try {
      const leftovers = await admin.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2",
        [template, `${prefix}_%`],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(
          `DROP DATABASE IF EXISTS ${admin.escapeIdentifier(datname)} WITH (FORCE)`,
        );
      }
    } finally {
      await admin.end();
    }
    await embedded?.stop();
    if (scratch) await fs.rm(scratch, { recursive: true, force: true });
  };
}
