import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { type Json, type RestCallOptions, refused, restCall } from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";

// POST/PUT/PATCH/DELETE /jobs/ and GET /employers/jobs/ over HTTP, answer by answer against
// REST.md.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let employer: { token: string };
let rival: { token: string };
let worker: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  employer = await signedInEmployer(t);
  rival = await signedInEmployer(t, { companyName: "Rival Builders" });
  worker = await signedInWorker(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, path: string, options?: RestCallOptions) =>
  restCall(t, server.baseUrl, method, path, options);

const jobBody = (overrides: Json = {}) => ({
  title: "Electrician for a new showroom",
  description: "Wiring, lights and panels for a 2,000 sq ft showroom.",
  state: "Karnataka",
  city: "Bangalore",
  job_type: "contract",
  positions: 2,
  salary_amount: 25000,
  salary_period: "per_month",
  requirements: "ITI certificate",
  skills: "wiring, panel fitting",
  duration: "6 weeks",
  preferred_languages: ["kn", "hi"].filter((code) => code !== "kn"),
  require_resume: true,
  ...overrides,
});

async function postJob(overrides: Json = {}, token = employer.token) {
  const { status, json } = await call("POST", "/jobs/", { body: jobBody(overrides), token });
  if (status !== 201 || !json) throw new Error(`post: ${status} ${JSON.stringify(json)}`);
  return json;
}

async function listedTitles(q: string): Promise<string[]> {
  const { json } = await call("GET", `/jobs/?q=${encodeURIComponent(q)}`, { csrf: false });
  return ((json?.items ?? []) as { title: string }[]).map((item) => item.title);
}

describe("POST /jobs/", () => {
  it("answers 201 with the job in REST spelling, owner's figures included", async () => {
    const job = await postJob();
    expect(job).toMatchObject({
      title: "Electrician for a new showroom",
      state: "Karnataka",
      city: "Bangalore",
      job_type: "contract",
      positions: 2,
      salary_amount: 25000,
      salary_period: "per_month",
      skills: ["wiring", "panel fitting"],
      preferred_languages: ["hi"],
      require_resume: true,
      status: "active",
      moderation_status: "approved",
      view_count: 0,
      can_reactivate: true,
      application_counts: { total: 0, pending: 0, under_review: 0, withdrawn: 0 },
    });
    expect(await listedTitles("electrician showroom")).toContain("Electrician for a new showroom");
  });

  it("answers 422 with the first message in detail and every field's message in errors", async () => {
    const { status, json } = await call("POST", "/jobs/", {
      body: { title: "", positions: "many", salary_amount: "a lot", job_type: "forever" },
      token: employer.token,
    });
    expect(status).toBe(422);
    expect(json?.errors).toEqual({
      title: messages.jobTitleRequired,
      job_type: messages.jobTypeRequired,
      positions: messages.positionsMin,
      state: messages.stateRequired,
      description: messages.jobDescriptionRequired,
      salary_amount: messages.salaryInvalid,
      salary_period: messages.salaryInvalid,
    });
    expect(json?.detail).toBe(messages.stateRequired);
  });

  it("takes numbers written as text", async () => {
    const job = await postJob({ positions: "4", salary_amount: "750", salary_period: "per_day" });
    expect(job).toMatchObject({ positions: 4, salary_amount: 750, salary_period: "per_day" });
  });

  it("takes preferred_languages as one comma-separated string, by code or by name", async () => {
    const job = await postJob({ preferred_languages: "hi, Tamil,मराठी" });
    expect(job.preferred_languages).toEqual(["hi", "ta", "mr"]);
    const { status, json } = await call("POST", "/jobs/", {
      body: jobBody({ preferred_languages: "hi, Klingon" }),
      token: employer.token,
    });
    expect(status).toBe(422);
    expect(json?.errors).toEqual({ preferred_languages: messages.languagesInvalid });
  });

  it("answers 401 signed out, 403 for a worker and 403 without a CSRF token", async () => {
    const signedOut = await call("POST", "/jobs/", { body: jobBody() });
    expect(signedOut).toEqual({ status: 401, json: refused("unauthorized") });
    const asWorker = await call("POST", "/jobs/", { body: jobBody(), token: worker.token });
    expect(asWorker).toEqual({ status: 403, json: refused("permissionDenied") });
    const noCsrf = await call("POST", "/jobs/", {
      body: jobBody(),
      token: employer.token,
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(noCsrf.json?.detail).toMatch(/CSRF token/);
  });
});

describe("PUT, PATCH and DELETE /jobs/{id}/", () => {
  it("lets only the job's employer change it: 401, 403 for a worker and for another employer", async () => {
    const job = await postJob({ title: "Guard for a bank branch" });
    const routes: [string, string, Json | undefined][] = [
      ["PUT", `/jobs/${job.id}/`, jobBody()],
      ["PATCH", `/jobs/${job.id}/status/`, { status: "inactive" }],
      ["DELETE", `/jobs/${job.id}/`, undefined],
    ];
    for (const [method, path, body] of routes) {
      expect(await call(method, path, { body }), method).toEqual({
        status: 401,
        json: refused("unauthorized"),
      });
      for (const token of [worker.token, rival.token]) {
        expect(await call(method, path, { body, token }), method).toEqual({
          status: 403,
          json: refused("permissionDenied"),
        });
      }
    }
    expect(await listedTitles("guard bank branch")).toContain("Guard for a bank branch");
  });

  it("edits a job: 200 with the new fields", async () => {
    const job = await postJob({ title: "Plumber for hostel" });
    const { status, json } = await call("PUT", `/jobs/${job.id}/`, {
      body: jobBody({ title: "Plumber for hostel", salary_amount: 30000, city: "Mysore" }),
      token: employer.token,
    });
    expect(status).toBe(200);
    expect(json).toMatchObject({ id: job.id, salary_amount: 30000, city: "Mysore" });
    const invalid = await call("PUT", `/jobs/${job.id}/`, {
      body: jobBody({ city: "Chennai" }),
      token: employer.token,
    });
    expect(invalid).toMatchObject({ status: 422, json: refused("cityNotInState") });
  });

  it("makes a job inactive (gone from GET /jobs/) and active again (back)", async () => {
    const job = await postJob({ title: "Loader for a transport yard" });
    const off = await call("PATCH", `/jobs/${job.id}/status/`, {
      body: { status: "inactive" },
      token: employer.token,
    });
    expect(off).toMatchObject({ status: 200, json: { status: "inactive" } });
    expect(await listedTitles("loader transport yard")).not.toContain(
      "Loader for a transport yard",
    );
    const hidden = await call("GET", `/jobs/${job.id}/`, { csrf: false });
    expect(hidden.status).toBe(404);

    const on = await call("PATCH", `/jobs/${job.id}/status/`, {
      body: { status: "active" },
      token: employer.token,
    });
    expect(on).toMatchObject({ status: 200, json: { status: "active" } });
    expect(await listedTitles("loader transport yard")).toContain("Loader for a transport yard");

    const bad = await call("PATCH", `/jobs/${job.id}/status/`, {
      body: { status: "archived" },
      token: employer.token,
    });
    expect(bad).toEqual({
      status: 422,
      json: {
        ...refused("jobStatusInvalid"),
        errors: { status: messages.jobStatusInvalid },
        error_reasons: { status: { reason: "jobStatusInvalid", params: {} } },
      },
    });
  });

  it("deletes a job: 204, then 404 for it, and 409 'Cannot reactivate job at this time'", async () => {
    const job = await postJob({ title: "Cleaner for an office" });
    expect(await call("DELETE", `/jobs/${job.id}/`, { token: employer.token })).toEqual({
      status: 204,
      json: null,
    });
    expect(await listedTitles("cleaner office")).not.toContain("Cleaner for an office");
    expect((await call("GET", `/jobs/${job.id}/`, { token: employer.token })).status).toBe(404);
    expect((await call("DELETE", `/jobs/${job.id}/`, { token: employer.token })).status).toBe(404);
    expect(
      await call("PATCH", `/jobs/${job.id}/status/`, {
        body: { status: "active" },
        token: employer.token,
      }),
    ).toEqual({ status: 409, json: refused("cannotReactivate") });
  });

  it("answers 404 for a job that does not exist and 400 for an ID that is not a job's", async () => {
    const missing = encodeGlobalID("Job", 987_654);
    expect((await call("DELETE", `/jobs/${missing}/`, { token: employer.token })).status).toBe(404);
    expect((await call("DELETE", "/jobs/not-an-id/", { token: employer.token })).status).toBe(400);
    const blank = await call("DELETE", "/jobs/%20/", { token: employer.token });
    expect(blank).toMatchObject({ status: 422, json: refused("jobIdRequired") });
  });
});

describe("GET /employers/jobs/", () => {
  it("lists the employer's own jobs with application counts and views, filtered by status", async () => {
    const own = await signedInEmployer(t, { companyName: "List Co" });
    const first = await postJob({ title: "First listed job" }, own.token);
    await postJob({ title: "Second listed job" }, own.token);
    await call("PATCH", `/jobs/${first.id}/status/`, {
      body: { status: "inactive" },
      token: own.token,
    });

    const all = await call("GET", "/employers/jobs/?limit=1", { token: own.token, csrf: false });
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({
      total: 2,
      items: [{ title: "Second listed job", view_count: 0 }],
    });
    const next = await call("GET", `/employers/jobs/?limit=1&cursor=${all.json?.next_cursor}`, {
      token: own.token,
      csrf: false,
    });
    expect(next.json).toMatchObject({
      items: [{ title: "First listed job", status: "inactive", application_counts: { total: 0 } }],
      next_cursor: null,
    });

    const inactive = await call("GET", "/employers/jobs/?status=inactive", { token: own.token });
    expect(((inactive.json?.items ?? []) as Json[]).map((job) => job.title)).toEqual([
      "First listed job",
    ]);
    const deleted = await call("GET", "/employers/jobs/?status=deleted", { token: own.token });
    expect(deleted.status).toBe(400);
  });

  it("answers 401 signed out and 403 for a worker", async () => {
    expect((await call("GET", "/employers/jobs/")).status).toBe(401);
    expect((await call("GET", "/employers/jobs/", { token: worker.token })).status).toBe(403);
  });
});
