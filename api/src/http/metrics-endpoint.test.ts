import fs from "node:fs";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { latestOtp } from "../../test/accounts.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { testPhone } from "../../test/fixtures.js";
import { signedInWorker } from "../../test/sessions.js";
import { PERSISTED_DOCUMENT_FILES } from "../graphql/persisted.js";
import { setLogLevel } from "../log.js";
import { METRIC_NAMES } from "../metrics.js";
import { createMetricsServer } from "./metrics-endpoint.js";

// /metrics on the real app over a real database: absent without a token, refused without the
// right bearer, and after real requests the route templates, pool and queue figures in
// Prometheus's text format. And the access log: one JSON line per request, naming no phone
// number, code or token.

const TOKEN = "scrape-me-with-this-token-0123";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function get(t: TestApp, path: string, headers: Record<string, string> = {}) {
  const response = await t.app.fetch(new Request(`http://localhost${path}`, { headers }));
  return { status: response.status, headers: response.headers, text: await response.text() };
}

/** The value of one sample line (`name{labels} value`), or null when the line is absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const found = /^[^{ ]+(?:\{(.*)\})? (\S+)$/.exec(line);
    const have = Object.fromEntries(
      [...(found?.[1] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => have[key] === value)) {
      return Number(found?.[2]);
    }
  }
  return null;
}

describe("/metrics without METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("is absent, as any unknown path", async () => {
    const unknown = await get(t, "/no-such-page-here");
    const metrics = await get(t, "/metrics", bearer(TOKEN));
    expect(metrics.status).toBe(unknown.status);
    expect(metrics.text).not.toContain(METRIC_NAMES.httpRequestDuration);
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  it("refuses a missing or wrong bearer with 401", async () => {
    for (const headers of [
      {},
      bearer("scrape-me-with-this-token-0124"),
      bearer(TOKEN.slice(0, -1)),
      { authorization: TOKEN },
      { authorization: `Basic ${TOKEN}` },
    ]) {
      const answer = await get(t, "/metrics", headers);
      expect(answer.status).toBe(401);
      expect(answer.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(answer.text).not.toContain("kaamsetu_");
    }
  });

  it("exports requests by route template, GraphQL operations, pool and queue figures", async () => {
    const { token } = await signedInWorker(t);
    // REST: a list and one resource, whose id must not become a label.
    expect((await get(t, "/api/v1/jobs/")).status).toBe(200);
    expect((await get(t, "/api/v1/jobs/987654/")).status).toBeGreaterThanOrEqual(400);
    expect((await get(t, "/api/v1/labour/profile/", bearer(token))).status).toBe(200);
    // GraphQL: one of the web app's persisted operations, by its id, as the app sends it.
    const persisted = JSON.parse(
      fs.readFileSync(PERSISTED_DOCUMENT_FILES.generated, "utf8"),
    ) as Record<string, string>;
    // One that needs no variables and answers a visitor too: the viewer (null).
    const [id, document] = Object.entries(persisted).find(([, text]) =>
      /^query \w+ \{\s*viewer \{/.test(text),
    ) ?? ["", ""];
    const operation = /^query (\w+)/.exec(document)?.[1] ?? "";
    const graphql = await t.app.fetch(
      new Request("http://localhost/graphql", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ extensions: { persistedQuery: { version: 1, sha256Hash: id } } }),
      }),
    );
    await graphql.text();
    // A page, by its pattern.
    await get(t, "/jobs/42");
    // A task due a minute ago that nobody took (the test app runs no queue).
    await t.db.pool.query(
      `SELECT graphile_worker.add_job('job-alerts', '{}'::json, run_at => now() - interval '1 minute')`,
    );

    const answer = await get(t, "/metrics", bearer(TOKEN));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = answer.text;
    const requests = `${METRIC_NAMES.httpRequestDuration}_count`;
    expect(sample(text, requests, { route: "/api/v1/jobs/", method: "GET", status: "200" })).toBe(
      1,
    );
    expect(sample(text, requests, { route: "/api/v1/jobs/{id}/" })).toBe(1);
    expect(sample(text, requests, { route: "/graphql", method: "POST" })).toBe(1);
    expect(sample(text, requests, { route: "/jobs/:jobId" })).toBe(1);
    expect(text).not.toContain("987654");
    expect(text).not.toMatch(/route="\/jobs\/42"/);
    // SQL time was spent on the list's behalf, and counted for it.
    const sql = METRIC_NAMES.requestSqlDuration;
    expect(sample(text, `${sql}_count`, { route: "/api/v1/jobs/" })).toBe(1);
    expect(sample(text, `${sql}_sum`, { route: "/api/v1/jobs/" })).toBeGreaterThan(0);
    // The REST gateway runs GraphQL in-process, not through yoga: only the app's own call counts.
    expect(sample(text, METRIC_NAMES.graphqlOperations, { operation, outcome: "success" })).toBe(1);
    expect(sample(text, METRIC_NAMES.poolConnections, { state: "total" })).toBeGreaterThan(0);
    expect(sample(text, METRIC_NAMES.poolConnections, { state: "idle" })).not.toBeNull();
    expect(sample(text, METRIC_NAMES.poolWaiting)).toBe(0);
    expect(sample(text, METRIC_NAMES.queueJobs, { state: "pending" })).toBe(1);
    expect(sample(text, METRIC_NAMES.queueJobs, { state: "running" })).toBe(0);
    expect(sample(text, METRIC_NAMES.queueJobs, { state: "failed" })).toBe(0);
    expect(sample(text, METRIC_NAMES.queueOldestPendingAge)).toBeGreaterThanOrEqual(59);
    expect(sample(text, METRIC_NAMES.sseStreams)).toBe(0);
    expect(sample(text, METRIC_NAMES.otpSends, { outcome: "sent" })).toBe(0);
    expect(sample(text, METRIC_NAMES.smsGatewayFailures, { reason: "timeout" })).toBe(0);
    // The process's own.
    expect(sample(text, "process_cpu_user_seconds_total")).not.toBeNull();
    expect(sample(text, "nodejs_eventloop_lag_seconds")).not.toBeNull();
  });

  it("serves the same on a port of its own, still with the token", async () => {
    const server = createMetricsServer(t.services.metrics, TOKEN);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as { port: number };
    try {
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect((await fetch(`${base}/jobs`, { headers: bearer(TOKEN) })).status).toBe(404);
      const answer = await fetch(`${base}/metrics`, { headers: bearer(TOKEN) });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain(METRIC_NAMES.poolConnections);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe("the access log", () => {
  let t: TestApp;
  let logged = "";
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: TOKEN, LOG_LEVEL: "info" });
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    setLogLevel("error");
    await t.close();
  });

  it("writes one JSON line per request and never a phone number, a code or a token", async () => {
    const phone = testPhone();
    const { user, token } = await signedInWorker(t);
    await t.db.prisma.user.update({ where: { id: user.id }, data: { phoneNumber: phone } });
    const served = await listen(t.app);
    logged = "";
    vi.spyOn(process.stdout, "write").mockImplementation((chunk: string | Uint8Array) => {
      logged += String(chunk);
      return true;
    });
    let accessToken = "";
    let code = "";
    try {
      const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
        fetch(`${served.baseUrl}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        });
      expect((await post("/api/v1/auth/send-otp/", { phone_number: phone })).status).toBe(200);
      code = (await latestOtp(t, phone)) ?? "";
      expect(code).toMatch(/^\d{6}$/);
      // The code in the query string too, where a careless client might put it.
      const verified = await post(`/api/v1/auth/verify-otp/?otp=${code}`, {
        phone_number: phone,
        otp: code,
      });
      expect(verified.status).toBe(200);
      accessToken = String(((await verified.json()) as { access_token: string }).access_token);
      const me = await fetch(`${served.baseUrl}/api/v1/labour/profile/?token=${accessToken}`, {
        headers: bearer(accessToken),
      });
      expect(me.status).toBe(200);
      await me.text();
      const scrape = await fetch(`${served.baseUrl}/metrics`, { headers: bearer(TOKEN) });
      expect(await scrape.text()).toMatch(/kaamsetu_otp_sends_total\{outcome="sent"\} 1/);
    } finally {
      vi.restoreAllMocks();
      await served.close();
    }

    const records = logged
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = records.filter((record) => record.msg === "request");
    expect(access.map((record) => [record.method, record.route, record.status])).toEqual([
      ["POST", "/api/v1/auth/send-otp/", 200],
      ["POST", "/api/v1/auth/verify-otp/", 200],
      ["GET", "/api/v1/labour/profile/", 200],
      ["GET", "/metrics", 200],
    ]);
    for (const record of access) {
      expect(record).toMatchObject({ level: "info", requestId: expect.any(String) });
      expect(record.durationMs).toEqual(expect.any(Number));
      expect(typeof record.time).toBe("string");
    }
    // Each line names its own request; the signed-in one names its user.
    expect(new Set(access.map((record) => record.requestId)).size).toBe(4);
    expect(access[2]).toMatchObject({ userId: user.id });
    expect(access[0]).not.toHaveProperty("userId");

    expect(accessToken.length).toBeGreaterThan(20);
    expect(logged).not.toContain(phone);
    expect(logged).not.toContain(code);
    expect(logged).not.toContain(accessToken);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(TOKEN);
  });
});
