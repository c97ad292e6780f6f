import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { hashToken, newToken } from "../../auth/session.js";
import { encodeGlobalID } from "../global-id.js";

// The moderation queue and job reports through the real schema: a worker reports a job
// (employers and visitors cannot), and an admin reads the queue with the shield's phrases and
// the reports by reason, in cursor pages; nobody else reads what the queue adds to a job.

let t: TestApp;
let worker: Awaited<ReturnType<typeof signedInWorker>>;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let adminToken: string;

beforeAll(async () => {
  t = await createTestApp();
  worker = await signedInWorker(t);
  employer = await signedInEmployer(t);
  const admin = await t.db.prisma.admin.create({
    data: {
      username: "queue-admin",
      email: "queue-admin@example.in",
      fullName: "Queue Admin",
      passwordHash: "not-used",
      role: "ADMIN",
    },
  });
  adminToken = newToken();
  await t.db.prisma.session.create({
    data: {
      kind: "ADMIN",
      adminId: admin.id,
      tokenHash: hashToken(adminToken),
      expiresAt: new Date(Date.now() + 3600_000),
    },
  });
});
afterAll(() => t.close());

const as = (token?: string) => ({ token, headers: csrfHeaders(t) });

const REPORT = `mutation Report($jobId: ID!, $input: ReportJobInput!) {
  reportJob(jobId: $jobId, input: $input) {
    __typename
    ... on ReportJobPayload { report { reason details } }
    ... on AppError { code reason fieldErrors { field reason } }
  }
}`;

const QUEUE = `query Queue($first: Int, $after: String, $kinds: [ModerationQueueKind!]) {
  moderationQueue(first: $first, after: $after, kinds: $kinds) {
    edges { cursor node { id title moderationStatus moneyRequestPhrases
      reportCounts { total asksForMoney fake wrongPay other }
      latestReports { reason details } } }
    pageInfo { hasNextPage endCursor }
  }
}`;

interface QueueNode {
  id: string;
  title: string;
  moderationStatus: string;
  moneyRequestPhrases: string[] | null;
  reportCounts: Record<string, number> | null;
  latestReports: { reason: string; details: string | null }[] | null;
}
type QueueData = {
  moderationQueue: {
    edges: { cursor: string; node: QueueNode }[];
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
  };
};

describe("reportJob", () => {
  it("takes a worker's report and refuses employers and visitors", async () => {
    const job = await createJob(t.db.prisma, employer.user.id, { title: "Night guard" });
    const jobId = encodeGlobalID("Job", job.id);
    const input = { reason: "FAKE", details: "Nobody answers at this address." };
    const byWorker = await t.graphql(REPORT, { jobId, input }, as(worker.token));
    expect(byWorker.body.data?.reportJob).toEqual({
      __typename: "ReportJobPayload",
      report: { reason: "FAKE", details: "Nobody answers at this address." },
    });
    const again = await t.graphql(REPORT, { jobId, input }, as(worker.token));
    expect(again.body.data?.reportJob).toMatchObject({
      code: "CONFLICT",
      reason: "alreadyReportedJob",
    });
    const byEmployer = await t.graphql(REPORT, { jobId, input }, as(employer.token));
    expect(byEmployer.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const byVisitor = await t.graphql(REPORT, { jobId, input }, as());
    expect(byVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    const short = await t.graphql(
      REPORT,
      {
        jobId: encodeGlobalID("Job", (await createJob(t.db.prisma, employer.user.id)).id),
        input: { reason: "OTHER", details: "bad" },
      },
      as(worker.token),
    );
    expect(short.body.data?.reportJob).toMatchObject({
      code: "VALIDATION",
      fieldErrors: [{ field: "details", reason: "minLength" }],
    });
  });
});

describe("moderationQueue", () => {
  it("shows an admin the held and reported jobs with phrases and reports, in pages", async () => {
    const flagged = await createJob(t.db.prisma, employer.user.id, {
      title: "Packers, fee first",
      moderationStatus: "FLAGGED",
      moneyPhrases: ["registration fee"],
    });
    const reported = await createJob(t.db.prisma, employer.user.id, { title: "Loaders" });
    await t.graphql(
      REPORT,
      {
        jobId: encodeGlobalID("Job", reported.id),
        input: { reason: "ASKS_FOR_MONEY", details: "Asked ₹300 to book a slot." },
      },
      as(worker.token),
    );

    const { body } = await t.graphql<QueueData>(QUEUE, { first: 50 }, as(adminToken));
    expect(body.errors).toBeUndefined();
    const nodes = body.data?.moderationQueue.edges.map((edge) => edge.node) ?? [];
    expect(nodes.find((node) => node.title === "Packers, fee first")).toMatchObject({
      id: encodeGlobalID("Job", flagged.id),
      moderationStatus: "FLAGGED",
      moneyRequestPhrases: ["registration fee"],
      reportCounts: { total: 0 },
    });
    expect(nodes.find((node) => node.title === "Loaders")).toMatchObject({
      moderationStatus: "APPROVED",
      reportCounts: { total: 1, asksForMoney: 1, fake: 0, wrongPay: 0, other: 0 },
      latestReports: [{ reason: "ASKS_FOR_MONEY", details: "Asked ₹300 to book a slot." }],
    });

    const first = await t.graphql<QueueData>(QUEUE, { first: 1 }, as(adminToken));
    const page = first.body.data?.moderationQueue;
    expect(page?.pageInfo.hasNextPage).toBe(true);
    const second = await t.graphql<QueueData>(
      QUEUE,
      { first: 1, after: page?.pageInfo.endCursor },
      as(adminToken),
    );
    expect(second.body.data?.moderationQueue.edges[0]?.node.id).not.toBe(page?.edges[0]?.node.id);

    const flaggedOnly = await t.graphql<QueueData>(
      QUEUE,
      { first: 50, kinds: ["FLAGGED"] },
      as(adminToken),
    );
    expect(flaggedOnly.body.data?.moderationQueue.edges.map((edge) => edge.node.title)).toEqual([
      "Packers, fee first",
    ]);
  });

  it("is refused to users, and what it adds to a job is null for its employer", async () => {
    const refused = await t.graphql(QUEUE, { first: 5 }, as(employer.token));
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const job = await createJob(t.db.prisma, employer.user.id, {
      moderationStatus: "FLAGGED",
      moneyPhrases: ["security deposit"],
    });
    const { body } = await t.graphql<{ job: Record<string, unknown> }>(
      `query Job($id: ID!) { job(id: $id) { moneyRequestPhrases reportCounts { total } reviewNotice } }`,
      { id: encodeGlobalID("Job", job.id) },
      as(employer.token),
    );
    expect(body.data?.job).toEqual({
      moneyRequestPhrases: null,
      reportCounts: null,
      reviewNotice: "jobUnderReview",
    });
  });

  it("pages workers' 'not paid' answers for admins", async () => {
    const { body } = await t.graphql<{ unpaidAnswers: { edges: unknown[] } }>(
      "{ unpaidAnswers(first: 5) { edges { node { labourId employerId } } } }",
      {},
      as(adminToken),
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.unpaidAnswers.edges).toEqual([]);
    const refused = await t.graphql(
      "{ unpaidAnswers(first: 5) { edges { cursor } } }",
      {},
      as(worker.token),
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});
