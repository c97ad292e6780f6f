import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../test/database.js";
import { createJob } from "../../../test/fixtures.js";
import { anAdmin, twoOfEach } from "../../../test/viewers.js";
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
let people: Awaited<ReturnType<typeof twoOfEach>>["viewers"];
const jobs: Record<string, number> = {};
const applications: Record<string, number> = {};
const notifications: Record<string, number> = {};

beforeAll(async () => {
  db = await createTestDatabase();
  const { rows, viewers } = await twoOfEach(db.prisma);
  people = viewers;
  const job = async (name: string, employerId: number, data = {}) => {
    const { id } = await createJob(db.prisma, employerId, { title: name, ...data });
    jobs[name] = id;
    return id;
  };
  const listed = await job("listed", rows.employer.id);
  await job("inactive", rows.employer.id, { status: "INACTIVE" });
  await job("deleted", rows.employer.id, { status: "DELETED" });
  await job("flagged", rows.employer.id, { moderationStatus: "FLAGGED" });
  await job("othersInactive", rows.otherEmployer.id, { status: "INACTIVE" });
  const othersListed = await job("othersListed", rows.otherEmployer.id);
  const apply = async (name: string, labourId: number, jobId: number | null) => {
    applications[name] = (await db.prisma.application.create({ data: { labourId, jobId } })).id;
  };
  await apply("toEmployer", rows.worker.id, listed);
  await apply("toOther", rows.otherWorker.id, othersListed);
  await apply("general", rows.worker.id, null);
  for (const [name, userId] of [
    ["worker's", rows.worker.id],
    ["employer's", rows.employer.id],
  ] as const) {
    const row = await db.prisma.notification.create({
      data: { userId, type: "APPLICATION_STATUS", title: name, message: name },
    });
    notifications[name] = row.id;
  }
});
afterAll(() => db.close());

/** The names in `all` of the rows found, in the order of `all`. */
const named = (all: Record<string, number>, found: { id: number }[]) =>
  Object.entries(all)
    .filter(([, id]) => found.some((row) => row.id === id))
    .map(([name]) => name);

const select = { id: true } as const;

/** What each viewer finds of each kind through its filter. */
const seenBy = {
  jobs: async (viewer: Viewer | null) =>
    named(jobs, await db.prisma.job.findMany({ where: visibleJobWhere(viewer), select })),
  applications: async (viewer: Viewer | null) =>
    named(
      applications,
      await db.prisma.application.findMany({ where: visibleApplicationWhere(viewer), select }),
    ),
  notifications: async (viewer: Viewer | null) =>
    named(
      notifications,
      await db.prisma.notification.findMany({ where: visibleNotificationWhere(viewer), select }),
    ),
};

describe("visibleJobWhere", () => {
  it("shows everyone the listed jobs, an employer also their own unlisted ones, admins all", async () => {
    const listed = ["listed", "othersListed"];
    expect(await seenBy.jobs(null)).toEqual(listed);
    expect(await seenBy.jobs(people.worker)).toEqual(listed);
    expect(await seenBy.jobs(people.employer)).toEqual([
      "listed",
      "inactive",
      "flagged",
      "othersListed",
    ]);
    expect(await seenBy.jobs(people.otherEmployer)).toEqual([
      "listed",
      "othersInactive",
      "othersListed",
    ]);
    expect(await seenBy.jobs(anAdmin)).toEqual(Object.keys(jobs));
  });

  it("agrees with its SQL twin, the public listing of the search statements", async () => {
    const { rows } = await db.pool.query<{ id: number }>(
      `SELECT j.id FROM jobs j WHERE ${PUBLIC_JOB_SQL}`,
    );
    expect(named(jobs, rows)).toEqual(await seenBy.jobs(null));
  });
});

describe("visibleApplicationWhere", () => {
  it("shows its worker and the job's employer an application, admins all, nobody else any", async () => {
    expect(await seenBy.applications(people.worker)).toEqual(["toEmployer", "general"]);
    expect(await seenBy.applications(people.otherWorker)).toEqual(["toOther"]);
    expect(await seenBy.applications(people.employer)).toEqual(["toEmployer"]);
    expect(await seenBy.applications(people.otherEmployer)).toEqual(["toOther"]);
    expect(await seenBy.applications(anAdmin)).toEqual(["toEmployer", "toOther", "general"]);
    expect(await seenBy.applications(null)).toEqual([]);
  });
});

describe("visibleNotificationWhere", () => {
  it("shows a user their own notifications; admins and visitors none", async () => {
    expect(await seenBy.notifications(people.worker)).toEqual(["worker's"]);
    expect(await seenBy.notifications(people.employer)).toEqual(["employer's"]);
    expect(await seenBy.notifications(people.otherEmployer)).toEqual([]);
    expect(await seenBy.notifications(anAdmin)).toEqual([]);
    expect(await seenBy.notifications(null)).toEqual([]);
  });
});
