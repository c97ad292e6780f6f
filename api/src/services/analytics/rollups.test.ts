import fc from "fast-check";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { HIRED_STATUSES } from "../../constants.js";
import { ApplicationStatus } from "../../generated/prisma/enums.js";

// The analytics roll-ups (migration 20261127175000_employer_analytics_rollups) are kept by
// triggers: after every kind of write (apply, status moves, withdrawals, a job deleted by status
// and by row, a worker who moves or is deleted, views added and removed) they equal a recount
// from the applications, views and jobs themselves. The hires roll-ups (migration
// 20261128700100_employer_hire_rollups: hires, all-time states) and the totals (migration
// 20261128710500_employer_analytics_totals: day totals, all-time statuses, the count of workers
// hired) too, also after random sequences of writes. The fixtures' days cross a month's end
// (February into March) and India's midnight.

let t: TestApp;

/** The roll-ups as they are, and as a recount says they should be (rows with 0 left out). */
async function rollupsAndRecount() {
  const q = async (sql: string) => (await t.db.pool.query(sql)).rows;
  const mine = `FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.status <> 'deleted'`;
  const day = `to_char(a.applied_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
  // The hired statuses as the code says them, not as the migration does.
  const hired = `a.status::text IN (${HIRED_STATUSES.map((x) => `'${x.toLowerCase()}'`).join(", ")})`;
  return {
    kept: {
      statuses:
        await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, status::text, applications
        FROM employer_application_days WHERE applications <> 0 ORDER BY 1, 2, 3`),
      states: await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, state, applications
        FROM employer_applicant_state_days WHERE applications <> 0 ORDER BY 1, 2, 3`),
      views: await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, views
        FROM employer_view_days WHERE views <> 0 ORDER BY 1, 2`),
      // Rows with 0 go: these keep every row.
      hireDays: await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, labour_id, hires
        FROM employer_hire_days ORDER BY 1, 2, 3`),
      hiredWorkers: await q(`SELECT employer_id, labour_id, hires
        FROM employer_hired_workers ORDER BY 1, 2`),
      allStates: await q(`SELECT employer_id, state, applications
        FROM employer_applicant_states WHERE applications <> 0 ORDER BY 1, 2`),
      dayTotals: await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, applications
        FROM employer_application_day_totals WHERE applications <> 0 ORDER BY 1, 2`),
      allStatuses: await q(`SELECT employer_id, status::text, applications
        FROM employer_application_statuses WHERE applications <> 0 ORDER BY 1, 2`),
      hiredWorkerCounts: await q(`SELECT employer_id, workers
        FROM employer_hired_worker_counts WHERE workers <> 0 ORDER BY 1`),
    },
    recount: {
      statuses:
        await q(`SELECT j.employer_id, ${day} AS day, a.status::text, count(*)::int AS applications
        ${mine} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
      states: await q(`SELECT j.employer_id, ${day} AS day, a.applicant_state AS state,
        count(*)::int AS applications ${mine} AND a.applicant_state IS NOT NULL
        GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
      views:
        await q(`SELECT j.employer_id, to_char(v.viewed_on, 'YYYY-MM-DD') AS day, count(*)::int AS views
        FROM job_views v JOIN jobs j ON j.id = v.job_id WHERE j.status <> 'deleted'
        GROUP BY 1, 2 ORDER BY 1, 2`),
      hireDays: await q(`SELECT j.employer_id, ${day} AS day, a.labour_id, count(*)::int AS hires
        ${mine} AND ${hired} GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`),
      hiredWorkers: await q(`SELECT j.employer_id, a.labour_id, count(*)::int AS hires
        ${mine} AND ${hired} GROUP BY 1, 2 ORDER BY 1, 2`),
      allStates: await q(`SELECT j.employer_id, a.applicant_state AS state,
        count(*)::int AS applications ${mine} AND a.applicant_state IS NOT NULL
        GROUP BY 1, 2 ORDER BY 1, 2`),
      dayTotals: await q(`SELECT j.employer_id, ${day} AS day, count(*)::int AS applications
        ${mine} GROUP BY 1, 2 ORDER BY 1, 2`),
      allStatuses: await q(`SELECT j.employer_id, a.status::text, count(*)::int AS applications
        ${mine} GROUP BY 1, 2 ORDER BY 1, 2`),
      hiredWorkerCounts: await q(`SELECT j.employer_id, count(DISTINCT a.labour_id)::int AS workers
        ${mine} AND ${hired} GROUP BY 1 ORDER BY 1`),
    },
  };
}

async function expectInStep() {
  const { kept, recount } = await rollupsAndRecount();
  expect(kept).toEqual(recount);
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

describe("the analytics roll-ups", () => {
  it("stay equal to a recount through every kind of write", async () => {
    const prisma = t.db.prisma;
    const employer = (await createEmployer(prisma)).id;
    const other = (await createEmployer(prisma)).id;
    const [kept, deletedLater, removedLater, othersJob] = await Promise.all([
      createJob(prisma, employer),
      createJob(prisma, employer),
      createJob(prisma, employer),
      createJob(prisma, other),
    ]);
    const workers = [];
    for (const state of ["Bihar", "Bihar", "Kerala", null]) {
      const worker = await createWorker(prisma);
      await prisma.user.update({ where: { id: worker.id }, data: { state } });
      workers.push(worker.id);
    }
    const [w0, w1, w2, w3] = workers as [number, number, number, number];
    const apply = (jobId: number, labourId: number, iso: string) =>
      prisma.application.create({ data: { jobId, labourId, appliedAt: new Date(iso) } });

    // Applications either side of India's midnight, to every job.
    const first = await apply(kept.id, w0, "2026-03-01T00:00:00+05:30");
    await apply(kept.id, w1, "2026-02-28T23:59:59+05:30");
    await apply(kept.id, w3, "2026-02-28T10:00:00+05:30");
    await apply(deletedLater.id, w0, "2026-02-27T10:00:00+05:30");
    await apply(deletedLater.id, w2, "2026-02-27T11:00:00+05:30");
    await apply(removedLater.id, w1, "2026-02-26T10:00:00+05:30");
    await apply(othersJob.id, w2, "2026-02-26T10:00:00+05:30");
    await prisma.jobView.createMany({
      data: [kept, deletedLater, removedLater, othersJob].flatMap((job) => [
        { jobId: job.id, visitorKey: "a", viewedOn: new Date("2026-02-28T00:00:00Z") },
        { jobId: job.id, visitorKey: "b", viewedOn: new Date("2026-03-01T00:00:00Z") },
      ]),
    });
    await expectInStep();
    const states = await t.db.pool.query(
      "SELECT applicant_state FROM applications WHERE job_id = $1 ORDER BY applied_at",
      [kept.id],
    );
    expect(states.rows.map((row) => row.applicant_state)).toEqual([null, "Bihar", "Bihar"]);

    // Status moves, and a worker who moves to another state keeps counting where they were.
    await prisma.application.update({ where: { id: first.id }, data: { status: "SHORTLISTED" } });
    await prisma.application.update({ where: { id: first.id }, data: { status: "ACCEPTED" } });
    await prisma.application.updateMany({
      where: { jobId: deletedLater.id },
      data: { status: "WITHDRAWN" },
    });
    await prisma.user.update({ where: { id: w0 }, data: { state: "Goa" } });
    await expectInStep();

    // A job deleted (by its status, then its applications cancelled), a job's row removed, a
    // view removed, a worker's account removed with their applications.
    await prisma.job.update({ where: { id: deletedLater.id }, data: { status: "DELETED" } });
    await prisma.application.updateMany({
      where: { jobId: deletedLater.id },
      data: { status: "CANCELLED" },
    });
    await prisma.job.delete({ where: { id: removedLater.id } });
    await prisma.jobView.deleteMany({ where: { jobId: kept.id, visitorKey: "a" } });
    await prisma.user.delete({ where: { id: w1 } });
    await expectInStep();
    const { kept: left } = await rollupsAndRecount();
    expect(left.hiredWorkers).toEqual([{ employer_id: employer, labour_id: w0, hires: 1 }]);
    expect(left.statuses).toEqual([
      { employer_id: employer, day: "2026-02-28", status: "pending", applications: 1 },
      { employer_id: employer, day: "2026-03-01", status: "accepted", applications: 1 },
      { employer_id: other, day: "2026-02-26", status: "pending", applications: 1 },
    ]);

    // An application counted at commit, its status moved before then in the same transaction.
    await prisma.$transaction(async (tx) => {
      const late = await tx.application.create({
        data: { jobId: kept.id, labourId: w2, appliedAt: new Date("2026-03-01T12:00:00+05:30") },
      });
      await tx.application.update({ where: { id: late.id }, data: { status: "SHORTLISTED" } });
    });
    await expectInStep();
    // Hired as it is made, moved out of it before the commit counts it: its hire row passes
    // through -1 and leaves at 0, so it goes.
    await prisma.$transaction(async (tx) => {
      const late = await tx.application.create({
        data: {
          jobId: othersJob.id,
          labourId: w0,
          status: "ACCEPTED",
          appliedAt: new Date("2026-03-01T13:00:00+05:30"),
        },
      });
      await tx.application.update({ where: { id: late.id }, data: { status: "CANCELLED" } });
    });
    await expectInStep();
  });

  it("keep the hires and states equal to a recount after random sequences of writes", async () => {
    const prisma = t.db.prisma;
    const statuses = Object.values(ApplicationStatus).map((x) => x.toLowerCase());
    const sql = (text: string, values: unknown[] = []) => t.db.pool.query(text, values);
    const write = fc.oneof(
      fc.record({
        kind: fc.constant("apply" as const),
        job: fc.nat(2),
        worker: fc.nat(3),
        // Either side of India's midnight on a few days.
        hour: fc.integer({ min: 0, max: 72 }),
        status: fc.constantFrom(...statuses),
        // Moved to this status in the same transaction, before the deferred count.
        movedTo: fc.option(fc.constantFrom(...statuses)),
      }),
      fc.record({
        kind: fc.constant("move" as const),
        application: fc.nat(),
        status: fc.constantFrom(...statuses),
      }),
      fc.record({ kind: fc.constant("withdrawRow" as const), application: fc.nat() }),
      fc.record({ kind: fc.constant("deleteJob" as const), job: fc.nat(2) }),
      fc.record({ kind: fc.constant("undeleteJob" as const), job: fc.nat(2) }),
      fc.record({ kind: fc.constant("removeJob" as const), job: fc.nat(2) }),
      fc.record({ kind: fc.constant("removeWorker" as const), worker: fc.nat(3) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 25 }), async (writes) => {
        // Each run on employers, jobs and workers of its own (two employers share the workers).
        const employers = [(await createEmployer(prisma)).id, (await createEmployer(prisma)).id];
        const jobs: number[] = [];
        for (const employer of [employers[0], employers[0], employers[1]] as number[])
          jobs.push((await createJob(prisma, employer)).id);
        const workers: number[] = [];
        for (const state of ["Bihar", "Kerala", "Bihar", null]) {
          const worker = await createWorker(prisma);
          await prisma.user.update({ where: { id: worker.id }, data: { state } });
          workers.push(worker.id);
        }
        const mine = async () =>
          (
            await sql("SELECT id FROM applications WHERE job_id = ANY($1) ORDER BY id", [jobs])
          ).rows.map((row) => row.id as number);
        for (const w of writes) {
          if (w.kind === "apply") {
            const client = await t.db.pool.connect();
            try {
              await client.query("BEGIN");
              const made = await client.query(
                `INSERT INTO applications (job_id, labour_id, status, applied_at, status_changed_at, updated_at)
                 SELECT $1, $2, $3::application_status,
                        timestamptz '2026-02-27T00:00:00+05:30' + $4 * interval '1 hour' - interval '1 second',
                        now(), now()
                 WHERE EXISTS (SELECT 1 FROM jobs WHERE id = $1)
                   AND EXISTS (SELECT 1 FROM users WHERE id = $2)
                 ON CONFLICT DO NOTHING RETURNING id`,
                [jobs[w.job], workers[w.worker], w.status, w.hour],
              );
              const id = made.rows[0]?.id;
              if (id && w.movedTo)
                await client.query(
                  "UPDATE applications SET status = $2::application_status WHERE id = $1",
                  [id, w.movedTo],
                );
              await client.query("COMMIT");
            } finally {
              client.release();
            }
          } else if (w.kind === "move" || w.kind === "withdrawRow") {
            const ids = await mine();
            if (ids.length === 0) continue;
            const id = ids[w.application % ids.length];
            if (w.kind === "move")
              await sql("UPDATE applications SET status = $2::application_status WHERE id = $1", [
                id,
                w.status,
              ]);
            else await sql("DELETE FROM applications WHERE id = $1", [id]);
          } else if (w.kind === "deleteJob") {
            await sql("UPDATE jobs SET status = 'deleted', deleted_at = now() WHERE id = $1", [
              jobs[w.job],
            ]);
          } else if (w.kind === "undeleteJob") {
            await sql(
              "UPDATE jobs SET status = 'inactive', deleted_at = NULL WHERE id = $1 AND status = 'deleted'",
              [jobs[w.job]],
            );
          } else if (w.kind === "removeJob") {
            await sql("DELETE FROM jobs WHERE id = $1", [jobs[w.job]]);
          } else {
            await sql("DELETE FROM users WHERE id = $1", [workers[w.worker]]);
          }
        }
        await expectInStep();
      }),
      { numRuns: 25 },
    );
  });

  it("let one employer's opposite status moves take turns instead of deadlocking", async () => {
    // Migration 20261128900100_employer_analytics_lock. Each move locks the employer's roll-up
    // rows of its old and new status; `one` holds pending and shortlisted, `two` would hold
    // under_review and rejected, then each wants the other's: PostgreSQL broke that as a deadlock.
    const prisma = t.db.prisma;
    const employer = (await createEmployer(prisma)).id;
    const job = await createJob(prisma, employer);
    const apply = async (status: ApplicationStatus) =>
      (
        await prisma.application.create({
          data: { jobId: job.id, labourId: (await createWorker(prisma)).id, status },
        })
      ).id;
    const [a, c, d, e] = [
      await apply("PENDING"),
      await apply("UNDER_REVIEW"),
      await apply("REJECTED"),
      await apply("SHORTLISTED"),
    ];
    const one = new pg.Client({ connectionString: t.db.url });
    const two = new pg.Client({ connectionString: t.db.url });
    await Promise.all([one.connect(), two.connect()]);
    const move = (client: pg.Client, id: number, status: string) =>
      client.query("UPDATE applications SET status = $2::application_status WHERE id = $1", [
        id,
        status,
      ]);
    try {
      const twoPid = (await two.query<{ pid: number }>("SELECT pg_backend_pid() AS pid")).rows[0]
        ?.pid;
      await one.query("BEGIN");
      await move(one, a, "shortlisted");
      await two.query("BEGIN");
      const twoMoves = (async () => {
        await move(two, c, "rejected");
        await move(two, e, "pending");
        await two.query("COMMIT");
      })();
      // Until `two` waits on a lock: with the employer's lock at its first move, without it at
      // its second (shortlisted, which `one` holds).
      for (let waited = 0; ; waited += 1) {
        const { rows } = await t.db.pool.query(
          "SELECT 1 FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'",
          [twoPid],
        );
        if (rows.length > 0) break;
        if (waited > 200) throw new Error("the second transaction never waited");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      // rejected and under_review: `two`'s first move holds them, unless it waits for the employer.
      await move(one, d, "under_review");
      await one.query("COMMIT");
      await twoMoves;
    } finally {
      await Promise.all([one.end(), two.end()]);
    }
    await expectInStep();
  });
});
