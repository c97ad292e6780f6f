import { describe, expect, it } from "vitest";
import { AppError } from "../../errors.js";
import { consoleStatement } from "./sql-console-check.js";

// The console's statement check, as an attacker would try it: PostgreSQL's own parser decides
// what one statement is, so no spelling, nesting or quoting gets a second statement, a write, a
// row lock or a call that reaches other sessions past it. What it lets through is the statement
// exactly as written.

async function refusal(query: string): Promise<[string, unknown]> {
  try {
    await consoleStatement(query);
  } catch (error) {
    if (error instanceof AppError) return [error.reason, error.params];
    throw error;
  }
  return ["accepted", null];
}

describe("the SQL console's statement check", () => {
  it("lets one SELECT, VALUES, TABLE or WITH through, exactly as written", async () => {
    for (const query of [
      "SELECT 1",
      "  select count(*) from jobs  ",
      "VALUES (1, 'a'), (2, 'b')",
      "TABLE jobs",
      "WITH j AS (SELECT id FROM jobs) SELECT * FROM j ORDER BY id",
      "(SELECT 1) UNION ALL (SELECT 2)",
      "SELECT pg_sleep(0.1), now(), repeat('x', 3) -- a comment",
      "SELECT 'pg_notify(1)' AS text_not_a_call, \"advisory\" FROM (SELECT 1 AS advisory) a",
    ]) {
      expect([query, await refusal(query)]).toEqual([query, ["accepted", null]]);
    }
    expect(await consoleStatement("SELECT 1 ;")).toBe("SELECT 1");
    expect(await consoleStatement("SELECT 'ज़' AS word;  ")).toBe("SELECT 'ज़' AS word");
  });

  it("refuses more than one statement, and anything but a SELECT", async () => {
    for (const query of [
      "SELECT 1; COMMIT; SET statement_timeout = 0; SELECT pg_sleep(60)",
      "SELECT 1; SELECT 2",
      "SELECT 1;/* */DELETE FROM jobs",
      "COMMIT",
      "SET statement_timeout = 0",
      "ALTER ROLE kaamsetu_console SET search_path = 'nowhere'",
      "ALTER ROLE kaamsetu_console SET statement_timeout = 0",
      "DELETE FROM jobs",
      "COPY jobs TO STDOUT",
      "EXPLAIN ANALYZE SELECT 1",
      "DECLARE c CURSOR FOR SELECT 1",
      "NOTIFY notifications",
      "LISTEN notifications",
      "DO $$ BEGIN PERFORM 1; END $$",
      "CALL anything()",
      "SELECT * INTO TEMP evil FROM generate_series(1, 10000000)",
      "CREATE TEMP TABLE evil AS SELECT 1",
      "WITH gone AS (DELETE FROM jobs RETURNING id) SELECT * FROM gone",
      "WITH a AS (SELECT 1), b AS (UPDATE jobs SET title = 'x' RETURNING id) SELECT * FROM a",
      "WITH m AS (INSERT INTO settings (key, value) VALUES ('x', '1') RETURNING key) TABLE m",
      ";",
    ]) {
      expect([query, (await refusal(query))[0]]).toEqual([query, "sqlOnlySelect"]);
    }
  });

  it("refuses row locks anywhere in the statement", async () => {
    for (const query of [
      "SELECT * FROM jobs FOR UPDATE",
      "SELECT * FROM jobs FOR NO KEY UPDATE SKIP LOCKED",
      "SELECT * FROM (SELECT id FROM jobs FOR SHARE) j",
      "SELECT (SELECT id FROM jobs LIMIT 1 FOR KEY SHARE)",
      "WITH j AS (SELECT id FROM jobs FOR UPDATE NOWAIT) SELECT * FROM j",
    ]) {
      expect([query, (await refusal(query))[0]]).toEqual([query, "sqlNoLocking"]);
    }
  });

  it("refuses calls that reach other sessions or the server, however they are spelled", async () => {
    for (const [query, name] of [
      ['SELECT pg_notify(\'notifications\', \'{"userId":1,"read":"all"}\')', "pg_notify"],
      ["SELECT * FROM pg_catalog.pg_notify('session_ends', '{}')", "pg_notify"],
      ["SELECT \"pg_notify\"('a', 'b')", "pg_notify"],
      ["SELECT PG_NOTIFY('a', 'b')", "pg_notify"],
      ["SELECT pg_advisory_lock(hashtext('platform settings'))", "pg_advisory_lock"],
      ["VALUES (pg_advisory_xact_lock(1))", "pg_advisory_xact_lock"],
      ["SELECT pg_try_advisory_lock_shared(1, 2)", "pg_try_advisory_lock_shared"],
      ["SELECT pg_advisory_unlock_all()", "pg_advisory_unlock_all"],
      ["SELECT 1 WHERE EXISTS (SELECT pg_advisory_lock(7))", "pg_advisory_lock"],
      ["SELECT coalesce(NULL, (SELECT set_config('statement_timeout', '0', false)))", "set_config"],
      [
        "WITH x AS (SELECT pg_terminate_backend(pid) FROM pg_stat_activity) SELECT * FROM x",
        "pg_terminate_backend",
      ],
      ["SELECT pg_cancel_backend(pg_backend_pid())", "pg_cancel_backend"],
      ["SELECT * FROM dblink('dbname=x', 'DELETE FROM jobs') AS t(x int)", "dblink"],
      ["SELECT dblink_exec('DELETE FROM jobs')", "dblink_exec"],
      ["SELECT lo_import('/etc/passwd')", "lo_import"],
      ["SELECT pg_read_file('/etc/passwd')", "pg_read_file"],
      ["SELECT * FROM pg_ls_dir('.')", "pg_ls_dir"],
      ["SELECT query_to_xml('SELECT pg_notify(''a'', ''b'')', true, true, '')", "query_to_xml"],
      ["SELECT * FROM ts_stat('SELECT pg_advisory_lock(1)::text::tsvector')", "ts_stat"],
      ["SELECT nextval('jobs_id_seq')", "nextval"],
      ["SELECT pg_reload_conf()", "pg_reload_conf"],
      [
        "SELECT array_agg(x) FILTER (WHERE pg_advisory_lock(x) IS NULL) FROM generate_series(1, 3) x",
        "pg_advisory_lock",
      ],
      [
        "SELECT sum(x) OVER (ORDER BY pg_advisory_lock(x)::text) FROM generate_series(1, 3) x",
        "pg_advisory_lock",
      ],
      ["SELECT * FROM jobs ORDER BY pg_notify('a', id::text)", "pg_notify"],
    ]) {
      expect([query, await refusal(query as string)]).toEqual([
        query,
        ["sqlFunctionDenied", { name }],
      ]);
    }
  });

  it("answers a syntax error in the parser's own words", async () => {
    expect(await refusal("SELEC 1")).toEqual([
      "sqlFailed",
      { detail: 'syntax error at or near "SELEC"' },
    ]);
    expect((await refusal("SELECT (1"))[0]).toBe("sqlFailed");
    expect((await refusal("SELECT 1 /* never closed"))[0]).toBe("sqlFailed");
  });
});
