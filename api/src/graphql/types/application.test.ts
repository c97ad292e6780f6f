import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import type { ApplicationStatus } from "../../generated/prisma/client.js";
import { messages } from "../../messages.js";
import { sweepRevealedRatings } from "../../services/ratings/summary.js";
import { encodeGlobalID } from "../global-id.js";

// Applications through the real schema and PostgreSQL: the whole transition table for both
// sides, who may read and move what, concurrent applies, contact and its confirmation, saved
// jobs, and notifications that exist exactly when their change committed.

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

const payloadFields = (payload: string, fields: string) =>
  `__typename ... on AppError { code message fieldErrors { field message } } ... on ${payload} { application { ${fields} } }`;

const APPLY = `mutation($jobId: ID!, $input: ApplyInput) { result: applyToJob(jobId: $jobId, input: $input) { ${payloadFields("ApplyToJobPayload", "id status")} } }`;
const WITHDRAW = `mutation($id: ID!) { result: withdrawApplication(id: $id) { ${payloadFields("WithdrawApplicationPayload", "id status")} } }`;
const SET_STATUS = `mutation($id: ID!, $status: ApplicationStatus!, $feedback: String) {
  result: setApplicationStatus(id: $id, status: $status, feedback: $feedback) { ${payloadFields("SetApplicationStatusPayload", "id status feedback")} } }`;
const CONTACT = `mutation($id: ID!, $method: ContactMethod!) { result: recordApplicationContact(id: $id, method: $method) { ${payloadFields("RecordApplicationContactPayload", "id contactStatus contactMethod")} } }`;
const CONFIRM = `mutation($id: ID!, $input: ConfirmContactInput!) { result: confirmApplicationContact(id: $id, input: $input) { ${payloadFields("ConfirmApplicationContactPayload", "id contactStatus")} } }`;

type Result = { __typename: string; code?: string; message?: string; application?: Data };
const result = (body: { data?: Data }) => body.data?.result as Result;

async function newApplication(status: ApplicationStatus = "PENDING") {
  const job = await createJob(t.db.prisma, employer.user.id);
  const application = await t.db.prisma.application.create({
    data: { jobId: job.id, labourId: worker.user.id, status },
  });
  return { job, application, id: encodeGlobalID("Application", application.id) };
}

const notificationsOf = (userId: number) =>
  t.db.prisma.notification.findMany({ where: { userId }, orderBy: { id: "asc" } });

// The table of allowed moves, written out again so the test does not just read the code back.
const ALLOWED: Record<ApplicationStatus, ApplicationStatus[]> = {
  PENDING: ["UNDER_REVIEW", "SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"],
  UNDER_REVIEW: ["SHORTLISTED", "ACCEPTED", "REJECTED", "WITHDRAWN"],
  SHORTLISTED: ["ACCEPTED", "REJECTED", "WITHDRAWN"],
  ACCEPTED: ["COMPLETED", "CANCELLED"],
  REJECTED: [],
  WITHDRAWN: [],
  COMPLETED: [],
  CANCELLED: [],
};
const STATUSES = Object.keys(ALLOWED) as ApplicationStatus[];

describe("the transition table", () => {
  it("lets the employer make exactly the employer moves the table allows", async () => {
    const { application, id } = await newApplication();
    for (const from of STATUSES) {
      for (const to of STATUSES) {
        await t.db.prisma.application.update({
          where: { id: application.id },
          data: { status: from },
        });
        const outcome = result(await gql(SET_STATUS, { id, status: to }, employer));
        const allowed = ALLOWED[from].includes(to) && to !== "WITHDRAWN";
        const row = await t.db.prisma.application.findUniqueOrThrow({
          where: { id: application.id },
        });
        expect(
          { from, to, typename: outcome.__typename, status: row.status },
          `${from} -> ${to}`,
        ).toEqual({
          from,
          to,
          typename: allowed ? "SetApplicationStatusPayload" : "AppError",
          status: allowed ? to : from,
        });
        if (!allowed) {
          const expected = !ALLOWED[from].includes(to)
            ? to === "WITHDRAWN"
              ? "VALIDATION"
              : to === "PENDING"
                ? "VALIDATION"
                : "CONFLICT"
            : "VALIDATION";
          expect(outcome.code, `${from} -> ${to}`).toBe(expected);
        }
      }
    }
  });

  it("lets the worker only withdraw, and only while the application is in progress", async () => {
    const { application, id } = await newApplication();
    for (const from of STATUSES) {
      await t.db.prisma.application.update({
        where: { id: application.id },
        data: { status: from },
      });
      const outcome = result(await gql(WITHDRAW, { id }, worker));
      const allowed = ALLOWED[from].includes("WITHDRAWN");
      const row = await t.db.prisma.application.findUniqueOrThrow({
        where: { id: application.id },
      });
      expect({ from, typename: outcome.__typename, status: row.status }).toEqual({
        from,
        typename: allowed ? "WithdrawApplicationPayload" : "AppError",
        status: allowed ? "WITHDRAWN" : from,
      });
      if (!allowed) expect(outcome.code).toBe("CONFLICT");
      // The employer's moves are not the worker's to make, from any status.
      for (const to of STATUSES) {
        const body = await gql(SET_STATUS, { id, status: to }, worker);
        expect(body.errors?.[0]?.message).toBe(messages.permissionDenied);
      }
    }
  });

  it("refuses a move with a message that says why, and writes nothing", async () => {
    const { id, application } = await newApplication("REJECTED");
    const before = (await notificationsOf(worker.user.id)).length;
    const outcome = result(await gql(SET_STATUS, { id, status: "ACCEPTED" }, employer));
    expect(outcome.message).toBe(messages.moveNotAllowed({ from: "rejected", to: "accepted" }));
    const withdrawn = result(await gql(SET_STATUS, { id, status: "WITHDRAWN" }, employer));
    expect(withdrawn.message).toBe(messages.employerMoveOnly);
    expect((await notificationsOf(worker.user.id)).length).toBe(before);
    const row = await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe("REJECTED");
  });
});

describe("applying", () => {
  it("creates one application, notifies the employer in the same transaction", async () => {
    const job = await createJob(t.db.prisma, employer.user.id, { title: "Mason for a wall" });
    const before = (await notificationsOf(employer.user.id)).length;
    const outcome = result(
      await gql(
        APPLY,
        { jobId: encodeGlobalID("Job", job.id), input: { coverNote: "  I have 5 years.  " } },
        worker,
      ),
    );
    expect(outcome.application?.status).toBe("PENDING");
    const row = await t.db.prisma.application.findFirstOrThrow({ where: { jobId: job.id } });
    expect(row.coverNote).toBe("I have 5 years.");
    const notes = await notificationsOf(employer.user.id);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)).toMatchObject({
      type: "APPLICATION_STATUS",
      title: messages.applicationReceivedTitle,
      message: messages.applicationReceivedMessage("Ramesh Kumar", "Mason for a wall"),
    });
  });

  it("makes one row of two simultaneous applies; the other gets 409 and no notification", async () => {
    const job = await createJob(t.db.prisma, employer.user.id);
    const applicant = await signedInWorker(t);
    const before = (await notificationsOf(employer.user.id)).length;
    const jobId = encodeGlobalID("Job", job.id);
    const outcomes = await Promise.all(
      Array.from({ length: 4 }, () => gql(APPLY, { jobId }, applicant).then(result)),
    );
    const typenames = outcomes.map((o) => o.__typename).sort();
    expect(typenames).toEqual(["AppError", "AppError", "AppError", "ApplyToJobPayload"]);
    for (const o of outcomes.filter((o) => o.__typename === "AppError")) {
      expect(o).toMatchObject({ code: "CONFLICT", message: messages.alreadyApplied });
    }
    expect(await t.db.prisma.application.count({ where: { jobId: job.id } })).toBe(1);
    expect((await notificationsOf(employer.user.id)).length).toBe(before + 1);
  });

  it("refuses jobs that are not taking applications, and missing jobs", async () => {
    const inactive = await createJob(t.db.prisma, employer.user.id, { status: "INACTIVE" });
    const deleted = await createJob(t.db.prisma, employer.user.id, { status: "DELETED" });
    const expired = await createJob(t.db.prisma, employer.user.id, {
      expiresAt: new Date(Date.now() - 1000),
    });
    for (const job of [inactive, expired]) {
      const outcome = result(await gql(APPLY, { jobId: encodeGlobalID("Job", job.id) }, worker));
      expect(outcome).toMatchObject({ code: "CONFLICT", message: messages.jobNotOpen });
    }
    for (const id of [deleted.id, 999_999]) {
      const outcome = result(await gql(APPLY, { jobId: encodeGlobalID("Job", id) }, worker));
      expect(outcome.code).toBe("NOT_FOUND");
    }
    expect(
      await t.db.prisma.application.count({
        where: { labourId: worker.user.id, jobId: { in: [inactive.id, deleted.id, expired.id] } },
      }),
    ).toBe(0);
  });

  it("asks for a resume when the job requires one, and only accepts the worker's own", async () => {
    const job = await createJob(t.db.prisma, employer.user.id, { requireResume: true });
    const jobId = encodeGlobalID("Job", job.id);
    const applicant = await signedInWorker(t);
    const missing = result(await gql(APPLY, { jobId }, applicant));
    expect(missing).toMatchObject({ code: "VALIDATION", message: messages.resumeRequired });
    const others = await t.db.prisma.storedFile.create({
      data: {
        ownerId: stranger.user.id,
        purpose: "RESUME",
        storageKey: `${"a".repeat(32)}.pdf`,
        contentType: "application/pdf",
        size: 10,
      },
    });
    const foreign = result(
      await gql(
        APPLY,
        { jobId, input: { resumeUrl: `/api/v1/files/${others.storageKey}/` } },
        applicant,
      ),
    );
    expect(foreign.code).toBe("VALIDATION");
    const own = await t.db.prisma.storedFile.create({
      data: {
        ownerId: applicant.user.id,
        purpose: "RESUME",
        storageKey: `${"b".repeat(32)}.pdf`,
        contentType: "application/pdf",
        size: 10,
      },
    });
    const url = `/api/v1/files/${own.storageKey}/`;
    const ok = result(await gql(APPLY, { jobId, input: { resumeUrl: url } }, applicant));
    expect(ok.__typename).toBe("ApplyToJobPayload");
    const row = await t.db.prisma.application.findFirstOrThrow({ where: { jobId: job.id } });
    expect(row.resumeUrl).toBe(url);
  });

  it("keeps employers and visitors from applying", async () => {
    const job = await createJob(t.db.prisma, employer.user.id);
    const jobId = encodeGlobalID("Job", job.id);
    expect((await gql(APPLY, { jobId }, employer)).errors?.[0]?.message).toBe(
      messages.permissionDenied,
    );
    expect((await gql(APPLY, { jobId })).errors?.[0]?.message).toBe(messages.unauthorized);
  });

  it("takes one general application in progress at a time", async () => {
    const applicant = await signedInWorker(t);
    const GENERAL = `mutation($input: GeneralApplicationInput) { result: applyGeneral(input: $input) {
      __typename ... on AppError { code message } ... on ApplyGeneralPayload { application { isGeneral preferredRoles job { id } } } } }`;
    const input = {
      preferredRoles: ["Plumber", " plumber ", "Electrician"],
      coverNote: "Any work",
    };
    const first = result(await gql(GENERAL, { input }, applicant));
    expect(first.application).toEqual({
      isGeneral: true,
      preferredRoles: ["Plumber", "plumber", "Electrician"],
      job: null,
    });
    const second = result(await gql(GENERAL, { input }, applicant));
    expect(second).toMatchObject({ code: "CONFLICT", message: messages.generalApplicationOpen });
  });

  it("shows the worker their general application in progress, and nobody else", async () => {
    const applicant = await signedInWorker(t);
    const OWN = `{ viewer { generalApplication { id status preferredRoles preferredLocations
      coverNote nextStatuses job { id } } } }`;
    const generalOf = async (session: Session) => {
      const viewer = (await gql(OWN, {}, session)).data?.viewer as Data | undefined;
      return viewer?.generalApplication;
    };
    const own = () => generalOf(applicant);
    expect(await own()).toBeNull();

    // One to a job and a general one already withdrawn are not "in progress".
    await t.db.prisma.application.create({
      data: { labourId: applicant.user.id, status: "WITHDRAWN", preferredRoles: ["Painter"] },
    });
    const job = await createJob(t.db.prisma, employer.user.id);
    await t.db.prisma.application.create({ data: { jobId: job.id, labourId: applicant.user.id } });
    expect(await own()).toBeNull();

    const GENERAL = `mutation($input: GeneralApplicationInput) { result: applyGeneral(input: $input) {
      __typename ... on ApplyGeneralPayload { application { id } } } }`;
    const made = result(
      await gql(
        GENERAL,
        { input: { preferredRoles: ["Mason"], preferredLocations: ["Pune"], coverNote: "Days" } },
        applicant,
      ),
    );
    const id = made.application?.id;
    expect(await own()).toEqual({
      id,
      status: "PENDING",
      preferredRoles: ["Mason"],
      preferredLocations: ["Pune"],
      coverNote: "Days",
      nextStatuses: ["WITHDRAWN"],
      job: null,
    });

    // Another worker sees only their own (none); an employer has no worker's view.
    expect(await generalOf(stranger)).toBeNull();
    const asEmployer = await gql("{ viewerAsLabour { generalApplication { id } } }", {}, employer);
    expect(asEmployer.errors?.[0]?.message).toBe(messages.permissionDenied);

    // Accepted is still in progress; withdrawn is not.
    await t.db.prisma.application.updateMany({
      where: { labourId: applicant.user.id, jobId: null, status: "PENDING" },
      data: { status: "ACCEPTED" },
    });
    expect(await own()).toMatchObject({ id, status: "ACCEPTED", nextStatuses: [] });
    await t.db.prisma.application.updateMany({
      where: { labourId: applicant.user.id, jobId: null, status: "ACCEPTED" },
      data: { status: "PENDING" },
    });
    expect(result(await gql(WITHDRAW, { id }, applicant)).__typename).toBe(
      "WithdrawApplicationPayload",
    );
    expect(await own()).toBeNull();
  });
});

describe("reading applications", () => {
  const JOB_APPLICATIONS = `query($id: ID!, $status: ApplicationStatus) { job(id: $id) { ... on Job {
    applications(first: 10, status: $status) { totalCount edges { node { id status nextStatuses
      applicant { firstName skills experienceYears phoneNumber rating { average count } } } } } } } }`;

  it("shows a job's applications to its employer only, filtered by status", async () => {
    const { job, id } = await newApplication("SHORTLISTED");
    await t.db.prisma.labourProfile.update({
      where: { userId: worker.user.id },
      data: { skills: ["tiling"], experienceYears: 4 },
    });
    // An earlier job, completed 15 days ago: its rating is revealed (the double-blind rule).
    const earlier = await t.db.prisma.application.create({
      data: {
        jobId: (await createJob(t.db.prisma, employer.user.id)).id,
        labourId: worker.user.id,
        status: "COMPLETED",
        statusChangedAt: new Date(Date.now() - 15 * 24 * 60 * 60 * 1000),
      },
    });
    await t.db.prisma.rating.create({
      data: {
        applicationId: earlier.id,
        direction: "EMPLOYER_TO_LABOUR",
        raterId: employer.user.id,
        rateeId: worker.user.id,
        score: 4,
      },
    });
    // The periodic reveal folds it into the worker's reputation summary.
    await sweepRevealedRatings(t.db.prisma);
    const jobId = encodeGlobalID("Job", job.id);
    const own = await gql(JOB_APPLICATIONS, { id: jobId, status: "SHORTLISTED" }, employer);
    const connection = (
      (own.data?.job ?? {}) as { applications: { totalCount: number; edges: { node: Data }[] } }
    ).applications;
    expect(connection.totalCount).toBe(1);
    expect(connection.edges[0]?.node).toMatchObject({
      id,
      status: "SHORTLISTED",
      nextStatuses: ["ACCEPTED", "REJECTED"],
      applicant: {
        firstName: "Ramesh",
        skills: ["tiling"],
        experienceYears: 4,
        rating: { average: 4, count: 1 },
      },
    });
    const none = await gql(JOB_APPLICATIONS, { id: jobId, status: "PENDING" }, employer);
    expect(
      ((none.data?.job ?? {}) as { applications: { totalCount: number } }).applications.totalCount,
    ).toBe(0);
    for (const [who, message] of [
      [rival, messages.permissionDenied],
      [worker, messages.permissionDenied],
      [undefined, messages.unauthorized],
    ] as const) {
      const body = await gql(JOB_APPLICATIONS, { id: jobId }, who);
      expect(body.errors?.[0]?.message).toBe(message);
    }
  });

  it("lets the worker and the job's employer read the node; nobody else", async () => {
    const { id } = await newApplication();
    const NODE = `query($id: ID!) { node(id: $id) { ... on Application { id status nextStatuses canConfirmContact } } }`;
    expect((await gql(NODE, { id }, worker)).data?.node).toEqual({
      id,
      status: "PENDING",
      nextStatuses: ["WITHDRAWN"],
      canConfirmContact: false,
    });
    expect((((await gql(NODE, { id }, employer)).data?.node ?? {}) as Data).id).toBe(id);
    for (const who of [rival, stranger, undefined]) {
      expect((await gql(NODE, { id }, who)).data?.node).toBeNull();
    }
  });

  it("lists the worker's own applications by status", async () => {
    const applicant = await signedInWorker(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    await t.db.prisma.application.create({
      data: {
        jobId: job.id,
        labourId: applicant.user.id,
        status: "ACCEPTED",
        feedback: "Come Monday",
      },
    });
    const MINE = `query($status: ApplicationStatus) { viewer { applications(first: 5, status: $status) {
      totalCount edges { node { status feedback job { title status } } } } } }`;
    const all = await gql(MINE, {}, applicant);
    expect(all.data?.viewer).toEqual({
      applications: {
        totalCount: 1,
        edges: [
          {
            node: {
              status: "ACCEPTED",
              feedback: "Come Monday",
              job: { title: job.title, status: "ACTIVE" },
            },
          },
        ],
      },
    });
    const pending = await gql(MINE, { status: "PENDING" }, applicant);
    expect(
      ((pending.data?.viewer ?? {}) as { applications: { totalCount: number } }).applications
        .totalCount,
    ).toBe(0);
  });
});

describe("status changes notify the worker", () => {
  it("writes the status and feedback, and a notification with them", async () => {
    const { id, application } = await newApplication();
    const before = (await notificationsOf(worker.user.id)).length;
    const outcome = result(
      await gql(
        SET_STATUS,
        { id, status: "SHORTLISTED", feedback: " Call me tomorrow " },
        employer,
      ),
    );
    expect(outcome.application).toEqual({
      id,
      status: "SHORTLISTED",
      feedback: "Call me tomorrow",
    });
    const notes = await notificationsOf(worker.user.id);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)?.message).toBe(
      messages.applicationStatusMessage(
        "Plumber for residential society",
        "shortlisted",
        "Call me tomorrow",
      ),
    );
    expect(notes.at(-1)?.data).toEqual({
      applicationId: application.id,
      jobId: application.jobId,
      kind: "APPLICATION_STATUS",
      params: {
        title: "Plumber for residential society",
        status: "SHORTLISTED",
        feedback: "Call me tomorrow",
      },
    });
    // Clients that word it in the reader's language read what happened and its values.
    const READ = `query($id: ID!) { node(id: $id) { ... on Notification { kind params { name value } } } }`;
    const read = await gql(
      READ,
      { id: encodeGlobalID("Notification", notes.at(-1)?.id ?? 0) },
      worker,
    );
    expect(read.data?.node).toEqual({
      kind: "APPLICATION_STATUS",
      params: [
        { name: "title", value: "Plumber for residential society" },
        { name: "status", value: "SHORTLISTED" },
        { name: "feedback", value: "Call me tomorrow" },
      ],
    });
  });

  it("asks the worker to rate the employer when the job is completed", async () => {
    const { id } = await newApplication("ACCEPTED");
    await gql(SET_STATUS, { id, status: "COMPLETED" }, employer);
    const notes = await notificationsOf(worker.user.id);
    expect(notes.slice(-2).map((n) => n.type)).toEqual(["APPLICATION_STATUS", "RATING_REQUEST"]);
  });

  it("tells the employer when the worker withdraws", async () => {
    const { id } = await newApplication();
    const before = (await notificationsOf(employer.user.id)).length;
    await gql(WITHDRAW, { id }, worker);
    const notes = await notificationsOf(employer.user.id);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)?.title).toBe(messages.applicationWithdrawnTitle);
  });

  it("keeps other employers and workers out: 404, nothing changes", async () => {
    const { id, application } = await newApplication();
    expect(result(await gql(SET_STATUS, { id, status: "ACCEPTED" }, rival)).code).toBe("NOT_FOUND");
    expect(result(await gql(WITHDRAW, { id }, stranger)).code).toBe("NOT_FOUND");
    expect((await gql(WITHDRAW, { id })).errors?.[0]?.message).toBe(messages.unauthorized);
    const row = await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe("PENDING");
  });
});

describe("contact", () => {
  it("records the employer's contact and notifies the worker", async () => {
    const { id } = await newApplication("SHORTLISTED");
    const outcome = result(await gql(CONTACT, { id, method: "WHATSAPP" }, employer));
    expect(outcome.application).toMatchObject({
      contactStatus: "CONTACTED",
      contactMethod: "WHATSAPP",
    });
    const last = (await notificationsOf(worker.user.id)).at(-1);
    expect(last?.title).toBe(messages.employerContactedTitle);
    expect(result(await gql(CONTACT, { id, method: "PHONE" }, rival)).code).toBe("NOT_FOUND");
    expect((await gql(CONTACT, { id, method: "PHONE" }, worker)).errors?.[0]?.message).toBe(
      messages.permissionDenied,
    );
  });

  it("refuses contact for a finished application", async () => {
    const { id } = await newApplication("REJECTED");
    const outcome = result(await gql(CONTACT, { id, method: "PHONE" }, employer));
    expect(outcome).toMatchObject({ code: "CONFLICT", message: messages.contactNotAllowed });
  });

  it("lets the worker confirm after acceptance, with the spec's messages", async () => {
    const { id, application } = await newApplication("SHORTLISTED");
    const early = result(
      await gql(CONFIRM, { id, input: { contacted: true, verifiedMethods: ["PHONE"] } }, worker),
    );
    expect(early).toMatchObject({ code: "CONFLICT", message: messages.confirmContactNotAllowed });
    await gql(SET_STATUS, { id, status: "ACCEPTED" }, employer);
    const unanswered = result(await gql(CONFIRM, { id, input: {} }, worker));
    expect(unanswered.message).toBe(messages.contactedRequired);
    const noMethod = result(await gql(CONFIRM, { id, input: { contacted: true } }, worker));
    expect(noMethod.message).toBe(messages.contactMethodRequired);
    expect(
      result(
        await gql(
          CONFIRM,
          { id, input: { contacted: true, verifiedMethods: ["PHONE"] } },
          stranger,
        ),
      ).code,
    ).toBe("NOT_FOUND");
    const ok = result(
      await gql(
        CONFIRM,
        {
          id,
          input: {
            contacted: true,
            verifiedMethods: ["PHONE", "DOCUMENT", "PHONE"],
            identityConfirmed: true,
            notes: "Met at the site office",
          },
        },
        worker,
      ),
    );
    expect(ok.application).toEqual({ id, contactStatus: "CONFIRMED" });
    const saved = await t.db.prisma.contactVerification.findUniqueOrThrow({
      where: { applicationId: application.id },
    });
    expect(saved).toMatchObject({
      contacted: true,
      verifiedMethods: ["PHONE", "DOCUMENT"],
      identityConfirmed: true,
      notes: "Met at the site office",
    });
    const denied = result(await gql(CONFIRM, { id, input: { contacted: false } }, worker));
    expect(denied.application).toEqual({ id, contactStatus: "DENIED" });
  });
});

describe("saved jobs", () => {
  const SAVE = `mutation($jobId: ID!) { result: saveJob(jobId: $jobId) { __typename ... on AppError { code } ... on SaveJobPayload { job { isSaved } } } }`;
  const UNSAVE = `mutation($jobId: ID!) { result: unsaveJob(jobId: $jobId) { __typename ... on SaveJobPayload { job { isSaved } } } }`;
  const SAVED = `{ viewer { savedJobs(first: 10) { totalCount edges { node { job { title } } } } } }`;

  it("saves idempotently, lists them, and unsaves idempotently", async () => {
    const saver = await signedInWorker(t);
    const job = await createJob(t.db.prisma, employer.user.id, { title: "Carpenter" });
    const jobId = encodeGlobalID("Job", job.id);
    for (let i = 0; i < 2; i += 1) {
      expect((result(await gql(SAVE, { jobId }, saver)) as unknown as Data).job).toEqual({
        isSaved: true,
      });
    }
    expect((await gql(SAVED, {}, saver)).data?.viewer).toEqual({
      savedJobs: { totalCount: 1, edges: [{ node: { job: { title: "Carpenter" } } }] },
    });
    for (let i = 0; i < 2; i += 1) {
      expect((result(await gql(UNSAVE, { jobId }, saver)) as unknown as Data).job).toEqual({
        isSaved: false,
      });
    }
    expect(await t.db.prisma.savedJob.count({ where: { labourId: saver.user.id } })).toBe(0);
  });

  it("cannot save a job the worker cannot see, and only workers save", async () => {
    const inactive = await createJob(t.db.prisma, employer.user.id, { status: "INACTIVE" });
    const hidden = result(await gql(SAVE, { jobId: encodeGlobalID("Job", inactive.id) }, worker));
    expect(hidden.code).toBe("NOT_FOUND");
    const job = await createJob(t.db.prisma, employer.user.id);
    expect(
      (await gql(SAVE, { jobId: encodeGlobalID("Job", job.id) }, employer)).errors?.[0]?.message,
    ).toBe(messages.permissionDenied);
  });
});

describe("deleting a job", () => {
  it("cancels applications in progress through the same rules and tells their workers", async () => {
    const { job, application } = await newApplication("SHORTLISTED");
    const DELETE = `mutation($id: ID!) { deleteJob(id: $id) { __typename } }`;
    await gql(DELETE, { id: encodeGlobalID("Job", job.id) }, employer);
    const row = await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } });
    expect(row.status).toBe("CANCELLED");
    const last = (await notificationsOf(worker.user.id)).at(-1);
    expect(last?.title).toBe(messages.jobRemovedTitle);
    // The worker still reads the application and its job, though the job left every list.
    const NODE = `query($id: ID!) { node(id: $id) { ... on Application { status job { title status } } } }`;
    expect(
      (await gql(NODE, { id: encodeGlobalID("Application", application.id) }, worker)).data?.node,
    ).toEqual({
      status: "CANCELLED",
      job: { title: job.title, status: "DELETED" },
    });
  });
});
