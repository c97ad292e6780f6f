import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { employer } from "../../../test/context.js";
import { createEmployer, createJob, NALSAAZ_JOB_FORM } from "../../../test/fixtures.js";
import { newJobSettings } from "../jobs/job-settings.js";
import { createJob as postJob } from "../jobs/manage.js";
import { JOB_ALERTS_TASK, jobAlertsJob } from "./fan-out.js";
import { handOffJobAlerts, startJobAlertsHandOff } from "./hand-off.js";

// A post marks its job's alerts pending in its own statement (migration
// 20261128960000_job_alerts_pending); the hand-off moves pending jobs to the queue, each once,
// whichever instance takes them and whatever stops half-way.

let t: TestApp;
let employerId: number;

const pendingIds = async () =>
  (await t.db.prisma.jobAlertPending.findMany({ orderBy: { jobId: "asc" } })).map((p) => p.jobId);

/** The queued alert tasks as jobAlertsJob describes them, by key. */
async function queued() {
  const { rows } = await t.db.pool.query(
    `SELECT v.task_identifier AS task, p.payload, v.key, v.queue_name AS queue
     FROM graphile_worker.jobs v JOIN graphile_worker._private_jobs p ON p.id = v.id
     WHERE v.task_identifier = $1 ORDER BY v.key`,
    [JOB_ALERTS_TASK],
  );
  return rows;
}

const tasksOf = (jobIds: number[]) =>
  jobIds.map((id) => jobAlertsJob(id)).sort((a, b) => String(a.key).localeCompare(String(b.key)));

/** Jobs written as fixtures, marked pending as a post's trigger marks them. */
async function markedPending(count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i++) ids.push((await createJob(t.db.prisma, employerId)).id);
  await t.db.pool.query("INSERT INTO job_alerts_pending (job_id) SELECT unnest($1::int[])", [ids]);
  return ids;
}

/**
 * A hand-off of up to `limit` jobs on a connection of its own, left uncommitted (as an instance
 * mid-way): `finish` commits it or rolls it back (as a crash would).
 */
async function uncommittedHandOff(limit: number) {
  const client = await t.db.pool.connect();
  await client.query("BEGIN");
  const handed = await handOffJobAlerts(client, limit).catch(async (error: unknown) => {
    client.release(true);
    throw error;
  });
  return {
    handed,
    async finish(end: "COMMIT" | "ROLLBACK") {
      try {
        await client.query(end);
      } finally {
        client.release();
      }
    },
  };
}

/** Settles after `ms` with a word saying so (a race's loser). */
const waited = (ms: number) =>
  new Promise<string>((resolve) => setTimeout(() => resolve(`waited ${ms} ms`), ms).unref());

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createEmployer(t.db.prisma)).id;
});

afterAll(() => t?.close());

beforeEach(async () => {
  await t.db.pool.query("DELETE FROM job_alerts_pending");
  await t.db.pool.query(
    "SELECT graphile_worker.remove_job(key) FROM graphile_worker.jobs WHERE task_identifier = $1",
    [JOB_ALERTS_TASK],
  );
});

describe("job alerts' hand-off to the queue", () => {
  it("hands a committed post's job over once, as the task jobAlertsJob describes", async () => {
    const job = await postJob(employer(t, employerId), NALSAAZ_JOB_FORM);
    // The post itself adds no task: it only marks the job pending.
    expect(await pendingIds()).toEqual([job.id]);
    expect(await queued()).toEqual([]);
    expect(await handOffJobAlerts(t.db.pool)).toBe(1);
    expect(await pendingIds()).toEqual([]);
    expect(await queued()).toEqual(tasksOf([job.id]));
    expect(await handOffJobAlerts(t.db.pool)).toBe(0);
    expect(await queued()).toEqual(tasksOf([job.id]));
  });

  it("hands nothing over for a post that rolled back", async () => {
    const rollback = new Error("the post failed after its insert");
    await expect(
      t.db.prisma.$transaction(async (tx) => {
        const settings = await newJobSettings(tx, new Date(), true);
        await tx.job.create({
          data: {
            ...NALSAAZ_JOB_FORM,
            jobType: "DAILY_WAGE",
            salaryPeriod: "PER_DAY",
            employerId,
            status: "ACTIVE",
            moderationStatus: settings.moderationStatus,
          },
        });
        expect((await tx.jobAlertPending.findMany()).length).toBe(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await pendingIds()).toEqual([]);
    expect(await handOffJobAlerts(t.db.pool)).toBe(0);
    expect(await queued()).toEqual([]);
  });

  it("lets two hand-offs at once take different jobs, without waiting; each job once", async () => {
    const ids = await markedPending(6);
    const first = await uncommittedHandOff(4);
    // The first has not committed: the second skips its rows rather than waiting for them.
    const second = await Promise.race([handOffJobAlerts(t.db.pool), waited(5_000)]);
    await first.finish("COMMIT");
    expect(first.handed).toBe(4);
    expect(second).toBe(2);
    expect(await pendingIds()).toEqual([]);
    expect(await queued()).toEqual(tasksOf(ids));
  });

  it("hands over on the next start what a hand-off stopped half-way left pending", async () => {
    const ids = await markedPending(5);
    const stopped = await uncommittedHandOff(2);
    await stopped.finish("ROLLBACK");
    expect(stopped.handed).toBe(2);
    expect(await pendingIds()).toEqual(ids);
    expect(await queued()).toEqual([]);
    // The next start's first look takes full batches one after another, then waits.
    const stop = startJobAlertsHandOff(t.db.pool, { batch: 2, intervalMs: 60_000 });
    try {
      const deadline = Date.now() + 10_000;
      while ((await pendingIds()).length > 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      await stop();
    }
    expect(await pendingIds()).toEqual([]);
    expect(await queued()).toEqual(tasksOf(ids));
  });
});
