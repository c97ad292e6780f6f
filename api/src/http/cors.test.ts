import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/app.js";

// CORS through the whole app: only CORS_ORIGINS' origins get an Access-Control-Allow-Origin, each
// its own, on GraphQL and REST alike; none by default; never credentials.

const PARTNER = "https://partner.example.in";
const HOSTILE = "https://evil.example";

let t: TestApp;
let plain: TestApp;

beforeAll(async () => {
  [t, plain] = await Promise.all([
    createTestApp({ CORS_ORIGINS: `${PARTNER}, https://other.example.in:8443` }),
    createTestApp(),
  ]);
});
afterAll(() => Promise.all([t.close(), plain.close()]));

const graphqlCall = (app: TestApp, origin: string) =>
  app.app.fetch(
    new Request("http://localhost/graphql", {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ query: "{ __typename }" }),
    }),
  );

const restCall = (app: TestApp, origin: string) =>
  app.app.fetch(new Request("http://localhost/api/v1/jobs/", { headers: { origin } }));

const preflight = (app: TestApp, path: string, origin: string) =>
  app.app.fetch(
    new Request(`http://localhost${path}`, {
      method: "OPTIONS",
      headers: {
        origin,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type",
      },
    }),
  );

describe("CORS", () => {
  it("answers an allowed origin with itself, on GraphQL and REST, without credentials", async () => {
    for (const response of [await graphqlCall(t, PARTNER), await restCall(t, PARTNER)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      expect(response.headers.get("vary")).toMatch(/Origin/);
    }
  });

  it("gives any other origin no Access-Control-Allow-Origin, though the answer is the same", async () => {
    for (const response of [await graphqlCall(t, HOSTILE), await restCall(t, HOSTILE)]) {
      expect(response.status).toBe(200);
      expect(response.headers.get("access-control-allow-origin")).toBeNull();
      expect(response.headers.get("access-control-allow-credentials")).toBeNull();
    }
    // Not even an allowed origin's look-alike.
    const lookalike = await graphqlCall(t, `${PARTNER}.evil.example`);
    expect(lookalike.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows no origin by default", async () => {
    for (const origin of [PARTNER, HOSTILE]) {
      for (const response of [await graphqlCall(plain, origin), await restCall(plain, origin)]) {
        expect(response.headers.get("access-control-allow-origin")).toBeNull();
        expect(response.headers.get("access-control-allow-credentials")).toBeNull();
      }
      const answer = await preflight(plain, "/graphql", origin);
      expect(answer.headers.get("access-control-allow-origin")).toBeNull();
    }
  });

  it("answers preflights: the methods and headers for an allowed origin, nothing for others", async () => {
    for (const path of ["/graphql", "/api/v1/jobs/", "/api/csrf-token"]) {
      const allowed = await preflight(t, path, PARTNER);
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(PARTNER);
      expect(allowed.headers.get("access-control-allow-methods")).toMatch(/POST/);
      expect(allowed.headers.get("access-control-allow-headers")).toMatch(/authorization/);
      expect(allowed.headers.get("access-control-allow-credentials")).toBeNull();
      const refused = await preflight(t, path, HOSTILE);
      expect(refused.status).toBe(204);
      expect(refused.headers.get("access-control-allow-origin")).toBeNull();
      expect(refused.headers.get("access-control-allow-methods")).toBeNull();
    }
  });

  it("leaves the web app's pages alone", async () => {
    const response = await t.app.fetch(
      new Request("http://localhost/healthz", { headers: { origin: PARTNER } }),
    );
    expect(response.headers.get("access-control-allow-origin")).toBeNull();
  });
});
