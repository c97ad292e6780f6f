import Type from "typebox";
import { describe, expect, it } from "vitest";
import { createRestGateway, REST_BASE } from "../src/rest/gateway.js";
import type { RestRoute } from "../src/rest/route.js";
import { routes } from "../src/rest/route-table.js";
import { field, shape } from "../src/rest/shape.js";
import { createTestApp } from "./app.js";
import { checkedFetch, checkerFor } from "./openapi-check.js";
import { takeRestViolations } from "./rest-violations.js";

// The checker every REST test runs (test/openapi-check.ts) must catch an answer the published
// document does not describe, or its silence would prove nothing.

const check = checkerFor(routes, REST_BASE);
const JSON_TYPE = "application/json; charset=utf-8";
const job = {
  id: "Sm9iOjE=",
  title: "Plumber",
  description: "Fix the pipes",
  requirements: null,
  skills: ["plumbing"],
  state: "Maharashtra",
  city: "Pune",
  job_type: "daily_wage",
  positions: 1,
  salary_amount: 800,
  salary_period: "per_day",
  duration: null,
  preferred_languages: [],
  require_resume: false,
  status: "active",
  created_at: "2026-11-01T10:00:00.000Z",
  updated_at: "2026-11-01T10:00:00.000Z",
  employer: {
    company_name: "Patil Constructions",
    business_type: null,
    state: "Maharashtra",
    city: "Pune",
    is_verified: false,
    industry: null,
    profile_picture: null,
    rating: { average: null, count: 0 },
    paid_as_promised: null,
  },
  language: "en",
  translations: [
    { language: "hi", title: "प्लंबर", description: "पाइप ठीक करना", machine_translated: false },
  ],
  mentions_payment: false,
};
const list = (body: unknown, status = 200) =>
  check("GET", `${REST_BASE}/jobs/`, status, JSON_TYPE, JSON.stringify(body));

describe("the OpenAPI answer checker", () => {
  it("passes answers the document describes", () => {
    expect(list({ items: [job], total: 1, total_is_exact: true, next_cursor: null })).toEqual([]);
    expect(
      list(
        {
          detail: "limit must be a whole number from 1 to 100",
          reason: "paramWholeNumberRange",
          params: { name: "limit", min: 1, max: 100 },
        },
        400,
      ),
    ).toEqual([]);
    expect(
      check("GET", `${REST_BASE}/jobs/${job.id}/`, 200, JSON_TYPE, JSON.stringify(job)),
    ).toEqual([]);
    expect(check("DELETE", `${REST_BASE}/jobs/${job.id}/`, 204, null, "")).toEqual([]);
    const notFound = '{"detail":"Not found","reason":"notFound","params":{}}';
    expect(check("GET", `${REST_BASE}/nowhere/`, 404, JSON_TYPE, notFound)).toEqual([]);
  });

  it("fails a body of the wrong shape", () => {
    expect(list({ items: [job], total: "1", total_is_exact: true, next_cursor: null })).toEqual([
      "GET /jobs/ 200: /total must be integer",
    ]);
    expect(list({ items: [job], total: 1, total_is_exact: true })).toEqual([
      "GET /jobs/ 200: (body) must have required property 'next_cursor'",
    ]);
    expect(
      list({
        items: [{ ...job, job_type: "astronaut" }],
        total: 1,
        total_is_exact: true,
        next_cursor: null,
      }),
    ).toEqual(["GET /jobs/ 200: /items/0/job_type must be equal to one of the allowed values"]);
    expect(
      list({
        items: [{ ...job, created_at: "yesterday" }],
        total: 1,
        total_is_exact: true,
        next_cursor: null,
      }),
    ).toEqual(['GET /jobs/ 200: /items/0/created_at must match format "date-time"']);
  });

  it("fails an error answer without its documented {detail}", () => {
    expect(list({ message: "Bad request" }, 400)).toEqual([
      "GET /jobs/ 400: (body) must have required property 'detail'",
      "GET /jobs/ 400: (body) must have required property 'reason'",
      "GET /jobs/ 400: (body) must have required property 'params'",
    ]);
    expect(list({ detail: "Bad", reason: "noSuchReason", params: {} }, 400)).toEqual([
      "GET /jobs/ 400: /reason must be equal to one of the allowed values",
    ]);
    expect(
      list({ detail: "Bad", reason: "invalidRequest", params: {}, errors: { q: 3 } }, 400),
    ).toEqual(["GET /jobs/ 400: /errors/q must be string"]);
    expect(check("GET", `${REST_BASE}/nowhere/`, 404, JSON_TYPE, '{"error":"Not found"}')).toEqual([
      "(body) must have required property 'detail'",
      "(body) must have required property 'reason'",
      "(body) must have required property 'params'",
    ]);
  });

  it("fails a status the operation does not document, and a body where none is documented", () => {
    expect(list({ detail: "Conflict" }, 409)).toEqual([
      "GET /jobs/ 409: the operation does not document this status",
    ]);
    expect(check("DELETE", `${REST_BASE}/jobs/${job.id}/`, 204, JSON_TYPE, "{}")).toEqual([
      "DELETE /jobs/{id}/ 204: answered a body with No Content",
    ]);
    expect(check("GET", `${REST_BASE}/jobs/`, 200, "text/html", "<p>jobs</p>")).toEqual([
      "GET /jobs/ 200: documented as JSON, answered as text/html",
    ]);
  });
});

describe("a route whose answer breaks its own published schema", () => {
  // Its shape says `total` is an integer but reads a list into it.
  const broken: RestRoute = {
    method: "GET",
    path: "/broken/",
    operationId: "broken",
    summary: "A deliberately wrong answer",
    tag: "test",
    access: "public",
    csrf: false,
    document: "query RestBroken { popularSearches { query } }",
    variables: () => ({}),
    successStatus: 200,
    answer: shape({ total: field(Type.Integer(), "popularSearches") }),
  };

  it("is caught, and the wrapper every test app has records it", async () => {
    const t = await createTestApp();
    try {
      const gateway = createRestGateway(t.services, [broken]);
      const url = new URL(`http://localhost${REST_BASE}/broken/`);
      const response = await gateway(new Request(url), url);
      const text = await response.text();
      expect(text).toBe('{"total":[]}');
      const found = checkerFor([broken], REST_BASE)(
        "GET",
        url.pathname,
        response.status,
        response.headers.get("content-type"),
        text,
      );
      expect(found).toEqual(["GET /broken/ 200: /total must be integer"]);

      // Served as the app serves it, the published document has no such operation at all.
      const served = checkedFetch(
        (request: Request) => gateway(request, new URL(request.url)),
        REST_BASE,
      );
      await served(new Request(url));
      expect(takeRestViolations()).toEqual([
        `GET /api/v1/broken/ answered 200 {"total":[]}\n  200: no operation answers GET /broken/`,
      ]);
    } finally {
      await t.close();
    }
  });
});
