import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { employer, refusal, VALIDATION, visitor, worker } from "../../../test/context.js";
import { createEmployer, createJob as createJobRow, createWorker } from "../../../test/fixtures.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import {
  canReactivate,
  createJob,
  deleteJob,
  requireJobId,
  setJobStatus,
  updateJob,
} from "./manage.js";

// An employer's own jobs on the real database: only employers post, only a job's employer
// changes it, a job goes inactive and comes back unless an admin holds it, and deleting it is
// for good: its applications in progress are cancelled and their workers told.

let t: TestApp;
let ownerId: number;
let rivalId: number;
let workerId: number;

const FORM = {
  title: "Mason for a boundary wall",
  jobType: "CONTRACT",
  positions: 3,
  state: "Maharashtra",
  city: "pune",
  description: "Brick work for a 40 m wall.",
  skills: ["brick laying"],
  salaryAmount: 900,
  salaryPeriod: "PER_DAY",
};

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createEmployer(t.db.prisma)).id;
  rivalId = (await createEmployer(t.db.prisma, { companyName: "Rival Builders" })).id;
  workerId = (await createWorker(t.db.prisma)).id;
});
afterAll(() => t.close());

const owner = () => employer(t, ownerId);
const rival = () => employer(t, rivalId);
const stored = (id: number) => t.db.prisma.job.findUniqueOrThrow({ where: { id } });
const newJob = () => createJob(owner(), FORM);

describe("createJob", () => {
  it("lists the employer's job at once, with the city in the shipped list's spelling", async () => {
    const job = await newJob();
    expect(job).toMatchObject({
      employerId: ownerId,
      status: "ACTIVE",
      moderationStatus: "APPROVED",
      city: "Pune",
      positions: 3,
    });
    expect(job.publishedAt).not.toBeNull();
  });

  it("takes jobs from employers only", async () => {
    expect(await refusal(createJob(worker(t, workerId), FORM))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await refusal(createJob(visitor(t), FORM))).toMatchObject({ code: "UNAUTHENTICATED" });
  });

  it("names every field of the form that is wrong, and writes nothing", async () => {
    const before = await t.db.prisma.job.count();
    const refused = await refusal(
      createJob(owner(), { ...FORM, title: " ", city: "Chennai", salaryAmount: 0 }),
    );
    expect(refused.code).toBe(VALIDATION);
    expect(refused.fields.sort()).toEqual(["city", "salary_amount", "title"]);
    expect(await t.db.prisma.job.count()).toBe(before);
  });
});

describe("updateJob", () => {
  it("replaces the form's fields and keeps the job's status", async () => {
    const job = await newJob();
    await setJobStatus(owner(), job.id, "INACTIVE");
    const updated = await updateJob(owner(), job.id, { ...FORM, salaryAmount: 1000, city: null });
    expect(updated).toMatchObject({ salaryAmount: 1000, city: null, status: "INACTIVE" });
  });

  it("lets only the job's employer change it; a job that is gone is not found", async () => {
    const job = await newJob();
    expect(await refusal(updateJob(rival(), job.id, FORM))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(updateJob(owner(), 999_999, FORM))).toMatchObject({ code: "NOT_FOUND" });
    await deleteJob(owner(), job.id);
    expect(await refusal(updateJob(owner(), job.id, FORM))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("setJobStatus", () => {
  it("makes a job inactive and active again, keeping when it was first published", async () => {
    const job = await newJob();
    expect((await setJobStatus(owner(), job.id, "INACTIVE")).status).toBe("INACTIVE");
    const active = await setJobStatus(owner(), job.id, "ACTIVE");
    expect(active.status).toBe("ACTIVE");
    expect(active.publishedAt).toEqual(job.publishedAt);
  });

  it("runs a job whose end date has passed again with no end date", async () => {
    const job = await newJob();
    await t.db.prisma.job.update({
      where: { id: job.id },
      data: { status: "INACTIVE", expiresAt: new Date(Date.now() - 86_400_000) },
    });
    expect(await setJobStatus(owner(), job.id, "ACTIVE")).toMatchObject({
      status: "ACTIVE",
      expiresAt: null,
    });
  });

  it("cannot bring back a job an admin flagged or rejected, which can still be taken down", async () => {
    for (const moderationStatus of ["FLAGGED", "REJECTED"] as const) {
      const job = await newJob();
      await t.db.prisma.job.update({ where: { id: job.id }, data: { moderationStatus } });
      await setJobStatus(owner(), job.id, "INACTIVE");
      expect(await refusal(setJobStatus(owner(), job.id, "ACTIVE"))).toMatchObject({
        code: "CONFLICT",
      });
      expect((await stored(job.id)).status).toBe("INACTIVE");
      expect(canReactivate(await stored(job.id))).toBe(false);
    }
  });

  it("takes active or inactive only, from the job's employer only", async () => {
    const job = await newJob();
    for (const status of ["DRAFT", "EXPIRED", "DELETED"] as const) {
      expect((await refusal(setJobStatus(owner(), job.id, status))).fields).toEqual(["status"]);
    }
    for (const status of ["ACTIVE", "INACTIVE"] as const) {
      expect(await refusal(setJobStatus(rival(), job.id, status))).toMatchObject({
        code: "FORBIDDEN",
      });
    }
    expect((await stored(job.id)).status).toBe("ACTIVE");
  });
});

describe("deleteJob", () => {
  it("takes the job away for good, cancels what is in progress, tells those workers", async () => {
    const job = await newJob();
    const statuses: ApplicationStatus[] = ["PENDING", "SHORTLISTED", "ACCEPTED", "REJECTED"];
    const applications = [];
    for (const status of statuses) {
      const labour = await createWorker(t.db.prisma);
      applications.push(
        await t.db.prisma.application.create({
          data: { jobId: job.id, labourId: labour.id, status },
        }),
      );
      await t.db.prisma.savedJob.create({ data: { jobId: job.id, labourId: labour.id } });
    }

    await deleteJob(owner(), job.id);

    const gone = await stored(job.id);
    expect(gone.status).toBe("DELETED");
    expect(gone.deletedAt).not.toBeNull();
    expect(canReactivate(gone)).toBe(false);
    const after = await t.db.prisma.application.findMany({
      where: { jobId: job.id },
      orderBy: { id: "asc" },
    });
    expect(after.map((a) => a.status)).toEqual(["CANCELLED", "CANCELLED", "CANCELLED", "REJECTED"]);
    const told = await t.db.prisma.notification.findMany({
      where: { userId: { in: applications.map((a) => a.labourId) } },
    });
    expect(told.map((n) => n.userId).sort()).toEqual(
      applications
        .slice(0, 3)
        .map((a) => a.labourId)
        .sort(),
    );
    expect(await t.db.prisma.savedJob.count({ where: { jobId: job.id } })).toBe(0);

    expect(await refusal(deleteJob(owner(), job.id))).toMatchObject({ code: "NOT_FOUND" });
    await refusal(setJobStatus(owner(), job.id, "ACTIVE"));
    expect((await stored(job.id)).status).toBe("DELETED");
  });

  it("lets only the job's employer delete it", async () => {
    const job = await createJobRow(t.db.prisma, ownerId);
    expect(await refusal(deleteJob(rival(), job.id))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(deleteJob(worker(t, workerId), job.id))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect((await stored(job.id)).status).toBe("ACTIVE");
  });
});

describe("requireJobId", () => {
  it("trims the ID and refuses a blank one", async () => {
    expect(requireJobId("  12 ")).toBe("12");
    for (const blank of [null, undefined, "", "   "]) {
      expect((await refusal(Promise.resolve().then(() => requireJobId(blank)))).fields).toEqual([
        "job_id",
      ]);
    }
  });
});

describe("announcing changes", () => {
  it("announces every committed change once, and nothing for a refused one", async () => {
    let heard = 0;
    const stop = t.services.jobChanges.subscribe(() => {
      heard += 1;
    });
    try {
      const job = await newJob();
      expect(heard).toBe(1);
      await updateJob(owner(), job.id, { ...FORM, title: "Mason for a taller wall" });
      await setJobStatus(owner(), job.id, "INACTIVE");
      await setJobStatus(owner(), job.id, "ACTIVE");
      expect(heard).toBe(4);
      await expect(updateJob(rival(), job.id, FORM)).rejects.toThrow();
      await expect(updateJob(owner(), job.id, { ...FORM, title: "" })).rejects.toThrow();
      expect(heard).toBe(4);
      await deleteJob(owner(), job.id);
      expect(heard).toBe(5);
    } finally {
      stop();
    }
  });
});
