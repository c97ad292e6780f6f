import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createEmployer, createJob } from "../../test/fixtures.js";
import { refused } from "../../test/rest.js";
import { signedInWorker } from "../../test/sessions.js";
import { isValidCsrfToken } from "../auth/csrf.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { createRestGateway, REST_BASE } from "./gateway.js";
import type { RestRoute } from "./route.js";
import { routes } from "./route-table.js";

// REST through real HTTP on 127.0.0.1.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  const employer = await createEmployer(t.db.prisma);
  const job = await createJob(t.db.prisma, employer.id);
  jobId = encodeGlobalID("Job", job.id);
  await createJob(t.db.prisma, employer.id, {
    title: "Painter for school building",
    description: "Exterior painting, two coats.",
    skills: ["painting"],
    city: "Nagpur",
    jobType: "CONTRACT",
    salaryAmount: 15000,
    salaryPeriod: "PER_MONTH",
  });
});

afterAll(async () => {
  await server?.close();
  await t?.close();
});

const get = (path: string, init?: RequestInit) =>
  fetch(`${server.baseUrl}${path}`, { redirect: "manual", ...init });

describe("GET /api/v1/jobs/", () => {
  it("lists jobs in the REST shape", async () => {
    const response = await get("/api/v1/jobs/");
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(2);
    expect(body.next_cursor).toBeNull();
    expect(body.items[1]).toMatchObject({
      id: jobId,
      title: "Plumber for residential society",
      job_type: "daily_wage",
      salary_amount: 800,
      salary_period: "per_day",
      require_resume: false,
      status: "active",
      employer: { company_name: "Patil Constructions", is_verified: false },
    });
    expect(body.items[1].employer).not.toHaveProperty("address");
  });

  it("filters and pages with limit and cursor", async () => {
    const first = await (await get("/api/v1/jobs/?limit=1")).json();
    expect(first.items).toHaveLength(1);
    expect(first.total).toBe(2);
    expect(first.total_is_exact).toBe(true);
    const second = await (
      await get(`/api/v1/jobs/?limit=1&cursor=${encodeURIComponent(first.next_cursor)}`)
    ).json();
    expect(second.items[0].id).not.toBe(first.items[0].id);
    expect(second.next_cursor).toBeNull();

    const painters = await (await get("/api/v1/jobs/?q=paint&job_type=contract")).json();
    expect(painters.items.map((j: { title: string }) => j.title)).toEqual([
      "Painter for school building",
    ]);
    const nagpur = await (
      await get("/api/v1/jobs/?location=nagpur&salary_period=per_month")
    ).json();
    expect(nagpur.total).toBe(1);
  });

  it("answers bad input with a 400 and a detail, never a 500", async () => {
    const cases: [string, RegExp][] = [
      ["limit=100000", /limit must be a whole number from 1 to 100/],
      ["limit=abc", /limit/],
      ["limit=0", /limit/],
      ["cursor=garbage", /Invalid cursor/],
      ["job_type=astronaut", /job_type must be one of/],
      ["salary_min=-1", /salary_min/],
      ["salary_min=2147483648", /salary_min must be a whole number from 0 to 2147483647/],
      ["salary_period=per_year", /salary_period/],
      [`q=${"x".repeat(201)}`, /at most 200/],
    ];
    for (const [query, detail] of cases) {
      const response = await get(`/api/v1/jobs/?${query}`);
      expect(response.status, query).toBe(400);
      expect((await response.json()).detail, query).toMatch(detail);
    }
  });

  it("treats SQL and regex metacharacters as plain text", async () => {
    for (const q of ["' OR 1=1 --", ".*", "%25", "\\", ":*|&!()"]) {
      const response = await get(`/api/v1/jobs/?q=${encodeURIComponent(q)}`);
      expect(response.status, q).toBe(200);
      expect((await response.json()).total, q).toBe(0);
    }
  });

  it("redirects the slashless path with 307, keeping the query", async () => {
    const response = await get("/api/v1/jobs?q=plumber");
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("/api/v1/jobs/?q=plumber");
    const post = await get("/api/v1/jobs", { method: "POST", body: "{}" });
    expect(post.status).toBe(307);
  });
});

describe("GET /api/v1/jobs/{id}/", () => {
  it("returns one job", async () => {
    const response = await get(`/api/v1/jobs/${jobId}/`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: jobId, city: "Pune" });
  });

  it("answers 404 for an unknown job and 400 for a malformed ID", async () => {
    const missing = await get(`/api/v1/jobs/${encodeGlobalID("Job", 424242)}/`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual(refused("notFound"));
    for (const id of ["not-an-id", encodeGlobalID("User", 1), "%E0%A4%A", "x".repeat(300)]) {
      const response = await get(`/api/v1/jobs/${id}/`);
      expect(response.status, id).toBe(400);
      expect((await response.json()).detail, id).toBeTruthy();
    }
  });
});

describe("popular searches", () => {
  it("counts searches that found jobs, once a day per visitor", async () => {
    // One visitor (this address) three times, and two signed-in workers.
    for (let i = 0; i < 3; i++) await get("/api/v1/jobs/?q=Plumber");
    for (const { token } of [await signedInWorker(t), await signedInWorker(t)]) {
      await get("/api/v1/jobs/?q=plumber", { headers: { authorization: `Bearer ${token}` } });
    }
    await get("/api/v1/jobs/?q=painter");
    await get("/api/v1/jobs/?q=astronaut");
    await t.services.searchLog.flush(); // searches are logged in batches after answering
    const body = await (await get("/api/v1/jobs/popular-searches/?limit=5")).json();
    expect(body.items[0]).toEqual({ query: "plumber", count: 3 });
    expect(body.items).toContainEqual({ query: "painter", count: 1 });
    expect(body.items.map((item: { query: string }) => item.query)).not.toContain("astronaut");
    expect((await get("/api/v1/jobs/popular-searches/?limit=1000")).status).toBe(400);
  });
});

describe("gateway basics", () => {
  it("answers unknown paths with 404 and wrong methods with 405", async () => {
    const unknown = await get("/api/v1/nothing-here/");
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual(refused("notFound"));
    const wrong = await get("/api/v1/jobs/", { method: "DELETE" });
    expect(wrong.status).toBe(405);
  });

  it("answers 400 when the schema refuses a route's variables, whatever the value's path to it", async () => {
    // A parameter the route's own checks let through but GraphQL's Int cannot hold: graphql-js
    // wraps the coercion error (it has an originalError), and the operation never runs.
    const outOfRange: RestRoute = {
      method: "GET",
      path: "/out-of-range/",
      operationId: "outOfRange",
      summary: "Popular searches with a limit beyond Int",
      tag: "test",
      access: "public",
      csrf: false,
      document: "query RestOutOfRange($limit: Int) { popularSearches(limit: $limit) { query } }",
      variables: () => ({ limit: 2 ** 31 }),
      successStatus: 200,
    };
    const gateway = createRestGateway(t.services, [outOfRange]);
    const url = new URL(`http://localhost${REST_BASE}/out-of-range/`);
    const response = await gateway(new Request(url), url);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused("invalidRequest"));
  });

  it("issues signed, expiring CSRF tokens in value:expiry form", async () => {
    const response = await get("/api/csrf-token");
    expect(response.status).toBe(200);
    const { csrf_token } = await response.json();
    const [, expiry] = csrf_token.split(":");
    expect(Number(expiry)).toBeGreaterThan(Date.now() / 1000);
    expect(isValidCsrfToken(t.secretKey, csrf_token)).toBe(true);
    expect(isValidCsrfToken("another-secret", csrf_token)).toBe(false);
    expect(isValidCsrfToken(t.secretKey, csrf_token, (Number(expiry) + 1) * 1000)).toBe(false);
    expect(isValidCsrfToken(t.secretKey, csrf_token.replace(/:\d+$/, ":9999999999"))).toBe(false);
  });

  it("serves an OpenAPI 3.1 document of every route in the table", async () => {
    const doc = await (await get("/api/v1/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    for (const route of routes) {
      expect(doc.paths[route.path]?.[route.method.toLowerCase()], route.path).toBeDefined();
    }
    expect(doc.paths["/jobs/"].get.parameters.map((p: { name: string }) => p.name)).toContain(
      "salary_period",
    );
  });

  it("reports health and readiness", async () => {
    expect(await (await get("/healthz")).json()).toEqual({ status: "ok" });
    const ready = await get("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });
});
