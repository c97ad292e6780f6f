import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { contextFor, refusal } from "../../../test/context.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { anAdmin } from "../../../test/viewers.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import { messages } from "../../messages.js";
import { unpaidReports } from "../../services/ratings/paid.js";
import { sweepRevealedRatings } from "../../services/ratings/summary.js";
import { encodeGlobalID } from "../global-id.js";

// Trust through the real schema and PostgreSQL: who may rate, when and how often; the
// double-blind reveal (both rated, or 14 days after completion: the clock is moved by writing
// the completion time); reputations ("New" is count 0 and average null); the labour score from
// revealed ratings; the employer's phone for accepted workers only; "paid as promised" with its
// threshold and its double-blindness; and the job list's statements with the employer's trust line.

let t: TestApp;
type Session = { token: string; user: { id: number } };
let employer: Session;
let rival: Session;
let worker: Session;
let stranger: Session;

beforeAll(async () => {
  t = await createTestApp();
  employer = await signedInEmployer(t);
  rival = await signedInEmployer(t, { companyName: "Rival Builders" });
  worker = await signedInWorker(t);
  stranger = await signedInWorker(t);
});
afterAll(() => t.close());

type Data = Record<string, unknown>;

async function gql(query: string, variables: Data, session?: Session) {
  const { body } = await t.graphql<Data>(query, variables, {
    token: session?.token,
    headers: csrfHeaders(t),
  });
  return body;
}

const RATE = `mutation($id: ID!, $input: RateApplicationInput!) {
  result: rateApplication(id: $id, input: $input) {
    __typename
    ... on AppError { code reason message fieldErrors { field message } }
    ... on RateApplicationPayload { message rating { rating review direction } }
  }
}`;
const PAID = `mutation($id: ID!, $answer: PaidAnswer!) {
  result: answerPaidAsPromised(id: $id, answer: $answer) {
    __typename
    ... on AppError { code reason message }
    ... on AnswerPaidAsPromisedPayload { application { paidAnswer canAnswerPaid } }
  }
}`;
const APPLICATION = `query($id: ID!) { node(id: $id) { ... on Application {
  status canRate ratingsRevealAt
  viewerRating { rating review direction }
  ratingOfViewer { rating review direction }
  paidAnswer canAnswerPaid
  employerContact { phoneNumber acceptsCalls acceptsWhatsapp }
  applicant { rating { average count } reviews { rating review raterFirstName } }
  job { employer { rating { average count } paidAsPromised { answers paidInFull paidPartly notPaid } reviews { rating review } } }
} } }`;
const CONFIRM = `mutation($id: ID!) { result: confirmWork(id: $id) { __typename } }`;
const SCORE =
  "{ labourScore { overallScore rating jobsCompleted experience reliability ratingCount completedCount } }";

type Result = Data & { __typename: string; code?: string; reason?: string; message?: string };
const result = (body: { data?: Data }) => body.data?.result as Result;

async function newApplication(
  status: ApplicationStatus,
  who: { employerId: number; labourId: number } = {
    employerId: employer.user.id,
    labourId: worker.user.id,
  },
) {
  const job = await createJob(t.db.prisma, who.employerId);
  const application = await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: who.labourId, status },
  });
  return { job, application, id: encodeGlobalID("Application", application.id) };
}

async function read(id: string, session: Session) {
  const body = await gql(APPLICATION, { id }, session);
  expect(body.errors).toBeUndefined();
  return body.data?.node as Data & {
    job: { employer: Data & { rating: Data; paidAsPromised: Data | null } };
    applicant: { rating: Data; reviews: Data[] };
  };
}

/** Moves the application's completion `days` into the past: the test's clock. */
const completedDaysAgo = (applicationId: number, days: number) =>
  t.db.prisma.application.update({
    where: { id: applicationId },
    data: { statusChangedAt: new Date(Date.now() - days * 24 * 60 * 60 * 1000) },
  });

describe("completing an application", () => {
  it("asks both sides to rate, once each", async () => {
    const { id, application } = await newApplication("ACCEPTED");
    const body = await gql(
      `mutation($id: ID!) { result: setApplicationStatus(id: $id, status: COMPLETED) { __typename } }`,
      { id },
      employer,
    );
    expect(result(body).__typename).toBe("SetApplicationStatusPayload");
    const requests = await t.db.prisma.notification.findMany({
      where: { type: "RATING_REQUEST", data: { path: ["applicationId"], equals: application.id } },
      orderBy: { id: "asc" },
    });
    expect(requests.map((n) => [n.userId, (n.data as Data).kind])).toEqual([
      [worker.user.id, "RATE_EMPLOYER"],
      [employer.user.id, "RATE_WORKER"],
    ]);
    expect(requests[1]?.message).toBe(
      messages.rateWorkerMessage("Ramesh Kumar", "Plumber for residential society"),
    );
  });
});

describe("rating", () => {
  it("lets each side rate the other once, with 'rating thanks'; a second try is 409 and changes nothing", async () => {
    const { id, application } = await newApplication("COMPLETED");
    expect((await read(id, worker)).canRate).toBe(true);
    const first = result(
      await gql(RATE, { id, input: { rating: 4, review: "Paid on time" } }, worker),
    );
    expect(first).toEqual({
      __typename: "RateApplicationPayload",
      message: messages.ratingThanks,
      rating: { rating: 4, review: "Paid on time", direction: "LABOUR_TO_EMPLOYER" },
    });
    expect((await read(id, worker)).canRate).toBe(false);
    const again = result(
      await gql(RATE, { id, input: { rating: 1, review: "Changed my mind" } }, worker),
    );
    expect(again).toMatchObject({ code: "CONFLICT", message: messages.alreadyRated });
    const rows = await t.db.prisma.rating.findMany({ where: { applicationId: application.id } });
    expect(rows.map((r) => [r.direction, r.score, r.review])).toEqual([
      ["LABOUR_TO_EMPLOYER", 4, "Paid on time"],
    ]);
    const employerSide = result(await gql(RATE, { id, input: { rating: 5 } }, employer));
    expect(employerSide).toMatchObject({
      rating: { rating: 5, review: null, direction: "EMPLOYER_TO_LABOUR" },
    });
  });

  it("refuses before completion, and to everyone but the two parties", async () => {
    for (const status of ["PENDING", "ACCEPTED", "CANCELLED", "REJECTED"] as const) {
      const { id } = await newApplication(status);
      const body = result(await gql(RATE, { id, input: { rating: 5 } }, worker));
      expect(body, status).toMatchObject({ code: "CONFLICT", message: messages.ratingNotAllowed });
    }
    const { id, application } = await newApplication("COMPLETED");
    expect(result(await gql(RATE, { id, input: { rating: 5 } }, stranger))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(result(await gql(RATE, { id, input: { rating: 5 } }, rival))).toMatchObject({
      code: "NOT_FOUND",
    });
    const visitor = await gql(RATE, { id, input: { rating: 5 } });
    expect(visitor.errors?.[0]?.message).toBe(messages.unauthorized);
    expect(await t.db.prisma.rating.count({ where: { applicationId: application.id } })).toBe(0);
  });

  it("checks the stars and the review's length", async () => {
    const { id } = await newApplication("COMPLETED");
    for (const rating of [0, 6, null]) {
      const body = result(await gql(RATE, { id, input: { rating } }, worker));
      expect(body).toMatchObject({
        code: "VALIDATION",
        fieldErrors: [{ field: "rating", message: messages.ratingInvalid({ min: 1, max: 5 }) }],
      });
    }
    const long = result(
      await gql(RATE, { id, input: { rating: 3, review: "x".repeat(2001) } }, worker),
    );
    expect(long).toMatchObject({
      fieldErrors: [{ field: "review", message: messages.maxLength({ count: 2000 }) }],
    });
  });
});

describe("the double-blind reveal", () => {
  it("hides a rating from the rated side and from every average until both have rated", async () => {
    const ratee = await signedInEmployer(t);
    const { id } = await newApplication("COMPLETED", {
      employerId: ratee.user.id,
      labourId: worker.user.id,
    });
    // The worker says the job took place, so the employer's rating may count (work-check.test.ts).
    expect(result(await gql(CONFIRM, { id }, worker)).__typename).toBe("AnswerWorkCheckPayload");
    await gql(RATE, { id, input: { rating: 2, review: "Late pay" } }, worker);
    const hidden = await read(id, ratee);
    expect(hidden.ratingOfViewer).toBeNull();
    // "New": no revealed rating is count 0 and no average, never 0 stars.
    expect(hidden.job.employer.rating).toEqual({ average: null, count: 0 });
    expect(hidden.job.employer.reviews).toEqual([]);
    expect((await read(id, worker)).viewerRating).toMatchObject({ rating: 2 });

    await gql(RATE, { id, input: { rating: 5, review: "Hard worker" } }, ratee);
    const employerView = await read(id, ratee);
    expect(employerView.ratingOfViewer).toMatchObject({ rating: 2, review: "Late pay" });
    expect(employerView.job.employer.rating).toEqual({ average: 2, count: 1 });
    expect(employerView.applicant.reviews[0]).toEqual({
      rating: 5,
      review: "Hard worker",
      raterFirstName: "Suresh",
    });
    expect((await read(id, worker)).ratingOfViewer).toMatchObject({ rating: 5 });
  });

  it("reveals a one-sided rating 14 days after completion, not a moment before", async () => {
    const ratee = await signedInEmployer(t);
    const { id, application } = await newApplication("COMPLETED", {
      employerId: ratee.user.id,
      labourId: worker.user.id,
    });
    await gql(RATE, { id, input: { rating: 3 } }, worker);
    await completedDaysAgo(application.id, 13.9);
    await sweepRevealedRatings(t.db.prisma);
    expect((await read(id, ratee)).ratingOfViewer).toBeNull();
    expect((await read(id, ratee)).job.employer.rating).toEqual({ average: null, count: 0 });
    await completedDaysAgo(application.id, 14.01);
    // The rating itself is revealed at once; the reputation once the periodic sweep has run.
    expect((await read(id, ratee)).ratingOfViewer).toMatchObject({ rating: 3 });
    await sweepRevealedRatings(t.db.prisma);
    const after = await read(id, ratee);
    expect(after.ratingOfViewer).toMatchObject({ rating: 3 });
    expect(after.job.employer.rating).toEqual({ average: 3, count: 1 });
    // Rating still works after the reveal; the new rating is visible at once.
    expect(result(await gql(RATE, { id, input: { rating: 4 } }, ratee)).__typename).toBe(
      "RateApplicationPayload",
    );
  });
});

describe("reputation", () => {
  it("averages revealed ratings to one decimal and counts them", async () => {
    const boss = await signedInEmployer(t);
    let last = "";
    for (const score of [5, 4, 4]) {
      const labour = await createWorker(t.db.prisma);
      const { application, id } = await newApplication("COMPLETED", {
        employerId: boss.user.id,
        labourId: labour.id,
      });
      await t.db.prisma.rating.create({
        data: {
          applicationId: application.id,
          direction: "LABOUR_TO_EMPLOYER",
          raterId: labour.id,
          rateeId: boss.user.id,
          score,
        },
      });
      await completedDaysAgo(application.id, 15);
      last = id;
    }
    // One more, still hidden: it counts nowhere.
    const labour = await createWorker(t.db.prisma);
    const { application } = await newApplication("COMPLETED", {
      employerId: boss.user.id,
      labourId: labour.id,
    });
    await t.db.prisma.rating.create({
      data: {
        applicationId: application.id,
        direction: "LABOUR_TO_EMPLOYER",
        raterId: labour.id,
        rateeId: boss.user.id,
        score: 1,
      },
    });
    await sweepRevealedRatings(t.db.prisma);
    expect((await read(last, boss)).job.employer.rating).toEqual({ average: 4.3, count: 3 });
  });
});

describe("the labour score", () => {
  it("moves with a revealed rating and a completed job", async () => {
    const me = await signedInWorker(t);
    const before = await gql(SCORE, {}, me);
    expect(before.data?.labourScore).toEqual({
      overallScore: 44,
      rating: 63,
      jobsCompleted: 0,
      experience: 0,
      reliability: 75,
      ratingCount: 0,
      completedCount: 0,
    });
    const { id } = await newApplication("COMPLETED", {
      employerId: employer.user.id,
      labourId: me.user.id,
    });
    await gql(RATE, { id, input: { rating: 5 } }, employer);
    // Nothing counts until the worker says the job took place (work-check.test.ts).
    expect((await gql(SCORE, {}, me)).data?.labourScore).toMatchObject({
      jobsCompleted: 0,
      completedCount: 0,
    });
    await gql(CONFIRM, { id }, me);
    // Hidden until the worker rates too: only the completed job counts so far.
    expect((await gql(SCORE, {}, me)).data?.labourScore).toMatchObject({
      rating: 63,
      jobsCompleted: 5,
      ratingCount: 0,
    });
    await gql(RATE, { id, input: { rating: 4 } }, me);
    expect((await gql(SCORE, {}, me)).data?.labourScore).toMatchObject({
      rating: 69,
      ratingCount: 1,
      completedCount: 1,
      reliability: 83,
    });
  });

  it("lowers reliability only for a hire called off because the worker did not turn up", async () => {
    const me = await signedInWorker(t);
    const CANCEL = `mutation($id: ID!, $status: ApplicationStatus!, $noShow: Boolean) {
      result: setApplicationStatus(id: $id, status: $status, noShow: $noShow) {
        __typename ... on AppError { reason fieldErrors { field message } }
      }
    }`;
    const hire = async () =>
      (await newApplication("ACCEPTED", { employerId: employer.user.id, labourId: me.user.id })).id;
    // The employer calls a hire off for their own reasons: not the worker's failure.
    const first = await hire();
    expect(result(await gql(CANCEL, { id: first, status: "CANCELLED" }, employer)).__typename).toBe(
      "SetApplicationStatusPayload",
    );
    expect(
      (await gql("{ labourScore { reliability cancelledCount } }", {}, me)).data?.labourScore,
    ).toMatchObject({
      reliability: 75,
      cancelledCount: 0,
    });
    // A no-show can only be said of a cancellation.
    const second = await hire();
    expect(
      result(await gql(CANCEL, { id: second, status: "COMPLETED", noShow: true }, employer)),
    ).toMatchObject({
      __typename: "AppError",
      fieldErrors: [{ field: "noShow", message: messages.noShowOnlyWhenCancelling }],
    });
    expect(
      result(await gql(CANCEL, { id: second, status: "CANCELLED", noShow: true }, employer))
        .__typename,
    ).toBe("SetApplicationStatusPayload");
    // It counts once the worker accepts it (or 14 days pass undisputed: work-check.test.ts).
    await gql(CONFIRM, { id: second }, me);
    // (0 + 2 * 0.75) / (0 + 1 + 2) = 50.
    expect(
      (await gql("{ labourScore { reliability cancelledCount } }", {}, me)).data?.labourScore,
    ).toMatchObject({
      reliability: 50,
      cancelledCount: 1,
    });
  });

  it("is the worker's own: employers and visitors are refused", async () => {
    expect((await gql(SCORE, {}, employer)).errors?.[0]?.message).toBe(messages.permissionDenied);
    expect((await gql(SCORE, {})).errors?.[0]?.message).toBe(messages.unauthorized);
  });
});

describe("reaching the employer", () => {
  it("shows the employer's phone to the worker of an accepted or completed application only", async () => {
    const phone = (await t.db.prisma.user.findUniqueOrThrow({ where: { id: employer.user.id } }))
      .phoneNumber;
    for (const status of ["ACCEPTED", "COMPLETED"] as const) {
      const { id } = await newApplication(status);
      expect((await read(id, worker)).employerContact, status).toEqual({
        phoneNumber: phone,
        acceptsCalls: true,
        acceptsWhatsapp: true,
      });
      // The employer reading their own applicant's application gets no such field.
      expect((await read(id, employer)).employerContact).toBeNull();
      // Other workers and employers cannot read the application at all.
      expect((await gql(APPLICATION, { id }, stranger)).data?.node).toBeNull();
      expect((await gql(APPLICATION, { id }, rival)).data?.node).toBeNull();
      expect((await gql(APPLICATION, { id })).data?.node).toBeNull();
    }
    for (const status of [
      "PENDING",
      "UNDER_REVIEW",
      "SHORTLISTED",
      "REJECTED",
      "WITHDRAWN",
      "CANCELLED",
    ] as const) {
      const { id } = await newApplication(status);
      expect((await read(id, worker)).employerContact, status).toEqual(null);
    }
  });

  it("follows the employer's contact preferences, saved in their profile", async () => {
    const boss = await signedInEmployer(t);
    const { id } = await newApplication("ACCEPTED", {
      employerId: boss.user.id,
      labourId: worker.user.id,
    });
    const PREFER = `mutation($input: UpdateEmployerProfileInput!) {
      result: updateEmployerProfile(input: $input) {
        __typename ... on ProfileUpdatePayload { viewer { employerProfile { contactByPhone contactByWhatsapp } } }
      }
    }`;
    const prefer = async (contactByPhone: boolean, contactByWhatsapp: boolean) => {
      const answer = result(
        await gql(PREFER, { input: { contactByPhone, contactByWhatsapp } }, boss),
      );
      expect(answer).toMatchObject({
        __typename: "ProfileUpdatePayload",
        viewer: { employerProfile: { contactByPhone, contactByWhatsapp } },
      });
    };
    await prefer(false, true);
    expect((await read(id, worker)).employerContact).toMatchObject({
      acceptsCalls: false,
      acceptsWhatsapp: true,
    });
    await prefer(true, false);
    expect((await read(id, worker)).employerContact).toMatchObject({
      acceptsCalls: true,
      acceptsWhatsapp: false,
    });
    // Neither: the phone is not shown at all.
    await prefer(false, false);
    expect((await read(id, worker)).employerContact).toBeNull();
  });
});

describe("paid as promised", () => {
  it("takes one answer from the worker of a completed application", async () => {
    const { id, application } = await newApplication("COMPLETED");
    expect((await read(id, worker)).canAnswerPaid).toBe(true);
    expect(result(await gql(PAID, { id, answer: "PARTLY" }, worker))).toEqual({
      __typename: "AnswerPaidAsPromisedPayload",
      application: { paidAnswer: "PARTLY", canAnswerPaid: false },
    });
    expect(result(await gql(PAID, { id, answer: "YES" }, worker))).toMatchObject({
      code: "CONFLICT",
      message: messages.alreadyAnsweredPaid,
    });
    const row = await t.db.prisma.paidConfirmation.findUniqueOrThrow({
      where: { applicationId: application.id },
    });
    expect(row.answer).toBe("PARTLY");
    // The employer never sees which worker answered what.
    expect(await read(id, employer)).toMatchObject({ paidAnswer: null, canAnswerPaid: false });
  });

  it("refuses before completion and to anyone but the application's worker", async () => {
    const accepted = await newApplication("ACCEPTED");
    expect(result(await gql(PAID, { id: accepted.id, answer: "YES" }, worker))).toMatchObject({
      code: "CONFLICT",
      message: messages.paidAnswerNotAllowed,
    });
    const { id, application } = await newApplication("COMPLETED");
    expect(result(await gql(PAID, { id, answer: "NO" }, stranger))).toMatchObject({
      code: "NOT_FOUND",
    });
    expect((await gql(PAID, { id, answer: "NO" }, employer)).errors?.[0]?.message).toBe(
      messages.permissionDenied,
    );
    expect((await gql(PAID, { id, answer: "NO" })).errors?.[0]?.message).toBe(
      messages.unauthorized,
    );
    expect(
      await t.db.prisma.paidConfirmation.count({ where: { applicationId: application.id } }),
    ).toBe(0);
  });

  it("shows an employer's counts from the third answer on, and queues every 'no' for admins", async () => {
    const boss = await signedInEmployer(t);
    const answers = ["YES", "NO", "YES", "YES"] as const;
    const seen: unknown[] = [];
    let lastId = "";
    for (const answer of answers) {
      const labour = await signedInWorker(t);
      const { id } = await newApplication("COMPLETED", {
        employerId: boss.user.id,
        labourId: labour.user.id,
      });
      await gql(PAID, { id, answer }, labour);
      seen.push((await read(id, boss)).job.employer.paidAsPromised);
      lastId = id;
    }
    expect(seen).toEqual([
      null,
      null,
      { answers: 3, paidInFull: 2, paidPartly: 0, notPaid: 1 },
      { answers: 4, paidInFull: 3, paidPartly: 0, notPaid: 1 },
    ]);
    // Visitors see the same line on the job's employer.
    const { application } = await t.db.prisma.application
      .findFirstOrThrow({ where: { job: { employerId: boss.user.id } }, include: { job: true } })
      .then((a) => ({ application: a }));
    const job = await gql(
      `query($id: ID!) { job(id: $id) { employer { paidAsPromised { answers paidInFull } } } }`,
      { id: encodeGlobalID("Job", application.jobId ?? 0) },
    );
    expect(job.data?.job).toEqual({
      employer: { paidAsPromised: { answers: 4, paidInFull: 3 } },
    });
    expect(lastId).not.toBe("");

    const reports = await unpaidReports(contextFor(t, anAdmin), 50);
    expect(reports.filter((r) => r.employerId === boss.user.id)).toHaveLength(1);
    for (const session of [worker, employer]) {
      const body = await gql("{ unpaidReports { employerId } }", {}, session);
      expect(body.errors?.[0]?.message).toBe(messages.permissionDenied);
    }
    expect((await gql("{ unpaidReports { employerId } }", {})).errors?.[0]?.message).toBe(
      messages.unauthorized,
    );
    expect((await refusal(unpaidReports(contextFor(t, null), 10))).code).toBe("UNAUTHENTICATED");
  });
});

describe("the job list with the employer's reputation and paid-as-promised line", () => {
  it("costs no statement more than the list without it, whatever the page size", async () => {
    const boss = await createEmployer(t.db.prisma);
    for (let i = 0; i < 25; i += 1) await createJob(t.db.prisma, boss.id, { title: `Loader ${i}` });
    const plain = `query($first: Int) { jobs(first: $first) { edges { node { title employer { companyName } } } } }`;
    const trusted = `query($first: Int) { jobs(first: $first) { edges { node { title employer { companyName rating { average count } paidAsPromised { answers paidInFull } } } } } }`;
    let counting = false;
    let statements = 0;
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
      if (counting) statements += 1;
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const count = async (document: string, first: number) => {
      await t.graphql(document, { first }); // warm: prepared statements, caches
      statements = 0;
      counting = true;
      const { body } = await t.graphql<{ jobs: { edges: unknown[] } }>(document, { first });
      counting = false;
      expect(body.data?.jobs.edges).toHaveLength(first);
      return statements;
    };
    try {
      const counts = {
        plain5: await count(plain, 5),
        plain20: await count(plain, 20),
        trusted5: await count(trusted, 5),
        trusted20: await count(trusted, 20),
      };
      expect(counts.plain20).toBe(counts.plain5);
      expect(counts.trusted20).toBe(counts.trusted5);
      // The reputation summary is joined into the statement that loads the employers.
      expect(counts.trusted20).toBe(counts.plain20);
    } finally {
      pg.Client.prototype.query = query;
    }
  });
});
