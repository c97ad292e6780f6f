import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { AppError } from "../../errors.js";
import { compactAdminCounts } from "./count-compaction.js";
import {
  entityCounts,
  platformStats,
  recentLimit,
  registrationTimeline,
  timelineDays,
} from "./stats.js";

// Every figure of the admin overview against a direct SQL count of the same rows, as of a fixed
// moment just after India's midnight (still the day before in UTC). The fixtures sit on the
// edges: a sign-up a minute before India's midnight, one after, the 7th and 30th India days back
// and the day before them, one after `now`, an erased account, every kind of status.

let t: TestApp;
const at = (iso: string) => new Date(iso);
/** 10 March 2026, 00:30 in India; 9 March, 19:00 in UTC. */
const NOW = at("2026-03-10T00:30:00+05:30");

const sql = async <T = Record<string, unknown>>(text: string, values: unknown[] = []) =>
  (await t.db.pool.query(text, values)).rows as T[];
const one = async (text: string, values: unknown[] = []) =>
  Number((await sql<{ n: string }>(text, values))[0]?.n);

beforeAll(async () => {
  t = await createTestApp();
  const prisma = t.db.prisma;
  const made = [
    "2026-03-10T00:01:00+05:30", // today, just after India's midnight
    "2026-03-09T23:59:00+05:30", // yesterday in India, today in UTC
    "2026-03-04T00:00:00+05:30", // the 7th India day back: in the 7 days
    "2026-03-03T23:59:59+05:30", // the day before it: out of 7, in 30
    "2026-02-09T00:00:00+05:30", // the 30th India day back
    "2026-02-08T23:59:00+05:30", // out of 30
    "2026-03-10T09:00:00+05:30", // after `now`: counted nowhere in the windows
  ];
  const employers: number[] = [];
  for (const [index, createdAt] of made.entries()) {
    const worker = await createWorker(prisma);
    await prisma.user.update({ where: { id: worker.id }, data: { createdAt: at(createdAt) } });
    if (index % 2 === 0) {
      const employer = await createEmployer(prisma);
      await prisma.user.update({ where: { id: employer.id }, data: { createdAt: at(createdAt) } });
      employers.push(employer.id);
    }
  }
  const erased = await createWorker(prisma);
  await prisma.user.update({
    where: { id: erased.id },
    data: { erasedAt: at("2026-03-01T10:00:00+05:30"), accountState: "BLOCKED" },
  });
  const blocked = await createWorker(prisma);
  await prisma.user.update({ where: { id: blocked.id }, data: { accountState: "BLOCKED" } });

  const [first, second, third] = employers as [number, number, number];
  const active = await createJob(prisma, first);
  await createJob(prisma, first, { status: "ACTIVE" });
  await createJob(prisma, second, { status: "INACTIVE" });
  const deleted = await createJob(prisma, third, { status: "DELETED" });
  const workers = await prisma.user.findMany({ where: { userType: "LABOUR", erasedAt: null } });
  const statuses = ["PENDING", "ACCEPTED", "COMPLETED", "REJECTED", "WITHDRAWN"] as const;
  for (const [index, worker] of workers.entries()) {
    await prisma.application.create({
      data: {
        jobId: index % 3 === 0 ? deleted.id : active.id,
        labourId: worker.id,
        status: statuses[index % statuses.length],
        appliedAt: at(made[index % made.length] ?? "2026-03-01T10:00:00+05:30"),
      },
    });
  }
});
afterAll(() => t.close());

describe("the platform stats", () => {
  it("match direct SQL counts, by India days", async () => {
    const stats = await platformStats(t.db.pool, NOW);
    const d1 = "('2026-03-10'::timestamp AT TIME ZONE 'Asia/Kolkata')";
    const d7 = "('2026-03-04'::timestamp AT TIME ZONE 'Asia/Kolkata')";
    const d30 = "('2026-02-09'::timestamp AT TIME ZONE 'Asia/Kolkata')";
    const windowed = async (table: string, column: string) => ({
      today: await one(
        `SELECT count(*) n FROM ${table} WHERE ${column} >= ${d1} AND ${column} <= $1`,
        [NOW],
      ),
      last7Days: await one(
        `SELECT count(*) n FROM ${table} WHERE ${column} >= ${d7} AND ${column} <= $1`,
        [NOW],
      ),
      last30Days: await one(
        `SELECT count(*) n FROM ${table} WHERE ${column} >= ${d30} AND ${column} <= $1`,
        [NOW],
      ),
    });
    expect(stats.signUps).toEqual(await windowed("users", "created_at"));
    expect(stats.applicationsMade).toEqual(await windowed("applications", "applied_at"));
    // By hand, from the fixtures: a worker and an employer today in India (00:01); the 23:59
    // worker is yesterday's; a worker and an employer on the 7th day back; after `now`, nowhere.
    expect(stats.signUps.today).toBe(2);
    expect(stats.signUps.last7Days).toBe(2 + 1 + 2);

    expect(stats.users.total).toBe(
      await one("SELECT count(*) n FROM users WHERE erased_at IS NULL"),
    );
    for (const { userType, count } of stats.users.byType) {
      expect([userType, count]).toEqual([
        userType,
        await one("SELECT count(*) n FROM users WHERE erased_at IS NULL AND user_type::text = $1", [
          userType.toLowerCase(),
        ]),
      ]);
    }
    for (const { accountState, count } of stats.users.byState) {
      expect([accountState, count]).toEqual([
        accountState,
        await one(
          "SELECT count(*) n FROM users WHERE erased_at IS NULL AND account_state::text = $1",
          [accountState.toLowerCase()],
        ),
      ]);
    }
    expect(stats.users.byState.find((s) => s.accountState === "BLOCKED")?.count).toBe(1);
    for (const { status, count } of stats.jobs.byStatus) {
      expect([status, count]).toEqual([
        status,
        await one("SELECT count(*) n FROM jobs WHERE status::text = $1", [status.toLowerCase()]),
      ]);
    }
    expect(stats.jobs.total).toBe(await one("SELECT count(*) n FROM jobs"));
    for (const { status, count } of stats.applications.byStatus) {
      expect([status, count]).toEqual([
        status,
        await one("SELECT count(*) n FROM applications WHERE status::text = $1", [
          status.toLowerCase(),
        ]),
      ]);
    }
    const total = await one("SELECT count(*) n FROM applications");
    expect(stats.applications.total).toBe(total);
    const hired = await one(
      "SELECT count(*) n FROM applications WHERE status IN ('accepted', 'completed')",
    );
    expect(hired).toBeGreaterThan(0);
    expect(stats.placementRate).toBeCloseTo(hired / total, 10);
    expect(stats.activeEmployers).toBe(
      await one(
        "SELECT count(DISTINCT employer_id) n FROM jobs j JOIN users u ON u.id = j.employer_id WHERE j.status = 'active' AND u.erased_at IS NULL",
      ),
    );
    expect(stats.activeEmployers).toBe(1);
  });

  it("counts each entity's rows", async () => {
    const counts = await entityCounts(t.db.pool);
    expect(counts.users).toBe(await one("SELECT count(*) n FROM users"));
    expect(counts.workers).toBe(
      await one("SELECT count(*) n FROM users WHERE user_type = 'labour'"),
    );
    expect(counts.employers).toBe(
      await one("SELECT count(*) n FROM users WHERE user_type = 'employer'"),
    );
    expect(counts.jobs).toBe(await one("SELECT count(*) n FROM jobs"));
    expect(counts.applications).toBe(await one("SELECT count(*) n FROM applications"));
    expect(counts.admins).toBe(await one("SELECT count(*) n FROM admins"));
  });
});

describe("the registration timeline", () => {
  it("has one row per India day ending today, zeros included, by user type", async () => {
    const days = await registrationTimeline(t.db.pool, 30, NOW);
    expect(days).toHaveLength(30);
    expect(days[0]?.date).toBe("2026-02-09");
    expect(days.at(-1)?.date).toBe("2026-03-10");
    const expected = await sql<{ day: string; workers: number; employers: number }>(
      `SELECT to_char((created_at AT TIME ZONE 'Asia/Kolkata')::date, 'YYYY-MM-DD') AS day,
              count(*) FILTER (WHERE user_type = 'labour')::int AS workers,
              count(*) FILTER (WHERE user_type = 'employer')::int AS employers
       FROM users WHERE created_at <= $1
         AND (created_at AT TIME ZONE 'Asia/Kolkata')::date >= '2026-02-09'
       GROUP BY 1`,
      [NOW],
    );
    const byDay = new Map(expected.map((row) => [row.day, row]));
    for (const day of days) {
      const row = byDay.get(day.date);
      expect(day).toEqual({
        date: day.date,
        workers: row?.workers ?? 0,
        employers: row?.employers ?? 0,
        total: (row?.workers ?? 0) + (row?.employers ?? 0),
      });
    }
    // India's midnight: 23:59 on the 9th is the 9th, 00:01 on the 10th the 10th.
    expect(days.at(-1)).toEqual({ date: "2026-03-10", workers: 1, employers: 1, total: 2 });
    expect(days.at(-2)?.workers).toBe(1);
    expect(days.filter((day) => day.total === 0).length).toBeGreaterThan(20);
    expect(await registrationTimeline(t.db.pool, 1, NOW)).toHaveLength(1);
    expect(await registrationTimeline(t.db.pool, 365, NOW)).toHaveLength(365);
  });

  it("are the same figures once the roll-ups' deltas are folded", async () => {
    const before = {
      stats: await platformStats(t.db.pool, NOW),
      counts: await entityCounts(t.db.pool),
      timeline: await registrationTimeline(t.db.pool, 365, NOW),
    };
    await compactAdminCounts(t.db.pool);
    expect({
      stats: await platformStats(t.db.pool, NOW),
      counts: await entityCounts(t.db.pool),
      timeline: await registrationTimeline(t.db.pool, 365, NOW),
    }).toEqual(before);
  });

  it("takes 1 to 365 days and 1 to 100 items, defaults 30 and 10", () => {
    expect(timelineDays(undefined)).toBe(30);
    expect(recentLimit(null)).toBe(10);
    expect(recentLimit(100)).toBe(100);
    for (const bad of [0, 366, -1]) expect(() => timelineDays(bad)).toThrow(AppError);
    for (const bad of [0, 101]) expect(() => recentLimit(bad)).toThrow(AppError);
  });
});
