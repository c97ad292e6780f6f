import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { restCall } from "../../../test/rest.js";
import { SQL_CONSOLE_ROLE } from "../../constants.js";
import { applicationTables, tableColumns } from "./db-browser.js";
import {
  isSecretColumn,
  MASKED,
  SAFE_LOOKING_COLUMNS,
  SECRET_COLUMNS,
  SECRET_LOOKING,
} from "./secret-columns.js";

// Secrets never leave through the back office's windows on the database. Every column whose
// name looks secret is classified (SECRET_COLUMNS or SAFE_LOOKING_COLUMNS), so a new token or
// hash column cannot slip past; the SQL console's role may read every other column of every
// application table and none of the secret ones (the grants of migration
// 20261127180600_console_grants agree with the list); and with a real value in every secret
// column, every column of every table is read through the browser and the console, and no
// secret value appears in either.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let token: string;
/** Every secret value in the database, read directly. */
let secrets: string[];

/** `table.column` of every column of every application table. */
async function everyColumn(): Promise<{ table: string; column: string }[]> {
  const all: { table: string; column: string }[] = [];
  for (const { name } of await applicationTables(t.db.pool)) {
    for (const column of await tableColumns(t.db.pool, name)) {
      all.push({ table: name, column: column.name });
    }
  }
  return all;
}

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  const superuser = await signedInAdmin(t, "SUPERUSER");
  token = superuser.token;
  const employer = await createEmployer(t.db.prisma);
  const worker = await createWorker(t.db.prisma);
  const job = await createJob(t.db.prisma, employer.id);
  // A distinct value in every secret column (sessions.token_hash is the admin's real session).
  const mark = (what: string) => `zq${what.replace(/\W/g, "")}`.padEnd(40, "7");
  await t.db.pool.query("UPDATE admins SET password_hash = $1", [mark("password")]);
  await t.db.pool.query(
    `INSERT INTO otp_challenges (phone_number, purpose, code_hash, expires_at)
     VALUES ('9876500001', 'sign_in', $1, now() + interval '5 minutes')`,
    [mark("otp")],
  );
  await t.db.pool.query(
    `INSERT INTO identity_documents (user_id, type, number_hash, number_last4)
     VALUES ($1, 'aadhaar', $2, '1234')`,
    [worker.id, mark("aadhaar")],
  );
  await t.db.pool.query(
    "INSERT INTO search_visits (searched_on, search_key) VALUES (current_date, $1)",
    [mark("search")],
  );
  await t.db.pool.query(
    `INSERT INTO job_views (job_id, visitor_key, viewed_on) VALUES ($1, $2, current_date)`,
    [job.id, mark("visitor")],
  );
  await t.db.pool.query(
    `INSERT INTO rate_limit_buckets (key, window_start, count, expires_at)
     VALUES ($1, now(), 1, now() + interval '1 hour')`,
    [mark("ratelimit")],
  );
  await t.db.pool.query(
    `INSERT INTO stored_files (purpose, storage_key, content_type, size)
     VALUES ('resume', $1, 'application/pdf', 10)`,
    [mark("storage")],
  );
  await t.db.pool.query(
    `INSERT INTO api_keys (user_id, name, scopes, prefix, secret_hash)
     VALUES ($1, 'Tracker', ARRAY['jobs:read'], 'ks_live_zq', $2)`,
    [employer.id, mark("apikey").padEnd(64, "7")],
  );
  secrets = [];
  for (const entry of SECRET_COLUMNS) {
    const [table, column] = entry.split(".") as [string, string];
    const { rows } = await t.db.pool.query<{ value: string }>(
      `SELECT trim(${column}::text) AS value FROM ${table} WHERE ${column} IS NOT NULL`,
    );
    expect(rows.length, `a value in ${entry}`).toBeGreaterThan(0);
    secrets.push(...rows.map((row) => row.value));
  }
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const leaked = (answer: unknown) => {
  const text = JSON.stringify(answer);
  return secrets.filter((secret) => text.includes(secret));
};

describe("secret columns", () => {
  it("classifies every column whose name looks secret, and lists only columns that exist", async () => {
    const columns = (await everyColumn()).map(({ table, column }) => `${table}.${column}`);
    const looking = columns.filter((name) => SECRET_LOOKING.test(name.split(".")[1] ?? ""));
    const unclassified = looking.filter(
      (name) => !SECRET_COLUMNS.includes(name) && !(name in SAFE_LOOKING_COLUMNS),
    );
    expect(unclassified, "classify these in secret-columns.ts").toEqual([]);
    const stale = [...SECRET_COLUMNS, ...Object.keys(SAFE_LOOKING_COLUMNS)].filter(
      (name) => !columns.includes(name),
    );
    expect(stale, "no such column").toEqual([]);
  });

  it("lets the console's role read every application column but the secret ones", async () => {
    const wrong: string[] = [];
    for (const { table, column } of await everyColumn()) {
      const { rows } = await t.db.pool.query<{ may: boolean }>(
        "SELECT has_column_privilege($1, format('public.%I', $2::text), $3, 'SELECT') AS may",
        [SQL_CONSOLE_ROLE, table, column],
      );
      if (rows[0]?.may === isSecretColumn(table, column)) wrong.push(`${table}.${column}`);
    }
    expect(wrong, "grant or revoke these (migration 20261127180600_console_grants)").toEqual([]);
  });

  it("shows no secret through the browser: every column of every table, masked where secret", async () => {
    for (const { name } of await applicationTables(t.db.pool)) {
      const { status, json } = await restCall(
        t,
        server.baseUrl,
        "GET",
        `/admin/dashboard/db/table/${name}/?limit=1000`,
        { token },
      );
      expect([name, status]).toEqual([name, 200]);
      expect([name, leaked(json)]).toEqual([name, []]);
      const columns = json?.columns as { name: string; masked: boolean }[];
      const rows = json?.rows as (string | null)[][];
      columns.forEach((column, index) => {
        expect([name, column.name, column.masked]).toEqual([
          name,
          column.name,
          isSecretColumn(name, column.name),
        ]);
        if (column.masked) {
          for (const row of rows) expect([null, MASKED]).toContain(row[index]);
        }
      });
    }
  });

  it("shows no secret through the console: every other column is read, secret ones refused", async () => {
    for (const { name } of await applicationTables(t.db.pool)) {
      const columns = await tableColumns(t.db.pool, name);
      const open = columns.filter((column) => !column.masked).map((column) => `"${column.name}"`);
      const { status, json } = await restCall(
        t,
        server.baseUrl,
        "POST",
        "/admin/dashboard/db/execute-sql/",
        { token, body: { query: `SELECT ${open.join(", ")} FROM ${name}` } },
      );
      expect([name, status]).toEqual([name, 200]);
      expect([name, leaked(json)]).toEqual([name, []]);
      for (const secret of columns.filter((column) => column.masked)) {
        const refused = await restCall(
          t,
          server.baseUrl,
          "POST",
          "/admin/dashboard/db/execute-sql/",
          { token, body: { query: `SELECT "${secret.name}" FROM ${name}` } },
        );
        expect([name, secret.name, refused.status]).toEqual([name, secret.name, 400]);
        expect(leaked(refused.json)).toEqual([]);
      }
    }
  }, 60_000);
});
