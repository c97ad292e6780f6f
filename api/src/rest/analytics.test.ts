import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob } from "../../test/fixtures.js";
import { type RestCallOptions, refused, restCall } from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";

// GET /employers/analytics/ over HTTP as REST.md has it: camelCase figures, each range, the
// CSRF header taken or not, and 400, 401 and 403 for bad input, visitors and workers. The answer
// is checked against the OpenAPI document by the test app.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let worker: Awaited<ReturnType<typeof signedInWorker>>;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  employer = await signedInEmployer(t);
  worker = await signedInWorker(t);
  const job = await createJob(t.db.prisma, employer.user.id);
  await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.user.id, status: "UNDER_REVIEW" },
  });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const get = (query: string, options: RestCallOptions) =>
  restCall(t, server.baseUrl, "GET", `/employers/analytics/${query}`, options);

describe("GET /employers/analytics/", () => {
  it("answers the spec's camelCase shape, with the CSRF header or without", async () => {
    for (const csrf of [true, false]) {
      const { status, json } = await get("?range=7d", { token: employer.token, csrf });
      expect(status).toBe(200);
      expect(json).toMatchObject({
        range: "7d",
        totalJobs: 1,
        activeJobs: 1,
        totalApplications: 1,
        hiredWorkers: 0,
        jobViews: 0,
        stateFrequency: [{ state: "Maharashtra", applications: 1 }],
      });
      expect(json?.applicationsOverTime).toHaveLength(7);
      expect(
        (json?.applicationsOverTime as { applications: number }[] | undefined)?.at(-1),
      ).toMatchObject({
        applications: 1,
      });
      expect(json?.applicationsByStatus).toContainEqual({ name: "under_review", value: 1 });
      expect(json?.applicationsByStatus).toContainEqual({ name: "withdrawn", value: 0 });
    }
  });

  it("takes each range; 30 days without one", async () => {
    for (const [range, days] of [
      ["30d", 30],
      ["", 30],
      ["all", 1],
    ] as const) {
      const { status, json } = await get(range ? `?range=${range}` : "", {
        token: employer.token,
        csrf: false,
      });
      expect(status).toBe(200);
      expect(json?.applicationsOverTime).toHaveLength(days);
    }
    const month = await get("?range=month", { token: employer.token, csrf: false });
    expect(month.json?.from).toMatch(/-01$/);
  });

  it("refuses an unknown range, a visitor and a worker", async () => {
    const bad = await get("?range=year", { token: employer.token, csrf: false });
    expect(bad.status).toBe(400);
    expect(bad.json?.detail).toContain("range");
    const visitor = await get("?range=7d", { csrf: false });
    expect(visitor).toEqual({ status: 401, json: refused("unauthorized") });
    const asWorker = await get("?range=7d", { token: worker.token, csrf: false });
    expect(asWorker).toEqual({ status: 403, json: refused("permissionDenied") });
  });
});
