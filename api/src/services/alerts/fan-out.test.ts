import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { contextFor, employer } from "../../../test/context.js";
import { createEmployer, createJob, NALSAAZ_JOB_FORM, testPhone } from "../../../test/fixtures.js";
import { JOB_ALERTS_PER_DAY_SETTING } from "../../constants.js";
import type { Prisma } from "../../generated/prisma/client.js";
import { asciiPlaceKeySql, buildCatalogue, placeKey } from "../../places/catalogue.js";
import { createJob as postJob, renewJob, setJobStatus } from "../jobs/manage.js";
import { fanOutJobAlerts, JOB_ALERTS_TASK, jobAlertsJob } from "./fan-out.js";
import { startJobAlertsHandOff } from "./hand-off.js";

// Job alerts on the real database: one job_match notification per strongly matched worker (and
// per worker whose saved search finds the job), none for a job they cannot apply to, at most the
// daily setting, none lost or doubled when a run stops half-way; and the durable queue: a post
// marks its job pending in its transaction, and the hand-off and a runner started later send it
// (hand-off.test.ts: the hand-off itself).

let t: TestApp;
let employerId: number;

async function worker(
  skills: string[],
  place: { state: string; city: string | null } = { state: "Maharashtra", city: "Pune" },
  profile: Partial<Prisma.LabourProfileCreateWithoutUserInput> = {},
) {
  return t.db.prisma.user.create({
    data: {
      phoneNumber: testPhone(),
      userType: "LABOUR",
      firstName: "Asha",
      lastName: "Pawar",
      ...place,
      labourProfile: { create: { skills, ...profile } },
    },
  });
}

const alertsOf = async (userId: number) =>
  t.db.prisma.notification.findMany({ where: { userId, type: "JOB_MATCH" } });

const alertedIds = async (jobId: number) =>
  (await t.db.prisma.jobAlert.findMany({ where: { jobId }, orderBy: { labourId: "asc" } })).map(
    (alert) => alert.labourId,
  );

const queuedTasks = async () => {
  const { rows } = await t.db.pool.query<{ count: string }>(
    "SELECT count(*) FROM graphile_worker.jobs WHERE task_identifier = $1",
    [JOB_ALERTS_TASK],
  );
  return Number(rows[0]?.count);
};

const pendingJobs = () => t.db.prisma.jobAlertPending.count();

beforeAll(async () => {
  t = await createTestApp();
  employerId = (await createEmployer(t.db.prisma)).id;
});

afterAll(() => t?.close());

beforeEach(async () => {
  // Each test starts with no workers alerted and the default limit.
  await t.db.prisma.jobAlert.deleteMany();
  await t.db.prisma.notification.deleteMany();
  await t.db.prisma.setting.deleteMany({ where: { key: JOB_ALERTS_PER_DAY_SETTING } });
  await t.db.prisma.labourProfile.updateMany({ data: { skills: [] } });
  await t.db.prisma.savedSearch.deleteMany();
  await t.db.prisma.jobAlertPending.deleteMany();
});

describe("job alert fan-out", () => {
  it("alerts the workers the job suits strongly, once each, and those whose saved search finds it", async () => {
    const near = await worker(["Plumber"]);
    const synonym = await worker(["pipe fitter"]);
    const prefers = await worker(
      ["plumbing"],
      { state: "Goa", city: "Panaji" },
      {
        preferredStates: ["Maharashtra"],
      },
    );
    const sameStateOnly = await worker(["Plumber"], { state: "Maharashtra", city: "Mumbai" });
    const otherTrade = await worker(["Electrician"]);
    const blocked = await worker(["Plumber"]);
    await t.db.prisma.user.update({ where: { id: blocked.id }, data: { accountState: "BLOCKED" } });
    const applied = await worker(["Plumber"]);
    const searcher = await worker(["Carpenter"], { state: "Delhi", city: "Delhi" });
    const paused = await worker(["Carpenter"], { state: "Delhi", city: "Delhi" });
    const job = await createJob(t.db.prisma, employerId, {
      title: NALSAAZ_JOB_FORM.title,
      skills: NALSAAZ_JOB_FORM.skills,
    });
    await t.db.prisma.application.create({ data: { jobId: job.id, labourId: applied.id } });
    await t.db.prisma.savedSearch.createMany({
      data: [
        {
          labourId: searcher.id,
          keywords: "plumber",
          keywordsQuery: "((plumber:*) | (nalsaaz:*))",
          location: "Pune",
          cities: ["Maharashtra/Pune"],
          salaryMin: 15_000,
          salaryPeriod: "PER_MONTH",
        },
        { labourId: paused.id, keywords: "nalsaaz", keywordsQuery: "nalsaaz:*", paused: true },
      ],
    });

    expect(await fanOutJobAlerts(t.services, job.id)).toBe(4);
    expect(await alertedIds(job.id)).toEqual(
      [near.id, synonym.id, prefers.id, searcher.id].sort((a, b) => a - b),
    );
    const [alert] = await alertsOf(near.id);
    expect(alert).toMatchObject({
      title: "New job for you",
      message:
        'A new job, "Nalsaaz for a housing society" in Pune, Maharashtra, matches your skills.',
      data: { jobId: job.id, kind: "JOB_MATCH" },
    });
    expect((await alertsOf(searcher.id))[0]?.message).toContain('matches your alert "plumber"');
    for (const id of [sameStateOnly.id, otherTrade.id, blocked.id, applied.id, paused.id]) {
      expect(await alertsOf(id)).toEqual([]);
    }

    // Run again (the queue retrying): nothing new, nothing doubled.
    expect(await fanOutJobAlerts(t.services, job.id)).toBe(0);
    expect((await alertsOf(near.id)).length).toBe(1);
  });

  it("understands a preferred location as recommendations do: aliases, any case, a state's name", async () => {
    // Workers of Goa who would work in Bangalore (or all Karnataka), named as people write it.
    const goa = { state: "Goa", city: "Panaji" };
    const prefers = (preferredLocation: string) => worker(["Plumber"], goa, { preferredLocation });
    const alias = await prefers("Bengaluru");
    const spaced = await prefers("  bengaluru ");
    const canonical = await prefers("BANGALORE");
    const script = await prefers("बेंगलुरु");
    const state = await prefers("karnataka");
    const otherCity = await prefers("Mysuru");
    const noPlace = await prefers("near the bus stand");
    const inBangalore = await createJob(t.db.prisma, employerId, {
      title: "Plumber for an apartment",
      state: "Karnataka",
      city: "Bangalore",
    });
    expect(await fanOutJobAlerts(t.services, inBangalore.id)).toBe(5);
    expect(await alertedIds(inBangalore.id)).toEqual(
      [alias.id, spaced.id, canonical.id, script.id, state.id].sort((a, b) => a - b),
    );
    expect(await alertsOf(otherCity.id)).toEqual([]);
    expect(await alertsOf(noPlace.id)).toEqual([]);

    // A job open in every city of Karnataka is open in Bangalore and in Mysore.
    const stateWide = await createJob(t.db.prisma, employerId, {
      title: "Plumber, any city",
      state: "Karnataka",
      city: null,
    });
    expect(await fanOutJobAlerts(t.services, stateWide.id)).toBe(6);
    expect(await alertedIds(stateWide.id)).toEqual(
      [alias.id, spaced.id, canonical.id, script.id, state.id, otherCity.id].sort((a, b) => a - b),
    );
    // Nothing for a job elsewhere in Goa's neighbourhood of names.
    const inPune = await createJob(t.db.prisma, employerId, { title: "Plumber in Pune" });
    expect(await fanOutJobAlerts(t.services, inPune.id)).toBe(0);
  });

  it("reads a preferred location in ASCII as placeKey does, in SQL", async () => {
    const names = buildCatalogue()
      .names.map((name) => name.name)
      .filter((name) => /^[ -~]*$/.test(name));
    const texts = [
      ...names,
      ...names.map((name) => `  ${name.toUpperCase()}\t`),
      ...names.map((name) => name.replaceAll(" ", " -_. ")),
      "J&K",
      "Navi-MUMBAI ",
      "Dr. Ambedkar Nagar",
      "O'Hara\n\r\fpeth",
      "a\v&\tb",
      "",
      "   ",
    ];
    const { rows } = await t.db.pool.query<{ text: string; key: string }>(
      `SELECT text, ${asciiPlaceKeySql("text")} AS key FROM unnest($1::text[]) AS text`,
      [texts],
    );
    expect(rows.map((row) => [row.text, row.key])).toEqual(
      texts.map((text) => [text, placeKey(text)]),
    );
  });

  it("sends nothing for a job no longer open to applications", async () => {
    const near = await worker(["Plumber"]);
    for (const data of [
      { status: "INACTIVE" as const },
      { moderationStatus: "FLAGGED" as const },
      { status: "DELETED" as const, deletedAt: new Date() },
      { expiresAt: new Date(Date.now() - 60_000) },
    ]) {
      const job = await createJob(t.db.prisma, employerId, { title: "Plumber", ...data });
      expect(await fanOutJobAlerts(t.services, job.id)).toBe(0);
    }
    expect(await alertsOf(near.id)).toEqual([]);
  });

  it("keeps to the daily limit setting", async () => {
    await t.db.prisma.setting.create({ data: { key: JOB_ALERTS_PER_DAY_SETTING, value: 2 } });
    const near = await worker(["Plumber"]);
    for (let i = 0; i < 3; i++) {
      const job = await createJob(t.db.prisma, employerId, { title: `Plumber ${i}` });
      await fanOutJobAlerts(t.services, job.id);
    }
    expect((await alertsOf(near.id)).length).toBe(2);
  });

  it("neither loses nor doubles an alert when a run stops half-way and runs again", async () => {
    const workers = [];
    for (let i = 0; i < 7; i++) workers.push(await worker(["Plumber"]));
    const job = await createJob(t.db.prisma, employerId, { title: "Plumber for a restart" });
    const stop = new Error("the process stopped");
    await expect(
      fanOutJobAlerts(t.services, job.id, {
        batchSize: 3,
        afterBatch: () => {
          throw stop;
        },
      }),
    ).rejects.toBe(stop);
    expect((await alertedIds(job.id)).length).toBe(3);
    expect(await fanOutJobAlerts(t.services, job.id, { batchSize: 3 })).toBe(4);
    for (const w of workers) expect((await alertsOf(w.id)).length).toBe(1);
  });
});

describe("the durable queue", () => {
  it("marks the post's job pending, sent by the hand-off and a runner started afterwards", async () => {
    const near = await worker(["Plumber"]);
    const before = await queuedTasks();
    const job = await postJob(employer(t, employerId), NALSAAZ_JOB_FORM);
    // Marked by the jobs' insert trigger (migration 20261128960000_job_alerts_pending); the
    // hand-off adds the task jobAlertsJob describes (hand-off.test.ts), as reactivation, renewal
    // and an approval add it from the code.
    expect(await t.db.prisma.jobAlertPending.findMany({ select: { jobId: true } })).toEqual([
      { jobId: job.id },
    ]);
    expect(await queuedTasks()).toBe(before);
    await t.services.queue.start();
    const stopHandOff = startJobAlertsHandOff(t.db.pool);
    try {
      const deadline = Date.now() + 20_000;
      while ((await alertsOf(near.id)).length === 0 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await stopHandOff();
      await t.services.queue.stop();
    }
    expect(await pendingJobs()).toBe(0);
    expect((await alertsOf(near.id)).map((n) => n.data)).toEqual([
      { jobId: job.id, kind: "JOB_MATCH", params: expect.any(Object) },
    ]);
    expect(await queuedTasks()).toBe(0);
  });

  it("adds the task again when the job is reactivated or renewed; nobody hears twice", async () => {
    const early = await worker(["Plumber"]);
    const ctx = employer(t, employerId);
    const job = await postJob(ctx, NALSAAZ_JOB_FORM);
    await fanOutJobAlerts(t.services, job.id);
    expect(await alertedIds(job.id)).toEqual([early.id]);
    // The post's task, sent by hand above, leaves the queue as a runner's would.
    const dequeue = () =>
      t.db.pool.query("SELECT graphile_worker.remove_job($1)", [jobAlertsJob(job.id).key]);
    await dequeue();
    expect(await queuedTasks()).toBe(0);

    // A plumber who joins while the job is paused hears of it when it runs again.
    await setJobStatus(ctx, job.id, "INACTIVE");
    const late = await worker(["Plumber"]);
    await setJobStatus(ctx, job.id, "ACTIVE");
    expect(await queuedTasks()).toBe(1);
    await fanOutJobAlerts(t.services, job.id);
    expect(await alertedIds(job.id)).toEqual([early.id, late.id]);

    await dequeue();
    await renewJob(ctx, job.id);
    expect(await queuedTasks()).toBe(1);
    await fanOutJobAlerts(t.services, job.id);
    expect((await alertsOf(early.id)).length).toBe(1);
    expect((await alertsOf(late.id)).length).toBe(1);
    await dequeue();
  });

  it("marks nothing pending when job alerts are off", async () => {
    const config = { ...t.services.config, jobAlerts: false };
    const before = await queuedTasks();
    await postJob(
      contextFor(t, { kind: "user", id: employerId, userType: "EMPLOYER" }, { config }),
      NALSAAZ_JOB_FORM,
    );
    expect(await pendingJobs()).toBe(0);
    expect(await queuedTasks()).toBe(before);
  });

  it("marks none for a job written outside a post, nor for one held for review", async () => {
    const before = await queuedTasks();
    // A post with alerts on asks only its own transaction: the pool's connections, used again,
    // do not carry it to the next insert.
    const posted = await postJob(employer(t, employerId), NALSAAZ_JOB_FORM);
    expect(await pendingJobs()).toBe(1);
    for (let i = 0; i < 5; i++) await createJob(t.db.prisma, employerId, { title: "Plumber" });
    await t.db.pool.query(
      `INSERT INTO jobs (employer_id, title, description, state, job_type, status, moderation_status, updated_at)
       SELECT $1, 'Plumber', 'Pipes', 'Maharashtra', 'daily_wage', 'active', 'approved', now()
       FROM generate_series(1, 5)`,
      [employerId],
    );
    expect(await pendingJobs()).toBe(1);
    // A job the money-request shield holds gets its task when a moderator approves it.
    const held = await postJob(employer(t, employerId), {
      ...NALSAAZ_JOB_FORM,
      description: "Registration fee ₹2,000 to confirm your seat. Pay to hiring@okaxis",
    });
    expect(held.moderationStatus).toBe("FLAGGED");
    expect(await t.db.prisma.jobAlertPending.findMany({ select: { jobId: true } })).toEqual([
      { jobId: posted.id },
    ]);
    expect(await queuedTasks()).toBe(before);
    await t.db.prisma.jobAlertPending.deleteMany();
  });
});
