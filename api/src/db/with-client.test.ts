import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { withClient } from "./with-client.js";

// The database going away while a request holds a client between two statements is that
// request's error, never an uncaught 'error' event (which would end the process).

let db: TestDatabase;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.close());

it("turns a connection lost between two statements into the work's error", async () => {
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);
  process.on("uncaughtException", record);
  try {
    const work = withClient(db.pool, async (client) => {
      const { rows } = await client.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      await db.pool.query("SELECT pg_terminate_backend($1)", [rows[0]?.pid]);
      // The termination reaches this client while it runs no statement.
      await new Promise((resolve) => setTimeout(resolve, 200));
      await client.query("SELECT 1");
    });
    await expect(work).rejects.toThrow();
    expect(uncaught).toEqual([]);
    // The pool dropped the dead client and serves the next caller.
    expect((await db.pool.query("SELECT 1 AS one")).rows).toEqual([{ one: 1 }]);
  } finally {
    process.off("uncaughtException", record);
  }
});
