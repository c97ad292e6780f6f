import pg from "pg";
import type { Prisma } from "../generated/prisma/client.js";

// Batched multi-row writes: every column travels as one text[] parameter and is cast in the
// SELECT over unnest(), so 5,000 rows cost one round trip whatever their width. For bulk data
// (the demo's history, the benchmarks' volume data), over pg or a Prisma transaction alike.

/** Runs one statement and returns its rows. */
export type Query = (text: string, values: unknown[]) => Promise<Record<string, unknown>[]>;

/** Statements in a Prisma transaction (or on its client). */
export const prismaQuery =
  (db: Pick<Prisma.TransactionClient, "$queryRawUnsafe">): Query =>
  (text, values) =>
    db.$queryRawUnsafe<Record<string, unknown>[]>(text, ...values);

export type Row = Record<string, unknown>;

/** Column name to SQL type, e.g. { title: "text", skills: "text[]", job_type: "job_type" }. */
export type Columns = Record<string, string>;

export const BATCH_SIZE = 5000;

/** Some of a table's columns, with their types. */
export function pickColumns(columns: Columns, names: readonly string[]): Columns {
  return Object.fromEntries(names.map((name) => [name, columns[name] as string]));
}

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

/** One text[] parameter per column, for `rows`. */
function parameters(columns: Columns, rows: readonly Row[]): (string | null)[][] {
  return Object.entries(columns).map(([name, type]) => rows.map((row) => encode(row[name], type)));
}

const unnest = (columns: Columns) => {
  const names = Object.keys(columns);
  const params = names.map((_, i) => `$${i + 1}::text[]`).join(", ");
  const aliases = names.map((_, i) => `c${i}`).join(", ");
  return `unnest(${params}) WITH ORDINALITY AS u(${aliases}, ord)`;
};

/**
 * Inserts `rows` in batches and returns the `returning` column of each, in row order (ids are
 * drawn in the ORDER BY order and RETURNING follows it).
 */
export async function insertRows(
  query: Query,
  table: string,
  columns: Columns,
  rows: readonly Row[],
  options: { returning?: string; batchSize?: number } = {},
): Promise<number[]> {
  const names = Object.keys(columns);
  const targets = names.map((name) => pg.escapeIdentifier(name)).join(", ");
  const values = names.map((name, i) => `u.c${i}::${columns[name]}`).join(", ");
  const text =
    `INSERT INTO ${pg.escapeIdentifier(table)} (${targets}) SELECT ${values} ` +
    `FROM ${unnest(columns)} ORDER BY u.ord` +
    (options.returning ? ` RETURNING ${pg.escapeIdentifier(options.returning)}` : "");
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const returned: number[] = [];
  for (let start = 0; start < rows.length; start += batchSize) {
    const result = await query(text, parameters(columns, rows.slice(start, start + batchSize)));
    if (options.returning) {
      for (const row of result) returned.push(row[options.returning] as number);
    }
  }
  return returned;
}

/** Sets `columns` of the rows whose `keys` (int columns) hold each row's values of them. */
export async function updateRows(
  query: Query,
  table: string,
  keys: readonly string[],
  columns: Columns,
  rows: readonly Row[],
): Promise<void> {
  const all: Columns = { ...Object.fromEntries(keys.map((key) => [key, "int"])), ...columns };
  const names = Object.keys(all);
  const column = (name: string, i: number) =>
    `${pg.escapeIdentifier(name)} = u.c${i}::${all[name]}`;
  const sets = names.map(column).slice(keys.length).join(", ");
  const where = names
    .slice(0, keys.length)
    .map((name, i) => `t.${column(name, i)}`)
    .join(" AND ");
  const text = `UPDATE ${pg.escapeIdentifier(table)} t SET ${sets} FROM ${unnest(all)} WHERE ${where}`;
  for (let start = 0; start < rows.length; start += BATCH_SIZE) {
    await query(text, parameters(all, rows.slice(start, start + BATCH_SIZE)));
  }
}
