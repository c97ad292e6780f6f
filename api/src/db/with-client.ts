import type pg from "pg";

// One pool client for several statements in a row. The pool listens for a client's 'error' only
// while the client is idle in it; a client taken out is on its own, and pg emits 'error' on it
// whenever its connection ends unexpectedly (the database restarting, a killed backend), even
// between two statements. Without a listener that event is uncaught; with this one the work's
// current or next statement fails instead, as that request's error.

export async function withClient<T>(
  pool: pg.Pool,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  const surfacedByTheNextStatement = () => undefined;
  client.on("error", surfacedByTheNextStatement);
  try {
    return await work(client);
  } finally {
    client.removeListener("error", surfacedByTheNextStatement);
    // A client whose connection failed is not queryable: the pool drops it rather than reuse it.
    client.release();
  }
}
