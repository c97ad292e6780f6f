import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";

// The analytics roll-ups (migration 20261127175000_employer_analytics_rollups) are kept by
// triggers: after every kind of write (apply, status moves, withdrawals, a job deleted by status
// and by row, a worker who moves or is deleted, views added and removed) they equal a recount
// from the applications, views and jobs themselves.

let t: TestApp;

/** The roll-ups as they are, and as a recount says they should be (rows with 0 left out). */
async function rollupsAndRecount() {
  const q = async (sql: string) => (await t.db.pool.query(sql)).rows;
  const mine = `FROM applications a JOIN jobs j ON j.id = a.job_id WHERE j.status <> 'deleted'`;
  const day = `to_char(a.applied_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD')`;
  return {
    kept: {
      statuses:
        await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, status::text, applications
        FROM employer_application_days WHERE applications <> 0 ORDER BY 1, 2, 3`),
      states: await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, state, applications
        FROM employer_applicant_state_days WHERE applications <> 0 ORDER BY 1, 2, 3`),
      views: await q(`SELECT employer_id, to_char(day, 'YYYY-MM-DD') AS day, views
        FROM employer_view_days WHERE views <> 0 ORDER BY 1, 2`),
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
  });
});
