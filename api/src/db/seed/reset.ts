import pg from "pg";
import type { Query } from "../rows.js";
import { type Database, pgQuery } from "./insert.js";

/** Empties every application table (all of schema public but Prisma's migration record). */
export async function resetDatabase(db: Database | Query): Promise<void> {
  const query = typeof db === "function" ? db : pgQuery(db);
  const rows = await query(
    `SELECT tablename AS name FROM pg_catalog.pg_tables
     WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
     ORDER BY tablename`,
    [],
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `public.${pg.escapeIdentifier(row.name as string)}`).join(", ");
  await query(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`, []);
}
