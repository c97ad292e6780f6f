import pg from "pg";
import type { Database } from "./insert.js";

/** Empties every application table (all of schema public but Prisma's migration record). */
export async function resetDatabase(db: Database): Promise<void> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_catalog.pg_tables
     WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'
     ORDER BY tablename`,
  );
  if (rows.length === 0) return;
  const tables = rows.map((row) => `public.${pg.escapeIdentifier(row.name)}`).join(", ");
  await db.query(`TRUNCATE TABLE ${tables} RESTART IDENTITY CASCADE`);
}

/** True when there are no users and no jobs, i.e. nothing was ever seeded or registered. */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const { rows } = await db.query<{ empty: boolean }>(
    "SELECT NOT EXISTS (SELECT 1 FROM users) AND NOT EXISTS (SELECT 1 FROM jobs) AS empty",
  );
  return rows[0]?.empty ?? true;
}
