import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob } from "../../../test/fixtures.js";
import { restCall } from "../../../test/rest.js";
import { SQL_CONSOLE_ROLE } from "../../constants.js";
import { messages } from "../../messages.js";
import { derivedPassword } from "./sql-console.js";

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
