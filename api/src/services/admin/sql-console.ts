import { createHmac } from "node:crypto";
import pg from "pg";
import {
  SQL_CONSOLE_ANSWER_DEADLINE_MS,
  SQL_CONSOLE_ANSWER_MAX_BYTES,
  SQL_CONSOLE_BUSY_RETRY_SECONDS,
  SQL_CONSOLE_IDLE_TIMEOUT_MS,
  SQL_CONSOLE_QUERY_MAX_LENGTH,
  SQL_CONSOLE_ROLE,
  SQL_CONSOLE_ROW_CAP,
  SQL_CONSOLE_TIMEOUT_MS,
  SQL_CONSOLE_WORK_MEM_KB,
} from "../../constants.js";
import type { Context } from "../../context.js";
import { AppError, BadRequestError, fieldError, UnavailableError } from "../../errors.js";
import { actorFor, recordAudit } from "./audit.js";
import { answerStatement, readAnswer } from "./sql-console-answer.js";
import { consoleStatement } from "./sql-console-check.js";

// The read-only SQL console, superusers only (the database section at full).
// Read-only by construction, each layer on its own:
// - PostgreSQL's own parser (sql-console-check.ts) lets through exactly one SELECT with nothing
//   in it that writes, locks rows or reaches other sessions or the server (pg_notify, advisory
//   locks, set_config, ...); a syntax error answers with the parser's message.
// - Each query runs on its own connection logged in as SQL_CONSOLE_ROLE (migration
//   20261126170000_sql_console), which has SELECT on the application's tables minus their secret
//   columns and nothing else. It logs in itself rather than the application's connection doing
//   SET ROLE: a session whose login is a superuser could switch back with
//   set_config('role', ...) from inside a SELECT, and read server files with pg_read_file; the
//   console's own login is a member of no role, so it has nothing to switch to. The role's own
//   settings bound every session of it (statement_timeout, temp_file_limit, ...; migration
//   20261207110000_console_bounds, written again at every start by sql-console-role.ts), and it
//   may not run pg_notify or the advisory-lock functions where the database let us revoke them.
// - In a READ ONLY transaction, as a cursor sent as a named prepared statement (the extended
//   protocol: the server refuses a second statement in it). The answer is cut by the database
//   itself to SQL_CONSOLE_ROW_CAP rows and SQL_CONSOLE_ANSWER_MAX_BYTES of values
//   (sql-console-answer.ts); it says when either cut. The transaction is rolled back.
// - The backend never outlives the answer: when the request goes away or the answer's deadline
//   passes, the application's pool cancels it and its connection is closed.
// - Every query is written to the audit log, whether it ran or failed.
// Where the role does not exist (a managed database that refused to create it), the console
// answers that it is unavailable rather than running with more power; while all of the role's
// connections are taken, that it is busy.

export interface SqlResult {
  columns: string[];
  rows: unknown[][];
  rowCount: number;
  truncated: boolean;
  rowCap: number;
  /** Values were cut, and rows after them left out, to keep the answer within byteCap. */
  sizeTruncated: boolean;
  byteCap: number;
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
    // The role's own settings say the same (sql-console-role.ts); these hold where the database
    // would not let the application write them.
    statement_timeout: SQL_CONSOLE_TIMEOUT_MS,
    idle_in_transaction_session_timeout: SQL_CONSOLE_IDLE_TIMEOUT_MS,
    options: `-c work_mem=${SQL_CONSOLE_WORK_MEM_KB}`,
    query_timeout: SQL_CONSOLE_ANSWER_DEADLINE_MS,
    application_name: CONSOLE_APPLICATION_NAME,
  };
}

/** How the console's sessions name themselves in pg_stat_activity. */
export const CONSOLE_APPLICATION_NAME = "kaamsetu sql console";

/** A value as JSON carries it: dates as ISO text, bytes as hex, the rest as pg parsed them. */
function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString("hex")}`;
  if (typeof value === "bigint") return value.toString();
  return value;
}

const TOO_MANY_CONNECTIONS = "53300";

/** Rows fetched at a time: 11 round trips at most for the row cap. */
const FETCH_BATCH = 100;

/** What a failed log-in means to the caller: every console connection taken, or no console. */
function connectFailure(error: unknown): AppError {
  if ((error as { code?: string }).code === TOO_MANY_CONNECTIONS) {
    return new AppError("UNAVAILABLE", ["sqlConsoleBusy"], {
      retryAfterSeconds: SQL_CONSOLE_BUSY_RETRY_SECONDS,
    });
  }
  return new UnavailableError("sqlConsoleUnavailable");
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
    // login may, then try once more; anything else is said as it is.
    if ((error as { code?: string }).code !== "28P01" || given) throw connectFailure(error);
  }
  try {
    await pool.query(`ALTER ROLE ${SQL_CONSOLE_ROLE} PASSWORD '${password}'`);
    return await attempt();
  } catch (error) {
    throw connectFailure(error);
  }
}

/**
 * Ends what the console's backend is doing, from the application's own connection (the
 * console's is busy waiting for it), then its connection: nothing it started outlives the answer.
 */
async function stopBackend(pool: pg.Pool, client: pg.Client): Promise<void> {
  const pid = (client as unknown as { processID: number | null }).processID;
  if (pid) await pool.query("SELECT pg_cancel_backend($1)", [pid]).catch(() => undefined);
  await client.end().catch(() => undefined);
}

/**
 * Runs `statement` (one statement the parser has passed: consoleStatement) as the console's
 * role, READ ONLY, answered within the row and byte caps. `signal` ends it early (the request
 * went away); the answer's deadline ends it too.
 */
export async function runReadOnly(
  ctx: Pick<Context, "pool" | "secretKey" | "config">,
  statement: string,
  signal?: AbortSignal,
): Promise<SqlResult> {
  const ends = AbortSignal.any([
    AbortSignal.timeout(SQL_CONSOLE_ANSWER_DEADLINE_MS),
    ...(signal ? [signal] : []),
  ]);
  const client = await connect(ctx.pool, ctx.secretKey, ctx.config.sqlConsolePassword);
  const stop = () => void stopBackend(ctx.pool, client);
  if (ends.aborted) stop();
  else ends.addEventListener("abort", stop, { once: true });
  try {
    await client.query("BEGIN TRANSACTION READ ONLY");
    await client.query(`SET LOCAL statement_timeout = ${SQL_CONSOLE_TIMEOUT_MS}`);
    // Named, so sent as a prepared statement: the server refuses more than one statement in it.
    // Declared, never fetched: its columns' names and types, as the statement gives them.
    await client.query({
      name: "console_statement",
      text: `DECLARE console_statement NO SCROLL CURSOR FOR ${statement}`,
      values: [],
    });
    const described = await client.query({ text: "FETCH 0 FROM console_statement" });
    await client.query("CLOSE console_statement");
    const fields = described.fields;
    await client.query({
      name: "console_answer",
      text: `DECLARE console_answer NO SCROLL CURSOR FOR ${answerStatement(statement, fields.length)}`,
      values: [],
    });
    // In batches, so the database stops making rows once the answer is full.
    const all: unknown[][] = [];
    while (all.length <= SQL_CONSOLE_ROW_CAP) {
      const batch = await client.query({
        text: `FETCH ${FETCH_BATCH} FROM console_answer`,
        rowMode: "array",
      });
      const rows = batch.rows as unknown[][];
      all.push(...rows);
      if (rows.length < FETCH_BATCH || rows.some((row) => row.at(-1) !== null)) break;
    }
    const answer = readAnswer(client, fields, all.slice(0, SQL_CONSOLE_ROW_CAP));
    return {
      columns: fields.map((column) => column.name),
      rows: answer.rows.map((row) => row.map(jsonValue)),
      rowCount: answer.rows.length,
      truncated: !answer.sizeTruncated && all.length > SQL_CONSOLE_ROW_CAP,
      rowCap: SQL_CONSOLE_ROW_CAP,
      sizeTruncated: answer.sizeTruncated,
      byteCap: SQL_CONSOLE_ANSWER_MAX_BYTES,
    };
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new BadRequestError("sqlFailed", { detail: detail.slice(0, 500) });
  } finally {
    ends.removeEventListener("abort", stop);
    if (!ends.aborted) await client.query("ROLLBACK").catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** Runs one read-only query for a superuser; audited whether it ran or failed. */
export async function executeSql(
  ctx: Pick<
    Context,
    "viewer" | "prisma" | "pool" | "clientAddress" | "secretKey" | "config" | "request"
  >,
  rawQuery: string,
): Promise<SqlResult> {
  const actor = actorFor(ctx, "database.query");
  const query = rawQuery.trim();
  if (!query) throw fieldError("query", "required");
  if (query.length > SQL_CONSOLE_QUERY_MAX_LENGTH) {
    throw fieldError("query", "maxLength", { count: SQL_CONSOLE_QUERY_MAX_LENGTH });
  }
  let outcome: Record<string, unknown>;
  try {
    const statement = await consoleStatement(query);
    const result = await runReadOnly(ctx, statement, ctx.request.signal);
    outcome = {
      ok: true,
      rows: result.rowCount,
      truncated: result.truncated,
      sizeTruncated: result.sizeTruncated,
    };
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
