import pg from "pg";
import type { Query } from "../api/src/db/rows.js";
import { type Database, pgQuery } from "./insert.js";

/**
 * The reference data the migration runner keeps in step (api/src/places/sync.ts,
 * api/src/trades/sync.ts).
 */
export const REFERENCE_TABLES = ["_prisma_migrations", "places", "place_names", "search_trades"];

/**
 * Empties every application table: all of schema public but Prisma's migration record, the
 * places catalogue and the trades' queries.
 */
export async function resetDatabase(db: Database | Query): Promise<void> {
  const query = typeof db === "function" ? db : pgQuery(db);
  const rows = await query(
    `SELECT tablename AS name FROM pg_catalog.pg_tables
     WHERE schemaname = 'public' AND tablename <> ALL($1::text[])
     ORDER BY tablename`,
    [REFERENCE_TABLES],
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `public.${pg.escapeIdentifier(row.name as string)}`).join(", ");
  await query(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`, []);
}
