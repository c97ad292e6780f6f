import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { encodeGlobalID } from "../global-id.js";

// The employer's analytics through the schema: the shape the dashboard reads, the received
// applications newest first, and who is refused (another employer, a worker, a visitor). The
// figures themselves are checked against SQL in services/analytics.

const FIGURES = `totalJobs activeJobs totalApplications hiredWorkers jobViews from to range
  applicationsOverTime { date applications }
  applicationsByStatus { status applications }
  stateFrequency { state applications }
  jobs(status: ACTIVE) { jobId title status views applications hires }`;
const VIEWER = `query ($range: AnalyticsRange!, $since: DateTime!) {
  viewer {
    analytics(range: $range) { ${FIGURES} }
    applicationsReceivedSince(since: $since)
    receivedApplications(first: 2) { totalCount edges { node { id status job { title } } } }
  }
}`;
interface Viewer {
  analytics: {
    applicationsOverTime: unknown[];
    applicationsByStatus: unknown[];
    stateFrequency: unknown[];
  };
  applicationsReceivedSince: number;
  receivedApplications: { totalCount: number; edges: { node: { status: string } }[] };
}
const NODE = `query ($id: ID!) { node(id: $id) { ... on User { analytics { totalApplications } } } }`;

let t: TestApp;
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  employer = await signedInEmployer(t);
  worker = await signedInWorker(t);
  const job = await createJob(t.db.prisma, employer.user.id, { title: "Mason" });
  const deleted = await createJob(t.db.prisma, employer.user.id, { status: "DELETED" });
  const second = await signedInWorker(t);
  await t.db.prisma.application.createMany({
    data: [
      { jobId: job.id, labourId: worker.user.id, appliedAt: new Date(Date.now() - 3_600_000) },
      { jobId: job.id, labourId: second.user.id, status: "ACCEPTED" },
      { jobId: deleted.id, labourId: worker.user.id },
    ],
  });
});
afterAll(() => t.close());

const variables = { range: "LAST_7_DAYS", since: new Date(Date.now() - 60_000).toISOString() };

describe("User.analytics", () => {
  it("answers the employer their figures, each job's and the received applications", async () => {
    const { body } = await t.graphql<{ viewer: Viewer }>(VIEWER, variables, {
      token: employer.token,
    });
    expect(body.errors).toBeUndefined();
    const viewer = body.data?.viewer;
    expect(viewer?.analytics).toMatchObject({
      range: "LAST_7_DAYS",
      totalJobs: 1,
      activeJobs: 1,
      totalApplications: 2,
      hiredWorkers: 1,
      jobs: [{ title: "Mason", status: "ACTIVE", applications: 2, hires: 1, views: 0 }],
    });
    expect(viewer?.analytics.applicationsOverTime).toHaveLength(7);
    expect(viewer?.analytics.applicationsByStatus).toContainEqual({
      status: "ACCEPTED",
      applications: 1,
    });
    expect(viewer?.analytics.stateFrequency).toEqual([{ state: "Maharashtra", applications: 2 }]);
    // The one a minute ago or later; the deleted job's never.
    expect(viewer?.applicationsReceivedSince).toBe(1);
    expect(viewer?.receivedApplications.totalCount).toBe(2);
    expect(viewer?.receivedApplications.edges.map((e) => e.node.status)).toEqual([
      "ACCEPTED",
      "PENDING",
    ]);
  });

  it("refuses a worker, a visitor and another employer", async () => {
    const asWorker = await t.graphql(VIEWER, variables, { token: worker.token });
    expect(asWorker.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(asWorker.body.data?.viewer ?? null).toBeNull();

    const asVisitor = await t.graphql("query { viewerAsEmployer { analytics { totalJobs } } }");
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");

    const other = await signedInEmployer(t);
    const id = encodeGlobalID("User", employer.user.id);
    const asOther = await t.graphql<{ node: unknown }>(NODE, { id }, { token: other.token });
    expect(asOther.body.data?.node ?? null).toBeNull();
    expect(JSON.stringify(asOther.body)).not.toContain('totalApplications":2');
  });
});
