import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { restCall } from "../../../test/rest.js";
import { csrfHeaders } from "../../../test/sessions.js";
import {
  SQL_CONSOLE_ANSWER_MAX_BYTES,
  SQL_CONSOLE_BUSY_RETRY_SECONDS,
  SQL_CONSOLE_ROLE,
  SQL_CONSOLE_ROLE_SETTINGS,
} from "../../constants.js";
import { AppError } from "../../errors.js";
import { messages } from "../../messages.js";
import { derivedPassword, runReadOnly } from "./sql-console.js";
import { boundConsoleRole } from "./sql-console-role.js";

// The read-only SQL console through the gateway: a superuser's SELECT answers; every dangerous
// case (writes, DDL, COPY, file-reading functions, switching role, dblink, several statements, a
// data-modifying WITH) fails with a clear message and changes nothing; secret columns cannot be
// selected; the row cap is said; every query is audited; only superusers may use it. And the
// role itself cannot write even without the READ ONLY transaction around it.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let token: string;
let jobs: number;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  token = (await signedInAdmin(t, "SUPERUSER")).token;
  const employer = await createEmployer(t.db.prisma);
  await createJob(t.db.prisma, employer.id);
  await createJob(t.db.prisma, employer.id);
  jobs = await t.db.prisma.job.count();
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const run = (query: string, as = token) =>
  restCall(t, server.baseUrl, "POST", "/admin/dashboard/db/execute-sql/", {
    token: as,
    body: { query },
  });

describe("the SQL console", () => {
  it("answers a SELECT with its columns and rows", async () => {
    const { status, json } = await run("SELECT count(*)::int AS n, 'x' AS s FROM jobs;");
    expect(status).toBe(200);
    expect(json).toEqual({
      columns: ["n", "s"],
      rows: [[jobs, "x"]],
      row_count: 1,
      truncated: false,
      row_cap: 1000,
      size_truncated: false,
      byte_cap: SQL_CONSOLE_ANSWER_MAX_BYTES,
    });
  });

  it("says when it cut the rows at 1,000", async () => {
    const { json } = await run("SELECT g FROM generate_series(1, 1500) g");
    const rows = (json?.rows ?? []) as unknown[];
    expect([json?.row_count, json?.truncated, rows.length]).toEqual([1000, true, 1000]);
  });

  it("refuses every dangerous case and changes nothing", async () => {
    const cases = [
      "DELETE FROM jobs",
      "UPDATE jobs SET title = 'x'",
      "INSERT INTO settings (key, value, updated_at) VALUES ('x', '1', now())",
      "DROP TABLE jobs",
      "CREATE TABLE evil (id int)",
      "TRUNCATE jobs",
      "COPY jobs TO STDOUT",
      "SET ROLE postgres",
      "SELECT 1; DELETE FROM jobs",
      "WITH gone AS (DELETE FROM jobs RETURNING id) SELECT * FROM gone",
      "SELECT pg_read_file('/etc/passwd')",
      "SELECT set_config('role', 'postgres', false), count(*) FROM admins",
      "SELECT * FROM dblink('dbname=test', 'DELETE FROM jobs') AS t(x int)",
      "SELECT nextval('jobs_id_seq')",
      "SELECT pg_sleep(10)",
    ];
    for (const query of cases) {
      const { status, json } = await run(query);
      expect([query, status]).toEqual([query, 400]);
      expect(String(json?.detail)).toMatch(/^Failed to execute SQL query/);
    }
    expect(await t.db.prisma.job.count()).toBe(jobs);
    expect(await t.db.prisma.setting.count()).toBe(0);
  }, 60_000);

  it("never shows a secret column", async () => {
    for (const [table, column] of [
      ["admins", "password_hash"],
      ["sessions", "token_hash"],
      ["otp_challenges", "code_hash"],
      ["identity_documents", "number_hash"],
    ]) {
      const { status, json } = await run(`SELECT ${column} FROM ${table}`);
      expect([table, status, String(json?.detail)]).toEqual([
        table,
        400,
        messages.sqlFailed({ detail: `permission denied for table ${table}` }),
      ]);
      expect((await run(`SELECT * FROM ${table}`)).status).toBe(400);
    }
    // The other columns are there.
    const { status, json } = await run("SELECT id, username FROM admins");
    expect(status).toBe(200);
    expect(json?.columns).toEqual(["id", "username"]);
  });

  it("is read-only in the role itself, without the READ ONLY transaction", async () => {
    const url = new URL(t.db.url);
    url.username = SQL_CONSOLE_ROLE;
    // The password the application gives the role (the embedded PostgreSQL asks for one; the
    // earlier queries of this file have set it).
    url.password = derivedPassword(t.secretKey);
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      for (const write of [
        "DELETE FROM jobs",
        "UPDATE users SET first_name = 'x'",
        "CREATE TABLE public.evil (id int)",
        "SET ROLE postgres",
      ]) {
        await expect(client.query(write), write).rejects.toThrow(/permission denied/);
      }
    } finally {
      await client.end();
    }
    expect(await t.db.prisma.job.count()).toBe(jobs);
  });

  it("writes every query to the audit log and is for superusers only", async () => {
    const before = await t.db.prisma.adminAuditLog.count({ where: { action: "database.query" } });
    await run("SELECT 1");
    await run("DELETE FROM jobs");
    const rows = await t.db.prisma.adminAuditLog.findMany({
      where: { action: "database.query" },
      orderBy: { id: "desc" },
      take: 2,
    });
    expect(rows.length + before).toBe(before + 2);
    expect(rows.map((row) => (row.details as { query: string; ok: boolean }).query)).toEqual([
      "DELETE FROM jobs",
      "SELECT 1",
    ]);
    const admin = (await signedInAdmin(t, "ADMIN")).token;
    const refused = await run("SELECT 1", admin);
    expect([refused.status, refused.json?.detail]).toEqual([403, messages.permissionDenied]);
  });
});

// What an attacker with a superuser's session tried on a running instance, each now stopped: by
// the parser before anything is sent, by the server itself, by the role's own settings, by
// cancelling the backend when the answer ends, and by the answer's size cap.
describe("the SQL console, bounded", () => {
  const consoleClient = () => {
    const url = new URL(t.db.url);
    url.username = SQL_CONSOLE_ROLE;
    url.password = derivedPassword(t.secretKey);
    const client = new pg.Client({ connectionString: url.toString() });
    client.on("error", () => undefined);
    return client;
  };
  const consoleBackends = async () =>
    (
      await t.db.pool.query(
        "SELECT pid FROM pg_stat_activity WHERE usename = $1 AND datname = current_database()",
        [SQL_CONSOLE_ROLE],
      )
    ).rowCount;
  /** A POST as the superuser's browser sends it, with `signal` to leave before the answer. */
  const post = (path: string, body: unknown, signal?: AbortSignal) =>
    fetch(`${server.baseUrl}${path}`, {
      method: "POST",
      signal,
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${token}`,
        ...csrfHeaders(t),
      },
      body: JSON.stringify(body),
    });
  const advisoryLocks = async () =>
    (await t.db.pool.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory'")).rowCount;

  it("is sent so that the server itself refuses a second statement", async () => {
    for (const text of [
      "SELECT 1; SELECT pg_advisory_lock(42)",
      "SELECT 1; COMMIT; SET statement_timeout = 0",
    ]) {
      const error = await runReadOnly(t.services, text).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(AppError);
      expect([text, (error as AppError).params]).toEqual([
        text,
        { detail: "cannot insert multiple commands into a prepared statement" },
      ]);
    }
    expect(await advisoryLocks()).toBe(0);
    // The same runner answers a single statement.
    expect((await runReadOnly(t.services, "SELECT 1 AS one")).rows).toEqual([[1]]);
  });

  it("starts every session of the role bounded by the role's own settings", async () => {
    const { rows } = await t.db.pool.query<{ setconfig: string[] }>(
      "SELECT setconfig FROM pg_db_role_setting WHERE setrole = $1::regrole AND setdatabase = 0",
      [SQL_CONSOLE_ROLE],
    );
    expect(Object.fromEntries((rows[0]?.setconfig ?? []).map((s) => s.split("=")))).toEqual(
      SQL_CONSOLE_ROLE_SETTINGS,
    );
    // A session that sets nothing itself, as any other code path logging in as the role would.
    const client = consoleClient();
    await client.connect();
    try {
      const shown = await client.query<{ name: string; setting: string }>(
        "SELECT name, setting FROM pg_settings WHERE name = ANY ($1)",
        [Object.keys(SQL_CONSOLE_ROLE_SETTINGS)],
      );
      expect(Object.fromEntries(shown.rows.map((row) => [row.name, row.setting]))).toEqual(
        SQL_CONSOLE_ROLE_SETTINGS,
      );
      // The role may not signal the application's channels nor take its locks, even unchecked.
      for (const call of [
        "SELECT pg_notify('notifications', '{}')",
        "SELECT pg_advisory_lock(1)",
        "SELECT pg_try_advisory_xact_lock(hashtext('platform settings'))",
      ]) {
        await expect(client.query(call), call).rejects.toThrow(/permission denied for function/);
      }
      // A role may change its own settings, which no grant takes away: the READ ONLY
      // transaction the console runs in refuses it.
      await client.query("BEGIN TRANSACTION READ ONLY");
      await expect(
        client.query("ALTER ROLE kaamsetu_console SET search_path = 'nowhere'"),
      ).rejects.toThrow(/read-only transaction/);
      await client.query("ROLLBACK");
    } finally {
      await client.end();
    }
    // The application's own role still sends its events and takes its locks.
    await t.db.pool.query("SELECT pg_notify('kaamsetu_test', 'x'), pg_advisory_xact_lock(1)");
  });

  it("writes the role's settings again at start, and removes what changed them", async () => {
    // A role of its own: the cluster's console role is shared by every test file running now.
    const role = `kaamsetu_console_test_${process.pid}`;
    const pool = t.db.pool;
    await pool.query(`DROP ROLE IF EXISTS ${role}`);
    await pool.query(`CREATE ROLE ${role} NOLOGIN`);
    try {
      await pool.query(`ALTER ROLE ${role} SET search_path = 'nowhere'`);
      await pool.query(`ALTER ROLE ${role} SET statement_timeout = 0`);
      const database = (await pool.query("SELECT current_database() AS d")).rows[0].d;
      await pool.query(`ALTER ROLE ${role} IN DATABASE "${database}" SET work_mem = '1GB'`);
      expect(await boundConsoleRole(pool, role)).toEqual([]);
      const { rows } = await pool.query<{ setdatabase: number; setconfig: string[] }>(
        "SELECT setdatabase, setconfig FROM pg_db_role_setting WHERE setrole = $1::regrole",
        [role],
      );
      expect(rows.map((row) => row.setdatabase)).toEqual([0]);
      expect(Object.fromEntries((rows[0]?.setconfig ?? []).map((s) => s.split("=")))).toEqual(
        SQL_CONSOLE_ROLE_SETTINGS,
      );
    } finally {
      await pool.query(`DROP ROLE IF EXISTS ${role}`);
    }
  });

  it("refuses what is not one read-only statement before it reaches the database", async () => {
    // Every log-in of the console's role, watched (not replaced) where pg makes it.
    const connects = vi.spyOn(pg.Client.prototype, "connect");
    const consoleLogins = () =>
      connects.mock.contexts.filter((client) => (client as pg.Client).user === SQL_CONSOLE_ROLE)
        .length;
    try {
      for (const [query, message] of [
        [
          "SELECT 1; COMMIT; SET statement_timeout = 0; SELECT pg_sleep(60)",
          messages.sqlOnlySelect,
        ],
        ["ALTER ROLE kaamsetu_console SET search_path = 'nowhere'", messages.sqlOnlySelect],
        ["SELECT * INTO TEMP big FROM generate_series(1, 3000000)", messages.sqlOnlySelect],
        [
          "SELECT pg_advisory_lock(hashtext('platform settings'))",
          messages.sqlFunctionDenied({ name: "pg_advisory_lock" }),
        ],
        [
          "SELECT pg_notify('notifications', '{}')",
          messages.sqlFunctionDenied({ name: "pg_notify" }),
        ],
        ["SELECT * FROM jobs FOR UPDATE", messages.sqlNoLocking],
        ["SELEC 1", messages.sqlFailed({ detail: 'syntax error at or near "SELEC"' })],
      ]) {
        const { status, json } = await run(query as string);
        expect([query, status, json?.detail]).toEqual([query, 400, message]);
      }
      expect(consoleLogins()).toBe(0);
      // What passes the check does log in.
      expect((await run("SELECT 1")).status).toBe(200);
      expect(consoleLogins()).toBe(1);
    } finally {
      connects.mockRestore();
    }
  });

  it("says it is busy while every connection of its role is taken", async () => {
    const held: pg.Client[] = [];
    try {
      for (let tries = 0; tries < 30; tries++) {
        const client = consoleClient();
        const refused = await client.connect().then(
          () => null,
          (error: { code?: string }) => error.code,
        );
        if (refused === "53300") break;
        expect(refused).toBeNull();
        held.push(client);
      }
      const response = await post("/api/v1/admin/dashboard/db/execute-sql/", { query: "SELECT 1" });
      expect([response.status, response.headers.get("retry-after")]).toEqual([
        503,
        String(SQL_CONSOLE_BUSY_RETRY_SECONDS),
      ]);
      expect((await response.json()).detail).toBe(messages.sqlConsoleBusy);
    } finally {
      await Promise.all(held.map((client) => client.end()));
    }
    expect((await run("SELECT 1")).status).toBe(200);
  });

  /** Waits until `check` holds, up to `ms`; how long it took, or null. */
  async function within(ms: number, check: () => Promise<boolean>): Promise<number | null> {
    const start = Date.now();
    while (Date.now() - start < ms) {
      if (await check()) return Date.now() - start;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  it("cancels the backend when the client goes away, through REST and GraphQL", async () => {
    const sends = {
      rest: (signal: AbortSignal) =>
        post("/api/v1/admin/dashboard/db/execute-sql/", { query: "SELECT pg_sleep(4.5)" }, signal),
      graphql: (signal: AbortSignal) =>
        post(
          "/graphql",
          { query: `mutation { executeSql(query: "SELECT pg_sleep(4.5)") { __typename } }` },
          signal,
        ),
      // The runner itself, as the answer's deadline ends it.
      runner: (signal: AbortSignal) =>
        runReadOnly(t.services, "SELECT pg_sleep(4.5)", signal).catch(() => null),
    };
    for (const [how, send] of Object.entries(sends)) {
      const auditedBefore =
        (
          await t.db.prisma.adminAuditLog.findFirst({
            where: { action: "database.query" },
            orderBy: { id: "desc" },
          })
        )?.id ?? 0;
      const aborter = new AbortController();
      const sent = send(aborter.signal).catch(() => null);
      expect([how, await within(3_000, async () => (await consoleBackends()) === 1)]).not.toEqual([
        how,
        null,
      ]);
      aborter.abort();
      await sent;
      const gone = await within(2_000, async () => (await consoleBackends()) === 0);
      expect([how, gone]).not.toEqual([how, null]);
      expect(await advisoryLocks()).toBe(0);
      if (how === "runner") continue;
      // The query and its end are in the audit log.
      const audited = await within(2_000, async () => {
        const last = await t.db.prisma.adminAuditLog.findFirst({
          where: { action: "database.query" },
          orderBy: { id: "desc" },
        });
        const details = last?.details as { query?: string; ok?: boolean } | undefined;
        return (
          last !== null &&
          last.id > auditedBefore &&
          details?.query === "SELECT pg_sleep(4.5)" &&
          details.ok === false
        );
      });
      expect([how, audited]).not.toEqual([how, null]);
    }
  }, 30_000);

  it("cuts the answer at its byte cap in the database, however large one value is", async () => {
    // 30 MB, six times the cap (200 MB works the same, but takes most of the 5 s limit to make
    // on a busy machine).
    const { status, json } = await run("SELECT repeat('x', 30000000) AS big, 7 AS n");
    expect(status).toBe(200);
    expect(JSON.stringify(json).length).toBeLessThan(SQL_CONSOLE_ANSWER_MAX_BYTES + 1_000);
    expect(json?.columns).toEqual(["big", "n"]);
    const [[big, n]] = (json?.rows ?? [[]]) as [[string, number]];
    expect(big).toMatch(/^x{1000000,}$/);
    expect(n).toBe(7);
    expect([json?.size_truncated, json?.truncated, json?.byte_cap]).toEqual([
      true,
      false,
      SQL_CONSOLE_ANSWER_MAX_BYTES,
    ]);

    // Characters of several bytes are cut whole, within the cap in bytes.
    const wide = await run("SELECT repeat('क', 3000000) AS wide");
    const [[text]] = (wide.json?.rows ?? [[]]) as [[string]];
    expect(Buffer.byteLength(text, "utf8")).toBeLessThanOrEqual(SQL_CONSOLE_ANSWER_MAX_BYTES);
    expect(text).toMatch(/^क+$/);

    // Many rows: they stop at the cap, the row that crosses it cut.
    const many = await run("SELECT g, repeat('y', 100000) AS y FROM generate_series(1, 1000) g");
    const rows = many.json?.rows as [number, string][];
    const bytes = rows.reduce((sum, [, y]) => sum + String(y).length + 4, 0);
    expect(bytes).toBeLessThanOrEqual(SQL_CONSOLE_ANSWER_MAX_BYTES);
    expect(rows.length).toBeGreaterThan(40);
    expect(rows.length).toBeLessThan(60);
    expect(rows.map(([g]) => g)).toEqual(rows.map((_, index) => index + 1));
    expect([many.json?.row_count, many.json?.size_truncated]).toEqual([rows.length, true]);
  }, 30_000);

  it("keeps the statement's column names, order and values as it gives them", async () => {
    const { status, json } = await run(
      `SELECT 1 AS a, 'x' AS a, NULL::int AS "?column?", true, '{"k": [1]}'::jsonb AS j,
        ARRAY[1, 2] AS arr, 12345678901234::bigint AS b, '\\x0102'::bytea AS bytes,
        ROW(NULL, NULL) AS r, ''::text AS empty
       FROM generate_series(1, 2) ORDER BY 1`,
    );
    expect(status).toBe(200);
    expect(json?.columns).toEqual([
      "a",
      "a",
      "?column?",
      "?column?",
      "j",
      "arr",
      "b",
      "bytes",
      "r",
      "empty",
    ]);
    const row = [1, "x", null, true, { k: [1] }, [1, 2], "12345678901234", "\\x0102", "(,)", ""];
    expect(json?.rows).toEqual([row, row]);
    expect(json?.size_truncated).toBe(false);
    // No columns at all is an answer too.
    expect((await run("SELECT FROM generate_series(1, 3)")).json?.rows).toEqual([[], [], []]);
  });
});
