import http from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createEmployer, createJob } from "../../test/fixtures.js";
import { compressResponse, SYNC_MAX_BYTES } from "./compress.js";

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

  it("gzips answers on the spot up to SYNC_MAX_BYTES and in the thread pool above, the same way", async () => {
    const request = new Request("http://localhost/graphql", {
      headers: { "accept-encoding": "gzip" },
    });
    for (const size of [2_000, SYNC_MAX_BYTES, SYNC_MAX_BYTES + 1, 4 * SYNC_MAX_BYTES]) {
      const text = JSON.stringify({ data: "x".repeat(size - 11) });
      expect(text).toHaveLength(size);
      const answer = new Response(text, { headers: { "content-type": "application/json" } });
      const gzipped = await compressResponse(request, answer);
      expect(gzipped.headers.get("content-encoding")).toBe("gzip");
      const bytes = Buffer.from(await gzipped.arrayBuffer());
      expect(gunzipSync(bytes).toString("utf8")).toBe(text);
    }
  });

  it("leaves small answers alone", async () => {
    const { headers } = await get("/healthz", { "accept-encoding": "gzip" });
    expect(headers["content-encoding"]).toBeUndefined();
  });
});
