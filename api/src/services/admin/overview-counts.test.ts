import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { compactAdminCounts } from "./count-compaction.js";
import { entityCounts, platformStats, registrationTimeline } from "./stats.js";

// The admin overview's roll-ups (migration 20261128820700_admin_overview_counts) are delta rows
// appended by triggers: after every kind of write (sign-ups, account state, erasure, a moved
// sign-up time, jobs posted, moved and removed, applications made, moved, re-dated and removed,
// rows leaving by cascade, a transaction rolled back) their sums equal a recount from the users,
// jobs and applications themselves, before and after the deltas are folded. Two opposite status
// moves in open transactions do not wait for each other (a counter row each would).

let t: TestApp;

const day = (column: string) => `to_char(${column} AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;

/** The roll-ups' sums per key (0 left out), and a recount of the same keys from the rows. */
async function keptAndRecount() {
  const q = async (sql: string) => (await t.db.pool.query(sql)).rows;
  return {
    kept: {
      users: await q(`SELECT user_type::text, account_state::text, erased,
          to_char(day, 'YYYY-MM-DD') AS day, sum(users)::int AS n
        FROM admin_user_counts GROUP BY 1, 2, 3, 4 HAVING sum(users) <> 0 ORDER BY 1, 2, 3, 4`),
      jobs: await q(`SELECT status::text, sum(jobs)::int AS n
        FROM admin_job_counts GROUP BY 1 HAVING sum(jobs) <> 0 ORDER BY 1`),
      applications: await q(`SELECT status::text, to_char(day, 'YYYY-MM-DD') AS day,
          sum(applications)::int AS n
        FROM admin_application_counts GROUP BY 1, 2 HAVING sum(applications) <> 0 ORDER BY 1, 2`),
    },
    recount: {
      users: await q(`SELECT user_type::text, account_state::text, erased_at IS NOT NULL AS erased,
          ${day("created_at")} AS day, count(*)::int AS n
        FROM users GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`),
      jobs: await q("SELECT status::text, count(*)::int AS n FROM jobs GROUP BY 1 ORDER BY 1"),
      applications: await q(`SELECT status::text, ${day("applied_at")} AS day, count(*)::int AS n
        FROM applications GROUP BY 1, 2 ORDER BY 1, 2`),
    },
  };
}

async function expectInStep() {
  const { kept, recount } = await keptAndRecount();
  expect(kept).toEqual(recount);
}

const rows = async (table: string) =>
  Number((await t.db.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the admin overview's roll-ups", () => {
  it("stay equal to a recount through every kind of write, and folded", async () => {
    const prisma = t.db.prisma;
    const employer = (await createEmployer(prisma)).id;
    const other = (await createEmployer(prisma)).id;
    const workers: number[] = [];
    for (let i = 0; i < 4; i++) workers.push((await createWorker(prisma)).id);
    const [w0, w1, w2, w3] = workers as [number, number, number, number];
    // Sign-ups either side of India's midnight.
    await prisma.user.update({
      where: { id: w0 },
      data: { createdAt: new Date("2026-03-01T00:00:00+05:30") },
    });
    await prisma.user.update({
      where: { id: w1 },
      data: { createdAt: new Date("2026-02-28T23:59:59+05:30") },
    });
    const [kept, moved, removed] = [
      await createJob(prisma, employer),
      await createJob(prisma, employer),
      await createJob(prisma, other),
    ];
    const apply = (jobId: number, labourId: number, iso: string) =>
      prisma.application.create({ data: { jobId, labourId, appliedAt: new Date(iso) } });
    const first = await apply(kept.id, w0, "2026-03-01T00:00:00+05:30");
    await apply(kept.id, w1, "2026-02-28T23:59:59+05:30");
    await apply(moved.id, w2, "2026-02-27T10:00:00+05:30");
    await apply(removed.id, w3, "2026-02-26T10:00:00+05:30");
    const leaving = await apply(moved.id, w3, "2026-02-26T11:00:00+05:30");
    await expectInStep();

    // Moves: statuses (one and many rows), an account state, an erasure, a re-dated
    // application, jobs expired in one statement; a sign-in changes nothing counted.
    await prisma.application.update({ where: { id: first.id }, data: { status: "ACCEPTED" } });
    await prisma.application.updateMany({
      where: { jobId: moved.id },
      data: { status: "REJECTED" },
    });
    await prisma.application.update({
      where: { id: first.id },
      data: { appliedAt: new Date("2026-02-20T12:00:00+05:30") },
    });
    await prisma.user.update({ where: { id: w2 }, data: { accountState: "BLOCKED" } });
    await prisma.user.update({
      where: { id: w3 },
      data: { erasedAt: new Date(), accountState: "PENDING" },
    });
    const before = await rows("admin_user_counts");
    await prisma.user.update({ where: { id: w0 }, data: { lastLoginAt: new Date() } });
    expect(await rows("admin_user_counts")).toBe(before);
    await prisma.job.updateMany({
      where: { employerId: employer },
      data: { status: "EXPIRED" },
    });
    await prisma.job.update({ where: { id: moved.id }, data: { status: "DELETED" } });
    await expectInStep();

    // Removals: an application, a job's row (its applications go with it), an employer's
    // account (their jobs and those jobs' applications go with it), a worker's.
    await prisma.application.delete({ where: { id: leaving.id } });
    await prisma.job.delete({ where: { id: moved.id } });
    await prisma.user.delete({ where: { id: other } });
    await prisma.user.delete({ where: { id: w1 } });
    await expectInStep();

    // A transaction rolled back leaves no delta behind.
    const deltas = await rows("admin_application_counts");
    await expect(
      prisma.$transaction(async (tx) => {
        const late = await createWorker(tx as unknown as typeof prisma);
        await tx.application.create({ data: { jobId: kept.id, labourId: late.id } });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await rows("admin_application_counts")).toBe(deltas);
    await expectInStep();

    // Folded: one row per key, none at 0, the same sums and the same figures.
    const figures = await platformStats(t.db.pool);
    const counts = await entityCounts(t.db.pool);
    const timeline = await registrationTimeline(t.db.pool, 365);
    await compactAdminCounts(t.db.pool);
    await expectInStep();
    const { kept: folded } = await keptAndRecount();
    expect(await rows("admin_user_counts")).toBe(folded.users.length);
    expect(await rows("admin_job_counts")).toBe(folded.jobs.length);
    expect(await rows("admin_application_counts")).toBe(folded.applications.length);
    expect(await platformStats(t.db.pool)).toEqual(figures);
    expect(await entityCounts(t.db.pool)).toEqual(counts);
    expect(await registrationTimeline(t.db.pool, 365)).toEqual(timeline);
    // Folding again changes nothing; writes after it add deltas to the folded rows.
    await compactAdminCounts(t.db.pool);
    expect(await rows("admin_user_counts")).toBe(folded.users.length);
    await createWorker(prisma);
    await expectInStep();
  });

  it("let opposite moves in open transactions go without waiting", async () => {
    const prisma = t.db.prisma;
    // Two employers: the employers' own roll-ups (a row per employer, day and status) are
    // shared by one employer's applications of a day, and would make these wait.
    const employer = (await createEmployer(prisma)).id;
    const otherEmployer = (await createEmployer(prisma)).id;
    const [jobA, jobB] = [
      await createJob(prisma, employer),
      await createJob(prisma, otherEmployer, { status: "INACTIVE" }),
    ];
    const [x, y] = [(await createWorker(prisma)).id, (await createWorker(prisma)).id];
    await prisma.user.update({ where: { id: y }, data: { accountState: "BLOCKED" } });
    const a = await prisma.application.create({ data: { jobId: jobA.id, labourId: x } });
    const b = await prisma.application.create({
      data: { jobId: jobB.id, labourId: y, status: "ACCEPTED" },
    });
    const one = new pg.Client({ connectionString: t.db.url });
    const two = new pg.Client({ connectionString: t.db.url });
    await Promise.all([one.connect(), two.connect()]);
    try {
      await one.query("BEGIN");
      await one.query("UPDATE applications SET status = 'accepted' WHERE id = $1", [a.id]);
      await one.query("UPDATE jobs SET status = 'inactive' WHERE id = $1", [jobA.id]);
      await one.query("UPDATE users SET account_state = 'blocked' WHERE id = $1", [x]);
      await two.query("BEGIN");
      // A counter row per status, locked by `one` until it commits, would time these out.
      await two.query("SET LOCAL lock_timeout = '2s'");
      await two.query("UPDATE applications SET status = 'pending' WHERE id = $1", [b.id]);
      await two.query("UPDATE jobs SET status = 'active' WHERE id = $1", [jobB.id]);
      await two.query("UPDATE users SET account_state = 'active' WHERE id = $1", [y]);
      await two.query("COMMIT");
      await one.query("COMMIT");
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    await expectInStep();
  });
});
