import type pg from "pg";
import {
  ADMIN_EXACT_COUNT_BELOW_BYTES,
  ADMIN_EXACT_COUNT_BELOW_ROWS,
  ADMIN_TABLE_PAGE_DEFAULT,
  ADMIN_TABLE_PAGE_MAX,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError, NotFoundError } from "../../errors.js";
import { actorFor, recordAudit } from "./audit.js";
import { isInternalTable, isSecretColumn, MASKED } from "./secret-columns.js";

// The database browser, superusers only (the database section at full): the
// application's tables with their rows and size, and one table's rows a page at a time.
//
// Rows: an exact count(*) for a small table, the planner's estimate (pg_class.reltuples) for a
// big one, where counting costs a scan; the answer says which. reltuples is -1 for a table the
// planner has not analysed yet (and 0 until autovacuum looks at a table that was empty), so a
// freshly filled table would read 0 rows by its estimate alone.
//
// Which tables: every ordinary or partitioned table of the public schema, read from pg_catalog,
// minus Prisma's bookkeeping (_prisma_migrations: isInternalTable). The queue's tables are in
// their own schema (graphile_worker) and so never listed. Reading the catalogue rather than a
// hand-kept list means a new table is browsable the day its migration lands, and its
// secret-looking columns are caught by secret-columns.test.ts.
//
// Secrets are masked in the query itself (SECRET_COLUMNS), so they never leave the database:
// a masked column reads MASKED where it has a value, null where it has none.
// Reading a table's rows writes an audit entry (who read which table, which page).

export interface TableInfo {
  name: string;
  /** Exact for a small table (rowsExact), else the planner's estimate (pg_class.reltuples). */
  estimatedRows: number;
  /** Whether estimatedRows was counted (count(*)) rather than estimated. */
  rowsExact: boolean;
  /** Bytes on disk, indexes and TOAST included. */
  sizeBytes: number;
}

export interface TableColumn {
  name: string;
  type: string;
  masked: boolean;
}

export interface TablePage {
  name: string;
  columns: TableColumn[];
  /** Each row's values in the columns' order, as text (null stays null). */
  rows: (string | null)[][];
  limit: number;
  offset: number;
  estimatedRows: number;
  rowsExact: boolean;
}

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** A table as the catalogue has it, and whether it is small enough to count exactly. */
type CatalogueTable = TableInfo & { small: boolean };

async function catalogueTables(pool: pg.Pool | pg.PoolClient): Promise<CatalogueTable[]> {
  const { rows } = await pool.query<{
    name: string;
    estimated: string;
    size: string;
    small: boolean;
  }>(
    `SELECT c.relname AS name, greatest(c.reltuples, 0)::bigint AS estimated,
       pg_total_relation_size(c.oid) AS size,
       CASE WHEN c.reltuples < 0 THEN pg_total_relation_size(c.oid) < $2
         ELSE c.reltuples < $1 END AS small
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     ORDER BY c.relname`,
    [ADMIN_EXACT_COUNT_BELOW_ROWS, ADMIN_EXACT_COUNT_BELOW_BYTES],
  );
  return rows
    .filter((row) => !isInternalTable(row.name))
    .map((row) => ({
      name: row.name,
      estimatedRows: Number(row.estimated),
      rowsExact: false,
      sizeBytes: Number(row.size),
      small: row.small,
    }));
}

/** The application's tables, by name, with the planner's estimates of their rows. */
export async function applicationTables(pool: pg.Pool | pg.PoolClient): Promise<TableInfo[]> {
  return (await catalogueTables(pool)).map(({ small: _, ...table }) => table);
}

/** The tables with the small ones' rows counted exactly, in one statement. */
async function withExactCounts(
  pool: pg.Pool,
  tables: readonly CatalogueTable[],
): Promise<TableInfo[]> {
  const small = tables.filter((table) => table.small);
  const counted = new Map<string, number>();
  if (small.length > 0) {
    const { rows } = await pool.query<{ name: string; rows: string }>(
      small
        .map(
          (table, i) =>
            `SELECT $${i + 1}::text AS name, count(*) AS rows FROM public.${ident(table.name)}`,
        )
        .join(" UNION ALL "),
      small.map((table) => table.name),
    );
    for (const row of rows) counted.set(row.name, Number(row.rows));
  }
  return tables.map(({ small: _, ...table }) => {
    const count = counted.get(table.name);
    return count === undefined ? table : { ...table, estimatedRows: count, rowsExact: true };
  });
}

/** A table's columns in their order, each with whether it is masked. */
export async function tableColumns(pool: pg.Pool, table: string): Promise<TableColumn[]> {
  const { rows } = await pool.query<{ name: string; type: string }>(
    `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type
     FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND c.relname = $1 AND a.attnum > 0 AND NOT a.attisdropped
     ORDER BY a.attnum`,
    [table],
  );
  return rows.map((row) => ({ ...row, masked: isSecretColumn(table, row.name) }));
}

/** The primary key's columns, for a stable order of pages. */
async function keyColumns(pool: pg.Pool, table: string): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT a.attname AS name
     FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     JOIN unnest(i.indkey) WITH ORDINALITY AS k(attnum, position) ON true
     JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
     WHERE n.nspname = 'public' AND c.relname = $1 AND i.indisprimary
     ORDER BY k.position`,
    [table],
  );
  return rows.map((row) => row.name);
}

/** limit 1 to ADMIN_TABLE_PAGE_MAX (100 when absent), offset 0 or more (0 when absent). */
export function tablePaging(limit: number | null | undefined, offset: number | null | undefined) {
  const pageLimit = limit ?? ADMIN_TABLE_PAGE_DEFAULT;
  if (!Number.isSafeInteger(pageLimit) || pageLimit < 1 || pageLimit > ADMIN_TABLE_PAGE_MAX) {
    throw new BadRequestError("paramWholeNumberRange", {
      name: "limit",
      min: 1,
      max: ADMIN_TABLE_PAGE_MAX,
    });
  }
  const pageOffset = offset ?? 0;
  if (!Number.isSafeInteger(pageOffset) || pageOffset < 0) {
    throw new BadRequestError("paramWholeNumberMin", { name: "offset", min: 0 });
  }
  return { limit: pageLimit, offset: pageOffset };
}

/** The select list: every column as text, secret ones replaced by MASKED in the query. */
export function maskedSelectList(table: string, columns: readonly TableColumn[]): string {
  return columns
    .map((column) =>
      isSecretColumn(table, column.name)
        ? `CASE WHEN ${ident(column.name)} IS NULL THEN NULL ELSE '${MASKED}' END AS ${ident(column.name)}`
        : `${ident(column.name)}::text AS ${ident(column.name)}`,
    )
    .join(", ");
}

/** The tables list for a superuser. */
export async function listTables(ctx: Pick<Context, "viewer" | "pool" | "clientAddress">) {
  actorFor(ctx, "database.browse");
  return withExactCounts(ctx.pool, await catalogueTables(ctx.pool));
}

/** One page of a table's rows for a superuser, secrets masked; audited. */
export async function readTable(
  ctx: Pick<Context, "viewer" | "pool" | "prisma" | "clientAddress">,
  name: string,
  limit?: number | null,
  offset?: number | null,
): Promise<TablePage> {
  const actor = actorFor(ctx, "database.browse");
  const paging = tablePaging(limit, offset);
  const listed = (await catalogueTables(ctx.pool)).find((entry) => entry.name === name);
  if (!listed) throw new NotFoundError();
  const [table = listed] = await withExactCounts(ctx.pool, [listed]);
  const columns = await tableColumns(ctx.pool, name);
  const key = await keyColumns(ctx.pool, name);
  const order = key.length > 0 ? key.map(ident).join(", ") : "ctid";
  const { rows } = await ctx.pool.query({
    text: `SELECT ${maskedSelectList(name, columns)} FROM public.${ident(name)}
      ORDER BY ${order} LIMIT $1 OFFSET $2`,
    values: [paging.limit, paging.offset],
    rowMode: "array",
  });
  await ctx.prisma.$transaction((tx) =>
    recordAudit(tx, actor, {
      action: "database.browse",
      targetType: "table",
      targetId: name,
      details: { ...paging, rows: rows.length },
    }),
  );
  return {
    name,
    columns,
    rows: rows as (string | null)[][],
    ...paging,
    estimatedRows: table.estimatedRows,
    rowsExact: table.rowsExact,
  };
}
