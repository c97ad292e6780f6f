import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import tar from "tar-stream";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../test/fixtures.js";
import { restCall } from "../../test/rest.js";
import { connectOrCreate } from "../db/connect.js";
import { MIGRATIONS_DIR, migrate } from "../db/migrate.js";
import { restoreBackup } from "../db/restore-backup.js";
import { localId } from "../graphql/global-id.js";
import { messages } from "../messages.js";
import { BACKUP_MANIFEST, type BackupManifest } from "../services/admin/backup.js";
import { deliverBroadcast } from "../services/admin/broadcasts.js";
import { applicationTables } from "../services/admin/db-browser.js";
import { REST_BASE } from "./gateway.js";

// The back office's database browser, system, backup and broadcasts through the gateway: the
// tables list and a table's pages (SPEC section 9's defaults, bad paging 400, unknown tables
// 404, every read audited); the system's figures against the database; a backup download
// restored into a scratch database with the same row counts; a broadcast checked, queued,
// written once per recipient, heard live, listed and audited.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let token: string;
let workers: number[];
let employerId: number;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  token = (await signedInAdmin(t, "SUPERUSER")).token;
  const employer = await createEmployer(t.db.prisma);
  employerId = employer.id;
  for (let i = 0; i < 3; i += 1) await createJob(t.db.prisma, employer.id);
  workers = [];
  for (let i = 0; i < 3; i += 1) workers.push((await createWorker(t.db.prisma)).id);
  const other = await createWorker(t.db.prisma);
  await t.db.prisma.user.update({ where: { id: other.id }, data: { state: "Kerala" } });
  workers.push(other.id);
  const blocked = await createWorker(t.db.prisma);
  await t.db.prisma.user.update({ where: { id: blocked.id }, data: { accountState: "BLOCKED" } });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const get = (pathname: string, as = token) =>
  restCall(t, server.baseUrl, "GET", pathname, { token: as });

describe("the database browser", () => {
  it("lists the application's tables, not Prisma's bookkeeping", async () => {
    const { status, json } = await get("/admin/dashboard/db/tables/");
    expect(status).toBe(200);
    const names = ((json?.tables ?? []) as { name: string }[]).map((table) => table.name);
    expect(names).toContain("jobs");
    expect(names).toContain("broadcasts");
    expect(names).not.toContain("_prisma_migrations");
    expect(names).toEqual([...names].sort());
    const jobs = ((json?.tables ?? []) as Record<string, unknown>[]).find(
      (table) => table.name === "jobs",
    );
    // A small table's rows are counted, not the planner's estimate: it has not analysed these
    // fresh tables, so its estimate would read 0.
    expect(jobs).toEqual({
      name: "jobs",
      estimated_rows: 3,
      rows_exact: true,
      size_bytes: expect.any(Number),
    });
  });

  it("pages a table's rows (100 from 0 by default) and audits each read", async () => {
    const ids = (await t.db.prisma.job.findMany({ orderBy: { id: "asc" } })).map((job) =>
      String(job.id),
    );
    const { status, json } = await get("/admin/dashboard/db/table/jobs/");
    expect(status).toBe(200);
    expect([json?.limit, json?.offset, json?.estimated_rows]).toEqual([100, 0, ids.length]);
    const columns = ((json?.columns ?? []) as { name: string }[]).map((column) => column.name);
    const idAt = columns.indexOf("id");
    expect(((json?.rows ?? []) as string[][]).map((row) => row[idAt])).toEqual(ids);
    const second = await get("/admin/dashboard/db/table/jobs/?limit=1&offset=1");
    expect(((second.json?.rows ?? []) as string[][]).map((row) => row[idAt])).toEqual([ids[1]]);
    const audit = await t.db.prisma.adminAuditLog.findFirst({
      where: { action: "database.browse", targetId: "jobs" },
      orderBy: { id: "desc" },
    });
    expect(audit?.details).toEqual({ limit: 1, offset: 1, rows: 1 });
  });

  it("answers bad paging 400 and unknown or internal tables 404", async () => {
    const range = messages.paramWholeNumberRange({ name: "limit", min: 1, max: 1000 });
    for (const [query, detail] of [
      ["limit=0", range],
      ["limit=1001", range],
      ["limit=ten", range],
      ["offset=-1", messages.paramWholeNumberMin({ name: "offset", min: 0 })],
    ]) {
      const { status, json } = await get(`/admin/dashboard/db/table/jobs/?${query}`);
      expect([query, status, json?.detail]).toEqual([query, 400, detail]);
    }
    for (const name of ["nope", "_prisma_migrations", "pg_authid", "jobs%22%3Bdrop"]) {
      const { status } = await get(`/admin/dashboard/db/table/${name}/`);
      expect([name, status]).toEqual([name, 404]);
    }
    // GraphQL checks the same way.
    const { body } = await t.graphql(
      'query { adminDbTable(name: "jobs", limit: 0) { name } }',
      {},
      { token },
    );
    expect(body.errors?.[0]?.message).toBe(range);
  });

  it("is for superusers only", async () => {
    for (const role of ["ADMIN", "OPERATOR", "VIEWER"] as const) {
      const as = (await signedInAdmin(t, role)).token;
      const { status, json } = await get("/admin/dashboard/db/tables/", as);
      expect([role, status, json?.detail]).toEqual([role, 403, messages.permissionDenied]);
    }
  });
});

describe("the system section", () => {
  it("answers the database's, the server's, the listener's, the limits' and the queue's figures", async () => {
    // Two refusals of this process's limiter.
    const rule = { key: `system-test-${process.pid}`, limit: 1, windowSeconds: 60 };
    for (let i = 0; i < 3; i += 1) await t.services.rateLimiter.consume([rule]);
    await t.services.live.ready();
    const { status, json } = await get("/admin/dashboard/system/");
    expect(status).toBe(200);
    const migrations = (await fs.readdir(MIGRATIONS_DIR, { withFileTypes: true }))
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    const { rows } = await t.db.pool.query<{ server_version: string }>("SHOW server_version");
    const pkg = JSON.parse(
      await fs.readFile(path.join(MIGRATIONS_DIR, "../../package.json"), "utf8"),
    ) as { version: string };
    expect(json).toMatchObject({
      database_version: rows[0]?.server_version,
      migrations_applied: migrations.length,
      last_migration: migrations.at(-1),
      server_version: pkg.version,
      listener: "listening",
      queue_depth: expect.any(Number),
      queue_failing: 0,
    });
    expect(json?.rate_limit_refusals_last_hour).toBeGreaterThanOrEqual(2);
    expect(json?.connections).toBeGreaterThan(0);
    expect(json?.database_size_bytes).toBeGreaterThan(0);
  });

  it("is read by superusers, admins and operators, not moderators or viewers", async () => {
    for (const [role, allowed] of [
      ["ADMIN", true],
      ["OPERATOR", true],
      ["MODERATOR", false],
      ["VIEWER", false],
    ] as const) {
      const as = (await signedInAdmin(t, role)).token;
      const { status } = await get("/admin/dashboard/system/", as);
      expect([role, status]).toEqual([role, allowed ? 200 : 403]);
    }
  });
});

/** The archive's files by name. */
async function untar(bytes: Buffer): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const extract = tar.extract();
  Readable.from([bytes]).pipe(extract as unknown as NodeJS.WritableStream);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(Buffer.from(chunk as Uint8Array));
    files.set(entry.header.name, Buffer.concat(chunks));
  }
  return files;
}

const download = (as = token) =>
  fetch(`${server.baseUrl}${REST_BASE}/admin/dashboard/backup/`, {
    headers: { authorization: `Bearer ${as}` },
  });

describe("the backup", () => {
  it("downloads a consistent archive that restores with the same rows", async () => {
    const response = await download();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-tar");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="kaamsetu-backup-\d{8}-\d{6}\.tar"$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    const files = await untar(bytes);
    const manifest = JSON.parse(String(files.get(BACKUP_MANIFEST))) as BackupManifest;
    const tables = (await applicationTables(t.db.pool)).map((table) => table.name);
    expect(manifest.tables.map((table) => table.name)).toEqual(tables);
    for (const table of manifest.tables) {
      const { rows } = await t.db.pool.query<{ n: string }>(
        `SELECT count(*) AS n FROM ${table.name}`,
      );
      expect([table.name, table.rows]).toEqual([table.name, Number(rows[0]?.n)]);
      expect(files.has(table.file)).toBe(true);
    }
    // Secrets are kept, so a restore signs people in: the archive is the superuser's alone.
    expect(String(files.get("admins.csv"))).toContain("password_hash");
    expect(await t.db.prisma.adminAuditLog.count({ where: { action: "backup.download" } })).toBe(1);

    // Restored into a new database (dropped by the run's teardown by its prefix, and here).
    const name = `${inject("testDatabasePrefix")}_restore_${randomBytes(3).toString("hex")}`;
    const url = new URL(inject("databaseServerUrl"));
    url.pathname = `/${name}`;
    const client = await connectOrCreate(url.toString());
    try {
      await migrate(client);
      await restoreBackup(client, Readable.from([bytes]));
      for (const table of manifest.tables) {
        const { rows } = await client.query<{ n: string }>(
          `SELECT count(*) AS n FROM ${table.name}`,
        );
        expect([table.name, Number(rows[0]?.n)]).toEqual([table.name, table.rows]);
      }
      // Ids go on after the restored ones.
      const { rows } = await client.query<{ id: number }>(
        `INSERT INTO jobs (employer_id, title, description, state, job_type, salary_amount, salary_period, updated_at)
         VALUES ($1, 'After restore', 'A job', 'Maharashtra', 'daily_wage', 800, 'per_day', now()) RETURNING id`,
        [employerId],
      );
      const highest = await t.db.prisma.job.aggregate({ _max: { id: true } });
      expect(rows[0]?.id).toBeGreaterThan(highest._max.id ?? 0);
    } finally {
      await client.end();
      const dropper = await connectOrCreate(inject("databaseServerUrl"));
      await dropper.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await dropper.end();
    }
  }, 120_000);

  it("is for superusers only", async () => {
    for (const role of ["ADMIN", "OPERATOR", "VIEWER"] as const) {
      const response = await download((await signedInAdmin(t, role)).token);
      expect([role, response.status]).toEqual([role, 403]);
      await response.body?.cancel();
    }
  });
});

describe("broadcast notifications", () => {
  const send = (body: unknown, as = token) =>
    restCall(t, server.baseUrl, "POST", "/admin/notifications/broadcast/", { token: as, body });

  it("checks the title, body and segment", async () => {
    const empty = await send({});
    expect(empty.status).toBe(422);
    expect(empty.json?.errors).toEqual({
      title: messages.required,
      body: messages.required,
      segment: messages.required,
    });
    const long = await send({
      title: "t".repeat(101),
      body: "b".repeat(501),
      segment: "everyone",
    });
    expect(long.json?.errors).toEqual({
      title: messages.maxLength({ count: 100 }),
      body: messages.maxLength({ count: 500 }),
      segment: messages.broadcastSegmentInvalid,
    });
    const noState = await send({ title: "Hi", body: "There", segment: "state" });
    expect(noState.json?.errors).toEqual({ value: messages.stateRequired });
    const badTrade = await send({ title: "Hi", body: "There", segment: "trade", value: "juggler" });
    expect(badTrade.json?.errors).toEqual({ value: messages.broadcastTradeInvalid });
    expect(await t.db.prisma.broadcast.count()).toBe(0);
  });

  it("writes one notification per worker through the queue, live, once; audited and listed", async () => {
    const activeWorkers = workers;
    const live = t.services.live.events({ userId: activeWorkers[0] ?? 0, sessionId: null });
    await t.services.live.ready();
    const { status, json } = await send({
      title: "Holi holiday",
      body: "Sites close on Friday.",
      segment: "all_workers",
    });
    expect(status).toBe(201);
    expect(json).toMatchObject({ title: "Holi holiday", segment: "all_workers", delivered: 0 });
    const id = localId(String(json?.id), "Broadcast");
    const queued = await t.db.pool.query(
      "SELECT 1 FROM graphile_worker.jobs WHERE task_identifier = 'broadcast' AND key = $1",
      [`broadcast:${id}`],
    );
    expect(queued.rowCount).toBe(1);
    await t.services.queue.start();
    try {
      const event = await live.next();
      expect(event.value).toMatchObject({ kind: "CREATED" });
      const deadline = Date.now() + 20_000;
      while (
        !(await t.db.prisma.broadcast.findUnique({ where: { id } }))?.finishedAt &&
        Date.now() < deadline
      ) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await live.return?.();
      await t.services.queue.stop();
    }
    const notified = await t.db.prisma.notification.findMany({
      where: { type: "ANNOUNCEMENT" },
      orderBy: { userId: "asc" },
    });
    expect(notified.map((n) => n.userId)).toEqual(activeWorkers);
    expect(notified[0]).toMatchObject({
      title: "Holi holiday",
      message: "Sites close on Friday.",
      data: { broadcastId: id, kind: "ANNOUNCEMENT", params: expect.any(Object) },
    });
    // Run again (the queue retrying): nothing doubled.
    await t.db.prisma.broadcast.update({ where: { id }, data: { finishedAt: null } });
    expect(await deliverBroadcast(t.services, id)).toBe(0);
    expect(await t.db.prisma.notification.count({ where: { type: "ANNOUNCEMENT" } })).toBe(
      activeWorkers.length,
    );
    const list = await get("/admin/notifications/broadcasts/");
    expect(list.json?.items).toEqual([
      expect.objectContaining({ id: json?.id, delivered: activeWorkers.length, finished: true }),
    ]);
    const audit = await t.db.prisma.adminAuditLog.findFirst({
      where: { action: "broadcast.send" },
    });
    expect(audit?.targetId).toBe(String(id));
  }, 60_000);

  it("reaches a state's users or a trade's workers only", async () => {
    const kerala = await send({ title: "Kerala", body: "Rain", segment: "state", value: "Kerala" });
    expect(await deliverBroadcast(t.services, localId(String(kerala.json?.id), "Broadcast"))).toBe(
      1,
    );
    const plumbers = await send({
      title: "Pipes",
      body: "Work",
      segment: "trade",
      value: "plumber",
    });
    expect(
      await deliverBroadcast(t.services, localId(String(plumbers.json?.id), "Broadcast")),
    ).toBe(workers.length);
    const employers = await send({ title: "Hi", body: "Employers", segment: "all_employers" });
    expect(
      await deliverBroadcast(t.services, localId(String(employers.json?.id), "Broadcast")),
    ).toBe(1);
    expect(
      await t.db.prisma.notification.count({ where: { userId: employerId, type: "ANNOUNCEMENT" } }),
    ).toBe(1);
  });

  it("is sent by roles with the notifications section at limited; a viewer only reads", async () => {
    const viewer = (await signedInAdmin(t, "VIEWER")).token;
    const refused = await send({ title: "x", body: "y", segment: "all_workers" }, viewer);
    expect([refused.status, refused.json?.detail]).toEqual([403, messages.permissionDenied]);
    expect((await get("/admin/notifications/broadcasts/", viewer)).status).toBe(200);
  });
});
