import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { connectOrCreate } from "../src/db/connect.js";
import { createPrisma, type PrismaClient } from "../src/db/prisma.js";

export interface TestDatabase {
  url: string;
  pool: pg.Pool;
  prisma: PrismaClient;
  close(): Promise<void>;
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** A fresh database with every migration applied, for one test file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = inject("databaseServerUrl");
  const name = `${inject("testDatabasePrefix")}_${randomBytes(4).toString("hex")}`;
  const admin = await connectOrCreate(serverUrl);
  try {
    await admin.query(
      `CREATE DATABASE ${admin.escapeIdentifier(name)} TEMPLATE ${admin.escapeIdentifier(inject("templateDatabase"))}`,
    );
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // Dropping the database at close() ends connections the pool may still be closing; their
  // "terminating connection" would otherwise be the pool's unhandled 'error' event.
  pool.on("error", () => undefined);
  const prisma = createPrisma(pool);
  return {
    url,
    pool,
    prisma,
    async close() {
      await prisma.$disconnect();
      await pool.end();
      const dropper = await connectOrCreate(serverUrl);
      try {
        await dropper.query(
          `DROP DATABASE IF EXISTS ${dropper.escapeIdentifier(name)} WITH (FORCE)`,
        );
      } finally {
        await dropper.end();
      }
    },
  };
}
