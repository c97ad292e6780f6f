import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../../test/sessions.js";
import { encodeGlobalID } from "../global-id.js";

// The whole user and the safe actions (issue 45) through the real schema and PostgreSQL: the
// counts a confirmation names, blocking with a reason (sessions ended and every job unlisted in
// one transaction, the audit row, the notification), "sign out everywhere", the audit trail,
// and the roles the policy refuses.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const userId = (id: number) => encodeGlobalID("User", id);

const RECORD = `query Record($id: ID!) {
  adminUser(id: $id) {
    accountState
    actionImpact { activeJobs jobs openSessions applicationsInProgress }
    openSessions { userAgent lastSeenAt }
    reportsAgainst { reason job { title } }
    accountLabourScore { overallScore }
    adminAuditTrail { action details adminUsername }
  }
}`;

const BLOCK = `mutation Block($id: ID!, $reason: String) {
  blockUser(id: $id, reason: $reason) {
    __typename
    ... on AdminUserPayload { user { accountState actionImpact { activeJobs openSessions } } }
    ... on AppError { message code }
  }
}`;

async function employerWithJobs(active: number) {
  const employer = await signedInEmployer(t);
  const jobs = [];
  for (let i = 0; i < active; i += 1) jobs.push(await createJob(t.db.prisma, employer.user.id));
  await createJob(t.db.prisma, employer.user.id, { status: "INACTIVE" });
  return { ...employer, jobs };
}

describe("the whole user", () => {
  it("counts what a decision would change, and reads sessions, reports and the score", async () => {
    const { token } = await signedInAdmin(t, "VIEWER");
    const employer = await employerWithJobs(3);
    const worker = await signedInWorker(t);
    const [job] = employer.jobs;
    await t.db.prisma.jobReport.create({
      data: { jobId: job?.id ?? 0, labourId: worker.user.id, reason: "ASKS_FOR_MONEY" },
    });
    const { body } = await t.graphql(RECORD, { id: userId(employer.user.id) }, { token });
    expect(body.errors).toBeUndefined();
    const user = body.data?.adminUser as Json;
    expect(user.actionImpact).toEqual({
      activeJobs: 3,
      jobs: 4,
      openSessions: 1,
      applicationsInProgress: 0,
    });
    expect(user.openSessions).toMatchObject([{ userAgent: "api-test" }]);
    expect(user.reportsAgainst).toEqual([
      { reason: "ASKS_FOR_MONEY", job: { title: "Plumber for residential society" } },
    ]);
    expect(user.accountLabourScore).toBeNull();
    // A viewer may not read the audit log: the trail is null, the rest is answered.
    expect(user.adminAuditTrail).toBeNull();

    const own = await t.graphql(RECORD, { id: userId(worker.user.id) }, { token });
    expect(((own.body.data as Json).adminUser as Json).accountLabourScore).toMatchObject({
      overallScore: expect.any(Number),
    });
  });
});

describe("blocking with a reason", () => {
  it("ends every session and unlists every active job at once, audited and told", async () => {
    const { admin, token } = await signedInAdmin(t, "MODERATOR");
    const employer = await employerWithJobs(3);
    const reason = "Asked workers for a registration fee";
    const { body } = await t.graphql(
      BLOCK,
      { id: userId(employer.user.id), reason },
      { token, headers: csrfHeaders(t) },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.blockUser).toEqual({
      __typename: "AdminUserPayload",
      user: { accountState: "BLOCKED", actionImpact: { activeJobs: 0, openSessions: 0 } },
    });
    const prisma = t.db.prisma;
    expect(
      await prisma.job.count({ where: { employerId: employer.user.id, status: "ACTIVE" } }),
    ).toBe(0);
    expect(
      await prisma.session.count({ where: { userId: employer.user.id, revokedAt: null } }),
    ).toBe(0);
    const audit = await prisma.adminAuditLog.findMany({
      where: { targetType: "user", targetId: String(employer.user.id) },
    });
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminId: admin.id, action: "user.block" });
    const details = audit[0]?.details as Json;
    expect(details).toMatchObject({ reason, sessionsEnded: 1 });
    expect((details.jobsMadeInactive as number[]).toSorted()).toEqual(
      employer.jobs.map((job) => job.id).toSorted(),
    );
    const told = await prisma.notification.findMany({ where: { userId: employer.user.id } });
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      type: "ACCOUNT_STATUS",
      data: { kind: "ACCOUNT_BLOCKED", params: { reason } },
    });
    expect(told[0]?.message).toContain(reason);
    // The blocked account's token no longer works.
    const after = await t.graphql("{ viewer { id } }", {}, { token: employer.token });
    expect(after.body.data?.viewer ?? null).toBeNull();

    // The trail shows it to an admin who may read the log.
    const superuser = await signedInAdmin(t);
    const record = await t.graphql(
      RECORD,
      { id: userId(employer.user.id) },
      { token: superuser.token },
    );
    const trail = ((record.body.data as Json).adminUser as Json).adminAuditTrail as Json[];
    expect(trail.map((row) => row.action)).toEqual(["user.block"]);
    expect(JSON.parse(String(trail[0]?.details))).toMatchObject({ reason });
  });

  it("changes nothing when any part fails: one transaction", async () => {
    const { token } = await signedInAdmin(t, "ADMIN");
    const employer = await employerWithJobs(2);
    const prisma = t.db.prisma;
    // The last write of the block (its notification) fails: nothing before it may stay.
    await prisma.$executeRawUnsafe(`
      CREATE FUNCTION refuse_account_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'refused for the test'; END $$`);
    await prisma.$executeRawUnsafe(`
      CREATE TRIGGER refuse_account_notice BEFORE INSERT ON notifications FOR EACH ROW
      WHEN (NEW.type = 'account_status') EXECUTE FUNCTION refuse_account_notice()`);
    try {
      const { body } = await t.graphql(
        BLOCK,
        { id: userId(employer.user.id), reason: "Fake jobs" },
        { token, headers: csrfHeaders(t) },
      );
      expect(body.errors ?? ((body.data as Json).blockUser as Json).code).toBeTruthy();
    } finally {
      await prisma.$executeRawUnsafe("DROP TRIGGER refuse_account_notice ON notifications");
      await prisma.$executeRawUnsafe("DROP FUNCTION refuse_account_notice()");
    }
    const user = await prisma.user.findUniqueOrThrow({ where: { id: employer.user.id } });
    expect(user.accountState).toBe("ACTIVE");
    expect(
      await prisma.job.count({ where: { employerId: employer.user.id, status: "ACTIVE" } }),
    ).toBe(2);
    expect(
      await prisma.session.count({ where: { userId: employer.user.id, revokedAt: null } }),
    ).toBe(1);
    expect(
      await prisma.adminAuditLog.count({
        where: { targetType: "user", targetId: String(employer.user.id) },
      }),
    ).toBe(0);
  });

  it("refuses a reason over 500 characters, and roles without the users section's limited", async () => {
    const employer = await employerWithJobs(1);
    const moderator = await signedInAdmin(t, "MODERATOR");
    const long = await t.graphql(
      BLOCK,
      { id: userId(employer.user.id), reason: "x".repeat(501) },
      { token: moderator.token, headers: csrfHeaders(t) },
    );
    expect(((long.body.data as Json).blockUser as Json).code).toBe("VALIDATION");
    const viewer = await signedInAdmin(t, "VIEWER");
    const refused = await t.graphql(
      BLOCK,
      { id: userId(employer.user.id), reason: "Fake" },
      { token: viewer.token, headers: csrfHeaders(t) },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    const user = await t.db.prisma.user.findUniqueOrThrow({ where: { id: employer.user.id } });
    expect(user.accountState).toBe("ACTIVE");
  });
});

describe("sign out everywhere", () => {
  it("ends the sessions, audited, and keeps the account as it was", async () => {
    const { token } = await signedInAdmin(t, "OPERATOR");
    const worker = await signedInWorker(t);
    const { body } = await t.graphql(
      `mutation Out($id: ID!) {
        signOutUserEverywhere(id: $id) {
          ... on AdminUserPayload { user { accountState openSessions { id } } }
        }
      }`,
      { id: userId(worker.user.id) },
      { token, headers: csrfHeaders(t) },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.signOutUserEverywhere).toEqual({
      user: { accountState: "ACTIVE", openSessions: [] },
    });
    const rows = await t.db.prisma.adminAuditLog.findMany({
      where: { targetType: "user", targetId: String(worker.user.id) },
    });
    expect(rows.map((row) => [row.action, (row.details as Json).sessionsEnded])).toEqual([
      ["user.signOut", 1],
    ]);
    const viewer = await signedInAdmin(t, "VIEWER");
    const refused = await t.graphql(
      "mutation Out($id: ID!) { signOutUserEverywhere(id: $id) { __typename } }",
      { id: userId(worker.user.id) },
      { token: viewer.token, headers: csrfHeaders(t) },
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});

describe("deleting a job names what it cancels", () => {
  it("counts the applications in progress", async () => {
    const { token } = await signedInAdmin(t, "MODERATOR");
    const employer = await signedInEmployer(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    const worker = await signedInWorker(t);
    await t.db.prisma.application.create({
      data: { jobId: job.id, labourId: worker.user.id, status: "SHORTLISTED" },
    });
    const { body } = await t.graphql(
      "query J($id: ID!) { node(id: $id) { ... on Job { applicationsInProgress } } }",
      { id: encodeGlobalID("Job", job.id) },
      { token },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.node).toEqual({ applicationsInProgress: 1 });
  });
});
