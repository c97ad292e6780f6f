import pg from "pg";

import { type Columns, insertRows as insert, type Query, type Row } from "../api/src/db/rows.js";

// The generator's writes over pg: batched inserts (../rows.ts) and one transaction for a seed.

export { BATCH_SIZE, type Columns, type Row } from "../api/src/db/rows.js";

/** What the seed functions accept: a pool (they check out a client) or a client of one. */
export type Database = pg.Pool | pg.ClientBase;

export const pgQuery =
  (db: Database): Query =>
  async (text, values) =>
    (await db.query(text, values)).rows;

/** Inserts `rows` in batches and returns the `returning` column of each, in row order. */
export function insertRows(
  db: Database,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  options: { returning?: string; batchSize?: number } = {},
): Promise<number[]> {
  return insert(pgQuery(db), table, columns, rows, options);
}

function isPool(db: Database): db is pg.Pool {
  return db instanceof pg.Pool;
}

/**
 * Runs `work` in one transaction: its own, or a savepoint inside the caller's when the caller
 * already opened one on this client (so the CLI can wrap reset and seeds in one transaction).
 */
export async function inTransaction<T>(
  db: Database,
  work: (client: pg.ClientBase) => Promise<T>,
): Promise<T> {
  const client = isPool(db) ? await db.connect() : db;
  let nested = true;
  try {
    try {
      await client.query("SAVEPOINT kaamsetu_seed");
    } catch (error) {
      if ((error as { code?: string }).code !== "25P01") throw error; // not in a transaction
      nested = false;
      await client.query("BEGIN");
    }
    try {
      const result = await work(client);
      await client.query(nested ? "RELEASE SAVEPOINT kaamsetu_seed" : "COMMIT");
      return result;
    } catch (error) {
      await client.query(nested ? "ROLLBACK TO SAVEPOINT kaamsetu_seed" : "ROLLBACK");
      throw error;
    }
  } finally {
    if (isPool(db)) (client as pg.PoolClient).release();
  }
}
