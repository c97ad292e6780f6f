import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { readEventStream } from "../../test/event-stream.js";
import { createJob } from "../../test/fixtures.js";
import { type Json, restCall } from "../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";
import { REST_BASE } from "./gateway.js";

// The back office through REST: the first admin (race-safe), signing in and its limits, admins
// managing admins (never the last superuser), blocking, verifying, deleting users, moderating
// jobs, and the audit log: a row with each action that commits, none with one that fails, and
// the database refusing to change or remove one. The permission matrix is admin-permissions.test.ts.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;

beforeAll(async () => {
  t = await createTestApp({
    TRUST_PROXY: "true",
    ADMIN_LOGIN_MAX_PER_USERNAME: "3",
    ADMIN_LOGIN_MAX_PER_ADDRESS: "6",
  });
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, path: string, token?: string, body?: unknown) =>
  restCall(t, server.baseUrl, method, path, { token, body });

let addressCounter = 0;
/** Each caller its own address unless given, so the per-address limit is the test's choice. */
async function login(username: string, password: string, address?: string) {
  addressCounter += 1;
  const response = await fetch(`${server.baseUrl}${REST_BASE}/admin/login/`, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-forwarded-for": address ?? `198.51.100.${addressCounter}`,
      ...csrfHeaders(t),
    },
    body: new URLSearchParams({ username, password }).toString(),
  });
  return {
    status: response.status,
    retryAfter: response.headers.get("retry-after"),
    json: (await response.json()) as Json,
  };
}

/** A list answer's items. */
const items = (answer: { json: Json | null }) => (answer.json?.items ?? []) as Json[];

const auditRows = (action: string) => t.db.prisma.adminAuditLog.findMany({ where: { action } });

const FIRST = {
  username: "first.admin",
  email: "first@example.in",
  full_name: "First Admin",
  password: "correct horse battery",
};

/** Whichever of the two simultaneous calls made the first admin. */
let firstUsername: string;
let firstToken: string;
let firstId: string;

describe("the first admin", () => {
  it("says none exists, checks the password, then makes exactly one of two simultaneous calls", async () => {
    expect((await call("GET", "/admin/check-exists/")).json).toEqual({ exists: false });
    const short = await call("POST", "/admin/create-first-admin/", undefined, {
      ...FIRST,
      password: "short",
    });
    expect(short.status).toBe(422);
    expect(short.json?.detail).toBe(messages.passwordTooShort);

    const both = await Promise.all([
      call("POST", "/admin/create-first-admin/", undefined, FIRST),
      call("POST", "/admin/create-first-admin/", undefined, {
        ...FIRST,
        username: "second.admin",
        email: "second@example.in",
      }),
    ]);
    expect(both.map((answer) => answer.status).sort()).toEqual([201, 403]);
    const made = both.find((answer) => answer.status === 201)?.json as Json;
    expect(made).toMatchObject({ role: "superuser", is_superuser: true, is_active: true });
    firstUsername = String(made.username);
    expect(both.find((answer) => answer.status === 403)?.json?.detail).toBe(
      messages.adminAlreadyExists,
    );
    expect(await t.db.prisma.admin.count()).toBe(1);
    expect((await call("GET", "/admin/check-exists/")).json).toEqual({ exists: true });
    // The password is kept only as an argon2id hash.
    const row = await t.db.prisma.admin.findFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain(FIRST.password);
  });
});

describe("POST /admin/login/", () => {
  it("signs in with the form-encoded username and password; /admin/me/ is the admin", async () => {
    const answer = await login(firstUsername, FIRST.password);
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ token_type: "bearer" });
    firstToken = String(answer.json.access_token);
    const me = await call("GET", "/admin/me/", firstToken);
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ username: firstUsername, role: "superuser" });
    firstId = String(me.json?.id);
  });

  it("answers every failure 'Invalid username or password'", async () => {
    for (const [username, password] of [
      [firstUsername, "wrong password"],
      ["nobody.here", FIRST.password],
      ["", ""],
    ] as const) {
      const answer = await login(username, password);
      expect([answer.status, answer.json.detail]).toEqual([401, messages.adminLoginInvalid]);
    }
  });

  it("limits attempts per username, the right password included, with Retry-After", async () => {
    const { admin } = await signedInAdmin(t, "VIEWER", { password: "viewer password" });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await login(admin.username, "guess number one")).status).toBe(401);
    }
    const limited = await login(admin.username, "viewer password");
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
  });

  it("counts only failures per username: a success clears them", async () => {
    const { admin } = await signedInAdmin(t, "VIEWER", { password: "viewer password" });
    const address = "203.0.113.78";
    // More sign-ins than the username's limit (3), with failures between: none refused.
    for (let round = 0; round < 2; round += 1) {
      expect((await login(admin.username, "a wrong guess", address)).status).toBe(401);
      expect((await login(admin.username, "another wrong one", address)).status).toBe(401);
      expect((await login(admin.username, "viewer password", address)).status).toBe(200);
    }
  });

  it("limits attempts per client address across usernames", async () => {
    const address = "203.0.113.77";
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await login(`walker${attempt}`, "not it at all", address)).status).toBe(401);
    }
    const limited = await login(firstUsername, FIRST.password, address);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await login(firstUsername, FIRST.password)).status).toBe(200);
  });
});

describe("admins managing admins", () => {
  it("creates, lists and updates admins; is_superuser stands for role superuser", async () => {
    const moderator = await call("POST", "/admin/create/", firstToken, {
      username: "mod.one",
      email: "mod@example.in",
      full_name: "Mod One",
      password: "moderator pass",
      role: "moderator",
    });
    expect(moderator.status).toBe(201);
    expect(moderator.json).toMatchObject({ role: "moderator", is_superuser: false });
    const taken = await call("POST", "/admin/create/", firstToken, {
      username: "mod.one",
      email: "other@example.in",
      full_name: "Mod Two",
      password: "moderator pass",
    });
    expect([taken.status, taken.json?.detail]).toEqual([422, messages.adminUsernameTaken]);
    const list = await call("GET", "/admin/list/", firstToken);
    expect(items(list).map((admin) => admin.username)).toEqual(
      expect.arrayContaining([firstUsername, "mod.one"]),
    );
    const changed = await call("PUT", `/admin/${moderator.json?.id}/`, firstToken, {
      full_name: "Moderator One",
      role: "operator",
    });
    expect(changed.json).toMatchObject({ full_name: "Moderator One", role: "operator" });
    expect(await auditRows("admin.update")).toHaveLength(1);
    // A new password ends the admin's sessions; the audit log says it changed, never what to.
    const modToken = String((await login("mod.one", "moderator pass")).json.access_token);
    await call("PUT", `/admin/${moderator.json?.id}/`, firstToken, {
      password: "a new passphrase",
    });
    expect((await call("GET", "/admin/me/", modToken)).status).toBe(401);
    expect((await login("mod.one", "a new passphrase")).status).toBe(200);
    const row = (await auditRows("admin.update")).at(-1);
    expect(row?.details).toMatchObject({ after: { passwordChanged: true } });
    expect(JSON.stringify(row?.details)).not.toContain("a new passphrase");
  });

  it("never demotes or removes the last superuser, nor lets an admin remove themself", async () => {
    const demote = await call("PUT", `/admin/${firstId}/`, firstToken, { role: "viewer" });
    expect([demote.status, demote.json?.detail]).toEqual([409, messages.lastSuperuser]);
    const self = await call("DELETE", `/admin/${firstId}/`, firstToken);
    expect([self.status, self.json?.detail]).toEqual([409, messages.adminSelfRemove]);

    const second = await call("POST", "/admin/create/", firstToken, {
      username: "super.two",
      email: "super2@example.in",
      full_name: "Super Two",
      password: "second super",
      is_superuser: true,
    });
    expect(second.json).toMatchObject({ role: "superuser", is_superuser: true });
    const secondToken = String((await login("super.two", "second super")).json.access_token);
    // The second superuser deactivates the first: their session ends at once.
    expect((await call("DELETE", `/admin/${firstId}/`, secondToken)).status).toBe(204);
    expect((await call("GET", "/admin/me/", firstToken)).status).toBe(401);
    // Now the second is the last superuser.
    const last = await call("PUT", `/admin/${second.json?.id}/`, secondToken, { role: "admin" });
    expect([last.status, last.json?.detail]).toEqual([409, messages.lastSuperuser]);
    // The deactivated admin is still listed, and still named by the audit log.
    const list = await call("GET", "/admin/list/", secondToken);
    expect(items(list).find((a) => a.id === firstId)?.is_active).toBe(false);
  });
});

describe("users", () => {
  let token: string;
  beforeAll(async () => {
    token = (await signedInAdmin(t, "SUPERUSER")).token;
  });
  const userPath = (id: number, verb = "") =>
    `/admin/users/${encodeGlobalID("User", id)}/${verb ? `${verb}/` : ""}`;

  it("blocks: every session and open stream ends at once, sign-in is refused, jobs leave search", async () => {
    const employer = await signedInEmployer(t);
    const worker = await signedInWorker(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    await t.db.prisma.application.create({ data: { jobId: job.id, labourId: worker.user.id } });
    const response = await t.app.yoga.fetch("http://localhost/graphql", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "text/event-stream",
        authorization: `Bearer ${employer.token}`,
      },
      body: JSON.stringify({ query: "subscription { notificationEvents { kind } }" }),
    });
    const stream = readEventStream(response);
    try {
      await t.services.live.ready();
      expect(await stream.next()).not.toBeNull();
      const before = await auditRows("user.block");
      const blocked = await call("POST", userPath(employer.user.id, "block"), token);
      expect(blocked.status).toBe(200);
      expect(blocked.json).toMatchObject({ account_state: "blocked" });
      expect(await stream.ends(3000)).toBe(true);
      expect((await call("GET", "/employers/profile/", employer.token)).status).toBe(401);
      const otp = await call("POST", "/auth/send-otp/", undefined, {
        phone_number: employer.user.phoneNumber,
      });
      expect([otp.status, otp.json?.detail]).toEqual([403, messages.accountBlocked]);
      expect((await call("GET", `/jobs/${encodeGlobalID("Job", job.id)}/`)).status).toBe(404);
      // The worker's application stays with the employer.
      expect(await t.db.prisma.application.count({ where: { jobId: job.id } })).toBe(1);
      const rows = await auditRows("user.block");
      expect(rows).toHaveLength(before.length + 1);
      expect(rows.at(-1)).toMatchObject({
        targetType: "user",
        targetId: String(employer.user.id),
        ipAddress: "127.0.0.1",
        details: {
          before: { accountState: "ACTIVE" },
          after: { accountState: "BLOCKED" },
          jobsMadeInactive: [job.id],
        },
      });
      // Verifying a blocked account fails and writes no audit row.
      const verify = await call("POST", userPath(employer.user.id, "verify"), token);
      expect([verify.status, verify.json?.detail]).toEqual([409, messages.userBlocked]);
      expect(await auditRows("user.verify")).toHaveLength(0);
      const unblocked = await call("POST", userPath(employer.user.id, "unblock"), token);
      expect(unblocked.json).toMatchObject({ account_state: "active" });
      expect((await call("POST", userPath(employer.user.id, "verify"), token)).json).toMatchObject({
        account_state: "verified",
        is_verified: true,
      });
      expect(await auditRows("user.verify")).toHaveLength(1);
    } finally {
      await stream.close();
    }
  });

  it("verifies an identity document: the holder gets the badge", async () => {
    const worker = await signedInWorker(t);
    const document = await t.db.prisma.identityDocument.create({
      data: {
        userId: worker.user.id,
        type: "AADHAAR",
        numberHash: "a".repeat(64),
        numberLast4: "1234",
        documentUrl: "/api/v1/files/0123456789abcdef0123456789abcdef.pdf/",
      },
    });
    const id = encodeGlobalID("IdentityDocument", document.id);
    const verified = await call("POST", `/admin/documents/${id}/verify/`, token);
    expect(verified.json).toMatchObject({ status: "verified" });
    const detail = await call("GET", userPath(worker.user.id), token);
    expect(detail.json).toMatchObject({
      is_verified: true,
      identity_documents: [{ id, type: "aadhaar", status: "verified" }],
    });
  });

  it("lists and searches users with cursor pages", async () => {
    const worker = await signedInWorker(t);
    await t.db.prisma.user.update({
      where: { id: worker.user.id },
      data: { firstName: "Zubeida" },
    });
    const found = await call("GET", "/admin/users/?search=zubei&user_type=labour", token);
    expect(items(found).map((u) => u.first_name)).toEqual(["Zubeida"]);
    const byPhone = await call("GET", `/admin/users/?search=${worker.user.phoneNumber}`, token);
    expect(items(byPhone).map((u) => u.id)).toEqual([encodeGlobalID("User", worker.user.id)]);
    const first = await call("GET", "/admin/users/?limit=1", token);
    expect(first.json?.next_cursor).toEqual(expect.any(String));
    const next = await call(
      "GET",
      `/admin/users/?limit=1&cursor=${first.json?.next_cursor}`,
      token,
    );
    expect(items(next)[0]?.id).not.toBe(items(first)[0]?.id);
    const verified = await call("GET", "/admin/users/?status=verified", token);
    expect(items(verified).every((u) => u.account_state === "verified")).toBe(true);
  });

  it("deletes: personal data erased, the employer's applicant history and ratings kept", async () => {
    const employer = await signedInEmployer(t);
    const worker = await signedInWorker(t);
    const job = await createJob(t.db.prisma, employer.user.id);
    const application = await t.db.prisma.application.create({
      data: {
        jobId: job.id,
        labourId: worker.user.id,
        status: "COMPLETED",
        resumeUrl: "/api/v1/files/0123456789abcdef0123456789abcdef.pdf/",
      },
    });
    await t.db.prisma.rating.create({
      data: {
        applicationId: application.id,
        raterId: worker.user.id,
        rateeId: employer.user.id,
        direction: "LABOUR_TO_EMPLOYER",
        score: 4,
        review: "Paid on time",
      },
    });
    await t.db.prisma.identityDocument.create({
      data: {
        userId: worker.user.id,
        type: "PAN",
        numberHash: "b".repeat(64),
        numberLast4: "234F",
      },
    });
    expect((await call("DELETE", userPath(worker.user.id), token)).status).toBe(204);
    const erased = await t.db.prisma.user.findUniqueOrThrow({
      where: { id: worker.user.id },
      include: { labourProfile: true, identityDocuments: true, sessions: true },
    });
    expect(erased).toMatchObject({
      firstName: "Deleted",
      lastName: "user",
      email: null,
      profilePictureUrl: null,
      state: null,
      city: null,
      accountState: "BLOCKED",
      labourProfile: null,
      identityDocuments: [],
      sessions: [],
    });
    expect(erased.phoneNumber).not.toBe(worker.user.phoneNumber);
    expect(erased.erasedAt).toBeInstanceOf(Date);
    expect(
      await t.db.prisma.application.findUniqueOrThrow({ where: { id: application.id } }),
    ).toMatchObject({ status: "COMPLETED", resumeUrl: null, labourId: worker.user.id });
    expect(await t.db.prisma.rating.count({ where: { raterId: worker.user.id } })).toBe(1);
    const again = await call("DELETE", userPath(worker.user.id), token);
    expect([again.status, again.json?.detail]).toEqual([409, messages.userErased]);
    // The audit log names the account, never its personal data.
    const row = (await auditRows("user.delete")).at(-1);
    expect(JSON.stringify(row?.details)).not.toContain(worker.user.phoneNumber);
    expect(JSON.stringify(row?.details)).not.toContain("Ramesh");

    // An employer's jobs are deleted with the account; their applicants are told.
    expect((await call("DELETE", userPath(employer.user.id), token)).status).toBe(204);
    expect(await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "DELETED",
    });
  });
});

describe("jobs", () => {
  let token: string;
  let employer: Awaited<ReturnType<typeof signedInEmployer>>;
  let jobId: string;
  beforeAll(async () => {
    token = (await signedInAdmin(t, "MODERATOR")).token;
    employer = await signedInEmployer(t);
    jobId = encodeGlobalID("Job", (await createJob(t.db.prisma, employer.user.id)).id);
  });

  it("rejects with a reason the employer reads; the job leaves search", async () => {
    const bare = await call("POST", `/admin/jobs/${jobId}/reject/`, token, {});
    expect([bare.status, bare.json?.detail]).toEqual([422, messages.required]);
    const reason = "Asks workers for a Rs 2,000 registration fee";
    const rejected = await call("POST", `/admin/jobs/${jobId}/reject/`, token, { reason });
    expect(rejected.json).toMatchObject({ moderation_status: "rejected", moderation_note: reason });
    const seen = await t.graphql<{ node: { moderationNote: string } }>(
      "query($id: ID!) { node(id: $id) { ... on Job { moderationNote } } }",
      { id: jobId },
      { token: employer.token },
    );
    expect(seen.body.data?.node.moderationNote).toBe(reason);
    expect((await call("GET", `/jobs/${jobId}/`)).status).toBe(404);
    expect((await call("POST", `/admin/jobs/${jobId}/approve/`, token)).json).toMatchObject({
      moderation_status: "approved",
      moderation_note: null,
    });
    expect((await call("GET", `/jobs/${jobId}/`)).status).toBe(200);
  });

  it("flags and unflags; unflagging what is not flagged fails and writes no audit row", async () => {
    expect((await call("POST", `/admin/jobs/${jobId}/flag/`, token, {})).json).toMatchObject({
      moderation_status: "flagged",
    });
    expect((await call("POST", `/admin/jobs/${jobId}/unflag/`, token)).json).toMatchObject({
      moderation_status: "approved",
    });
    const rows = (await auditRows("job.unflag")).length;
    const again = await call("POST", `/admin/jobs/${jobId}/unflag/`, token);
    expect([again.status, again.json?.detail]).toEqual([409, messages.jobNotFlagged]);
    expect(await auditRows("job.unflag")).toHaveLength(rows);
  });

  it("deletes a job for good", async () => {
    expect((await call("DELETE", `/admin/jobs/${jobId}/`, token)).status).toBe(204);
    const again = await call("POST", `/admin/jobs/${jobId}/approve/`, token);
    expect([again.status, again.json?.detail]).toEqual([409, messages.jobRemoved]);
  });
});

describe("GET /admin/audit-logs/", () => {
  it("filters by action, target, admin and dates, in cursor pages", async () => {
    const { admin, token } = await signedInAdmin(t, "MODERATOR");
    const worker = await signedInWorker(t);
    const target = encodeGlobalID("User", worker.user.id);
    await call("POST", `/admin/users/${target}/block/`, token);
    await call("POST", `/admin/users/${target}/unblock/`, token);
    const byTarget = await call("GET", `/admin/audit-logs/?target_id=${target}`, token);
    expect(items(byTarget).map((row) => row.action)).toEqual(["user.unblock", "user.block"]);
    expect(items(byTarget)[0]).toMatchObject({
      admin_id: encodeGlobalID("Admin", admin.id),
      admin_username: admin.username,
      target_type: "user",
      target_id: target,
      ip_address: "127.0.0.1",
    });
    const byAdmin = await call(
      "GET",
      `/admin/audit-logs/?admin_id=${encodeGlobalID("Admin", admin.id)}&action=user.block&limit=1`,
      token,
    );
    expect(byAdmin.json).toMatchObject({ total: 1, next_cursor: null });
    const paged = await call("GET", "/admin/audit-logs/?limit=2", token);
    expect(paged.json?.next_cursor).toEqual(expect.any(String));
    const future = new Date(Date.now() + 86_400_000).toISOString();
    const none = await call("GET", `/admin/audit-logs/?from=${future}`, token);
    expect(none.json).toMatchObject({ items: [], total: 0 });
    const backwards = await call(
      "GET",
      `/admin/audit-logs/?from=${future}&to=${new Date(0).toISOString()}`,
      token,
    );
    expect([backwards.status, backwards.json?.detail]).toEqual([400, messages.auditDateRange]);
    // Another admin's rows name them too: who acted is part of the log, not of the roles section
    // (a moderator may read the log but not the admins' list).
    const other = await signedInAdmin(t, "MODERATOR");
    await call("POST", `/admin/users/${target}/block/`, other.token);
    const mixed = await call("GET", `/admin/audit-logs/?target_id=${target}`, token);
    expect(mixed.status).toBe(200);
    expect(items(mixed).map((row) => [row.action, row.admin_username])).toEqual([
      ["user.block", other.admin.username],
      ["user.unblock", admin.username],
      ["user.block", admin.username],
    ]);
    // A viewer's role has no access to the audit log.
    const viewer = await signedInAdmin(t, "VIEWER");
    expect((await call("GET", "/admin/audit-logs/", viewer.token)).status).toBe(403);
  });

  it("is append-only: the database refuses UPDATE and DELETE", async () => {
    const count = await t.db.prisma.adminAuditLog.count();
    expect(count).toBeGreaterThan(0);
    await expect(t.db.pool.query("UPDATE admin_audit_logs SET action = 'x'")).rejects.toThrow(
      /append-only/,
    );
    await expect(t.db.pool.query("DELETE FROM admin_audit_logs")).rejects.toThrow(/append-only/);
    expect(await t.db.prisma.adminAuditLog.count()).toBe(count);
    // Admins are never deleted, so no row's admin_id needs changing either.
    await expect(t.db.pool.query("DELETE FROM admins")).rejects.toThrow();
  });
});
