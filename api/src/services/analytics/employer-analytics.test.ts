import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import type { AnalyticsRange } from "../../constants.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import { applicationsSince, employerAnalytics, jobFigures } from "./employer-analytics.js";

// Every figure of the employer's analytics against a direct SQL count of the same rows, at three
// fixed moments: just after midnight of 1 March in India (still 28 February in UTC), late on
// 28 February in India, and in April after every fixture. The fixtures sit on the edges: India's midnight against UTC's, the month
// boundary, the first and last day of each range, a deleted job's applications and views,
// withdrawn applications, another employer's job and an application after `now`.

let t: TestApp;
let employerId: number;
const jobs: Record<"active" | "inactive" | "deleted" | "other", number> = {
  active: 0,
  inactive: 0,
  deleted: 0,
  other: 0,
};

const at = (iso: string) => new Date(iso);
/** 1 March 2026, 00:30 in India; 28 February, 19:00 in UTC. */
const MARCH_FIRST = at("2026-03-01T00:30:00+05:30");
/** 28 February 2026, 23:00 in India. */
const FEB_LAST = at("2026-02-28T23:00:00+05:30");
/**
 * 2 April 2026, noon in India: every fixture lies between the first job's day and now, so all
 * time reads the roll-ups kept whatever the day (at the other two moments an application lies
 * after now, and all time reads the days).
 */
const APRIL = at("2026-04-02T12:00:00+05:30");

beforeAll(async () => {
  t = await createTestApp();
  const prisma = t.db.prisma;
  employerId = (await createEmployer(prisma)).id;
  const otherEmployer = (await createEmployer(prisma)).id;
  jobs.active = (
    await createJob(prisma, employerId, { createdAt: at("2025-12-01T10:00:00+05:30") })
  ).id;
  jobs.inactive = (
    await createJob(prisma, employerId, {
      status: "INACTIVE",
      // The last minute of 31 January in India.
      createdAt: at("2026-01-31T23:59:00+05:30"),
    })
  ).id;
  jobs.deleted = (
    await createJob(prisma, employerId, {
      status: "DELETED",
      deletedAt: at("2026-02-27T10:00:00+05:30"),
      createdAt: at("2026-02-25T10:00:00+05:30"),
    })
  ).id;
  jobs.other = (
    await createJob(prisma, otherEmployer, { createdAt: at("2025-11-01T10:00:00Z") })
  ).id;

  const states = ["Maharashtra", "Maharashtra", "Bihar", "Uttar Pradesh", null, "Bihar"];
  const workers: number[] = [];
  for (const state of states) {
    const worker = await createWorker(prisma);
    await prisma.user.update({ where: { id: worker.id }, data: { state } });
    workers.push(worker.id);
  }
  const w = (i: number) => workers[i] as number;
  const apply = (
    jobId: number,
    labourId: number,
    iso: string,
    status: ApplicationStatus = "PENDING",
  ) => ({ jobId, labourId, appliedAt: at(iso), status });
  await prisma.application.createMany({
    data: [
      // India's midnight starting 1 March: 28 February in UTC.
      apply(jobs.active, w(0), "2026-03-01T00:00:00+05:30", "ACCEPTED"),
      // The last instant of 28 February in India.
      apply(jobs.active, w(1), "2026-02-28T23:59:59.999+05:30"),
      // The day before the 7-day range (from 23 February), and its first instant.
      apply(jobs.active, w(2), "2026-02-22T23:59:00+05:30", "COMPLETED"),
      apply(jobs.active, w(3), "2026-02-23T00:00:00+05:30", "WITHDRAWN"),
      // The 30-day range's first day (31 January), and the day before it.
      apply(jobs.active, w(4), "2026-01-31T00:00:00+05:30", "WITHDRAWN"),
      apply(jobs.active, w(5), "2026-01-30T23:59:59+05:30", "ACCEPTED"),
      apply(jobs.inactive, w(0), "2026-02-01T00:00:00+05:30", "SHORTLISTED"),
      apply(jobs.inactive, w(2), "2026-01-31T23:30:00+05:30", "ACCEPTED"),
      // Long ago: only in all time.
      apply(jobs.inactive, w(5), "2025-12-02T09:00:00+05:30", "REJECTED"),
      // After 1 March's `now` (02:00 on 2 March in India): never counted then.
      apply(jobs.inactive, w(1), "2026-03-02T02:00:00+05:30"),
      // The deleted job's and the other employer's count nowhere.
      apply(jobs.deleted, w(0), "2026-02-26T10:00:00+05:30", "ACCEPTED"),
      apply(jobs.deleted, w(1), "2026-03-01T00:10:00+05:30"),
      apply(jobs.other, w(0), "2026-02-28T10:00:00+05:30"),
    ],
  });
  const view = (jobId: number, day: string, key: string) => ({
    jobId,
    visitorKey: key,
    viewedOn: at(`${day}T00:00:00Z`),
  });
  await prisma.jobView.createMany({
    data: [
      view(jobs.active, "2026-03-01", "a"),
      view(jobs.active, "2026-03-01", "b"),
      view(jobs.active, "2026-02-28", "a"),
      view(jobs.active, "2026-02-22", "a"),
      view(jobs.active, "2026-01-31", "a"),
      view(jobs.inactive, "2026-02-23", "a"),
      view(jobs.inactive, "2025-12-05", "a"),
      view(jobs.deleted, "2026-03-01", "a"),
      view(jobs.other, "2026-03-01", "a"),
    ],
  });
});
afterAll(() => t.close());

// ---- the same figures, counted directly: India days worked out in JavaScript, plain SQL

const DAY_MS = 86_400_000;
/** The India day of an instant, YYYY-MM-DD. */
const indiaDay = (instant: Date) =>
  instant.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
/** India's midnight starting `day`, as an instant. */
const indiaMidnight = (day: string) => new Date(`${day}T00:00:00+05:30`);

function rangeDays(range: AnalyticsRange, now: Date, firstJobDay: string) {
  const today = indiaDay(now);
  const first = {
    LAST_7_DAYS: addDays(today, -6),
    LAST_30_DAYS: addDays(today, -29),
    THIS_MONTH: `${today.slice(0, 8)}01`,
    ALL_TIME: firstJobDay,
  }[range];
  return { first, today, lo: indiaMidnight(first), hi: indiaMidnight(addDays(today, 1)) };
}

async function direct(range: AnalyticsRange, now: Date) {
  const q = async <T>(sql: string, params: unknown[]) =>
    (await t.db.pool.query(sql, params)).rows as T[];
  const [firstJob] = await q<{ created_at: Date }>(
    "SELECT min(created_at) AS created_at FROM jobs WHERE employer_id = $1 AND status <> 'deleted'",
    [employerId],
  );
  const { first, today, lo, hi } = rangeDays(range, now, indiaDay(firstJob?.created_at as Date));
  const mine = `FROM applications a JOIN jobs j ON j.id = a.job_id
    WHERE j.employer_id = $1 AND j.status <> 'deleted' AND a.applied_at >= $2 AND a.applied_at < $3`;
  const params = [employerId, lo, hi];
  const [totals] = await q<Record<string, number>>(
    `SELECT count(*)::int AS total,
       count(DISTINCT a.labour_id) FILTER (WHERE a.status IN ('accepted', 'completed'))::int AS hired
     ${mine}`,
    params,
  );
  const perDay = await q<{ day: string; n: number }>(
    `SELECT to_char(a.applied_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM-DD') AS day, count(*)::int AS n
     ${mine} GROUP BY 1`,
    params,
  );
  const perStatus = await q<{ status: string; n: number }>(
    `SELECT upper(a.status::text) AS status, count(*)::int AS n ${mine} GROUP BY 1`,
    params,
  );
  const perState = await q<{ state: string; n: number }>(
    `SELECT u.state, count(*)::int AS n ${mine.replace("WHERE", "JOIN users u ON u.id = a.labour_id WHERE")}
       AND u.state IS NOT NULL GROUP BY 1 ORDER BY 2 DESC, 1`,
    params,
  );
  const [jobCounts] = await q<Record<string, number>>(
    `SELECT count(*) FILTER (WHERE status <> 'deleted' AND created_at >= $2 AND created_at < $3)::int AS total,
       count(*) FILTER (WHERE status = 'active')::int AS active
     FROM jobs WHERE employer_id = $1`,
    params,
  );
  const [views] = await q<{ n: number }>(
    `SELECT count(*)::int AS n FROM job_views v JOIN jobs j ON j.id = v.job_id
     WHERE j.employer_id = $1 AND j.status <> 'deleted' AND v.viewed_on BETWEEN $2::date AND $3::date`,
    [employerId, first, today],
  );
  return { first, today, totals, perDay, perStatus, perState, jobCounts, views };
}

const RANGES: AnalyticsRange[] = ["LAST_7_DAYS", "LAST_30_DAYS", "THIS_MONTH", "ALL_TIME"];

describe("employerAnalytics", () => {
  for (const [name, now] of [
    ["1 March, 00:30 in India", MARCH_FIRST],
    ["28 February, 23:00 in India", FEB_LAST],
    ["2 April, noon in India", APRIL],
  ] as const) {
    for (const range of RANGES) {
      it(`equals the direct counts: ${range} at ${name}`, async () => {
        const figures = await employerAnalytics(t.db.pool, employerId, range, now);
        const sql = await direct(range, now);
        expect([figures.from, figures.to]).toEqual([sql.first, sql.today]);
        expect(figures.totalApplications).toBe(sql.totals?.total);
        expect(figures.hiredWorkers).toBe(sql.totals?.hired);
        expect(figures.totalJobs).toBe(sql.jobCounts?.total);
        expect(figures.activeJobs).toBe(sql.jobCounts?.active);
        expect(figures.jobViews).toBe(sql.views?.n);
        // Every day of the range in order, 0 where none came, the others as counted.
        const days = figures.applicationsOverTime.map((d) => d.date);
        expect(days[0]).toBe(sql.first);
        expect(days.at(-1)).toBe(sql.today);
        expect(days).toEqual(days.map((_, i) => addDays(sql.first, i)));
        const counted = new Map(sql.perDay.map((d) => [d.day, d.n]));
        for (const day of figures.applicationsOverTime) {
          expect(day.applications, day.date).toBe(counted.get(day.date) ?? 0);
        }
        const byStatus = new Map(sql.perStatus.map((s) => [s.status, s.n]));
        expect(figures.applicationsByStatus).toHaveLength(8);
        for (const part of figures.applicationsByStatus) {
          expect(part.applications, part.status).toBe(byStatus.get(part.status) ?? 0);
        }
        expect(figures.stateFrequency).toEqual(
          sql.perState.map((s) => ({ state: s.state, applications: s.n })),
        );
      });
    }
  }

  it("says the fixtures' edges as a person would count them", async () => {
    const week = await employerAnalytics(t.db.pool, employerId, "LAST_7_DAYS", MARCH_FIRST);
    // 1 March's midnight, 28 February's last instant and 23 February's first (withdrawn); not
    // 22 February's, the deleted job's nor the one after now.
    expect(week.totalApplications).toBe(3);
    expect(week.applicationsOverTime).toHaveLength(7);
    expect(week.applicationsOverTime.find((d) => d.date === "2026-02-23")?.applications).toBe(1);
    expect(week.jobViews).toBe(4);
    // India's March so far is one day; in UTC it would still be February.
    const march = await employerAnalytics(t.db.pool, employerId, "THIS_MONTH", MARCH_FIRST);
    expect(march.applicationsOverTime).toEqual([{ date: "2026-03-01", applications: 1 }]);
    expect([march.totalApplications, march.hiredWorkers, march.totalJobs]).toEqual([1, 1, 0]);
    const february = await employerAnalytics(t.db.pool, employerId, "THIS_MONTH", FEB_LAST);
    expect(february.applicationsOverTime).toHaveLength(28);
    // 28th, 23rd, 22nd, 1 February: the inactive job's shortlisted one came at its midnight.
    expect(february.totalApplications).toBe(4);
    const month30 = await employerAnalytics(t.db.pool, employerId, "LAST_30_DAYS", MARCH_FIRST);
    expect(month30.from).toBe("2026-01-31");
    // The inactive job was posted at 23:59 on 31 January in India: inside the 30 days.
    expect(month30.totalJobs).toBe(1);
    expect(month30.applicationsByStatus.find((s) => s.status === "WITHDRAWN")?.applications).toBe(
      2,
    );
    const all = await employerAnalytics(t.db.pool, employerId, "ALL_TIME", MARCH_FIRST);
    expect([all.from, all.totalApplications, all.totalJobs, all.activeJobs]).toEqual([
      "2025-12-01",
      9,
      2,
      1,
    ]);
    // Accepted or completed: workers 0, 2 (twice: completed and accepted) and 5.
    expect(all.hiredWorkers).toBe(3);
    expect(all.stateFrequency).toEqual([
      { state: "Bihar", applications: 4 },
      { state: "Maharashtra", applications: 3 },
      { state: "Uttar Pradesh", applications: 1 },
    ]);
  });

  it("counts each job's views, applications and hires in the range", async () => {
    const week = await jobFigures(t.db.pool, employerId, "LAST_7_DAYS", { now: MARCH_FIRST });
    expect(week).toEqual([
      expect.objectContaining({ jobId: jobs.inactive, views: 1, applications: 0, hires: 0 }),
      expect.objectContaining({
        jobId: jobs.active,
        status: "ACTIVE",
        views: 3,
        applications: 3,
        hires: 1,
      }),
    ]);
    const active = await jobFigures(t.db.pool, employerId, "ALL_TIME", {
      now: MARCH_FIRST,
      status: "ACTIVE",
    });
    expect(active).toEqual([
      expect.objectContaining({ jobId: jobs.active, views: 5, applications: 6, hires: 3 }),
    ]);
  });

  it("counts the applications since a moment, never the deleted job's", async () => {
    expect(await applicationsSince(t.db.pool, employerId, at("2026-02-28T23:00:00+05:30"))).toBe(3);
  });

  it("answers an employer with no jobs with zeros and today alone", async () => {
    const empty = (await createEmployer(t.db.prisma)).id;
    const all = await employerAnalytics(t.db.pool, empty, "ALL_TIME", MARCH_FIRST);
    expect(all).toMatchObject({
      from: "2026-03-01",
      totalJobs: 0,
      totalApplications: 0,
      applicationsOverTime: [{ date: "2026-03-01", applications: 0 }],
      stateFrequency: [],
    });
  });
});
