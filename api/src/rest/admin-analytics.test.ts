import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../test/fixtures.js";
import { restCall } from "../../test/rest.js";

// GET /admin/analytics/ against the schema's adminPlatformAnalytics: the same figures in
// snake_case (every answer is also checked against the OpenAPI document by the test app), the
// range's REST spelling, a bad state 422. The figures themselves: graphql/types/admin-analytics.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  token = (await signedInAdmin(t, "VIEWER")).token;
  const employer = await createEmployer(t.db.prisma);
  const worker = await createWorker(t.db.prisma);
  const job = await createJob(t.db.prisma, employer.id);
  await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.id, status: "ACCEPTED" },
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

interface Graph {
  signUps: { workers: number; employers: number };
  jobs: { posted: number; filled: number; applicationsPerJob: number };
  funnel: { applied: number; accepted: number };
  activeWorkers: number;
  medianSecondsToFirstApplication: number | null;
  topPlaces: unknown[];
}

const get = (path: string) => restCall(t, server.baseUrl, "GET", path, { token, csrf: false });

describe("GET /admin/analytics/", () => {
  it("answers what GraphQL answers, for each range and a state", async () => {
    for (const [rest, range] of [
      ["7d", "LAST_7_DAYS"],
      ["30d", "LAST_30_DAYS"],
      ["month", "THIS_MONTH"],
      ["all", "ALL_TIME"],
    ] as const) {
      const answer = await get(`/admin/analytics/?range=${rest}&state=Maharashtra`);
      expect(answer.status).toBe(200);
      const { body } = await t.graphql(
        `query ($range: AnalyticsRange!) { adminPlatformAnalytics(range: $range, state: "Maharashtra") {
          signUps { workers employers } jobs { posted filled applicationsPerJob }
          funnel { applied accepted } activeWorkers medianSecondsToFirstApplication
          topPlaces { place jobs } } }`,
        { range },
        { token },
      );
      const graph = (body.data as { adminPlatformAnalytics: Graph }).adminPlatformAnalytics;
      expect(answer.json).toMatchObject({
        range: rest,
        state: "Maharashtra",
        sign_ups: { workers: graph.signUps.workers, employers: graph.signUps.employers },
        jobs: {
          posted: graph.jobs.posted,
          filled: graph.jobs.filled,
          applications_per_job: graph.jobs.applicationsPerJob,
        },
        funnel: { applied: graph.funnel.applied, accepted: graph.funnel.accepted },
        active_workers: graph.activeWorkers,
        median_seconds_to_first_application: graph.medianSecondsToFirstApplication,
        top_places: graph.topPlaces,
      });
      expect(answer.json).toMatchObject({ jobs: { posted: 1, filled: 1 }, funnel: { applied: 1 } });
    }
  });

  it("takes 30 days by default and refuses a state that is none", async () => {
    expect((await get("/admin/analytics/")).json?.range).toBe("30d");
    const bad = await get("/admin/analytics/?state=Atlantis");
    expect(bad.status).toBe(422);
  });
});
