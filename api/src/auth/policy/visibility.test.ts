import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import type { Viewer } from "../../context.js";
import {
  PUBLIC_JOB_SQL,
  visibleApplicationWhere,
  visibleJobWhere,
  visibleNotificationWhere,
} from "./visibility.js";

// The visibility filters against real rows: what each viewer finds of jobs in every state, of
// applications and of notifications.

let db: TestDatabase;
let employerA: Viewer;
let employerB: Viewer;
let worker: Viewer;
let otherWorker: Viewer;
const admin: Viewer = { kind: "admin", id: 1, role: "VIEWER" };
const jobs: Record<string, number> = {};
const applications: Record<string, number> = {};
const notifications: Record<string, number> = {};

const asUser = (user: { id: number; userType: "LABOUR" | "EMPLOYER" }): Viewer => ({
  kind: "user",
  id: user.id,
  userType: user.userType,
});

beforeAll(async () => {
  db = await createTestDatabase();
  const a = await createEmployer(db.prisma);
  const b = await createEmployer(db.prisma);
  const w = await createWorker(db.prisma);
  const w2 = await createWorker(db.prisma);
  employerA = asUser(a);
  employerB = asUser(b);
  worker = asUser(w);
  otherWorker = asUser(w2);
  const job = async (name: string, employerId: number, data = {}) => {
    const { id } = await createJob(db.prisma, employerId, { title: name, ...data });
    jobs[name] = id;
    return id;
  };
  const listed = await job("listed", a.id);
  await job("inactive", a.id, { status: "INACTIVE" });
  await job("deleted", a.id, { status: "DELETED" });
  await job("flagged", a.id, { moderationStatus: "FLAGGED" });
  await job("othersInactive", b.id, { status: "INACTIVE" });
  const othersListed = await job("othersListed", b.id);
  const apply = async (name: string, labourId: number, jobId: number | null) => {
    applications[name] = (await db.prisma.application.create({ data: { labourId, jobId } })).id;
  };
  await apply("toA", w.id, listed);
  await apply("toB", w2.id, othersListed);
  await apply("general", w.id, null);
  for (const [name, userId] of [
    ["worker's", w.id],
    ["employerA's", a.id],
  ] as const) {
    const row = await db.prisma.notification.create({
      data: { userId, type: "APPLICATION_STATUS", title: name, message: name },
    });
    notifications[name] = row.id;
  }
});
afterAll(() => db.close());

/** The names of `all` whose ids `ids` holds, in the order of `all`. */
const named = (all: Record<string, number>, ids: number[]) =>
  Object.entries(all)
    .filter(([, id]) => ids.includes(id))
    .map(([name]) => name);

async function jobsSeenBy(viewer: Viewer | null) {
  const rows = await db.prisma.job.findMany({
    where: visibleJobWhere(viewer),
    select: { id: true },
  });
  return named(
    jobs,
    rows.map((row) => row.id),
  );
}

describe("visibleJobWhere", () => {
  it("shows everyone the listed jobs, an employer also their own unlisted ones, admins all", async () => {
    const listed = ["listed", "othersListed"];
    expect(await jobsSeenBy(null)).toEqual(listed);
    expect(await jobsSeenBy(worker)).toEqual(listed);
    expect(await jobsSeenBy(employerA)).toEqual(["listed", "inactive", "flagged", "othersListed"]);
    expect(await jobsSeenBy(employerB)).toEqual(["listed", "othersInactive", "othersListed"]);
    expect(await jobsSeenBy(admin)).toEqual(Object.keys(jobs));
  });

  it("agrees with its SQL twin, the public listing of the search statements", async () => {
    const { rows } = await db.pool.query<{ id: number }>(
      `SELECT j.id FROM jobs j WHERE ${PUBLIC_JOB_SQL}`,
    );
    expect(
      named(
        jobs,
        rows.map((row) => row.id),
      ),
    ).toEqual(await jobsSeenBy(null));
  });
});

describe("visibleApplicationWhere", () => {
  it("shows its worker and the job's employer an application, admins all, nobody else any", async () => {
    const seenBy = async (viewer: Viewer | null) => {
      const rows = await db.prisma.application.findMany({
        where: visibleApplicationWhere(viewer),
        select: { id: true },
      });
      return named(
        applications,
        rows.map((row) => row.id),
      );
    };
    expect(await seenBy(worker)).toEqual(["toA", "general"]);
    expect(await seenBy(otherWorker)).toEqual(["toB"]);
    expect(await seenBy(employerA)).toEqual(["toA"]);
    expect(await seenBy(employerB)).toEqual(["toB"]);
    expect(await seenBy(admin)).toEqual(["toA", "toB", "general"]);
    expect(await seenBy(null)).toEqual([]);
  });
});

describe("visibleNotificationWhere", () => {
  it("shows a user their own notifications; admins and visitors none", async () => {
    const seenBy = async (viewer: Viewer | null) => {
      const rows = await db.prisma.notification.findMany({
        where: visibleNotificationWhere(viewer),
        select: { id: true },
      });
      return named(
        notifications,
        rows.map((row) => row.id),
      );
    };
    expect(await seenBy(worker)).toEqual(["worker's"]);
    expect(await seenBy(employerA)).toEqual(["employerA's"]);
    expect(await seenBy(employerB)).toEqual([]);
    expect(await seenBy(admin)).toEqual([]);
    expect(await seenBy(null)).toEqual([]);
  });
});
