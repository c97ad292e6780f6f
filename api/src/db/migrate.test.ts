import { createHash } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { connectOrCreate, DatabaseUnavailableError } from "./connect.js";
import { migrate, pendingMigrations, readMigrations } from "./migrate.js";

// The runner on an empty database of its own, apart from the migrated test databases.

let db: TestDatabase;
let emptyUrl: string;

beforeAll(async () => {
  db = await createTestDatabase();
  const url = new URL(db.url);
  url.pathname = `${url.pathname}_empty`;
  emptyUrl = url.toString();
});

afterAll(async () => {
  const admin = await connectOrCreate(db.url);
  await admin.query(
    `DROP DATABASE IF EXISTS ${admin.escapeIdentifier(new URL(emptyUrl).pathname.slice(1))} WITH (FORCE)`,
  );
  await admin.end();
  await db.close();
});

describe("migrate", () => {
  it("applies every migration once even when two processes start together", async () => {
    const [a, b] = await Promise.all([connectOrCreate(emptyUrl), connectOrCreate(emptyUrl)]);
    try {
      const migrations = await readMigrations();
      const [first, second] = await Promise.all([migrate(a, migrations), migrate(b, migrations)]);
      expect([...first, ...second].sort()).toEqual(migrations.map((m) => m.name).sort());
      expect(await pendingMigrations(a, migrations)).toEqual([]);
      expect(await migrate(a, migrations)).toEqual([]);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  });

  it("records migrations in _prisma_migrations as Prisma does", async () => {
    const migrations = await readMigrations();
    const { rows } = await db.pool.query(
      `SELECT migration_name, checksum, finished_at, rolled_back_at, applied_steps_count, logs
       FROM _prisma_migrations ORDER BY migration_name`,
    );
    expect(rows).toHaveLength(migrations.length);
    for (const [index, migration] of migrations.entries()) {
      expect(rows[index]).toMatchObject({
        migration_name: migration.name,
        checksum: createHash("sha256").update(migration.sql).digest("hex"),
        rolled_back_at: null,
        applied_steps_count: 1,
        logs: null,
      });
      expect(rows[index].finished_at).toBeInstanceOf(Date);
    }
  });

  it("rolls a failing migration back whole and says which one failed", async () => {
    const client = await connectOrCreate(emptyUrl);
    try {
      const broken = [
        ...(await readMigrations()),
        {
          name: "29990101000000_broken",
          sql: "CREATE TABLE half_done (id int); SELECT 1/0;",
          checksum: "x",
        },
      ];
      await expect(migrate(client, broken)).rejects.toThrow(/29990101000000_broken failed/);
      const left = await client.query("SELECT to_regclass('half_done') AS t");
      expect(left.rows[0].t).toBeNull();
      expect(await pendingMigrations(client, broken)).toEqual(["29990101000000_broken"]);
    } finally {
      await client.end();
    }
  });
});

describe("connectOrCreate", () => {
  it("fails with one clear line naming the URL without its password", async () => {
    const error = await connectOrCreate("postgresql://app:s3cret@127.0.0.1:1/kaamsetu").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    const message = (error as Error).message;
    expect(message).toMatch(
      /^cannot connect to the database at postgresql:\/\/app:\*\*\*@127\.0\.0\.1:1\/kaamsetu: /,
    );
    expect(message).toMatch(/ECONNREFUSED/);
    expect(message).not.toContain("s3cret");
    expect(message).not.toContain("\n");
  });

  it("creates a missing database", async () => {
    const url = new URL(db.url);
    url.pathname = `${url.pathname}_created`;
    const client = await connectOrCreate(url.toString());
    const { rows } = await client.query("SELECT current_database() AS name");
    expect(rows[0].name).toBe(url.pathname.slice(1));
    await client.end();
    const admin = new pg.Client(db.url);
    await admin.connect();
    await admin.query(`DROP DATABASE ${admin.escapeIdentifier(rows[0].name)} WITH (FORCE)`);
    await admin.end();
  });
});
