import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob } from "../../test/fixtures.js";
import {
  type Json,
  type RestCallOptions,
  refused,
  refusedFields,
  restCall,
} from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { encodeGlobalID } from "../graphql/global-id.js";

// The applications, contact and saved-jobs rows of REST.md over HTTP: answers, statuses and who
// may call what.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
type Session = { token: string; user: { id: number } };
let employer: Session;
let rival: Session;
let worker: Session;
let other: Session;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  employer = await signedInEmployer(t);
  rival = await signedInEmployer(t, { companyName: "Rival Builders" });
  worker = await signedInWorker(t);
  other = await signedInWorker(t);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (
  method: string,
  path: string,
  { who, ...options }: Omit<RestCallOptions, "token"> & { who?: Session } = {},
) => restCall(t, server.baseUrl, method, path, { ...options, token: who?.token });

async function newJob() {
  const job = await createJob(t.db.prisma, employer.user.id, { title: "Painter for a school" });
  return { job, id: encodeGlobalID("Job", job.id) };
}

describe("POST /jobs/{id}/apply/ and the lists", () => {
  it("applies once: 201 with the application, then 409", async () => {
    const { id } = await newJob();
    const first = await call("POST", `/jobs/${id}/apply/`, {
      who: worker,
      body: { cover_note: "Available from Monday" },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      job_id: id,
      job_title: "Painter for a school",
      location: "Pune, Maharashtra",
      company_name: "Patil Constructions",
      status: "pending",
      cover_note: "Available from Monday",
      has_resume: false,
      resume_url: null,
      contact_status: "not_contacted",
      next_statuses: ["withdrawn"],
      applicant: { first_name: "Ramesh", last_name: "Kumar" },
    });
    const again = await call("POST", `/jobs/${id}/apply/`, { who: worker, body: {} });
    expect(again).toEqual({ status: 409, json: refused("alreadyApplied") });
  });

  it("answers who may not apply: visitor 401, employer 403, no CSRF 403, missing job 404", async () => {
    const { id } = await newJob();
    expect((await call("POST", `/jobs/${id}/apply/`, { body: {} })).status).toBe(401);
    expect((await call("POST", `/jobs/${id}/apply/`, { who: employer, body: {} })).json).toEqual(
      refused("permissionDenied"),
    );
    const noCsrf = await call("POST", `/jobs/${id}/apply/`, { who: other, csrf: false });
    expect(noCsrf.status).toBe(403);
    expect(String(noCsrf.json?.detail)).toContain("CSRF token");
    const missing = encodeGlobalID("Job", 987_654);
    expect((await call("POST", `/jobs/${missing}/apply/`, { who: other, body: {} })).status).toBe(
      404,
    );
  });

  it("lists the worker's applications and the job's applications by status", async () => {
    const { id } = await newJob();
    const applied = await call("POST", `/jobs/${id}/apply/`, { who: other, body: {} });
    const mine = await call("GET", "/labour/applications/?status=pending&limit=50", { who: other });
    expect(mine.status).toBe(200);
    expect(((mine.json?.items ?? []) as Json[]).map((item) => item.id)).toContain(applied.json?.id);
    expect(mine.json).toMatchObject({ next_cursor: null });

    const theirs = await call("GET", `/employers/jobs/${id}/applications/?status=pending`, {
      who: employer,
    });
    expect(theirs.json).toMatchObject({ total: 1, items: [{ id: applied.json?.id }] });
    const none = await call("GET", `/employers/jobs/${id}/applications/?status=accepted`, {
      who: employer,
    });
    expect(none.json).toMatchObject({ total: 0, items: [] });

    expect((await call("GET", `/employers/jobs/${id}/applications/`, { who: rival })).status).toBe(
      403,
    );
    expect((await call("GET", `/employers/jobs/${id}/applications/`, { who: other })).status).toBe(
      403,
    );
    expect((await call("GET", `/employers/jobs/${id}/applications/`)).status).toBe(401);
    expect((await call("GET", "/labour/applications/", { who: employer })).status).toBe(403);
    expect((await call("GET", "/labour/applications/")).status).toBe(401);
    expect((await call("GET", "/labour/applications/?status=maybe", { who: other })).status).toBe(
      400,
    );
  });
});

describe("PATCH /applications/{id}/status/, withdraw and contact", () => {
  async function applied(who: Session = worker) {
    const { id } = await newJob();
    const response = await call("POST", `/jobs/${id}/apply/`, { who, body: {} });
    return String(response.json?.id);
  }

  it("moves an application along the state machine with feedback", async () => {
    const id = await applied();
    const shortlisted = await call("PATCH", `/applications/${id}/status/`, {
      who: employer,
      body: { status: "shortlisted", feedback: "Good work photos" },
    });
    expect(shortlisted.status).toBe(200);
    expect(shortlisted.json).toMatchObject({
      status: "shortlisted",
      feedback: "Good work photos",
      next_statuses: ["accepted", "rejected"],
    });
    const back = await call("PATCH", `/applications/${id}/status/`, {
      who: employer,
      body: { status: "under_review" },
    });
    expect(back).toEqual({
      status: 409,
      json: refused("moveNotAllowed", { from: "shortlisted", to: "under review" }),
    });
    const bad = await call("PATCH", `/applications/${id}/status/`, {
      who: employer,
      body: { status: "withdrawn" },
    });
    expect(bad.status).toBe(422);
    expect(bad.json).toEqual(
      refusedFields("applicationStatusInvalid", { status: "applicationStatusInvalid" }),
    );
  });

  it("keeps everyone else's hands off: 404 for strangers, 403 for the wrong side", async () => {
    const id = await applied();
    const body = { status: "accepted" };
    expect((await call("PATCH", `/applications/${id}/status/`, { who: rival, body })).status).toBe(
      404,
    );
    expect((await call("PATCH", `/applications/${id}/status/`, { who: worker, body })).status).toBe(
      403,
    );
    expect((await call("PATCH", `/applications/${id}/status/`, { body })).status).toBe(401);
    expect((await call("POST", `/applications/${id}/withdraw/`, { who: other })).status).toBe(404);
    expect((await call("POST", `/applications/${id}/withdraw/`, { who: employer })).status).toBe(
      403,
    );
  });

  it("withdraws for its worker, once", async () => {
    const id = await applied();
    const withdrawn = await call("POST", `/applications/${id}/withdraw/`, { who: worker });
    expect(withdrawn.json).toMatchObject({ status: "withdrawn", next_statuses: [] });
    const again = await call("POST", `/applications/${id}/withdraw/`, { who: worker });
    expect(again.status).toBe(409);
  });

  it("tells the worker of an accepted application how to reach the employer, and no one else", async () => {
    const id = await applied();
    const mine = async () => {
      const list = await call("GET", "/labour/applications/?limit=100", { who: worker });
      return ((list.json?.items ?? []) as Json[]).find((item) => item.id === id);
    };
    expect((await mine())?.employer_contact).toBeNull();
    const accepted = await call("PATCH", `/applications/${id}/status/`, {
      who: employer,
      body: { status: "accepted" },
    });
    // The employer's own answer never carries their contact.
    expect(accepted.json?.employer_contact).toBeNull();
    const phone = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: employer.user.id } }))
      .phoneNumber;
    expect((await mine())?.employer_contact).toEqual({
      phone_number: phone,
      accepts_calls: true,
      accepts_whatsapp: true,
    });
    await t.db.prisma.employerProfile.update({
      where: { userId: employer.user.id },
      data: { contactByPhone: false },
    });
    expect((await mine())?.employer_contact).toEqual({
      phone_number: phone,
      accepts_calls: false,
      accepts_whatsapp: true,
    });
    await t.db.prisma.employerProfile.update({
      where: { userId: employer.user.id },
      data: { contactByPhone: true },
    });
  });

  it("records contact and takes the worker's confirmation after acceptance", async () => {
    const id = await applied();
    const contacted = await call("POST", `/applications/${id}/contact/`, {
      who: employer,
      body: { method: "whatsapp" },
    });
    expect(contacted.json).toMatchObject({
      contact_status: "contacted",
      contact_method: "whatsapp",
    });
    const wrongMethod = await call("POST", `/applications/${id}/contact/`, {
      who: employer,
      body: { method: "pigeon" },
    });
    expect(wrongMethod).toMatchObject({
      status: 422,
      json: refused("contactMethodInvalid"),
    });
    const early = await call("POST", `/applications/${id}/confirm-contact/`, {
      who: worker,
      body: { contacted: true, verified_methods: ["phone"] },
    });
    expect(early).toEqual({ status: 409, json: refused("confirmContactNotAllowed") });
    await call("PATCH", `/applications/${id}/status/`, {
      who: employer,
      body: { status: "accepted" },
    });
    const unanswered = await call("POST", `/applications/${id}/confirm-contact/`, {
      who: worker,
      body: {},
    });
    expect(unanswered).toMatchObject({ status: 422, json: refused("contactedRequired") });
    const noMethod = await call("POST", `/applications/${id}/confirm-contact/`, {
      who: worker,
      body: { contacted: true, verified_methods: ["telepathy"] },
    });
    expect(noMethod).toMatchObject({
      status: 422,
      json: refused("contactMethodRequired"),
    });
    const confirmed = await call("POST", `/applications/${id}/confirm-contact/`, {
      who: worker,
      body: {
        contacted: true,
        verified_methods: ["phone", "skill"],
        identity_confirmed: true,
        notes: "Called me from the office number",
      },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.json).toMatchObject({
      contact_status: "confirmed",
      contact_verification: {
        contacted: true,
        verified_methods: ["phone", "skill"],
        identity_confirmed: true,
        notes: "Called me from the office number",
      },
    });
  });
});

describe("saved jobs", () => {
  it("PUT and DELETE are idempotent 204s; GET lists them with saved_at", async () => {
    const { id } = await newJob();
    for (let i = 0; i < 2; i += 1) {
      expect((await call("PUT", `/labour/saved-jobs/${id}/`, { who: other })).status).toBe(204);
    }
    const list = await call("GET", "/labour/saved-jobs/", { who: other });
    expect(list.json).toMatchObject({
      total: 1,
      next_cursor: null,
      items: [{ id, title: "Painter for a school" }],
    });
    expect(typeof ((list.json?.items ?? []) as Json[])[0]?.saved_at).toBe("string");
    for (let i = 0; i < 2; i += 1) {
      expect((await call("DELETE", `/labour/saved-jobs/${id}/`, { who: other })).status).toBe(204);
    }
    expect((await call("GET", "/labour/saved-jobs/", { who: other })).json).toMatchObject({
      total: 0,
    });
  });

  it("is for workers: 401 visitor, 403 employer, 404 a job they cannot see", async () => {
    const { id } = await newJob();
    expect((await call("PUT", `/labour/saved-jobs/${id}/`)).status).toBe(401);
    expect((await call("PUT", `/labour/saved-jobs/${id}/`, { who: employer })).status).toBe(403);
    expect((await call("GET", "/labour/saved-jobs/", { who: employer })).status).toBe(403);
    const inactive = await createJob(t.db.prisma, employer.user.id, { status: "INACTIVE" });
    const hidden = encodeGlobalID("Job", inactive.id);
    expect((await call("PUT", `/labour/saved-jobs/${hidden}/`, { who: other })).status).toBe(404);
  });
});
