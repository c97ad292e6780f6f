import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import type { Json } from "../../../test/rest.js";
import { signedInWorker } from "../../../test/sessions.js";

// The platform analytics through the real schema on a small known dataset: exact figures per
// range and state, the funnel, the medians, empty searches; the same after the deltas are
// folded and after a recount from the rows; refused to anyone not an admin.

let t: TestApp;
let token: string;
const now = Date.now();
const HOUR = 3_600_000;
/** `days` days before now: India day today - days, whatever the time of day. */
const ago = (days: number, hours = 0) => new Date(now - days * 24 * HOUR + hours * HOUR);
/** Whether `days` ago is in India's current calendar month. */
const thisMonth = (days: number) => {
  const india = (at: Date) => new Date(at.getTime() + 5.5 * HOUR).toISOString().slice(0, 7);
  return india(ago(days)) === india(new Date(now));
};

const QUERY = `query ($range: AnalyticsRange!, $state: String) {
  adminPlatformAnalytics(range: $range, state: $state) {
    range state from to
    signUps { workers employers workersComplete employersComplete }
    jobs { posted approved flagged withApplications filled applications applicationsPerJob }
    funnel { applied shortlisted accepted completed paidAsPromised paidShare }
    medianSecondsToFirstApplication medianSecondsToFirstHire activeWorkers activeEmployers
    series { date workers employers jobs applications }
    topTrades { trade jobs } topPlaces { place jobs } emptySearches { query place searches }
  }
}`;

beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInAdmin(t, "VIEWER")).token;
  const prisma = t.db.prisma;
  const w1 = await createWorker(prisma);
  await prisma.user.update({
    where: { id: w1.id },
    data: { createdAt: ago(0), lastLoginAt: ago(0) },
  });
  const w2 = await createWorker(prisma, { complete: false });
  await prisma.user.update({
    where: { id: w2.id },
    data: { createdAt: ago(10), lastLoginAt: ago(10), state: "Karnataka", city: "Bengaluru" },
  });
  const w3 = await createWorker(prisma);
  await prisma.user.update({ where: { id: w3.id }, data: { createdAt: ago(40) } });
  const employer = await createEmployer(prisma);
  await prisma.user.update({
    where: { id: employer.id },
    data: { createdAt: ago(2), lastLoginAt: ago(2) },
  });
  const j1 = await createJob(prisma, employer.id, { createdAt: ago(1) });
  const j2 = await createJob(prisma, employer.id, {
    createdAt: ago(5),
    state: "Karnataka",
    city: "Bengaluru",
    moderationStatus: "FLAGGED",
  });
  await createJob(prisma, employer.id, { createdAt: ago(20), title: "Mason", city: "Mumbai" });
  const j4 = await createJob(prisma, employer.id, { createdAt: ago(60) });
  const apply = (jobId: number, labourId: number, at: Date, status = "PENDING", changed = at) =>
    prisma.application.create({
      data: { jobId, labourId, appliedAt: at, status: status as never, statusChangedAt: changed },
    });
  await apply(j1.id, w1.id, ago(1, 2), "SHORTLISTED");
  const done = await apply(j1.id, w2.id, ago(1, 5), "COMPLETED", ago(1, 10));
  await prisma.paidConfirmation.create({
    data: { applicationId: done.id, employerId: employer.id, labourId: w2.id, answer: "YES" },
  });
  await apply(j2.id, w1.id, ago(4), "PENDING");
  // Accepted later: the first hire is when the status moved.
  await prisma.application.updateMany({
    where: { jobId: j2.id },
    data: { status: "ACCEPTED", statusChangedAt: ago(4, 1) },
  });
  await apply(j4.id, w3.id, ago(59), "PENDING");
  for (const [query, location, results, days] of [
    ["welder", "Pune", 0, 1],
    ["Welder ", "pune", 0, 1],
    ["crane operator", null, 0, 3],
    ["plumber", "Pune", 5, 1],
    ["welder", "Pune", 0, 45],
  ] as const) {
    await prisma.searchLog.create({
      data: { query, location, resultCount: results, createdAt: ago(days) },
    });
  }
});
afterAll(() => t.close());

async function figures(range: string, state?: string) {
  const { body } = await t.graphql(QUERY, { range, state }, { token });
  expect(body.errors).toBeUndefined();
  return (body.data as Json).adminPlatformAnalytics as Json;
}

const SEVEN_DAYS = {
  signUps: { workers: 1, employers: 1, workersComplete: 1, employersComplete: 0 },
  jobs: {
    posted: 2,
    approved: 1,
    flagged: 1,
    withApplications: 2,
    filled: 2,
    applications: 3,
    applicationsPerJob: 1.5,
  },
  funnel: {
    applied: 3,
    shortlisted: 3,
    accepted: 2,
    completed: 1,
    paidAsPromised: 1,
    paidShare: 1,
  },
  medianSecondsToFirstApplication: 7200,
  medianSecondsToFirstHire: 36000,
  activeWorkers: 1,
  activeEmployers: 1,
  topPlaces: [
    { place: "Karnataka", jobs: 1 },
    { place: "Maharashtra", jobs: 1 },
  ],
  emptySearches: [
    { query: "welder", place: "pune", searches: 2 },
    { query: "crane operator", place: "", searches: 1 },
  ],
};

describe("adminPlatformAnalytics", () => {
  it("counts the last 7 days", async () => {
    const week = await figures("LAST_7_DAYS");
    expect(week).toMatchObject({ range: "LAST_7_DAYS", state: null, ...SEVEN_DAYS });
    expect(week.topTrades).toContainEqual({ trade: "plumber", jobs: 1 });
    const series = week.series as Json[];
    expect(series).toHaveLength(7);
    expect(series.at(-1)).toMatchObject({ workers: 1, employers: 0, jobs: 0, applications: 0 });
    expect(series.at(-2)).toMatchObject({ jobs: 1, applications: 2 });
  });

  it("counts one state: jobs where they are, applications by where the worker was", async () => {
    expect(await figures("LAST_7_DAYS", "maharashtra")).toMatchObject({
      state: "Maharashtra",
      signUps: { workers: 1, employers: 1, workersComplete: 1 },
      jobs: { posted: 1, approved: 1, flagged: 0, filled: 1, applications: 2 },
      funnel: { applied: 2, shortlisted: 2, accepted: 1, completed: 0, paidAsPromised: 0 },
      medianSecondsToFirstApplication: 7200,
      medianSecondsToFirstHire: 36000,
      activeWorkers: 1,
      topPlaces: [{ place: "Pune", jobs: 1 }],
      emptySearches: [{ query: "welder", place: "pune", searches: 2 }],
    });
  });

  it("counts 30 days, this month and all time", async () => {
    expect(await figures("LAST_30_DAYS")).toMatchObject({
      signUps: { workers: 2, employers: 1, workersComplete: 1 },
      jobs: { posted: 3, approved: 2, flagged: 1, withApplications: 2, filled: 2, applications: 3 },
      funnel: { applied: 3, completed: 1 },
      activeWorkers: 2,
    });
    const all = await figures("ALL_TIME");
    expect(all).toMatchObject({
      signUps: { workers: 3, employers: 1, workersComplete: 2 },
      jobs: { posted: 4, withApplications: 3, filled: 2, applications: 4, applicationsPerJob: 1 },
      funnel: { applied: 4, shortlisted: 3, accepted: 2, completed: 1, paidShare: 1 },
      medianSecondsToFirstApplication: 86400,
      medianSecondsToFirstHire: 36000,
      activeWorkers: 2,
      emptySearches: [
        { query: "welder", place: "pune", searches: 3 },
        { query: "crane operator", place: "", searches: 1 },
      ],
    });
    expect(all.series as Json[]).toHaveLength(61);
    const month = await figures("THIS_MONTH");
    const posted = [1, 5, 20, 60].filter(thisMonth).length;
    expect((month.jobs as Json).posted).toBe(posted);
  });

  it("gives the same figures after folding the deltas and after a recount", async () => {
    const before = await Promise.all(["LAST_7_DAYS", "ALL_TIME"].map((r) => figures(r)));
    await t.db.pool.query("SELECT platform_analytics_compact()");
    expect(await Promise.all(["LAST_7_DAYS", "ALL_TIME"].map((r) => figures(r)))).toEqual(before);
    await t.db.pool.query("SELECT platform_analytics_rebuild()");
    expect(await Promise.all(["LAST_7_DAYS", "ALL_TIME"].map((r) => figures(r)))).toEqual(before);
  });

  it("refuses an unknown state with the spec's message, and anyone not an admin", async () => {
    const { body } = await t.graphql(QUERY, { range: "ALL_TIME", state: "Atlantis" }, { token });
    expect(JSON.stringify(body.errors)).toContain("Please choose a state or union territory");
    const worker = await signedInWorker(t);
    const refused = await t.graphql(QUERY, { range: "ALL_TIME" }, { token: worker.token });
    expect(refused.body.data).toBeNull();
    expect(refused.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
    const anonymous = await t.graphql(QUERY, { range: "ALL_TIME" });
    expect(anonymous.body.errors?.[0]?.extensions?.code).toMatch(/FORBIDDEN|UNAUTHENTICATED/);
  });

  it("moves a job's applications with it when its state changes, as a recount finds them", async () => {
    const { rows } = await t.db.pool.query(
      `SELECT job_id FROM platform_analytics_jobs j
       WHERE (SELECT count(*) FROM applications a WHERE a.job_id = j.job_id) > 1 LIMIT 1`,
    );
    const jobId = rows[0]?.job_id as number;
    expect(jobId).toBeDefined();
    // Two more applications to it at the same time: neither waits for the other's commit.
    const a = await t.db.pool.connect();
    const b = await t.db.pool.connect();
    try {
      const workers = await Promise.all([createWorker(t.db.prisma), createWorker(t.db.prisma)]);
      await a.query("BEGIN");
      await b.query("BEGIN");
      await a.query("SET LOCAL lock_timeout = '2s'");
      await b.query("SET LOCAL lock_timeout = '2s'");
      for (const [client, worker] of [
        [a, workers[0]],
        [b, workers[1]],
      ] as const) {
        await client.query(
          "INSERT INTO applications (job_id, labour_id, status, updated_at) VALUES ($1, $2, 'pending', now())",
          [jobId, worker.id],
        );
      }
      await a.query("COMMIT");
      await b.query("COMMIT");
    } finally {
      a.release();
      b.release();
    }
    await t.db.pool.query("UPDATE jobs SET state = 'Gujarat', city = 'Surat' WHERE id = $1", [
      jobId,
    ]);
    const moved = await Promise.all(["LAST_7_DAYS", "ALL_TIME"].map((r) => figures(r)));
    await t.db.pool.query("SELECT platform_analytics_rebuild()");
    expect(await Promise.all(["LAST_7_DAYS", "ALL_TIME"].map((r) => figures(r)))).toEqual(moved);
  });

  it("forgets an erased person's searches: their own words go, words others searched stay", async () => {
    const before = await figures("LAST_7_DAYS");
    const person = await signedInWorker(t);
    for (const query of ["welder", "zqx own words"]) {
      await t.db.prisma.searchLog.create({
        data: {
          query,
          location: "Pune",
          resultCount: 0,
          userId: person.user.id,
          createdAt: ago(1),
        },
      });
    }
    const counted = (await figures("LAST_7_DAYS")).emptySearches as Json[];
    expect(counted).toContainEqual({ query: "welder", place: "pune", searches: 3 });
    expect(counted).toContainEqual({ query: "zqx own words", place: "pune", searches: 1 });
    // What erasure does (erasure.ts), before the person's search log rows are deleted.
    await t.db.pool.query("SELECT platform_analytics_forget_searches($1::int)", [person.user.id]);
    await t.db.prisma.searchLog.deleteMany({ where: { userId: person.user.id } });
    expect((await figures("LAST_7_DAYS")).emptySearches).toEqual(before.emptySearches);
    const { rows } = await t.db.pool.query(
      `SELECT 1 FROM platform_analytics_days WHERE dim LIKE '%zqx%'
       UNION ALL SELECT 1 FROM platform_analytics_totals WHERE dim LIKE '%zqx%'`,
    );
    expect(rows).toEqual([]);
  });
});
