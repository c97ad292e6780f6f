import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../test/app.js";
import { createEmployer, createJob } from "../test/fixtures.js";

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createEmployer(t.db.prisma);
  for (let n = 0; n < 10; n++) await createJob(t.db.prisma, employer.id, { title: `Mason ${n}` });
  server = await listen(t.app);
});

afterAll(async () => {
  await server.close();
  await t.close();
});

// Raw HTTP, so the test sees the bytes on the wire (fetch would decompress them).
function get(path: string, headers: Record<string, string>) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${server.baseUrl}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const JOBS = `/graphql?query=${encodeURIComponent("{ jobs(first: 10) { edges { node { id title description } } } }")}`;

describe("compression", () => {
  it("gzips JSON answers for clients that accept it", async () => {
    const { headers, body } = await get(JOBS, { "accept-encoding": "gzip, deflate, br" });
    expect(headers["content-encoding"]).toBe("gzip");
    expect(headers.vary).toMatch(/accept-encoding/i);
    const answer = JSON.parse(gunzipSync(body).toString("utf8"));
    expect(answer.data.jobs.edges).toHaveLength(10);
  });

  it("answers plainly to clients that do not", async () => {
    const { headers, body } = await get(JOBS, {});
    expect(headers["content-encoding"]).toBeUndefined();
    expect(JSON.parse(body.toString("utf8")).data.jobs.edges).toHaveLength(10);
  });

  it("leaves small answers alone", async () => {
    const { headers } = await get("/healthz", { "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBeUndefined();
  });
});
