import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { isDatabaseUnavailable, isDataException } from "./failure.js";
import { createPrisma } from "./prisma.js";

// Real failures, as pg, Prisma's adapter and Prisma raise them: an outage must read as one
// however it is wrapped, and a bug must not.

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

const failureOf = (work: () => Promise<unknown>) =>
  work().then(
    () => {
      throw new Error("expected a failure");
    },
    (error: unknown) => error,
  );

/** A server address nothing listens on. */
const NOWHERE = "postgresql://postgres@127.0.0.1:1/nowhere";

describe("isDatabaseUnavailable", () => {
  it("recognises a refused connection from pg and through Prisma", async () => {
    const pool = new pg.Pool({ connectionString: NOWHERE, connectionTimeoutMillis: 2000 });
    pool.on("error", () => undefined);
    const prisma = createPrisma(pool);
    try {
      const fromPg = await failureOf(() => pool.query("SELECT 1"));
      const fromPrisma = await failureOf(() => prisma.user.count());
      expect(isDatabaseUnavailable(fromPg)).toBe(true);
      expect(isDatabaseUnavailable(fromPrisma)).toBe(true);
      expect(isDataException(fromPrisma)).toBe(false);
    } finally {
      await prisma.$disconnect();
      await pool.end();
    }
  });

  it("recognises an interactive transaction that ran past its time (rolled back: try again)", async () => {
    const prisma = createPrisma(db.pool);
    const expired = await failureOf(() =>
      prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`CREATE TEMP TABLE expired_work (id int)`;
          await new Promise((resolve) => setTimeout(resolve, 200));
          await tx.$executeRaw`INSERT INTO expired_work VALUES (1)`;
        },
        { timeout: 50 },
      ),
    );
    expect(isDatabaseUnavailable(expired)).toBe(true);
    expect(isDataException(expired)).toBe(false);
  });

  it("recognises a deadlock the server broke, through Prisma too", async () => {
    await db.pool.query("CREATE TABLE IF NOT EXISTS deadlock_rows (id int PRIMARY KEY, n int)");
    await db.pool.query("INSERT INTO deadlock_rows VALUES (1, 0), (2, 0) ON CONFLICT DO NOTHING");
    const prisma = createPrisma(db.pool);
    // Two transactions lock the same two rows in opposite order; the server rolls one back.
    let locked = 0;
    let bothLocked: () => void = () => undefined;
    const bothHaveOne = new Promise<void>((resolve) => {
      bothLocked = resolve;
    });
    const mover = (first: number, second: number) =>
      prisma.$transaction(
        async (tx) => {
          await tx.$executeRaw`UPDATE deadlock_rows SET n = n + 1 WHERE id = ${first}`;
          if (++locked === 2) bothLocked();
          await bothHaveOne;
          await tx.$executeRaw`UPDATE deadlock_rows SET n = n + 1 WHERE id = ${second}`;
        },
        { timeout: 10_000 },
      );
    const results = await Promise.allSettled([mover(1, 2), mover(2, 1)]);
    const failed = results.filter((result) => result.status === "rejected");
    expect(failed).toHaveLength(1);
    const [broken] = failed as PromiseRejectedResult[];
    expect(isDatabaseUnavailable(broken?.reason)).toBe(true);
  });

  it("recognises a backend killed mid-query, and a statement timeout", async () => {
    const client = new pg.Client({ connectionString: db.url });
    client.on("error", () => undefined);
    await client.connect();
    const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
    const killed = failureOf(() => client.query("SELECT pg_sleep(10)"));
    await db.pool.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
    expect(isDatabaseUnavailable(await killed)).toBe(true);
    await client.end().catch(() => undefined);

    const timed = new pg.Pool({ connectionString: db.url, statement_timeout: 50 });
    try {
      expect(isDatabaseUnavailable(await failureOf(() => timed.query("SELECT pg_sleep(1)")))).toBe(
        true,
      );
    } finally {
      await timed.end();
    }
  });

  it("does not take a bug or bad input for an outage", async () => {
    const syntax = await failureOf(() => db.pool.query("SELEC 1"));
    const range = await failureOf(() =>
      db.pool.query("SELECT $1::timestamptz", ["-271821-04-20T00:00:00Z"]),
    );
    const nul = await failureOf(() => db.prisma.$queryRaw`SELECT ${"a\u0000b"}::text`);
    expect(isDatabaseUnavailable(syntax)).toBe(false);
    expect(isDataException(syntax)).toBe(false);
    expect(isDatabaseUnavailable(range)).toBe(false);
    expect(isDataException(range)).toBe(true);
    expect(isDataException(nul)).toBe(true);
  });
});
