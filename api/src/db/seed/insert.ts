import pg from "pg";

// Batched multi-row inserts: every column travels as one text[] parameter and is cast in the
// SELECT over unnest(), so 5,000 rows cost one round trip whatever their width.

/** What the seed functions accept: a pool (they check out a client) or a client of one. */
export type Database = pg.Pool | pg.ClientBase;

export type Row = Record<string, unknown>;

/** Column name to SQL type, e.g. { title: "text", skills: "text[]", job_type: "job_type" }. */
export type Columns = Record<string, string>;

export const BATCH_SIZE = 5000;

function arrayLiteral(items: readonly unknown[]): string {
  const quoted = items.map((item) =>
    item === null || item === undefined
      ? "NULL"
      : `"${String(item).replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`,
  );
  return `{${quoted.join(",")}}`;
}

function encode(value: unknown, type: string): string | null {
  if (value === null || value === undefined) return null;
  if (type.endsWith("[]")) return arrayLiteral(value as unknown[]);
  if (type === "jsonb" || type === "json") return JSON.stringify(value);
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

function insertSql(table: string, columns: Columns, returning: string | undefined): string {
  const names = Object.keys(columns);
  const targets = names.map((name) => pg.escapeIdentifier(name)).join(", ");
  const values = names.map((name, i) => `u.c${i}::${columns[name]}`).join(", ");
  const params = names.map((_, i) => `$${i + 1}::text[]`).join(", ");
  const aliases = names.map((_, i) => `c${i}`).join(", ");
  return (
    `INSERT INTO ${pg.escapeIdentifier(table)} (${targets}) SELECT ${values} ` +
    `FROM unnest(${params}) WITH ORDINALITY AS u(${aliases}, ord) ORDER BY u.ord` +
    (returning ? ` RETURNING ${pg.escapeIdentifier(returning)}` : "")
  );
}

/**
 * Inserts `rows` in batches and returns the `returning` column of each, in row order (ids are
 * drawn in the ORDER BY order and RETURNING follows it).
 */
export async function insertRows(
  db: Database,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  options: { returning?: string; batchSize?: number } = {},
): Promise<number[]> {
  const sql = insertSql(table, columns, options.returning);
  const names = Object.keys(columns);
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const returned: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = rows.slice(start, start + batchSize);
    const params = names.map((name) => {
      const type = columns[name] as string;
      return batch.map((row) => encode(row[name], type));
    });
    const result = await db.query<Record<string, number>>(sql, params);
    if (options.returning) {
      for (const row of result.rows) returned.push(row[options.returning] as number);
    }
  }
  return returned;
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
