import { createHmac } from "node:crypto";
import pg from "pg";
import {
  SQL_CONSOLE_QUERY_MAX_LENGTH,
  SQL_CONSOLE_ROLE,
  SQL_CONSOLE_ROW_CAP,
  SQL_CONSOLE_TIMEOUT_MS,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError, fieldError, UnavailableError } from "../../errors.js";
import { actorFor, recordAudit } from "./audit.js";

// The read-only SQL console (issue 20 item 4), superusers only (the database section at full).
// Read-only by construction, not by keyword filtering:
// - Each query runs on its own connection logged in as SQL_CONSOLE_ROLE (migration
//   20261126170000_sql_console), which has SELECT on the application's tables minus their secret
//   columns and nothing else. It logs in itself rather than the application's connection doing
//   SET ROLE: a session whose login is a superuser could switch back with
//   set_config('role', ...) from inside a SELECT, and read server files with pg_read_file; the
//   console's own login is a member of no role, so it has nothing to switch to.
// - In a READ ONLY transaction, with statement_timeout, as a cursor (DECLARE ... CURSOR FOR takes
//   a SELECT, VALUES, TABLE or WITH query only) sent with the extended protocol, which refuses
//   more than one statement; at most SQL_CONSOLE_ROW_CAP rows are fetched, and the answer says
//   when there were more. The transaction is rolled back.
// - The first word is checked only to answer plainly; the role and the transaction decide.
// - Every query is written to the audit log, whether it ran or failed.
// Where the role does not exist (a managed database that refused to create it), the console
// answers that it is unavailable rather than running with more power.

export interface SqlResult {
  columns: string[];
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  rowCap: number;
}

/**
 * The console role's password: SQL_CONSOLE_PASSWORD when the operator set one, else derived from
 * the secret key (the same on every instance that shares it), which the application sets itself
 * where its own login may (the embedded PostgreSQL, which asks every login for a password).
 */
export const derivedPassword = (secretKey: string) =>
  createHmac("sha256", secretKey).update("kaamsetu sql console role").digest("hex");

/** The database the application uses, logged in as the console's role. */
function consoleConnection(pool: pg.Pool, password: string): pg.ClientConfig {
  const options = (pool as unknown as { options: pg.PoolConfig }).options;
  const url = options.connectionString ? new URL(options.connectionString) : null;
  return {
    host: url ? decodeURIComponent(url.hostname) : options.host,
    port: url?.port ? Number(url.port) : options.port,
    database: url ? decodeURIComponent(url.pathname.slice(1)) : options.database,
    user: SQL_CONSOLE_ROLE,
    password,
    connectionTimeoutMillis: SQL_CONSOLE_TIMEOUT_MS,
    statement_timeout: SQL_CONSOLE_TIMEOUT_MS,
    query_timeout: SQL_CONSOLE_TIMEOUT_MS * 2,
    application_name: "kaamsetu sql console",
  };
}

const READING = /^\s*(\(\s*)*(select|with|values|table)\b/i;

/** A value as JSON carries it: dates as ISO text, bytes as hex, the rest as pg parsed them. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString("hex")}`;
  if (typeof value === "bigint") return value.toString();
  return value;
}

/** A connection logged in as the console's role, or 503 where there is none to log in as. */
async function connect(pool: pg.Pool, secretKey: string, given: string | null): Promise<pg.Client> {
  const password = given ?? derivedPassword(secretKey);
  const attempt = async () => {
    const client = new pg.Client(consoleConnection(pool, password));
    client.on("error", () => undefined);
    await client.connect();
    return client;
  };
  try {
    return await attempt();
  } catch (error) {
    // 28P01: wrong password. Set the derived one (hex, so safe inline) where the application's
    // login may, then try once more; anything else means no console here.
    if ((error as { code?: string }).code !== "28P01" || given) {
      throw new UnavailableError("sqlConsoleUnavailable");
    }
  }
  try {
    await pool.query(`ALTER ROLE ${SQL_CONSOLE_ROLE} PASSWORD '${password}'`);
    return await attempt();
  } catch {
    throw new UnavailableError("sqlConsoleUnavailable");
  }
}

async function run(
  ctx: Pick<Context, "pool" | "secretKey" | "config">,
  query: string,
): Promise<SqlResult> {
  const client = await connect(ctx.pool, ctx.secretKey, ctx.config.sqlConsolePassword);
  try {
    await client.query("BEGIN TRANSACTION READ ONLY");
    await client.query(`SET LOCAL statement_timeout = ${SQL_CONSOLE_TIMEOUT_MS}`);
    // values: [] sends it with the extended protocol: one statement only.
    await client.query({ text: `DECLARE console_query NO SCROLL CURSOR FOR ${query}`, values: [] });
    const result = await client.query({
      text: `FETCH ${SQL_CONSOLE_ROW_CAP + 1} FROM console_query`,
      rowMode: "array",
    });
    const rows = (result.rows as unknown[][]).slice(0, SQL_CONSOLE_ROW_CAP);
    return {
      columns: result.fields.map((column) => column.name),
      rows: rows.map((row) => row.map(jsonValue)),
      rowCount: rows.length,
      truncated: result.rows.length > SQL_CONSOLE_ROW_CAP,
      rowCap: SQL_CONSOLE_ROW_CAP,
    };
  } catch (error) {
    if (error instanceof UnavailableError) throw error;
    const detail = error instanceof Error ? error.message : String(error);
    throw new BadRequestError("sqlFailed", { detail: detail.slice(0, 500) });
  } finally {
    await client.query("ROLLBACK").catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** Runs one read-only query for a superuser; audited whether it ran or failed. */
export async function executeSql(
  ctx: Pick<Context, "viewer" | "prisma" | "pool" | "clientAddress" | "secretKey" | "config">,
  rawQuery: string,
): Promise<SqlResult> {
  const actor = actorFor(ctx, "database.query");
  const query = rawQuery.trim().replace(/;\s*$/, "");
  if (!query) throw fieldError("query", "required");
  if (query.length > SQL_CONSOLE_QUERY_MAX_LENGTH) {
    throw fieldError("query", "maxLength", { count: SQL_CONSOLE_QUERY_MAX_LENGTH });
  }
  let outcome: Record<string, unknown>;
  try {
    const result = READING.test(query)
      ? await run(ctx, query)
      : (() => {
          throw new BadRequestError("sqlOnlySelect");
        })();
    outcome = { ok: true, rows: result.rowCount, truncated: result.truncated };
    return result;
  } catch (error) {
    outcome = { ok: false, error: error instanceof Error ? error.message : String(error) };
    throw error;
  } finally {
    await ctx.prisma.$transaction((tx) =>
      recordAudit(tx, actor, {
        action: "database.query",
        targetType: "database",
        targetId: "console",
        details: { query: query.slice(0, SQL_CONSOLE_QUERY_MAX_LENGTH), ...outcome },
      }),
    );
  }
}
