import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltServer, startBuiltServer } from "../../test/built-server.js";
import { createTestDatabase, type TestDatabase } from "../../test/database.js";
import { ROOT } from "../paths.js";

// The built server as `npm start` runs it on a 2-core machine: a primary and two workers on one
// database. Both serve, /metrics is theirs together, a killed worker is replaced, and SIGTERM
// stops them all.

const TOKEN = "cluster-test-metrics-token";

let database: TestDatabase;
let server: BuiltServer;
let scratch: string;

const workerPids = (primary: number) =>
  execFileSync("ps", ["-o", "pid=", "--ppid", String(primary)], { encoding: "utf8" })
    .split("\n")
    .map((line) => Number(line.trim()))
    .filter((pid) => pid > 0);

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function until(check: () => boolean, what: string, ms = 60_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const running = () =>
  server.lines().filter((line) => String(line.msg).startsWith("KaamSetu is running"));

/** A GET on a connection of its own, so the cluster may hand it to either worker. */
const get = (url: string, headers: Record<string, string> = {}) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    http
      .get(url, { agent: false, headers }, (response) => {
        let body = "";
        response.on("data", (chunk) => {
          body += chunk;
        });
        response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
      })
      .on("error", reject);
  });

beforeAll(async () => {
  for (const workspace of ["web", "api"]) {
    const build = spawnSync(
      process.execPath,
      [path.join(ROOT, "scripts/build-if-stale.mjs"), workspace],
      { cwd: ROOT, stdio: "inherit" },
    );
    expect(build.status, `the ${workspace} build`).toBe(0);
  }
  scratch = fs.mkdtempSync(path.join(os.tmpdir(), "kaamsetu-cluster-"));
  database = await createTestDatabase();
  server = await startBuiltServer(
    database,
    { WEB_CONCURRENCY: "2", METRICS_TOKEN: TOKEN },
    path.join(scratch, "imports.txt"),
  );
  await until(() => running().length === 2, "both workers");
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.close();
  if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
});

describe("npm start on two cores", () => {
  it("serves from both workers, and /metrics counts them together", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await get(`${server.url}/api/v1/jobs/`)).status).toBe(200);
    }
    const served = server
      .lines()
      .filter((line) => line.msg === "request" && line.route === "/api/v1/jobs/");
    expect(new Set(served.map((line) => line.worker))).toEqual(new Set([1, 2]));
    // Whichever worker answers the scrape, it is both workers' figures.
    for (let i = 0; i < 2; i++) {
      const scrape = await get(`${server.url}/metrics`, { authorization: `Bearer ${TOKEN}` });
      expect(scrape.status).toBe(200);
      expect(scrape.body).toContain(
        'kaamsetu_http_request_duration_seconds_count{method="GET",route="/api/v1/jobs/",status="200"} 10',
      );
    }
  });

  it("replaces a worker that dies", async () => {
    const [victim] = workerPids(server.pid);
    expect(victim).toBeDefined();
    process.kill(victim as number, "SIGKILL");
    await until(
      () => server.lines().some((line) => String(line.msg).startsWith(`worker ${victim} died`)),
      "the primary to see it",
    );
    await until(() => running().length === 3, "its replacement");
    expect(workerPids(server.pid)).toHaveLength(2);
    expect((await get(`${server.url}/api/v1/jobs/`)).status).toBe(200);
  }, 90_000);

  it("stops every worker, then itself, on SIGTERM", async () => {
    const workers = workerPids(server.pid);
    await server.stop();
    expect(await server.exited).toBe(0);
    expect(workers.filter(isAlive)).toEqual([]);
    // The primary, then each of the two workers, as it passed the stop on.
    const stopping = server.lines().filter((line) => line.msg === "SIGTERM: shutting down");
    expect(stopping.filter((line) => line.worker === undefined)).toHaveLength(1);
    expect(stopping.filter((line) => line.worker !== undefined)).toHaveLength(2);
  }, 60_000);
});
