import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../test/fixtures.js";
import { type Json, restCall } from "../../test/rest.js";
import { encodeGlobalID } from "../graphql/global-id.js";

// /admin/applications/ through the gateway: the list by a worker's phone, one application with
// both parties and its recorded history, the cancel (then the history names the admin and the
// reason) and its refusals: 409 for a final application, 403 for a role without the section in
// full. Every answer is also checked against the OpenAPI document by the test app.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let employerId: number;
let worker: Awaited<ReturnType<typeof createWorker>>;
let shortlisted: string;
let completed: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  const employer = await createEmployer(t.db.prisma, { companyName: "Shady Placements" });
  employerId = employer.id;
  const job = await createJob(t.db.prisma, employer.id, { title: "Data entry from home" });
  const other = await createJob(t.db.prisma, employer.id, { title: "Mason for a wall" });
  worker = await createWorker(t.db.prisma);
  const made = await Promise.all([
    t.db.prisma.application.create({
      data: { jobId: job.id, labourId: worker.id, status: "SHORTLISTED" },
    }),
    t.db.prisma.application.create({
      data: { jobId: other.id, labourId: worker.id, status: "COMPLETED" },
    }),
  ]);
  [shortlisted, completed] = made.map((row) => encodeGlobalID("Application", row.id)) as [
    string,
    string,
  ];
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe("/admin/applications/ over REST", () => {
  it("lists by phone, opens one with both parties and its history, and cancels it", async () => {
    const { token } = await signedInAdmin(t, "OPERATOR");
    const call = (method: string, path: string, body?: unknown) =>
      restCall(t, server.baseUrl, method, path, { token, body, csrf: method !== "GET" });
    const found = await call("GET", `/admin/applications/?search=${worker.phoneNumber}`);
    expect(found.status).toBe(200);
    const items = found.json?.items as Json[];
    expect(items.map((item) => item.id)).toContain(completed);
    const id = shortlisted;
    const opened = await call("GET", `/admin/applications/${id}/`);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      id,
      status: "shortlisted",
      job_title: "Data entry from home",
      company_name: "Shady Placements",
      employer: { id: encodeGlobalID("User", employerId) },
      is_final: false,
    });
    const kinds = ((opened.json?.history ?? []) as Json[]).map((event) => [
      event.kind,
      event.actor,
    ]);
    expect(kinds).toEqual([
      ["applied", "worker"],
      ["status_changed", "employer"],
    ]);
    const cancelled = await call("POST", `/admin/applications/${id}/cancel/`, {
      reason: "Scam job",
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ id, status: "cancelled" });
    const after = await call("GET", `/admin/applications/${id}/`);
    expect(((after.json?.history ?? []) as Json[]).at(-1)).toMatchObject({
      kind: "admin_action",
      actor: "admin",
      action: "application.cancel",
      status: "cancelled",
      note: "Scam job",
    });
    const refused = await call("POST", `/admin/applications/${id}/cancel/`, { reason: "Again" });
    expect(refused.status).toBe(409);
    const final = await call("POST", `/admin/applications/${completed}/cancel/`, { reason: "x" });
    expect(final.status).toBe(409);
  });

  it("refuses a viewer's cancel with 403", async () => {
    const { token } = await signedInAdmin(t, "VIEWER");
    const answer = await restCall(
      t,
      server.baseUrl,
      "POST",
      `/admin/applications/${shortlisted}/cancel/`,
      { token, body: { reason: "Scam job" } },
    );
    expect(answer.status).toBe(403);
  });
});
