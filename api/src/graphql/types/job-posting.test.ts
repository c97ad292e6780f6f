import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { JOB_TITLE_MAX_LENGTH, POSITIONS_MAX } from "../../constants.js";
import { messages } from "../../messages.js";
import { encodeGlobalID } from "../global-id.js";

// Posting and managing jobs through the schema, against real PostgreSQL.

const ERROR = "... on AppError { code message fieldErrors { field message } }";
const OWNER_FIELDS = `id title state city status salaryAmount salaryPeriod moderationStatus viewCount canReactivate
  applicationCounts { total pending shortlisted cancelled withdrawn }`;

const CREATE = `mutation ($input: JobInput!) {
  createJob(input: $input) { __typename ${ERROR} ... on CreateJobPayload { job { ${OWNER_FIELDS} } } }
}`;
const UPDATE = `mutation ($id: ID!, $input: JobInput!) {
  updateJob(id: $id, input: $input) { __typename ${ERROR} ... on UpdateJobPayload { job { ${OWNER_FIELDS} } } }
}`;
const SET_STATUS = `mutation ($id: ID!, $status: JobStatus!) {
  setJobStatus(id: $id, status: $status) { __typename ${ERROR} ... on SetJobStatusPayload { job { ${OWNER_FIELDS} } } }
}`;
const DELETE = `mutation ($id: ID!) {
  deleteJob(id: $id) { __typename ${ERROR} ... on DeleteJobPayload { deletedJobId } }
}`;
const VIEW = "mutation ($id: ID!) { recordJobView(id: $id) }";
const JOB = `query ($id: ID!) { job(id: $id) { ${OWNER_FIELDS} } }`;
const SEARCH = `query ($q: String) { jobs(first: 50, filter: { q: $q }) { edges { node { id title } } } }`;
const MY_JOBS = `query ($status: JobStatus, $first: Int, $after: String) {
  viewerAsEmployer {
    postedJobs(status: $status, first: $first, after: $after) {
      totalCount pageInfo { hasNextPage endCursor } edges { node { ${OWNER_FIELDS} } }
    }
  }
}`;

const validJob = (overrides: Record<string, unknown> = {}) => ({
  title: "Mason for a two-storey house",
  jobType: "DAILY_WAGE",
  positions: 3,
  state: "Maharashtra",
  city: "Navi Mumbai",
  description: "Brick and plaster work on a new two-storey house near the station.",
  requirements: "Two years of site experience",
  skills: ["brick laying", "plastering"],
  salaryAmount: 900,
  salaryPeriod: "PER_DAY",
  duration: "3 months",
  preferredLanguages: ["hi", "mr"],
  requireResume: false,
  ...overrides,
});

type Result = { __typename: string; code?: string; message?: string; job?: OwnerJob } & Record<
  string,
  unknown
>;
interface OwnerJob {
  id: string;
  title: string;
  city: string | null;
  status: string;
  salaryAmount: number;
  moderationStatus: string | null;
  viewCount: number | null;
  canReactivate: boolean | null;
  applicationCounts: Record<string, number> | null;
}

let t: TestApp;
let employer: { token: string; user: { id: number } };
let rival: { token: string };
let worker: { token: string; user: { id: number } };

beforeAll(async () => {
  t = await createTestApp();
  employer = await signedInEmployer(t);
  rival = await signedInEmployer(t, { companyName: "Rival Builders" });
  worker = await signedInWorker(t);
});
afterAll(() => t.close());

/** Runs a mutation as `token` (with a CSRF token) and returns its one result. */
async function run(document: string, variables: Record<string, unknown>, token?: string) {
  const { body } = await t.graphql<Record<string, Result>>(document, variables, {
    token,
    headers: csrfHeaders(t),
  });
  if (body.errors?.length) {
    return {
      __typename: "GraphQLError",
      ...body.errors[0],
      code: body.errors[0]?.extensions?.code,
    };
  }
  return Object.values(body.data ?? {})[0] as Result;
}

async function post(overrides: Record<string, unknown> = {}, token = employer.token) {
  const result = await run(CREATE, { input: validJob(overrides) }, token);
  if (result.__typename !== "CreateJobPayload" || !result.job) {
    throw new Error(`create: ${result.message}`);
  }
  return result.job;
}

async function searchTitles(q: string): Promise<string[]> {
  const { body } = await t.graphql<{ jobs: { edges: { node: { title: string } }[] } }>(SEARCH, {
    q,
  });
  return body.data?.jobs.edges.map((edge) => edge.node.title) ?? [];
}

const fieldErrors = (result: Result) =>
  Object.fromEntries(
    (result.fieldErrors as { field: string; message: string }[]).map((e) => [e.field, e.message]),
  );

describe("posting a job", () => {
  it("answers an empty form with every required field's message from the spec", async () => {
    const result = await run(CREATE, { input: {} }, employer.token);
    expect(result.code).toBe("VALIDATION");
    expect(result.message).toBe(messages.stateRequired);
    expect(fieldErrors(result)).toEqual({
      title: messages.jobTitleRequired,
      state: messages.stateRequired,
      positions: messages.positionsMin,
      description: messages.jobDescriptionRequired,
      job_type: messages.jobTypeRequired,
      salary_amount: messages.salaryInvalid,
      salary_period: messages.salaryInvalid,
    });
  });

  it.each([
    ["blank title", { title: "   " }, "title", messages.jobTitleRequired],
    [
      "long title",
      { title: "x".repeat(JOB_TITLE_MAX_LENGTH + 1) },
      "title",
      messages.maxLength({ count: JOB_TITLE_MAX_LENGTH }),
    ],
    ["no state", { state: null }, "state", messages.stateRequired],
    ["a state that is not Indian", { state: "Atlantis" }, "state", messages.stateInvalid],
    ["a city of another state", { city: "Patna" }, "city", messages.cityNotInState],
    ["zero positions", { positions: 0 }, "positions", messages.positionsMin],
    ["negative positions", { positions: -2 }, "positions", messages.positionsMin],
    [
      "too many positions",
      { positions: POSITIONS_MAX + 1 },
      "positions",
      messages.positionsMax({ count: POSITIONS_MAX }),
    ],
    ["blank description", { description: " \n " }, "description", messages.jobDescriptionRequired],
    ["no salary", { salaryAmount: null }, "salary_amount", messages.salaryInvalid],
    ["a zero salary", { salaryAmount: 0 }, "salary_amount", messages.salaryInvalid],
    ["a negative salary", { salaryAmount: -500 }, "salary_amount", messages.salaryInvalid],
    ["paise", { salaryAmount: 850.5 }, "salary_amount", messages.salaryInvalid],
    ["no salary period", { salaryPeriod: null }, "salary_period", messages.salaryInvalid],
    ["no job type", { jobType: null }, "job_type", messages.jobTypeRequired],
    [
      "an unknown language",
      { preferredLanguages: ["fr"] },
      "preferred_languages",
      messages.languagesInvalid,
    ],
  ])("refuses %s with the field's message", async (_name, overrides, field, message) => {
    const result = await run(CREATE, { input: validJob(overrides) }, employer.token);
    expect(result.code).toBe("VALIDATION");
    expect(fieldErrors(result)).toEqual({ [field]: message });
  });

  it("refuses an unknown enum value in the schema, before any write", async () => {
    const before = await t.db.prisma.job.count();
    const result = await run(CREATE, { input: validJob({ jobType: "FOREVER" }) }, employer.token);
    expect(result.__typename).toBe("GraphQLError");
    expect(await t.db.prisma.job.count()).toBe(before);
  });

  it("creates an active job that search finds at once, with the city in the list's spelling", async () => {
    const job = await post({ title: "Tiler for kitchen floors", city: "  navi   MUMBAI " });
    expect(job).toMatchObject({
      title: "Tiler for kitchen floors",
      city: "Navi Mumbai",
      status: "ACTIVE",
      moderationStatus: "APPROVED",
      viewCount: 0,
      canReactivate: true,
      applicationCounts: { total: 0, pending: 0 },
    });
    expect(await searchTitles("tiler kitchen")).toContain("Tiler for kitchen floors");
  });

  it("stores a state and city given by another name in their own spelling", async () => {
    expect(await post({ city: "Bombay" })).toMatchObject({ state: "Maharashtra", city: "Mumbai" });
    const job = await post({ state: "orissa", city: "Brahmapur" });
    expect(job).toMatchObject({ state: "Odisha", city: "Berhampur" });
  });

  it("takes an empty city as every city of the state", async () => {
    const job = await post({ city: "" });
    expect(job.city).toBeNull();
  });
});

describe("who may change a job", () => {
  let jobId: string;
  beforeAll(async () => {
    jobId = (await post({ title: "Watchman for a warehouse" })).id;
  });

  const attempts = () =>
    [
      ["updateJob", UPDATE, { id: jobId, input: validJob() }],
      ["setJobStatus", SET_STATUS, { id: jobId, status: "INACTIVE" }],
      ["deleteJob", DELETE, { id: jobId }],
    ] as const;

  it("answers a visitor 'Unauthorized access' for every mutation, and posting too", async () => {
    for (const [name, document, variables] of [
      ["createJob", CREATE, { input: validJob() }] as const,
      ...attempts(),
    ]) {
      const result = await run(document, variables);
      expect(result, name).toMatchObject({
        code: "UNAUTHENTICATED",
        message: messages.unauthorized,
      });
    }
  });

  it("answers a worker 'Permission denied' for every mutation, and posting too", async () => {
    for (const [name, document, variables] of [
      ["createJob", CREATE, { input: validJob() }] as const,
      ...attempts(),
    ]) {
      const result = await run(document, variables, worker.token);
      expect(result, name).toMatchObject({ code: "FORBIDDEN", message: messages.permissionDenied });
    }
  });

  it("answers another employer 'Permission denied' and changes nothing", async () => {
    for (const [name, document, variables] of attempts()) {
      const result = await run(document, variables, rival.token);
      expect(result, name).toMatchObject({ code: "FORBIDDEN", message: messages.permissionDenied });
    }
    const row = await t.db.prisma.job.findFirstOrThrow({
      where: { title: "Watchman for a warehouse" },
    });
    expect(row.status).toBe("ACTIVE");
  });

  it("hides the owner's figures from everyone else", async () => {
    for (const token of [undefined, worker.token, rival.token]) {
      const { body } = await t.graphql<{ job: OwnerJob }>(JOB, { id: jobId }, { token });
      expect(body.data?.job).toMatchObject({
        moderationStatus: null,
        viewCount: null,
        canReactivate: null,
        applicationCounts: null,
      });
    }
  });

  it("answers 'Job ID is required' for a blank ID and 404 for a job that does not exist", async () => {
    const blank = await run(SET_STATUS, { id: " ", status: "INACTIVE" }, employer.token);
    expect(blank).toMatchObject({ code: "VALIDATION", message: messages.jobIdRequired });
    const missing = await run(DELETE, { id: encodeGlobalID("Job", 999_999) }, employer.token);
    expect(missing).toMatchObject({ code: "NOT_FOUND" });
  });
});

describe("a job's lifecycle", () => {
  it("leaves search when made inactive and comes back when reactivated", async () => {
    const job = await post({ title: "Welder for gate fabrication" });
    const off = await run(SET_STATUS, { id: job.id, status: "INACTIVE" }, employer.token);
    expect(off.job?.status).toBe("INACTIVE");
    expect(await searchTitles("welder gate")).not.toContain("Welder for gate fabrication");
    // Its employer still sees it; a visitor does not.
    expect(
      (await t.graphql<{ job: OwnerJob }>(JOB, { id: job.id }, { token: employer.token })).body.data
        ?.job?.status,
    ).toBe("INACTIVE");
    expect(
      (await t.graphql<{ job: OwnerJob | null }>(JOB, { id: job.id })).body.data?.job,
    ).toBeNull();

    const on = await run(SET_STATUS, { id: job.id, status: "ACTIVE" }, employer.token);
    expect(on.job?.status).toBe("ACTIVE");
    expect(await searchTitles("welder gate")).toContain("Welder for gate fabrication");
  });

  it("edits every field, keeping its status", async () => {
    const job = await post({ title: "Painter for a shop front" });
    const result = await run(
      UPDATE,
      {
        id: job.id,
        input: validJob({ title: "Painter for two shop fronts", salaryAmount: 1100, city: "Pune" }),
      },
      employer.token,
    );
    expect(result.job).toMatchObject({
      title: "Painter for two shop fronts",
      salaryAmount: 1100,
      city: "Pune",
      status: "ACTIVE",
    });
    expect(await searchTitles("painter shop")).toContain("Painter for two shop fronts");
  });

  it("refuses to reactivate a job an admin flagged with 'Cannot reactivate job at this time'", async () => {
    const job = await post({ title: "Helper for a godown" });
    await run(SET_STATUS, { id: job.id, status: "INACTIVE" }, employer.token);
    await t.db.prisma.job.updateMany({
      where: { title: "Helper for a godown" },
      data: { moderationStatus: "FLAGGED" },
    });
    const result = await run(SET_STATUS, { id: job.id, status: "ACTIVE" }, employer.token);
    expect(result).toMatchObject({ code: "CONFLICT", message: messages.cannotReactivate });
    const { body } = await t.graphql<{ job: OwnerJob }>(
      JOB,
      { id: job.id },
      { token: employer.token },
    );
    expect(body.data?.job).toMatchObject({ status: "INACTIVE", canReactivate: false });
  });

  it("refuses a status other than active or inactive", async () => {
    const job = await post();
    const result = await run(SET_STATUS, { id: job.id, status: "ARCHIVED" }, employer.token);
    expect(result).toMatchObject({ code: "VALIDATION", message: messages.jobStatusInvalid });
  });
});

describe("deleting a job", () => {
  it("takes it out of search and the list for good; workers keep their application, cancelled", async () => {
    const job = await post({ title: "Carpenter for wardrobes" });
    const id = Number(Buffer.from(job.id, "base64url").toString().split(":")[1]);
    const { prisma } = t.db;
    const applied = await prisma.application.create({
      data: { jobId: id, labourId: worker.user.id, status: "SHORTLISTED" },
    });
    const other = await signedInWorker(t);
    const rejected = await prisma.application.create({
      data: { jobId: id, labourId: other.user.id, status: "REJECTED" },
    });
    await prisma.savedJob.create({ data: { jobId: id, labourId: other.user.id } });

    const result = await run(DELETE, { id: job.id }, employer.token);
    expect(result).toEqual({ __typename: "DeleteJobPayload", deletedJobId: job.id });

    expect(await searchTitles("carpenter wardrobes")).not.toContain("Carpenter for wardrobes");
    const mine = await t.graphql<{
      viewerAsEmployer: { postedJobs: { edges: { node: OwnerJob }[] } };
    }>(MY_JOBS, { first: 100 }, { token: employer.token });
    expect(mine.body.data?.viewerAsEmployer.postedJobs.edges.map((e) => e.node.id)).not.toContain(
      job.id,
    );
    expect(
      (await t.graphql<{ job: null }>(JOB, { id: job.id }, { token: employer.token })).body.data
        ?.job,
    ).toBeNull();

    // The worker's history keeps the application and the job's title; only the open one is cancelled.
    const kept = await prisma.application.findUniqueOrThrow({
      where: { id: applied.id },
      include: { job: true },
    });
    expect(kept.status).toBe("CANCELLED");
    expect(kept.job?.title).toBe("Carpenter for wardrobes");
    expect(
      (await prisma.application.findUniqueOrThrow({ where: { id: rejected.id } })).status,
    ).toBe("REJECTED");
    const told = await prisma.notification.findMany({ where: { userId: worker.user.id } });
    expect(told.map((n) => n.message)).toContain(
      messages.jobRemovedMessage("Carpenter for wardrobes"),
    );
    expect(await prisma.savedJob.count({ where: { jobId: id } })).toBe(0);

    // Gone for its employer: no edit, no second delete, no reactivation.
    expect(await run(UPDATE, { id: job.id, input: validJob() }, employer.token)).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(await run(DELETE, { id: job.id }, employer.token)).toMatchObject({ code: "NOT_FOUND" });
    expect(await run(SET_STATUS, { id: job.id, status: "ACTIVE" }, employer.token)).toMatchObject({
      code: "CONFLICT",
      message: messages.cannotReactivate,
    });
  });
});

describe("the employer's jobs", () => {
  it("lists only their own jobs, newest first, with counts by status, filtered by status", async () => {
    const own = await signedInEmployer(t, { companyName: "Counting Co" });
    const older = await post({ title: "Older job" }, own.token);
    const newer = await post({ title: "Newer job" }, own.token);
    await run(SET_STATUS, { id: older.id, status: "INACTIVE" }, own.token);
    const newerId = Number(Buffer.from(newer.id, "base64url").toString().split(":")[1]);
    for (const status of ["PENDING", "PENDING", "SHORTLISTED", "WITHDRAWN"] as const) {
      const applicant = await signedInWorker(t);
      await t.db.prisma.application.create({
        data: { jobId: newerId, labourId: applicant.user.id, status },
      });
    }
    await createJob(t.db.prisma, employer.user.id, { title: "Someone else's job" });

    type Page = {
      viewerAsEmployer: { postedJobs: { totalCount: number; edges: { node: OwnerJob }[] } };
    };
    const all = await t.graphql<Page>(MY_JOBS, {}, { token: own.token });
    const jobs = all.body.data?.viewerAsEmployer.postedJobs;
    expect(jobs?.totalCount).toBe(2);
    expect(jobs?.edges.map((e) => e.node.title)).toEqual(["Newer job", "Older job"]);
    expect(jobs?.edges[0]?.node.applicationCounts).toEqual({
      total: 4,
      pending: 2,
      shortlisted: 1,
      cancelled: 0,
      withdrawn: 1,
    });

    const inactive = await t.graphql<Page>(MY_JOBS, { status: "INACTIVE" }, { token: own.token });
    expect(inactive.body.data?.viewerAsEmployer.postedJobs.edges.map((e) => e.node.title)).toEqual([
      "Older job",
    ]);
  });

  it("answers a worker 403 and a visitor 401", async () => {
    const asWorker = await t.graphql(MY_JOBS, {}, { token: worker.token });
    expect(asWorker.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const asVisitor = await t.graphql(MY_JOBS, {});
    expect(asVisitor.body.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});

describe("job views", () => {
  const look = (id: string, headers: Record<string, string>, token?: string) =>
    t.graphql<{ recordJobView: boolean }>(VIEW, { id }, { token, headers });
  const views = async (id: string) =>
    (await t.graphql<{ job: OwnerJob }>(JOB, { id }, { token: employer.token })).body.data?.job
      ?.viewCount;

  it("counts one view per visitor per job per day, not one per page load", async () => {
    const job = await post({ title: "Driver for deliveries" });
    const phone = { "user-agent": "Android phone", "x-forwarded-for": "203.0.113.7" };
    expect((await look(job.id, phone)).body.data?.recordJobView).toBe(true);
    expect((await look(job.id, phone)).body.data?.recordJobView).toBe(false);
    expect(await views(job.id)).toBe(1);

    // Another browser from the same address is the same visitor (services/jobs/views.test.ts
    // has addresses); a signed-in worker is another; the employer is not one.
    await look(job.id, { ...phone, "user-agent": "Another phone" });
    await look(job.id, phone, worker.token);
    await look(job.id, phone, worker.token);
    await look(job.id, phone, employer.token);
    expect(await views(job.id)).toBe(2);
    expect(
      await t.db.prisma.jobView.count({ where: { job: { title: "Driver for deliveries" } } }),
    ).toBe(2);
  });

  it("does not count views of a job that is not listed", async () => {
    const job = await post({ title: "Cook for a canteen" });
    await run(SET_STATUS, { id: job.id, status: "INACTIVE" }, employer.token);
    expect((await look(job.id, { "user-agent": "x" })).body.data?.recordJobView).toBe(false);
    expect(await views(job.id)).toBe(0);
  });
});
