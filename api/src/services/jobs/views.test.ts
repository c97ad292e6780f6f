import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { encodeGlobalID } from "../../graphql/global-id.js";

// A job's views count once per visitor per day however the visitor dresses its requests: an
// address is one visitor whatever User-Agent it sends, a signed-in user one wherever they are.
// Behind the trusted proxy (TRUST_PROXY), the address is the one the proxy saw.

const VIEW = "mutation ($id: ID!) { recordJobView(id: $id) }";

let t: TestApp;
let employerId: number;

beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: "true" });
  employerId = (await signedInEmployer(t)).user.id;
});
afterAll(() => t.close());

async function newJob(): Promise<{ id: number; gid: string }> {
  const job = await createJob(t.db.prisma, employerId, { title: "Mason for a boundary wall" });
  return { id: job.id, gid: encodeGlobalID("Job", job.id) };
}

const look = (gid: string, headers: Record<string, string>, token?: string) =>
  t.graphql<{ recordJobView: boolean }>(VIEW, { id: gid }, { token, headers });

async function viewCount(jobId: number): Promise<number> {
  const job = await t.db.prisma.job.findUniqueOrThrow({ where: { id: jobId } });
  return job.viewCount;
}

describe("recordJobView", () => {
  it("counts 30 User-Agents from one address as one view", async () => {
    const job = await newJob();
    for (let i = 0; i < 30; i++) {
      await look(job.gid, {
        "user-agent": `Mozilla/5.0 (Linux; Android ${i}) fake/${i}`,
        "x-forwarded-for": "203.0.113.7",
      });
    }
    expect(await viewCount(job.id)).toBe(1);
    expect(await t.db.prisma.jobView.count({ where: { jobId: job.id } })).toBe(1);
  });

  it("takes the address the proxy saw, not one the client claims before it", async () => {
    const job = await newJob();
    for (const claimed of ["10.0.0.1", "10.0.0.2", "10.0.0.3"]) {
      await look(job.gid, { "x-forwarded-for": `${claimed}, 198.51.100.4` });
    }
    expect(await viewCount(job.id)).toBe(1);
    // Another address is another visitor.
    await look(job.gid, { "x-forwarded-for": "198.51.100.5" });
    expect(await viewCount(job.id)).toBe(2);
  });

  it("counts a signed-in user once by who they are, from any address", async () => {
    const job = await newJob();
    const worker = await signedInWorker(t);
    for (const address of ["192.0.2.1", "192.0.2.2", "192.0.2.3"]) {
      await look(job.gid, { "x-forwarded-for": address }, worker.token);
    }
    expect(await viewCount(job.id)).toBe(1);
  });
});
