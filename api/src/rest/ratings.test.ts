import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob } from "../../test/fixtures.js";
import { type RestCallOptions, refused, refusedFields, restCall } from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";
import type { ApplicationStatus } from "../generated/prisma/client.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";

// The trust rows of REST.md over HTTP: POST /applications/{id}/rating/, GET
// /labour/score/ and the paid-as-promised answer, with who may call them. Every answer is
// checked against the OpenAPI document by the test app.

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

async function newApplication(status: ApplicationStatus) {
  const job = await createJob(t.db.prisma, employer.user.id);
  const application = await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.user.id, status },
  });
  return { application, id: encodeGlobalID("Application", application.id) };
}

describe("POST /applications/{id}/rating/", () => {
  it("rates once each way: 201 with 'rating thanks', then 409", async () => {
    const { id } = await newApplication("COMPLETED");
    const first = await call("POST", `/applications/${id}/rating/`, {
      who: worker,
      body: { rating: 5, review: "Paid the same evening" },
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({
      rating: 5,
      review: "Paid the same evening",
      direction: "labour_to_employer",
      message: messages.ratingThanks,
    });
    const again = await call("POST", `/applications/${id}/rating/`, {
      who: worker,
      body: { rating: 1 },
    });
    expect(again).toEqual({ status: 409, json: refused("alreadyRated") });
    const back = await call("POST", `/applications/${id}/rating/`, {
      who: employer,
      body: { rating: 4 },
    });
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ direction: "employer_to_labour", review: null });
  });

  it("answers bad stars with the rating message and an unfinished job with 409", async () => {
    const { id } = await newApplication("COMPLETED");
    for (const rating of [0, 6, 4.5, "five", undefined]) {
      const answer = await call("POST", `/applications/${id}/rating/`, {
        who: worker,
        body: { rating },
      });
      expect(answer.status, String(rating)).toBe(422);
      expect(answer.json?.detail).toBe(messages.ratingInvalid({ min: 1, max: 5 }));
    }
    const accepted = await newApplication("ACCEPTED");
    expect(
      await call("POST", `/applications/${accepted.id}/rating/`, {
        who: worker,
        body: { rating: 5 },
      }),
    ).toEqual({ status: 409, json: refused("ratingNotAllowed") });
  });

  it("is refused to visitors, other workers and other employers, and changes nothing", async () => {
    const { id, application } = await newApplication("COMPLETED");
    const body = { rating: 5 };
    expect((await call("POST", `/applications/${id}/rating/`, { body })).status).toBe(401);
    expect((await call("POST", `/applications/${id}/rating/`, { who: other, body })).status).toBe(
      404,
    );
    expect((await call("POST", `/applications/${id}/rating/`, { who: rival, body })).status).toBe(
      404,
    );
    expect(await t.db.prisma.rating.count({ where: { applicationId: application.id } })).toBe(0);
  });
});

describe("POST /applications/{id}/paid/", () => {
  it("takes the worker's answer once and refuses everyone else", async () => {
    const { id } = await newApplication("COMPLETED");
    const body = { answer: "partly" };
    expect((await call("POST", `/applications/${id}/paid/`, { body })).status).toBe(401);
    expect((await call("POST", `/applications/${id}/paid/`, { who: employer, body })).status).toBe(
      403,
    );
    expect((await call("POST", `/applications/${id}/paid/`, { who: other, body })).status).toBe(
      404,
    );
    const bad = await call("POST", `/applications/${id}/paid/`, {
      who: worker,
      body: { answer: "maybe" },
    });
    expect(bad).toEqual({
      status: 422,
      json: refusedFields("paidAnswerRequired", { answer: "paidAnswerRequired" }),
    });
    const answered = await call("POST", `/applications/${id}/paid/`, { who: worker, body });
    expect(answered.status).toBe(200);
    expect((await call("POST", `/applications/${id}/paid/`, { who: worker, body })).json).toEqual(
      refused("alreadyAnsweredPaid"),
    );
  });
});

describe("GET /labour/score/", () => {
  it("answers the worker's score in REST.md's fields, and only to the worker", async () => {
    const me = await signedInWorker(t);
    const answer = await call("GET", "/labour/score/", { who: me });
    expect(answer).toEqual({
      status: 200,
      json: { overall_score: 44, rating: 63, jobs_completed: 0, experience: 0, reliability: 75 },
    });
    expect((await call("GET", "/labour/score/")).status).toBe(401);
    expect((await call("GET", "/labour/score/", { who: employer })).status).toBe(403);
  });
});
