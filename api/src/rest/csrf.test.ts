import Type from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";
import { issueCsrfToken } from "../auth/csrf.js";
import { createRestGateway, REST_BASE } from "./gateway.js";
import type { RestRoute } from "./route.js";
import { constant, shape } from "./shape.js";

// No route of this issue writes yet, so a route made for the test shows the check every
// non-GET route outside /auth/ gets from its `csrf: true`.

const protectedRoute: RestRoute = {
  method: "POST",
  path: "/example/",
  operationId: "example",
  summary: "A write for the test",
  tag: "test",
  access: "public",
  csrf: true,
  document: "query RestExample { popularSearches { query } }",
  variables: () => ({}),
  successStatus: 201,
  answer: shape({ ok: constant(Type.Boolean(), true) }),
};

let t: TestApp;
let gateway: ReturnType<typeof createRestGateway>;

beforeAll(async () => {
  t = await createTestApp();
  gateway = createRestGateway(t.services, [protectedRoute]);
});
afterAll(() => t.close());

async function post(token?: string) {
  const url = new URL(`http://localhost${REST_BASE}/example/`);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (token !== undefined) headers["x-csrf-token"] = token;
  const response = await gateway(new Request(url, { method: "POST", headers, body: "{}" }), url);
  return { status: response.status, body: await response.json() };
}

describe("the CSRF check", () => {
  it("refuses a write without a valid X-CSRF-Token with a 403 naming the CSRF token", async () => {
    const expired = issueCsrfToken(t.secretKey, 60, Date.now() - 120_000);
    for (const token of [undefined, "", "garbage", expired, issueCsrfToken("other-secret", 60)]) {
      const { status, body } = await post(token);
      expect(status, String(token)).toBe(403);
      expect(body.detail).toMatch(/CSRF token/);
    }
  });

  it("lets a write with a fresh token through", async () => {
    expect(await post(issueCsrfToken(t.secretKey, 60))).toEqual({
      status: 201,
      body: { ok: true },
    });
  });
});
