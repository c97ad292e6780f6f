import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../test/fixtures.js";
import { type Json, restCall } from "../../test/rest.js";

// The admin overview through the gateway and GraphQL: the answers' shapes (every answer is also
// checked against the OpenAPI document by the test app), the defaults and limits of SPEC section
// 9, newest first. The figures themselves are checked against SQL in services/admin/stats.test.ts.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  token = (await signedInAdmin(t, "VIEWER")).token;
  const employer = await createEmployer(t.db.prisma);
  for (let index = 0; index < 12; index += 1) {
    const worker = await createWorker(t.db.prisma);
    const job = await createJob(t.db.prisma, employer.id, { title: `Mason ${index}` });
    await t.db.prisma.application.create({ data: { jobId: job.id, labourId: worker.id } });
  }
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const get = (path: string) => restCall(t, server.baseUrl, "GET", path, { token, csrf: false });
const items = (json: Json | null) => (json?.items ?? []) as Json[];

describe("the admin overview over REST", () => {
  it("answers the stats and the entity counts", async () => {
    const stats = await get("/admin/dashboard/stats/");
    expect(stats.status).toBe(200);
    expect(stats.json?.users).toMatchObject({ total: 13 });
    expect(stats.json?.jobs).toMatchObject({ total: 12 });
    expect(stats.json?.applications).toMatchObject({ total: 12 });
    expect(stats.json?.sign_ups).toEqual({ today: 13, last_7_days: 13, last_30_days: 13 });
    expect(stats.json?.placement_rate).toBe(0);
    expect(stats.json?.active_employers).toBe(1);
    const counts = await get("/admin/dashboard/entities/counts/");
    expect(counts.json).toMatchObject({ users: 13, workers: 12, employers: 1, jobs: 12 });
  });

  it("lists the newest 10 by default, up to 100, newest first", async () => {
    for (const what of ["users", "jobs", "applications"]) {
      const answer = await get(`/admin/dashboard/${what}/recent/`);
      expect([what, answer.status, items(answer.json).length]).toEqual([what, 200, 10]);
      expect(items((await get(`/admin/dashboard/${what}/recent/?limit=3`)).json)).toHaveLength(3);
      const tooMany = await get(`/admin/dashboard/${what}/recent/?limit=101`);
      expect([what, tooMany.status]).toEqual([what, 400]);
    }
    const jobs = items((await get("/admin/dashboard/jobs/recent/?limit=2")).json);
    expect(jobs.map((job) => job.title)).toEqual(["Mason 11", "Mason 10"]);
    const applications = items((await get("/admin/dashboard/applications/recent/")).json);
    expect(applications[0]).toMatchObject({ job_title: "Mason 11", status: "pending" });
  });

  it("answers the timeline: 30 India days by default, 1 to 365", async () => {
    const answer = await get("/admin/dashboard/registration/timeline/");
    expect(answer.status).toBe(200);
    const days = items(answer.json);
    expect(days).toHaveLength(30);
    expect(days.at(-1)).toMatchObject({ workers: 12, employers: 1, total: 13 });
    expect(
      items((await get("/admin/dashboard/registration/timeline/?days=365")).json),
    ).toHaveLength(365);
    expect((await get("/admin/dashboard/registration/timeline/?days=366")).status).toBe(400);
    expect((await get("/admin/dashboard/registration/timeline/?days=0")).status).toBe(400);
  });
});

describe("the admin overview over GraphQL", () => {
  it("answers the same figures and refuses a limit out of range", async () => {
    const { body } = await t.graphql<{
      adminStats: { usersTotal: number };
      adminRegistrationTimeline: unknown[];
      adminRecentJobs: { title: string }[];
    }>(
      "{ adminStats { usersTotal } adminRegistrationTimeline(days: 7) { date total } adminRecentJobs(limit: 1) { title } }",
      {},
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.adminStats.usersTotal).toBe(13);
    expect(body.data?.adminRegistrationTimeline).toHaveLength(7);
    expect(body.data?.adminRecentJobs).toEqual([{ title: "Mason 11" }]);
    const bad = await t.graphql("{ adminRecentUsers(limit: 101) { id } }", {}, { token });
    expect(bad.body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });
});
