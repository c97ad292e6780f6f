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

describe("a viewer asking only for the figures", () => {
  const ONLY = `query ($range: AnalyticsRange!, $since: DateTime!) {
    viewer { __typename id analytics(range: $range) { ${FIGURES} } applicationsReceivedSince(since: $since) }
  }`;
  // The same with a column of the user's row, which the row must then be loaded for.
  const WITH_ROW = `query ($range: AnalyticsRange!, $since: DateTime!) {
    viewer { __typename id firstName analytics(range: $range) { ${FIGURES} } applicationsReceivedSince(since: $since) }
  }`;

  /** The answer and the SQL statements it took, counted on the pg clients of the test database. */
  async function counted(document: string, token?: string) {
    const pg = await import("pg");
    const original = pg.default.Client.prototype.query;
    let statements = 0;
    pg.default.Client.prototype.query = function counting(this: unknown, ...args: unknown[]) {
      statements += 1;
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof original;
    try {
      const { body } = await t.graphql<{ viewer: Record<string, unknown> | null }>(
        document,
        variables,
        token ? { token } : {},
      );
      return { body, statements };
    } finally {
      pg.default.Client.prototype.query = original;
    }
  }

  it("is answered from the session, without loading the user's row: one statement fewer", async () => {
    // Warm: the session's first statements, the pool's connections.
    await counted(ONLY, employer.token);
    await counted(WITH_ROW, employer.token);
    const only = await counted(ONLY, employer.token);
    const withRow = await counted(WITH_ROW, employer.token);
    expect(only.body.errors).toBeUndefined();
    expect(withRow.body.errors).toBeUndefined();
    const { firstName, ...rest } = withRow.body.data?.viewer ?? {};
    expect(firstName).toBe(employer.user.firstName);
    expect(only.body.data?.viewer).toEqual(rest);
    expect(only.body.data?.viewer).toMatchObject({
      __typename: "User",
      id: encodeGlobalID("User", employer.user.id),
      analytics: { totalApplications: 2, hiredWorkers: 1 },
    });
    expect(only.statements).toBe(withRow.statements - 1);
  });

  it("still refuses a worker, another employer's node and a visitor", async () => {
    const asWorker = await counted(ONLY, worker.token);
    expect(asWorker.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(asWorker.body.data?.viewer ?? null).toBeNull();

    const asVisitor = await counted(ONLY);
    expect(asVisitor.body.data?.viewer ?? null).toBeNull();
    expect(JSON.stringify(asVisitor.body)).not.toContain("totalApplications");

    // An employer sees only their own: an empty employer's figures are theirs, all 0.
    const other = await signedInEmployer(t);
    const asOther = await counted(ONLY, other.token);
    expect(asOther.body.errors).toBeUndefined();
    expect(asOther.body.data?.viewer).toMatchObject({
      id: encodeGlobalID("User", other.user.id),
      analytics: { totalApplications: 0, hiredWorkers: 0, totalJobs: 0 },
    });
  });
});
