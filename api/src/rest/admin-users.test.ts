import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob } from "../../test/fixtures.js";
import { type Json, restCall } from "../../test/rest.js";
import { signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { encodeGlobalID } from "../graphql/global-id.js";

// REST's additions for the whole user (issue 45): one user's answer counts what blocking would
// change and lists open sessions and the labour score; block takes a reason; sign out everywhere.

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, path: string, token?: string, body?: unknown) =>
  restCall(t, server.baseUrl, method, path, { token, body });
const userPath = (id: number, verb = "") =>
  `/admin/users/${encodeGlobalID("User", id)}/${verb ? `${verb}/` : ""}`;

describe("REST: the whole user", () => {
  it("answers the counts, sessions and score, blocks with a reason and signs out", async () => {
    const { token } = await signedInAdmin(t, "MODERATOR");
    const employer = await signedInEmployer(t);
    await createJob(t.db.prisma, employer.user.id);
    await createJob(t.db.prisma, employer.user.id);
    const opened = await call("GET", userPath(employer.user.id), token);
    expect(opened.status).toBe(200);
    expect(opened.json).toMatchObject({
      action_impact: { active_jobs: 2, jobs: 2, open_sessions: 1, applications_in_progress: 0 },
      open_sessions: [{ user_agent: "api-test" }],
      labour_score: null,
    });

    const blocked = await call("POST", userPath(employer.user.id, "block"), token, {
      reason: "Fake jobs",
    });
    expect(blocked.status).toBe(200);
    expect(blocked.json).toMatchObject({ account_state: "blocked" });
    const row = await t.db.prisma.adminAuditLog.findFirstOrThrow({
      where: { action: "user.block", targetId: String(employer.user.id) },
    });
    expect(row.details).toMatchObject({ reason: "Fake jobs", sessionsEnded: 1 });

    const worker = await signedInWorker(t);
    const out = await call("POST", userPath(worker.user.id, "sign-out"), token);
    expect(out.status).toBe(200);
    expect(
      await t.db.prisma.session.count({ where: { userId: worker.user.id, revokedAt: null } }),
    ).toBe(0);
    const score = await call("GET", userPath(worker.user.id), token);
    expect((score.json as Json).labour_score).toMatchObject({ overall_score: expect.any(Number) });

    const viewer = await signedInAdmin(t, "VIEWER");
    expect((await call("POST", userPath(worker.user.id, "sign-out"), viewer.token)).status).toBe(
      403,
    );
  });
});
