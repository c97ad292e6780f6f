import net from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob } from "../../test/fixtures.js";
import { refused, restCall } from "../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { REQUEST_ID_HEADER, writableAnswer } from "../app.js";
import { JSON_BODY_MAX_BYTES } from "../constants.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";
import { REST_BASE } from "../rest/gateway.js";

// Hostile requests that could end the process or answer 500 if let through: each must be
// a clear 4xx, before any query runs, and the server goes on answering.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
type Session = { token: string; user: { id: number } };
let employer: Session;
let worker: Session;
let admin: { token: string };
let jobId: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  employer = await signedInEmployer(t);
  worker = await signedInWorker(t);
  admin = await signedInAdmin(t, "SUPERUSER");
  jobId = encodeGlobalID("Job", (await createJob(t.db.prisma, employer.user.id)).id);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.baseUrl}${path}`, { headers, redirect: "manual" });

async function expectAlive() {
  const health = await get(`${REST_BASE}/jobs/?limit=1`);
  expect(health.status).toBe(200);
}

describe("text the database cannot store", () => {
  it.each([
    "/api/v1/jobs/?location=%00",
    "/api/v1/jobs/?city=%00",
    "/api/v1/jobs/?state=%00",
    "/api/v1/jobs/?q=%00",
    "/api/v1/jobs/?q=%ED%A0%80",
    "/api/v1/jobs/?q=%FF",
    "/api/v1/jobs/%00/",
    "/jobs?location=a%00b",
    "/jobs/%C3",
    "/graphql?query=%7B__typename%7D&variables=%7B%22a%22%3A%22%00%22%7D",
  ])("GET %s is 400 'Invalid request' and the server goes on", async (path) => {
    const response = await get(path);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(refused("invalidRequest"));
    await expectAlive();
  });

  it("refuses a NUL or a lone surrogate in a GraphQL variable or literal", async () => {
    const search =
      "query ($location: String) { jobs(first: 1, filter: { location: $location }) { totalCount } }";
    for (const location of ["a\u0000b", "\ud800", "x\udc00"]) {
      const answer = await t.graphql(search, { location });
      expect(answer.status).toBe(400);
      expect(answer.body.errors?.[0]?.message).toBe(messages.invalidRequest);
    }
    const literal = await t.graphql(
      '{ jobs(first: 1, filter: { location: "a\\u0000b" }) { totalCount } }',
    );
    // A validation error: 200 for an application/json caller, as GraphQL over HTTP says.
    expect(literal.body.data).toBeUndefined();
    expect(literal.body.errors?.map((e) => e.message)).toEqual([messages.invalidRequest]);
  });

  it("refuses them in REST bodies: a job title, a cover note, feedback, skills", async () => {
    const post = await restCall(t, server.baseUrl, "POST", "/jobs/", {
      token: employer.token,
      body: { title: "Mason\u0000", description: "Walls", state: "Maharashtra", positions: 1 },
    });
    expect(post).toEqual({ status: 400, json: refused("invalidRequest") });
    const apply = await restCall(t, server.baseUrl, "POST", `/jobs/${jobId}/apply/`, {
      token: worker.token,
      body: { cover_note: "Ready\u0000" },
    });
    expect(apply.status).toBe(400);
    const general = await restCall(t, server.baseUrl, "POST", "/applications/", {
      token: worker.token,
      body: { preferred_roles: ["\ud800"] },
    });
    expect(general.status).toBe(400);
    expect(await t.db.prisma.application.count()).toBe(0);
  });

  it("refuses a body that is not UTF-8", async () => {
    const response = await fetch(`${server.baseUrl}${REST_BASE}/jobs/${jobId}/apply/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${worker.token}`,
        ...csrfHeaders(t),
      },
      body: Buffer.from([0x7b, 0x22, 0x63, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
    });
    expect(response.status).toBe(400);
  });
});

describe("malformed cursors", () => {
  const paths = () =>
    [
      ["/jobs/", null],
      ["/labour/applications/", worker],
      ["/labour/saved-jobs/", worker],
      ["/notifications/labour/notifications/", worker],
      ["/notifications/employer/notifications/", employer],
      ["/employers/jobs/", employer],
      [`/employers/jobs/${jobId}/applications/`, employer],
      ["/labour/recommended-jobs/", worker],
      ["/admin/users/", admin],
      ["/admin/audit-logs/", admin],
    ] as const;
  const cursors = [
    "not-a-cursor",
    "%00",
    Buffer.from("GPC:N:99999999999999999999").toString("base64"),
    Buffer.from("GPC:J:[1,2").toString("base64"),
    // Well formed, with a date PostgreSQL cannot hold.
    Buffer.from(JSON.stringify(["text", 1, "-271821-04-20T00:00:00.000Z", 1])).toString(
      "base64url",
    ),
    Buffer.from(JSON.stringify(["text", 1, "+275760-09-13T00:00:00.000Z", 1])).toString(
      "base64url",
    ),
  ];

  it("answer 400 on every list route", async () => {
    for (const [path, who] of paths()) {
      for (const cursor of cursors) {
        const response = await get(`${REST_BASE}${path}?cursor=${encodeURIComponent(cursor)}`, {
          ...(who ? { authorization: `Bearer ${who.token}` } : {}),
        });
        expect([400, 422], `${path} ${cursor}`).toContain(response.status);
      }
    }
    await expectAlive();
  });
});

describe("bodies", () => {
  it("refuses a REST JSON body over the limit with 413, before reading it all", async () => {
    const response = await fetch(`${server.baseUrl}${REST_BASE}/applications/`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        authorization: `Bearer ${worker.token}`,
        ...csrfHeaders(t),
      },
      body: JSON.stringify({ cover_note: "x".repeat(JSON_BODY_MAX_BYTES) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(refused("requestTooLarge"));
  });

  it("refuses a body that is not JSON with 415", async () => {
    const response = await fetch(`${server.baseUrl}${REST_BASE}/applications/`, {
      method: "POST",
      headers: {
        "content-type": "text/plain",
        authorization: `Bearer ${worker.token}`,
        ...csrfHeaders(t),
      },
      body: "cover_note=hello",
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual(refused("unsupportedMediaType"));
  });

  it("refuses GraphQL variables that are not JSON with 400", async () => {
    const response = await get("/graphql?query=%7B__typename%7D&variables=%7Bnot");
    expect(response.status).toBe(400);
  });
});

describe("the request's address", () => {
  it("answers 400 to a Host header that is not a host", async () => {
    const { port } = new URL(server.baseUrl);
    const raw = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), "127.0.0.1", () =>
        socket.write("GET /api/v1/jobs/ HTTP/1.1\r\nHost: [::1\r\nConnection: close\r\n\r\n"),
      );
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk;
      });
      socket.on("end", () => resolve(answer));
      socket.on("error", reject);
    });
    expect(raw).toMatch(/^HTTP\/1\.1 400/);
    await expectAlive();
  });

  it("names every answer with a request id", async () => {
    const first = await get(`${REST_BASE}/jobs/?limit=1`);
    const second = await get("/no-such-page");
    const ids = [first, second].map((r) => r.headers.get(REQUEST_ID_HEADER));
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(ids[1]).not.toBe(ids[0]);
  });
});

describe("answers a client can read", () => {
  it("turns an answer with a header Node cannot write into a logged 500", async () => {
    const bad = new Response("x", { status: 303, headers: { location: "/\x7f" } });
    expect(writableAnswer(bad).status).toBe(500);
    const good = new Response(null, { status: 303, headers: { location: "/%7F" } });
    expect(writableAnswer(good)).toBe(good);
  });

  it("cuts off a client that never finishes its headers", async () => {
    const quick = await listen(t.app, {
      headersMs: 300,
      requestMs: 1_000,
      keepAliveMs: 300,
      checkEveryMs: 100,
    });
    try {
      const { port } = new URL(quick.baseUrl);
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), "127.0.0.1", () =>
          socket.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: "),
        );
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk;
        });
        socket.on("close", () => resolve(text));
        socket.on("error", reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await quick.close();
    }
  });

  it("is given the server's timeouts under npm start too", async () => {
    const { HTTP_SERVER_TIMEOUTS } = await import("../constants.js");
    const { createHttpServer } = await import("./server.js");
    const server = createHttpServer(t.app.fetch);
    expect(server.headersTimeout).toBe(HTTP_SERVER_TIMEOUTS.headersMs);
    expect(server.requestTimeout).toBe(HTTP_SERVER_TIMEOUTS.requestMs);
    expect(server.keepAliveTimeout).toBe(HTTP_SERVER_TIMEOUTS.keepAliveMs);
  });
});
