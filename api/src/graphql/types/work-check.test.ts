import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { messages } from "../../messages.js";
import { sweepRevealedRatings } from "../../services/ratings/summary.js";
import { encodeGlobalID } from "../global-id.js";

// The worker's word on an employer's completion or no-show, tried from outside through the real
// schema and PostgreSQL: a hostile employer who accepts, completes at once and rates 1 star
// changes nothing in the worker's record until the worker confirms or 14 days pass undisputed;
// a dispute holds it (and the rating) until an admin decides; a no-show likewise. The clock is
// moved by writing the completion time.

let t: TestApp;
type Session = { token: string; user: { id: number } };
let employer: Session;
let otherEmployer: Session;
let stranger: Session;
let adminToken: string;
let viewerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  employer = await signedInEmployer(t);
  otherEmployer = await signedInEmployer(t, { companyName: "Other Builders" });
  stranger = await signedInWorker(t);
  adminToken = (await signedInAdmin(t, "ADMIN")).token;
  viewerToken = (await signedInAdmin(t, "VIEWER")).token;
});
afterAll(() => t.close());

type Data = Record<string, unknown>;

async function gql(query: string, variables: Data, token?: string) {
  const { body } = await t.graphql<Data>(query, variables, { token, headers: csrfHeaders(t) });
  return body;
}
const result = (body: { data?: Data | null }) =>
  body.data?.result as Data & { __typename: string; reason?: string; message?: string };

const MOVE = `mutation($id: ID!, $status: ApplicationStatus!, $noShow: Boolean) {
  result: setApplicationStatus(id: $id, status: $status, noShow: $noShow) { __typename }
}`;
const RATE = `mutation($id: ID!, $rating: Int!, $review: String) {
  result: rateApplication(id: $id, input: { rating: $rating, review: $review }) { __typename }
}`;
const CONFIRM = `mutation($id: ID!) { result: confirmWork(id: $id) {
  __typename
  ... on AppError { code reason message }
  ... on AnswerWorkCheckPayload { application { workCheck { state counts canAnswer } } }
} }`;
const DISPUTE = `mutation($id: ID!, $note: String) { result: disputeWork(id: $id, note: $note) {
  __typename
  ... on AppError { code reason message fieldErrors { field message } }
  ... on AnswerWorkCheckPayload { application { workCheck { kind state counts canAnswer disputeNote } } }
} }`;
const DECIDE = `mutation($id: ID!, $outcome: DisputeOutcome!) { result: decideWorkDispute(id: $id, outcome: $outcome) {
  __typename
  ... on AppError { code reason message }
  ... on AnswerWorkCheckPayload { application { workCheck { state counts } } }
} }`;
const SCORE =
  "{ labourScore { rating jobsCompleted reliability ratingCount completedCount cancelledCount } }";
const CHECK = `query($id: ID!) { node(id: $id) { ... on Application {
  workCheck { kind state counts canAnswer disputeNote countsAt }
  ratingOfViewer { rating }
  applicant { rating { average count } reviews { rating review } }
} } }`;
const QUEUE = `{ openWorkDisputes(first: 50) { edges { node {
  id feedback
  applicant { firstName }
  job { title }
  workCheck { kind state disputeNote employerRating { rating review } }
} } } }`;

const DAY = 24 * 60 * 60 * 1000;

/** The open disputes a read-only admin lists. */
async function queue(): Promise<Data[]> {
  const body = await gql(QUEUE, {}, viewerToken);
  const page = body.data?.openWorkDisputes as { edges: { node: Data }[] } | undefined;
  return page?.edges.map((edge) => edge.node) ?? [];
}

/** A hire of `worker` by `employer`, accepted. */
async function hire(worker: Session, boss: Session = employer) {
  const job = await createJob(t.db.prisma, boss.user.id);
  const application = await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.user.id, status: "ACCEPTED" },
  });
  return { application, id: encodeGlobalID("Application", application.id) };
}

/** Moves the completion (or cancellation) `days` into the past: the test's clock. */
const askedDaysAgo = (applicationId: number, days: number) =>
  t.db.prisma.application.update({
    where: { id: applicationId },
    data: { statusChangedAt: new Date(Date.now() - days * DAY) },
  });

const score = async (worker: Session) => (await gql(SCORE, {}, worker.token)).data?.labourScore;

/** What another employer sees of the worker: their reputation and reviews. */
async function reputationSeenByOthers(worker: Session) {
  const { id } = await hire(worker, otherEmployer);
  const body = await gql(CHECK, { id }, otherEmployer.token);
  const node = body.data?.node as { applicant: Data & { rating: Data } } | undefined;
  if (!node) throw new Error("the other employer cannot read the application");
  return node.applicant;
}

/** The hostile employer's move: complete a fresh hire at once and rate the worker 1 star. */
async function completeAndRateOne(worker: Session) {
  const hired = await hire(worker);
  expect(
    result(await gql(MOVE, { id: hired.id, status: "COMPLETED" }, employer.token)).__typename,
  ).toBe("SetApplicationStatusPayload");
  expect(
    result(await gql(RATE, { id: hired.id, rating: 1, review: "Useless" }, employer.token))
      .__typename,
  ).toBe("RateApplicationPayload");
  return hired;
}

describe("an employer's completion", () => {
  it("counts nowhere while the worker has not confirmed it, even once both sides rated", async () => {
    const worker = await signedInWorker(t);
    const before = await score(worker);
    const { id } = await completeAndRateOne(worker);
    // The worker rates too: the double-blind reveal alone would show the 1 star now.
    await gql(RATE, { id, rating: 4 }, worker.token);
    await sweepRevealedRatings(t.db.prisma);
    expect(await score(worker)).toEqual(before);
    expect(await score(worker)).toMatchObject({ jobsCompleted: 0, ratingCount: 0 });
    expect(await reputationSeenByOthers(worker)).toEqual({
      rating: { average: null, count: 0 },
      reviews: [],
    });
    const mine = (await gql(CHECK, { id }, worker.token)).data?.node as Data;
    expect(mine).toMatchObject({
      workCheck: { kind: "COMPLETION", state: "WAITING", counts: false, canAnswer: true },
      ratingOfViewer: null,
    });
  });

  it("asks the worker in their rating request whether they worked it", async () => {
    const worker = await signedInWorker(t);
    const { application } = await completeAndRateOne(worker);
    const request = await t.db.prisma.notification.findFirstOrThrow({
      where: { userId: worker.user.id, type: "RATING_REQUEST" },
    });
    expect(request.data).toMatchObject({ applicationId: application.id, kind: "RATE_EMPLOYER" });
    expect(request.message).toBe(messages.rateEmployerMessage("Plumber for residential society"));
    expect(request.message).toContain("Did you work this job?");
  });

  it("counts at once when the worker confirms, with the employer's rating", async () => {
    const worker = await signedInWorker(t);
    const { id } = await completeAndRateOne(worker);
    await gql(RATE, { id, rating: 4 }, worker.token);
    expect(result(await gql(CONFIRM, { id }, worker.token))).toMatchObject({
      application: { workCheck: { state: "CONFIRMED", counts: true, canAnswer: false } },
    });
    expect(await score(worker)).toMatchObject({ completedCount: 1, ratingCount: 1 });
    // Folded in the confirmation's transaction: no sweep needed.
    expect(await reputationSeenByOthers(worker)).toEqual({
      rating: { average: 1, count: 1 },
      reviews: [{ rating: 1, review: "Useless" }],
    });
    // Once.
    expect(result(await gql(CONFIRM, { id }, worker.token))).toMatchObject({
      code: "CONFLICT",
      message: messages.alreadyAnsweredWorkCheck,
    });
    expect(result(await gql(DISPUTE, { id }, worker.token))).toMatchObject({
      code: "CONFLICT",
      message: messages.alreadyAnsweredWorkCheck,
    });
  });

  it("counts 14 days after the worker was asked if they did not dispute it, not a moment before", async () => {
    const worker = await signedInWorker(t);
    const { application, id } = await completeAndRateOne(worker);
    await askedDaysAgo(application.id, 13.9);
    await sweepRevealedRatings(t.db.prisma);
    expect(await score(worker)).toMatchObject({ completedCount: 0, ratingCount: 0 });
    await askedDaysAgo(application.id, 14.01);
    expect(await score(worker)).toMatchObject({ completedCount: 1, ratingCount: 1 });
    await sweepRevealedRatings(t.db.prisma);
    expect((await reputationSeenByOthers(worker)).rating).toEqual({ average: 1, count: 1 });
    expect(
      ((await gql(CHECK, { id }, worker.token)).data?.node as Data | undefined)?.workCheck,
    ).toMatchObject({
      state: "NOT_DISPUTED",
      counts: true,
      canAnswer: false,
    });
    // Too late to dispute what already counts.
    expect(result(await gql(DISPUTE, { id }, worker.token))).toMatchObject({
      code: "CONFLICT",
      message: messages.disputeTooLate({ days: 14 }),
    });
  });

  it("is answered by its worker only, and only when there is something to answer", async () => {
    const worker = await signedInWorker(t);
    const { id, application } = await completeAndRateOne(worker);
    // Another worker learns nothing; the employers and admins have no such move at all.
    expect(result(await gql(CONFIRM, { id }, stranger.token))).toMatchObject({ code: "NOT_FOUND" });
    expect(result(await gql(DISPUTE, { id }, stranger.token))).toMatchObject({ code: "NOT_FOUND" });
    for (const token of [employer.token, otherEmployer.token, adminToken]) {
      expect((await gql(CONFIRM, { id }, token)).errors?.[0]?.message).toBe(
        messages.permissionDenied,
      );
      expect((await gql(DISPUTE, { id }, token)).errors?.[0]?.message).toBe(
        messages.permissionDenied,
      );
    }
    expect((await gql(DISPUTE, { id })).errors?.[0]?.message).toBe(messages.unauthorized);
    const stored = await t.db.prisma.application.findUniqueOrThrow({
      where: { id: application.id },
    });
    expect([stored.workerConfirmedAt, stored.workerDisputedAt]).toEqual([null, null]);
    // Nothing to confirm on a hire still in progress or called off for the employer's reasons.
    const ongoing = await hire(worker);
    expect(result(await gql(CONFIRM, { id: ongoing.id }, worker.token))).toMatchObject({
      code: "CONFLICT",
      message: messages.workCheckNotAllowed,
    });
    await gql(MOVE, { id: ongoing.id, status: "CANCELLED" }, employer.token);
    expect(result(await gql(DISPUTE, { id: ongoing.id }, worker.token))).toMatchObject({
      code: "CONFLICT",
      message: messages.workCheckNotAllowed,
    });
    expect(result(await gql(DISPUTE, { id, note: "x".repeat(501) }, worker.token))).toMatchObject({
      code: "VALIDATION",
      fieldErrors: [{ field: "note", message: messages.maxLength({ count: 500 }) }],
    });
  });
});

describe("a dispute", () => {
  it("holds the completion and the rating until an admin decides; VOID keeps them out for good", async () => {
    const worker = await signedInWorker(t);
    const { id, application } = await completeAndRateOne(worker);
    await gql(RATE, { id, rating: 5 }, worker.token);
    expect(
      result(await gql(DISPUTE, { id, note: "I was never called for this job" }, worker.token)),
    ).toMatchObject({
      application: {
        workCheck: {
          kind: "COMPLETION",
          state: "DISPUTED",
          counts: false,
          canAnswer: false,
          disputeNote: "I was never called for this job",
        },
      },
    });
    // The employer hears of it, and sees that it is disputed, not the worker's note.
    const notice = await t.db.prisma.notification.findFirstOrThrow({
      where: {
        userId: employer.user.id,
        data: { path: ["applicationId"], equals: application.id },
      },
      orderBy: { id: "desc" },
    });
    expect(notice.data).toMatchObject({ kind: "WORK_DISPUTED" });
    expect(
      ((await gql(CHECK, { id }, employer.token)).data?.node as Data | undefined)?.workCheck,
    ).toMatchObject({ state: "DISPUTED", disputeNote: null });
    await askedDaysAgo(application.id, 30);
    await sweepRevealedRatings(t.db.prisma);
    expect(await score(worker)).toMatchObject({ completedCount: 0, ratingCount: 0 });
    expect((await reputationSeenByOthers(worker)).rating).toEqual({ average: null, count: 0 });

    // The queue shows both sides' words to an admin.
    expect(await queue()).toContainEqual(
      expect.objectContaining({
        id,
        workCheck: {
          kind: "COMPLETION",
          state: "DISPUTED",
          disputeNote: "I was never called for this job",
          employerRating: { rating: 1, review: "Useless" },
        },
      }),
    );
    // A read-only admin cannot decide; workers and employers cannot even list.
    expect((await gql(DECIDE, { id, outcome: "STANDS" }, viewerToken)).errors?.[0]?.message).toBe(
      messages.permissionDenied,
    );
    expect(
      (await gql(DECIDE, { id, outcome: "STANDS" }, employer.token)).errors?.[0]?.message,
    ).toBe(messages.permissionDenied);
    expect((await gql(QUEUE, {}, employer.token)).errors?.[0]?.message).toBe(
      messages.permissionDenied,
    );

    expect(result(await gql(DECIDE, { id, outcome: "VOID" }, adminToken))).toMatchObject({
      application: { workCheck: { state: "VOID", counts: false } },
    });
    await sweepRevealedRatings(t.db.prisma);
    expect(await score(worker)).toMatchObject({ completedCount: 0, ratingCount: 0 });
    expect((await reputationSeenByOthers(worker)).rating).toEqual({ average: null, count: 0 });
    expect(result(await gql(DECIDE, { id, outcome: "STANDS" }, adminToken))).toMatchObject({
      code: "CONFLICT",
      message: messages.disputeAlreadyDecided,
    });
    const audit = await t.db.prisma.adminAuditLog.findMany({
      where: { targetType: "application", targetId: String(application.id) },
    });
    expect(audit.map((row) => [row.action, row.details])).toEqual([
      [
        "application.decideDispute",
        { before: { dispute: "open" }, after: { outcome: "VOID" }, kind: "COMPLETION" },
      ],
    ]);
    const ids = (await queue()).map((node) => node.id);
    expect(ids).not.toContain(id);
  });

  it("STANDS makes the completion and the rating count at once", async () => {
    const worker = await signedInWorker(t);
    const { id } = await completeAndRateOne(worker);
    await gql(RATE, { id, rating: 5 }, worker.token);
    await gql(DISPUTE, { id }, worker.token);
    expect(result(await gql(DECIDE, { id, outcome: "STANDS" }, adminToken))).toMatchObject({
      application: { workCheck: { state: "STANDS", counts: true } },
    });
    expect(await score(worker)).toMatchObject({ completedCount: 1, ratingCount: 1 });
    expect((await reputationSeenByOthers(worker)).rating).toEqual({ average: 1, count: 1 });
  });
});

describe("a no-show", () => {
  it("lowers reliability only once the worker accepts it or 14 days pass undisputed", async () => {
    const worker = await signedInWorker(t);
    const first = await hire(worker);
    await gql(MOVE, { id: first.id, status: "CANCELLED", noShow: true }, employer.token);
    const check = await t.db.prisma.notification.findFirstOrThrow({
      where: { userId: worker.user.id, data: { path: ["kind"], equals: "NO_SHOW_CHECK" } },
    });
    expect(check.message).toBe(messages.noShowCheckMessage("Plumber for residential society", 14));
    expect(await score(worker)).toMatchObject({ reliability: 75, cancelledCount: 0 });
    expect(result(await gql(CONFIRM, { id: first.id }, worker.token))).toMatchObject({
      application: { workCheck: { state: "CONFIRMED", counts: true } },
    });
    expect(await score(worker)).toMatchObject({ reliability: 50, cancelledCount: 1 });

    const second = await hire(worker);
    await gql(MOVE, { id: second.id, status: "CANCELLED", noShow: true }, employer.token);
    await askedDaysAgo(second.application.id, 14.01);
    expect(await score(worker)).toMatchObject({ cancelledCount: 2 });
  });

  it("disputed, does not lower reliability until an admin decides", async () => {
    const worker = await signedInWorker(t);
    const { id, application } = await hire(worker);
    await gql(MOVE, { id, status: "CANCELLED", noShow: true }, employer.token);
    expect(
      result(await gql(DISPUTE, { id, note: "I came at 8, the site was shut" }, worker.token)),
    ).toMatchObject({ application: { workCheck: { kind: "NO_SHOW", state: "DISPUTED" } } });
    await askedDaysAgo(application.id, 30);
    expect(await score(worker)).toMatchObject({ reliability: 75, cancelledCount: 0 });
    await gql(DECIDE, { id, outcome: "STANDS" }, adminToken);
    expect(await score(worker)).toMatchObject({ reliability: 50, cancelledCount: 1 });
  });
});
