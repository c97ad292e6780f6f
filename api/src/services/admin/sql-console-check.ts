import { parse } from "libpg-query";
import { BadRequestError } from "../../errors.js";

// What the SQL console accepts, decided by PostgreSQL's own parser (libpg-query: the server's
// grammar compiled to WASM), never by looking at words: exactly one statement, a SelectStmt
// (SELECT, VALUES, TABLE and WITH all parse to one), with nothing in its tree that writes (a
// data-modifying WITH, SELECT INTO), locks rows (FOR UPDATE/SHARE) or reaches outside the
// console's own read (DENIED_FUNCTIONS). The role's grants and the READ ONLY transaction still
// decide what a statement may read; this refuses, before anything is sent, what they do not
// stop: signals to other sessions, locks held past the answer, settings changed for the session.

/**
 * Functions a console statement may not call, by name or name prefix (any schema): each acts on
 * the server or on other sessions, runs SQL given as text (which this check never sees), or
 * writes although it is called from a SELECT.
 */
export const DENIED_FUNCTIONS: readonly string[] = [
  // Messages to the application's LISTEN channels (live notifications, session ends, the queue).
  "pg_notify",
  // Advisory locks: the application's own serialise settings, admins, rate limits and the queue.
  "pg_advisory_*",
  "pg_try_advisory_*",
  // Session settings (statement_timeout, role, search_path) from inside a SELECT.
  "set_config",
  // Other sessions: another admin's console query, or the application's connections.
  "pg_cancel_backend",
  "pg_terminate_backend",
  // Other databases and servers.
  "dblink*",
  // Large objects (server files with lo_import/lo_export) and their writes.
  "lo_*",
  "loread",
  "lowrite",
  // Server files and directories.
  "pg_read_*",
  "pg_ls_*",
  "pg_stat_file",
  "pg_file_*",
  // SQL given as text, run where this check cannot see it.
  "query_to_xml*",
  "cursor_to_xml*",
  "table_to_xml*",
  "schema_to_xml*",
  "database_to_xml*",
  "ts_stat",
  "ts_rewrite",
  // Sequences: their moves are never rolled back.
  "nextval",
  "setval",
  // The server itself: configuration, logs, WAL, backups, replication, statistics.
  "pg_reload_conf",
  "pg_rotate_logfile",
  "pg_switch_wal",
  "pg_promote",
  "pg_create_*",
  "pg_drop_replication_slot",
  "pg_copy_*",
  "pg_replication_*",
  "pg_logical_*",
  "pg_backup_*",
  "pg_start_backup",
  "pg_stop_backup",
  "pg_wal_replay_*",
  "pg_stat_reset*",
  "pg_stat_statements_reset",
  "pg_log_backend_memory_contexts",
  "pg_import_system_collations",
  "binary_upgrade_*",
];

const denied = DENIED_FUNCTIONS.map((entry) =>
  entry.endsWith("*")
    ? (name: string) => name.startsWith(entry.slice(0, -1))
    : (name: string) => name === entry,
);

export const isDeniedFunction = (name: string) => denied.some((match) => match(name.toLowerCase()));

/** Node kinds anywhere in the tree that make a SELECT write. */
const WRITES = new Set(["InsertStmt", "UpdateStmt", "DeleteStmt", "MergeStmt"]);

type Node = Record<string, unknown>;

/** The first thing in the statement's tree the console refuses, as an error; null when none. */
function refusalIn(tree: unknown): BadRequestError | null {
  const pending: unknown[] = [tree];
  while (pending.length > 0) {
    const node = pending.pop();
    if (Array.isArray(node)) {
      pending.push(...node);
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    for (const [key, value] of Object.entries(node as Node)) {
      if (WRITES.has(key) || (key === "intoClause" && value)) {
        return new BadRequestError("sqlOnlySelect");
      }
      if (key === "lockingClause" && Array.isArray(value) && value.length > 0) {
        return new BadRequestError("sqlNoLocking");
      }
      if (key === "FuncCall") {
        const name = functionName(value);
        if (isDeniedFunction(name)) return new BadRequestError("sqlFunctionDenied", { name });
      }
      pending.push(value);
    }
  }
  return null;
}

/** A call's function name without its schema (pg_catalog.pg_notify is pg_notify). */
function functionName(call: unknown): string {
  const parts = (call as { funcname?: { String?: { sval?: string } }[] }).funcname ?? [];
  return parts.at(-1)?.String?.sval ?? "";
}

/** A byte range of UTF-8 text (the parser's locations are bytes), as text. */
function byteSlice(text: string, start: number, length: number): string {
  const bytes = Buffer.from(text, "utf8");
  return bytes.subarray(start, length > 0 ? start + length : bytes.length).toString("utf8");
}

/**
 * The one read-only statement `query` holds, exactly as written (without a closing `;`), or the
 * refusal: a syntax error in the parser's words, anything but one plain SELECT in the console's.
 */
export async function consoleStatement(query: string): Promise<string> {
  let parsed: { stmts?: { stmt?: Node; stmt_location?: number; stmt_len?: number }[] };
  try {
    parsed = await parse(query);
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error);
    throw new BadRequestError("sqlFailed", { detail: detail.slice(0, 500) });
  }
  const statements = parsed.stmts ?? [];
  const only = statements[0];
  if (statements.length !== 1 || !only?.stmt || !("SelectStmt" in only.stmt)) {
    throw new BadRequestError("sqlOnlySelect");
  }
  const refusal = refusalIn(only.stmt);
  if (refusal) throw refusal;
  return byteSlice(query, only.stmt_location ?? 0, only.stmt_len ?? 0).trim();
}
