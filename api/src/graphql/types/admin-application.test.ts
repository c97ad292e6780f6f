import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createEmployer, createJob, createWorker } from "../../../test/fixtures.js";
import type { Json } from "../../../test/rest.js";
import { csrfHeaders, signedInWorker } from "../../../test/sessions.js";
import { ADMIN_ROLES, type AdminRole } from "../../auth/policy/roles.js";
import { encodeGlobalID } from "../global-id.js";

// The back office's applications through the real schema (REST has its own test): the list's
// filters and search (a worker's phone exactly), newest first in cursor pages; the admin's
// cancel per role, both sides notified and audited, refused for an application already final.

let t: TestApp;
let employerId: number;
let scamJobId: number;
let worker: Awaited<ReturnType<typeof createWorker>>;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const employer = await createEmployer(t.db.prisma, { companyName: "Shady Placements" });
  employerId = employer.id;
  const scam = await createJob(t.db.prisma, employer.id, { title: "Data entry from home" });
  const mason = await createJob(t.db.prisma, employer.id, {
    title: "Mason for a wall",
    state: "Karnataka",
    jobType: "CONTRACT",
  });
  scamJobId = scam.id;
  worker = await createWorker(t.db.prisma);
  const other = await createWorker(t.db.prisma);
  const base = Date.UTC(2026, 10, 1);
  const rows = [
    { jobId: scam.id, labourId: worker.id, status: "PENDING" as const, at: 0 },
    { jobId: mason.id, labourId: worker.id, status: "COMPLETED" as const, at: 1 },
    { jobId: scam.id, labourId: other.id, status: "SHORTLISTED" as const, at: 2 },
    { jobId: mason.id, labourId: other.id, status: "PENDING" as const, at: 2 },
  ];
  for (const row of rows) {
    const created = await t.db.prisma.application.create({
      data: {
        jobId: row.jobId,
        labourId: row.labourId,
        status: row.status,
        appliedAt: new Date(base + row.at * 86_400_000),
      },
    });
    ids.push(created.id);
  }
});
afterAll(() => t.close());

const LIST = `query List($first: Int, $after: String, $status: ApplicationStatus, $state: String, $jobType: JobType, $from: DateTime, $to: DateTime, $search: String) {
  adminApplications(first: $first, after: $after, status: $status, state: $state, jobType: $jobType, from: $from, to: $to, search: $search) {
    totalCount pageInfo { hasNextPage endCursor }
    edges { node { id status job { title } worker { phoneNumber } } }
  }
}`;

const gid = (id: number) => encodeGlobalID("Application", id);
const idAt = (index: number) => ids[index] ?? 0;
/** The global ID of the fixture's `index`th application. */
const nth = (index: number) => gid(idAt(index));

async function list(token: string, variables: Record<string, unknown> = {}) {
  const { body } = await t.graphql(LIST, { first: 10, ...variables }, { token });
  expect(body.errors).toBeUndefined();
  const connection = (body.data as Json).adminApplications as {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string };
    edges: { node: Json }[];
  };
  return { ...connection, ids: connection.edges.map((edge) => edge.node.id) };
}

describe("adminApplications", () => {
  it("lists every application newest first, the id breaking ties, in cursor pages", async () => {
    const { token } = await signedInAdmin(t, "VIEWER");
    const all = await list(token);
    expect(all.totalCount).toBe(4);
    expect(all.ids).toEqual([nth(3), nth(2), nth(1), nth(0)]);
    const first = await list(token, { first: 3 });
    const { pageInfo } = first;
    expect(pageInfo.hasNextPage).toBe(true);
    const second = await list(token, { first: 3, after: pageInfo.endCursor });
    expect(second.ids).toEqual([nth(0)]);
  });

  it("filters by status, the job's state and type, and the days applied", async () => {
    const { token } = await signedInAdmin(t, "VIEWER");
    expect((await list(token, { status: "PENDING" })).ids).toEqual([nth(3), nth(0)]);
    expect((await list(token, { state: "karnataka", jobType: "CONTRACT" })).totalCount).toBe(2);
    expect((await list(token, { jobType: "FULL_TIME" })).totalCount).toBe(0);
    const from = new Date(Date.UTC(2026, 10, 2)).toISOString();
    const to = new Date(Date.UTC(2026, 10, 3)).toISOString();
    expect((await list(token, { from, to })).ids).toEqual([nth(1)]);
    const { body } = await t.graphql(LIST, { from: to, to: from }, { token });
    expect(body.errors?.[0]?.extensions?.code).toBe("BAD_REQUEST");
  });

  it("finds a worker's applications by their phone however typed, and by words", async () => {
    const { token } = await signedInAdmin(t, "OPERATOR");
    const phone = worker.phoneNumber;
    for (const typed of [phone, `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`, `0${phone}`]) {
      expect((await list(token, { search: typed })).ids).toEqual([nth(1), nth(0)]);
    }
    // Part of a number is not a phone: no partial match over every account's number.
    expect((await list(token, { search: phone.slice(0, 6) })).totalCount).toBe(0);
    expect((await list(token, { search: "data entry" })).totalCount).toBe(2);
    expect((await list(token, { search: "shady" })).totalCount).toBe(4);
    expect((await list(token, { search: "mason ramesh" })).totalCount).toBe(2);
  });

  it("is refused to workers", async () => {
    const user = await signedInWorker(t);
    const { body } = await t.graphql(LIST, {}, { token: user.token });
    expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

const CANCEL = `mutation Cancel($id: ID!, $reason: String!) {
  cancelApplication(id: $id, reason: $reason) {
    __typename
    ... on CancelApplicationPayload { application { id status isFinal } }
    ... on AppError { code reason }
  }
}`;

const MAY_CANCEL: Record<AdminRole, boolean> = {
  SUPERUSER: true,
  ADMIN: true,
  OPERATOR: true,
  MODERATOR: false,
  VIEWER: false,
};

describe("cancelApplication", () => {
  it("is allowed to the roles with the applications section in full, and to no other", async () => {
    for (const role of ADMIN_ROLES) {
      const application = await t.db.prisma.application.create({
        data: { jobId: scamJobId, labourId: (await createWorker(t.db.prisma)).id },
      });
      const { token } = await signedInAdmin(t, role);
      const { body } = await t.graphql(
        CANCEL,
        { id: gid(application.id), reason: "Scam job" },
        { token, headers: csrfHeaders(t) },
      );
      const result = (body.data as Json | undefined)?.cancelApplication as Json | undefined;
      const code = body.errors?.[0]?.extensions?.code ?? result?.code;
      expect(code === undefined, role).toBe(MAY_CANCEL[role]);
      if (!MAY_CANCEL[role]) expect(code, role).toBe("FORBIDDEN");
    }
  });

  it("cancels, tells both sides why and audits it, in one go; then refuses a second time", async () => {
    const { token, admin } = await signedInAdmin(t, "OPERATOR");
    const id = idAt(0);
    const reason = "This job asked workers for a registration fee";
    const { body } = await t.graphql(
      CANCEL,
      { id: gid(id), reason },
      { token, headers: csrfHeaders(t) },
    );
    expect(body.data?.cancelApplication).toEqual({
      __typename: "CancelApplicationPayload",
      application: { id: gid(id), status: "CANCELLED", isFinal: true },
    });
    const notes = await t.db.prisma.notification.findMany({
      where: { data: { path: ["applicationId"], equals: id } },
      orderBy: { id: "asc" },
    });
    expect(notes.map((note) => [note.userId, (note.data as Json).kind])).toEqual([
      [worker.id, "APPLICATION_CANCELLED_BY_TEAM"],
      [employerId, "APPLICANT_CANCELLED_BY_TEAM"],
    ]);
    expect(notes[0]?.message).toContain(reason);
    const audit = await t.db.prisma.adminAuditLog.findMany({
      where: { targetType: "application", targetId: String(id) },
    });
    expect(audit).toMatchObject([
      {
        adminId: admin.id,
        action: "application.cancel",
        details: { before: { status: "PENDING" }, after: { status: "CANCELLED" }, reason },
      },
    ]);
    const again = await t.graphql(
      CANCEL,
      { id: gid(id), reason },
      { token, headers: csrfHeaders(t) },
    );
    expect(again.body.data?.cancelApplication).toMatchObject({ code: "CONFLICT" });
    expect(await t.db.prisma.adminAuditLog.count({ where: { targetId: String(id) } })).toBe(1);
  });

  it("needs a reason", async () => {
    const { token } = await signedInAdmin(t, "ADMIN");
    const { body } = await t.graphql(
      CANCEL,
      { id: nth(3), reason: "  " },
      { token, headers: csrfHeaders(t) },
    );
    expect(body.data?.cancelApplication).toMatchObject({ code: "VALIDATION" });
    const row = await t.db.prisma.application.findUniqueOrThrow({ where: { id: idAt(3) } });
    expect(row.status).toBe("PENDING");
  });
});
