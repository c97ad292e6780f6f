import { spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../test/built-server.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { ROOT } from "../paths.js";
import { REQUEST_ID_ATTRIBUTE } from "./open-telemetry.js";

// Traces as the built server (api/dist, one esbuild bundle) makes them, exported to a local
// OTLP/HTTP receiver: one request's HTTP span, its GraphQL operation and its SQL in one trace,
// the request id on the HTTP span and the trace id in the access log. Without an endpoint, no
// OpenTelemetry module is loaded at all.

interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  attributes: Record<string, unknown>;
}

/** An OTLP/HTTP receiver for JSON exports (the exporter's default): the spans it was sent. */
async function startReceiver() {
  const spans: ExportedSpan[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      const exported = JSON.parse(body) as {
        resourceSpans: {
          scopeSpans: {
            spans: (Omit<ExportedSpan, "attributes"> & {
              attributes?: { key: string; value: Record<string, unknown> }[];
            })[];
          }[];
        }[];
      };
      for (const resource of exported.resourceSpans) {
        for (const scope of resource.scopeSpans) {
          for (const span of scope.spans) {
            const attributes = Object.fromEntries(
              (span.attributes ?? []).map(({ key, value }) => [key, Object.values(value)[0]]),
            );
            spans.push({ ...span, attributes });
          }
        }
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}`, spans, close: () => server.close() };
}

let database: TestDatabase;
let scratch: string;

beforeAll(() => {
  for (const workspace of ["web", "api"]) {
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/build-if-stale.mjs"), workspace],
      { cwd: ROOT, stdio: "inherit" },
    );
    expect(build.status, `the ${workspace} build`).toBe(0);
  }
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kaamsetu-tracing-"));
}, 300_000);

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database?.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

const accessLine = (server: BuiltServer, requestId: string | null) =>
  server.lines().find((line) => line.msg === "request" && line.requestId === requestId);

/**
 * The OpenTelemetry packages the process loaded, but the API: prom-client's CPU metric requires
 * @opentelemetry/api (for exemplars), whose calls do nothing while no SDK is registered.
 */
const loadedOpenTelemetry = (importsFile: string) => [
  ...new Set(
    fs
      .readFileSync(importsFile, "utf8")
      .split("\n")
      .map((line) => /\/@opentelemetry\/([\w-]+)\//.exec(line)?.[1])
      .filter((name) => name !== undefined && name !== "api"),
  ),
];

describe("with OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let server: BuiltServer;
  const importsFile = () => path.join(scratch, "traced-imports.txt");

  beforeAll(async () => {
    receiver = await startReceiver();
    server = await startBuiltServer(
      database,
      { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: "100" },
      importsFile(),
    );
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    receiver?.close();
  });

  /**
   * The spans of the trace whose HTTP span carries `requestId`, once `operation` is among them:
   * batches are sent as spans end, and two batches may arrive in either order.
   */
  async function traceOf(requestId: string, operation: string): Promise<ExportedSpan[]> {
    let spans: ExportedSpan[] = [];
    for (let tries = 0; tries < 150; tries++) {
      const root = receiver.spans.find((s) => s.attributes[REQUEST_ID_ATTRIBUTE] === requestId);
      spans = root ? receiver.spans.filter((s) => s.traceId === root.traceId) : [];
      if (spans.some((s) => s.attributes["graphql.operation.name"] === operation)) return spans;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`no ${operation} span for request ${requestId}: ${spans.map((s) => s.name)}`);
  }

  /** Whether `span` descends from `ancestor` within `spans`. */
  function descends(spans: ExportedSpan[], span: ExportedSpan, ancestor: ExportedSpan) {
    let parent = spans.find((s) => s.spanId === span.parentSpanId);
    while (parent) {
      if (parent.spanId === ancestor.spanId) return true;
      parent = spans.find((s) => s.spanId === parent?.parentSpanId);
    }
    return false;
  }

  it("traces a server-drawn page: HTTP, then its GraphQL operation, then its SQL", async () => {
    const response = await fetch(`${server.url}/jobs`);
    expect(response.status).toBe(200);
    await response.text();
    const requestId = response.headers.get("x-request-id") ?? "";
    const spans = await traceOf(requestId, "JobsPageQuery");

    const root = spans.find((s) => s.attributes[REQUEST_ID_ATTRIBUTE] === requestId);
    expect(root?.name).toBe("GET /jobs");
    expect(root?.parentSpanId || undefined).toBeUndefined();
    expect(root?.attributes["http.route"]).toBe("/jobs");
    const operation = spans.find((s) => s.name === "query JobsPageQuery");
    expect(operation?.attributes["graphql.operation.name"]).toBe("JobsPageQuery");
    expect(operation && root && descends(spans, operation, root)).toBe(true);
    const statements = spans.filter((s) => s.name.startsWith("pg.query"));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.some((s) => operation && descends(spans, s, operation))).toBe(true);
    // Statements' text, never their values.
    expect(statements.every((s) => !("db.statement.parameters" in s.attributes))).toBe(true);

    const line = accessLine(server, requestId);
    expect(line?.traceId).toBe(root?.traceId);
  });

  it("traces a REST route's operation under its request", async () => {
    const response = await fetch(`${server.url}/api/v1/jobs/`);
    expect(response.status).toBe(200);
    await response.text();
    const requestId = response.headers.get("x-request-id") ?? "";
    const spans = await traceOf(requestId, "RestListJobs");
    const root = spans.find((s) => s.attributes[REQUEST_ID_ATTRIBUTE] === requestId);
    expect(root?.name).toBe("GET /api/v1/jobs/");
    const operation = spans.find((s) => s.attributes["graphql.operation.type"] === "query");
    expect(operation && root && descends(spans, operation, root)).toBe(true);
    expect(
      spans.some(
        (s) => s.name.startsWith("pg.query") && operation && descends(spans, s, operation),
      ),
    ).toBe(true);
    expect(accessLine(server, requestId)?.traceId).toBe(root?.traceId);
  });

  it("leaves the scraper's and health checks' requests untraced", async () => {
    const response = await fetch(`${server.url}/healthz`);
    const requestId = response.headers.get("x-request-id");
    await response.text();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(receiver.spans.some((s) => s.attributes[REQUEST_ID_ATTRIBUTE] === requestId)).toBe(
      false,
    );
    expect(accessLine(server, requestId)?.traceId).toBeUndefined();
  });

  it("loads OpenTelemetry (so the check below can see it)", async () => {
    await server.stop();
    expect(loadedOpenTelemetry(importsFile())).toEqual(
      expect.arrayContaining(["sdk-trace-node", "instrumentation-http", "instrumentation-pg"]),
    );
  });
});

describe("without OTEL_EXPORTER_OTLP_ENDPOINT", () => {
  it("loads no OpenTelemetry module, and writes no trace id", async () => {
    const importsFile = path.join(scratch, "untraced-imports.txt");
    const server = await startBuiltServer(database, {}, importsFile);
    try {
      const page = await fetch(`${server.url}/jobs`);
      expect(page.status).toBe(200);
      await page.text();
      const list = await fetch(`${server.url}/api/v1/jobs/`);
      expect(list.status).toBe(200);
      await list.text();
      const line = accessLine(server, list.headers.get("x-request-id"));
      expect(line?.route).toBe("/api/v1/jobs/");
      expect(line?.traceId).toBeUndefined();
    } finally {
      await server.stop();
    }
    const recorded = fs.readFileSync(importsFile, "utf8");
    // The recorder saw the bundle and its packages, and no OpenTelemetry among them.
    expect(recorded).toContain("api/dist/main.js");
    expect(recorded).toMatch(/node_modules\/pg\//);
    expect(loadedOpenTelemetry(importsFile)).toEqual([]);
  }, 90_000);
});
