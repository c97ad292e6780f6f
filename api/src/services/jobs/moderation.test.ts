import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import {
  contextFor,
  employer,
  refusal,
  VALIDATION,
  visitor,
  worker,
} from "../../../test/context.js";
import { createEmployer, createJob as createJobRow, createWorker } from "../../../test/fixtures.js";
import { signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { anAdmin } from "../../../test/viewers.js";
import { JOB_EXPIRY_SETTING, JOBS_NEED_APPROVAL_SETTING } from "../../constants.js";
import { expireJobs } from "./expiry.js";
import { jobExpiryDays } from "./job-settings.js";
import { createJob, deleteJob, renewJob, updateJob } from "./manage.js";
import { moderationQueue, openReportCounts, unpaidAnswers } from "./moderation-queue.js";
import { reportJob } from "./reports.js";
import { searchJobs } from "./search.js";

// Moderation on the real database: the money-request shield holds a post that asks
// workers for money, workers report jobs, the admins' queue lists what waits for them, and jobs
// expire and are renewed.

let t: TestApp;
let ownerId: number;
let rivalId: number;
let workerId: number;
let otherWorkerId: number;

const FORM = {
  title: "Helpers for a warehouse",
  jobType: "DAILY_WAGE",
  positions: 4,
  state: "Maharashtra",
  city: "Pune",
  description: "Loading and unloading trucks. ₹600 per day, paid every Saturday.",
  salaryAmount: 600,
  salaryPeriod: "PER_DAY",
};
const FEE_FORM = {
  ...FORM,
  title: "Packers wanted urgently",
  description: "Registration fee ₹2,000 to confirm your seat. Pay to hiring@okaxis",
};

beforeAll(async () => {
  t = await createTestApp();
  ownerId = (await createEmployer(t.db.prisma)).id;
  rivalId = (await createEmployer(t.db.prisma, { companyName: "Rival Traders" })).id;
  workerId = (await createWorker(t.db.prisma)).id;
  otherWorkerId = (await createWorker(t.db.prisma)).id;
});
afterAll(() => t.close());

const owner = () => employer(t, ownerId);
const admin = () => contextFor(t, anAdmin);
const stored = (id: number) => t.db.prisma.job.findUniqueOrThrow({ where: { id } });
const listedIds = async (q: string) => (await searchJobs(t.db.pool, { q }, { first: 50 })).ids;
const setSetting = (key: string, value: number | boolean) =>
  t.db.prisma.setting.upsert({
    where: { key },
    create: { key, value },
    update: { value },
  });

describe("the money-request shield", () => {
  it("holds a post asking for a fee as flagged, with the phrases, out of search", async () => {
    const job = await createJob(owner(), FEE_FORM);
    expect(job.moderationStatus).toBe("FLAGGED");
    expect(job.moneyPhrases).toEqual(expect.arrayContaining(["registration fee", "hiring@okaxis"]));
    expect(await listedIds("packers")).not.toContain(job.id);
  });

  it("lists a post that only states its pay at once", async () => {
    const job = await createJob(owner(), { ...FORM, title: "Warehouse loaders" });
    expect(job).toMatchObject({ moderationStatus: "APPROVED", moneyPhrases: [] });
    expect(await listedIds("loaders")).toContain(job.id);
  });

  it("flags an edit that adds a new phrase, but not one a moderator already let through", async () => {
    const job = await createJob(owner(), FORM);
    const edited = await updateJob(owner(), job.id, {
      ...FORM,
      requirements: "Security deposit ₹1000 refundable",
    });
    expect(edited.moderationStatus).toBe("FLAGGED");
    // An admin approves it after reading; the same text edited again stays approved.
    await t.db.prisma.job.update({ where: { id: job.id }, data: { moderationStatus: "APPROVED" } });
    const again = await updateJob(owner(), job.id, {
      ...FORM,
      positions: 5,
      requirements: "Security deposit ₹1000 refundable",
    });
    expect(again.moderationStatus).toBe("APPROVED");
    const added = await updateJob(owner(), job.id, {
      ...FORM,
      requirements: "Security deposit ₹1000 refundable. Training fee extra.",
    });
    expect(added.moderationStatus).toBe("FLAGGED");
  });

  it("tells the employer on their list that the job is under review", async () => {
    const { user, token } = await signedInEmployer(t);
    const job = await createJob(employer(t, user.id), FEE_FORM);
    const { body } = await t.graphql<{
      viewer: { postedJobs: { edges: { node: Record<string, unknown> }[] } };
    }>(
      `{ viewer { ... on User { postedJobs(first: 10) { edges { node {
          title moderationStatus reviewNotice mentionsPayment canReactivate } } } } } }`,
      {},
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.viewer.postedJobs.edges.map((edge) => edge.node)).toEqual([
      {
        title: job.title,
        moderationStatus: "FLAGGED",
        reviewNotice: "jobUnderReview",
        mentionsPayment: true,
        canReactivate: false,
      },
    ]);
  });
});

describe("jobs_need_approval", () => {
  it("holds every new job for approval when set, and lists it at once when not", async () => {
    await setSetting(JOBS_NEED_APPROVAL_SETTING, true);
    const held = await createJob(owner(), { ...FORM, title: "Painters for a school" });
    expect(held.moderationStatus).toBe("PENDING_APPROVAL");
    expect(await listedIds("painters")).not.toContain(held.id);
    await setSetting(JOBS_NEED_APPROVAL_SETTING, false);
    expect((await createJob(owner(), FORM)).moderationStatus).toBe("APPROVED");
  });
});

describe("expiry", () => {
  it("gives a new job an end the setting's days away, 30 by default", async () => {
    await t.db.prisma.setting.deleteMany({ where: { key: JOB_EXPIRY_SETTING } });
    expect(await jobExpiryDays(t.db.prisma)).toBe(30);
    await setSetting(JOB_EXPIRY_SETTING, 7);
    const job = await createJob(owner(), FORM);
    const days = ((job.expiresAt?.getTime() ?? 0) - (job.publishedAt?.getTime() ?? 0)) / 86_400_000;
    expect(days).toBe(7);
    await setSetting(JOB_EXPIRY_SETTING, 0); // out of range: the default
    expect(await jobExpiryDays(t.db.prisma)).toBe(30);
  });

  it("expires, in one sweep, the active jobs whose end passed, out of search; renew brings one back", async () => {
    const past = new Date(Date.now() - 60_000);
    const due = await createJob(owner(), { ...FORM, title: "Carpenters for furniture" });
    const running = await createJob(owner(), { ...FORM, title: "Carpenters for doors" });
    const inactive = await createJob(owner(), { ...FORM, title: "Carpenters for windows" });
    await t.db.prisma.job.update({ where: { id: due.id }, data: { expiresAt: past } });
    await t.db.prisma.job.update({
      where: { id: inactive.id },
      data: { expiresAt: past, status: "INACTIVE" },
    });
    expect(await expireJobs(t.services)).toBeGreaterThanOrEqual(1);
    expect((await stored(due.id)).status).toBe("EXPIRED");
    expect((await stored(running.id)).status).toBe("ACTIVE");
    expect((await stored(inactive.id)).status).toBe("INACTIVE");
    expect(await listedIds("carpenters")).not.toContain(due.id);

    const renewed = await renewJob(owner(), due.id);
    expect(renewed.status).toBe("ACTIVE");
    expect(renewed.expiresAt?.getTime()).toBeGreaterThan(Date.now());
    expect(await listedIds("carpenters")).toContain(due.id);
  });

  it("renews only the employer's own, undeleted, unflagged jobs", async () => {
    const job = await createJob(owner(), FORM);
    expect(await refusal(renewJob(employer(t, rivalId), job.id))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await refusal(renewJob(worker(t, workerId), job.id))).toMatchObject({
      code: "FORBIDDEN",
    });
    expect(await refusal(renewJob(visitor(t), job.id))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    const flagged = await createJob(owner(), FEE_FORM);
    expect(await refusal(renewJob(owner(), flagged.id))).toMatchObject({ code: "CONFLICT" });
    await deleteJob(owner(), job.id);
    expect(await refusal(renewJob(owner(), job.id))).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("reportJob", () => {
  it("records a worker's report once while it is open", async () => {
    const job = await createJobRow(t.db.prisma, ownerId);
    const report = await reportJob(worker(t, workerId), job.id, {
      reason: "ASKS_FOR_MONEY",
      details: "  He asked me for ₹500 on the phone.  ",
    });
    expect(report).toMatchObject({
      jobId: job.id,
      labourId: workerId,
      reason: "ASKS_FOR_MONEY",
      details: "He asked me for ₹500 on the phone.",
    });
    expect(await refusal(reportJob(worker(t, workerId), job.id, { reason: "FAKE" }))).toMatchObject(
      { code: "CONFLICT", message: expect.stringContaining("already reported") },
    );
    // Once resolved, the same worker may report again.
    await t.db.prisma.jobReport.update({
      where: { id: report.id },
      data: { resolvedAt: new Date() },
    });
    expect((await reportJob(worker(t, workerId), job.id, { reason: "FAKE" })).reason).toBe("FAKE");
  });

  it("is for workers only", async () => {
    const job = await createJobRow(t.db.prisma, ownerId);
    for (const ctx of [owner(), employer(t, rivalId), admin()]) {
      expect(await refusal(reportJob(ctx, job.id, { reason: "FAKE" }))).toMatchObject({
        code: "FORBIDDEN",
      });
    }
    expect(await refusal(reportJob(visitor(t), job.id, { reason: "FAKE" }))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
    expect(await t.db.prisma.jobReport.count({ where: { jobId: job.id } })).toBe(0);
  });

  it("checks the reason and the details' length with the spec's messages", async () => {
    const job = await createJobRow(t.db.prisma, ownerId);
    const report = (input: Record<string, unknown>) =>
      refusal(reportJob(worker(t, otherWorkerId), job.id, input));
    expect(await report({})).toMatchObject({ code: VALIDATION, fields: ["reason"] });
    expect(await report({ reason: "BORING" })).toMatchObject({ fields: ["reason"] });
    expect(await report({ reason: "OTHER" })).toMatchObject({
      fields: ["details"],
      message: "Please tell us what is wrong with this job",
    });
    expect(await report({ reason: "FAKE", details: "too short" })).toMatchObject({
      fields: ["details"],
      message: "Minimum 10 characters required",
    });
    expect(await report({ reason: "FAKE", details: "x".repeat(1001) })).toMatchObject({
      fields: ["details"],
      message: "Maximum 1000 characters allowed",
    });
  });

  it("reports only a job the worker can see", async () => {
    const hidden = await createJobRow(t.db.prisma, ownerId, { status: "INACTIVE" });
    expect(
      await refusal(reportJob(worker(t, workerId), hidden.id, { reason: "FAKE" })),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await refusal(reportJob(worker(t, workerId), 999_999, { reason: "FAKE" })),
    ).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("moderationQueue", () => {
  it("lists jobs pending approval, flagged or reported, newest first, in pages", async () => {
    const pending = await createJobRow(t.db.prisma, rivalId, {
      moderationStatus: "PENDING_APPROVAL",
    });
    const flagged = await createJob(employer(t, rivalId), FEE_FORM);
    const reported = await createJobRow(t.db.prisma, rivalId);
    const quiet = await createJobRow(t.db.prisma, rivalId);
    await reportJob(worker(t, workerId), reported.id, { reason: "WRONG_PAY" });
    await reportJob(worker(t, otherWorkerId), reported.id, { reason: "WRONG_PAY" });

    const all = (await moderationQueue(admin(), {})).map((job) => job.id);
    expect(all).toEqual(expect.arrayContaining([pending.id, flagged.id, reported.id]));
    expect(all).not.toContain(quiet.id);
    expect(all).toEqual([...all].sort((a, b) => b - a));

    const onlyReported = (await moderationQueue(admin(), {}, ["REPORTED"])).map((job) => job.id);
    expect(onlyReported).toContain(reported.id);
    expect(onlyReported).not.toContain(pending.id);

    const [first] = await moderationQueue(admin(), { take: 1 });
    const next = await moderationQueue(admin(), {
      take: 1,
      skip: 1,
      cursor: { id: first?.id ?? 0 },
    });
    expect(next[0]?.id).toBeLessThan(first?.id ?? 0);

    const [counts] = await openReportCounts(t.db.prisma, [reported.id]);
    expect(counts).toMatchObject({ total: 2, WRONG_PAY: 2, FAKE: 0 });
  });

  it("is for admins only", async () => {
    for (const ctx of [owner(), worker(t, workerId)]) {
      expect(await refusal(moderationQueue(ctx, {}))).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(unpaidAnswers(ctx, {}))).toMatchObject({ code: "FORBIDDEN" });
    }
    expect(await refusal(moderationQueue(visitor(t), {}))).toMatchObject({
      code: "UNAUTHENTICATED",
    });
  });

  it("refuses users and visitors through GraphQL", async () => {
    const { token } = await signedInWorker(t);
    const query = "{ moderationQueue(first: 5) { edges { node { id } } } }";
    const asWorker = await t.graphql(query, {}, { token });
    expect(asWorker.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asVisitor = await t.graphql(query, {});
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
