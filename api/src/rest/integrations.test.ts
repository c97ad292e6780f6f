import { API_KEY_PREFIX, API_KEYS_PER_OWNER_MAX } from "@kaamsetu/shared/constants";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { createJob } from "../../test/fixtures.js";
import { type Json, type RestCallOptions, refused, restCall } from "../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { apiKeyLimits } from "../auth/api-keys.js";
import { hashToken } from "../auth/token-hash.js";
import { encodeGlobalID } from "../graphql/global-id.js";

// API keys (issue 44): made, listed and revoked over REST from a session; a key lists its
// owner's jobs, is refused outside its scopes, after revocation, in GraphQL (the web app's API)
// and when its owner is blocked; it needs no CSRF token; its secret is answered once and stored
// only as a hash; its own rate limit.

let t: TestApp;
let server: { baseUrl: string; close(): Promise<void> };
let employer: Awaited<ReturnType<typeof signedInEmployer>>;
let rival: Awaited<ReturnType<typeof signedInEmployer>>;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  employer = await signedInEmployer(t);
  rival = await signedInEmployer(t, { companyName: "Rival Builders" });
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const call = (method: string, path: string, options?: RestCallOptions) =>
  restCall(t, server.baseUrl, method, path, options);

async function makeKey(scopes: string[], token = employer.token, name = "Applicant tracker") {
  const { status, json } = await call("POST", "/integrations/keys/", {
    token,
    body: { name, scopes },
  });
  if (status !== 201 || !json) throw new Error(`key: ${status} ${JSON.stringify(json)}`);
  return json as { key: string; api_key: Json & { id: string; prefix: string } };
}

describe("making, listing and revoking keys", () => {
  it("answers the key once; only its hash is stored; the list shows no secret", async () => {
    const made = await makeKey(["jobs:read"]);
    expect(made.key.startsWith(API_KEY_PREFIX)).toBe(true);
    expect(made.key.length).toBeGreaterThan(40);
    expect(made.api_key).toMatchObject({
      name: "Applicant tracker",
      scopes: ["jobs:read"],
      prefix: made.key.slice(0, API_KEY_PREFIX.length + 8),
      last_used_at: null,
      revoked_at: null,
    });
    const row = await t.db.prisma.apiKey.findFirstOrThrow({
      where: { prefix: made.api_key.prefix },
    });
    expect(row.secretHash).toBe(hashToken(made.key));
    const stored = JSON.stringify(await t.db.pool.query("SELECT * FROM api_keys"));
    expect(stored).not.toContain(made.key);
    const { status, json } = await call("GET", "/integrations/keys/", { token: employer.token });
    expect(status).toBe(200);
    expect(JSON.stringify(json)).not.toContain(made.key);
    expect(((json?.items ?? []) as Json[]).map((key) => key.id)).toContain(made.api_key.id);
    // Another employer sees none of them.
    const other = await call("GET", "/integrations/keys/", { token: rival.token });
    expect(((other.json?.items ?? []) as Json[]).map((key) => key.id)).not.toContain(
      made.api_key.id,
    );
  });

  it("checks the name and the scopes, all failures at once", async () => {
    const { status, json } = await call("POST", "/integrations/keys/", {
      token: employer.token,
      body: { name: " ", scopes: ["admin:read"] },
    });
    expect(status).toBe(422);
    expect(json?.error_reasons).toMatchObject({
      name: { reason: "apiKeyNameRequired" },
      scopes: { reason: "apiKeyScopeInvalid", params: { scope: "admin:read" } },
    });
    const none = await call("POST", "/integrations/keys/", {
      token: employer.token,
      body: { name: "No scopes", scopes: [] },
    });
    expect(none.status).toBe(422);
    expect(none.json?.error_reasons).toMatchObject({
      scopes: { reason: "apiKeyScopesRequired" },
    });
  });

  it("is for employers and admins: workers and visitors are refused", async () => {
    const worker = await signedInWorker(t);
    const asWorker = await call("POST", "/integrations/keys/", {
      token: worker.token,
      body: { name: "Mine", scopes: ["jobs:read"] },
    });
    expect(asWorker.status).toBe(403);
    const asVisitor = await call("GET", "/integrations/keys/");
    expect(asVisitor.status).toBe(401);
  });

  it("holds at most API_KEYS_PER_OWNER_MAX live keys per owner", async () => {
    const owner = await signedInEmployer(t, { companyName: "Many Keys Ltd" });
    for (let i = 0; i < API_KEYS_PER_OWNER_MAX; i += 1) await makeKey(["jobs:read"], owner.token);
    const { status, json } = await call("POST", "/integrations/keys/", {
      token: owner.token,
      body: { name: "One more", scopes: ["jobs:read"] },
    });
    expect(status).toBe(409);
    expect(json).toEqual(refused("apiKeysTooMany", { count: API_KEYS_PER_OWNER_MAX }));
  });
});

describe("a key at work", () => {
  it("lists its owner's jobs, stamps last used, and needs no CSRF token", async () => {
    await createJob(t.db.prisma, employer.user.id, { title: "Mason for a school wall" });
    await createJob(t.db.prisma, rival.user.id, { title: "Rival's painter" });
    const made = await makeKey(["jobs:read"]);
    const { status, json } = await call("GET", "/employers/jobs/", {
      token: made.key,
      csrf: false,
    });
    expect(status).toBe(200);
    const titles = ((json?.items ?? []) as { title: string }[]).map((job) => job.title);
    expect(titles).toContain("Mason for a school wall");
    expect(titles).not.toContain("Rival's painter");
    const row = await t.db.prisma.apiKey.findFirstOrThrow({
      where: { prefix: made.api_key.prefix },
    });
    expect(row.lastUsedAt).not.toBeNull();
  });

  it("writes within its scopes without a CSRF token, and is refused outside them", async () => {
    const writer = await makeKey(["jobs:read", "jobs:write"]);
    const posted = await call("POST", "/jobs/", {
      token: writer.key,
      csrf: false,
      body: {
        title: "Helper for a godown",
        description: "Loading and unloading sacks at a godown in Pune.",
        state: "Maharashtra",
        city: "Pune",
        job_type: "daily_wage",
        positions: 3,
        salary_amount: 700,
        salary_period: "per_day",
      },
    });
    expect(posted.status).toBe(201);
    const reader = await makeKey(["jobs:read"]);
    const refusedPost = await call("POST", "/jobs/", {
      token: reader.key,
      csrf: false,
      body: { title: "Not allowed" },
    });
    expect(refusedPost.status).toBe(403);
    // Nor the applicants, changing the profile, or the keys themselves.
    const job = await createJob(t.db.prisma, employer.user.id);
    const applicants = await call(
      "GET",
      `/employers/jobs/${encodeGlobalID("Job", job.id)}/applications/`,
      { token: reader.key, csrf: false },
    );
    expect(applicants.status).toBe(403);
    const profile = await call("PUT", "/employers/profile/", {
      token: writer.key,
      csrf: false,
      body: { company_name: "Changed by a key" },
    });
    expect(profile.status).toBe(403);
    const keys = await call("GET", "/integrations/keys/", { token: writer.key, csrf: false });
    expect(keys.status).toBe(403);
    const newKey = await call("POST", "/integrations/keys/", {
      token: writer.key,
      csrf: false,
      body: { name: "From a key", scopes: ["jobs:write"] },
    });
    expect(newKey.status).toBe(403);
  });

  it("stops at once when revoked", async () => {
    const made = await makeKey(["jobs:read"]);
    expect((await call("GET", "/employers/jobs/", { token: made.key })).status).toBe(200);
    const revoked = await call("DELETE", `/integrations/keys/${made.api_key.id}/`, {
      token: employer.token,
    });
    expect(revoked.status).toBe(204);
    const after = await call("GET", "/employers/jobs/", { token: made.key });
    expect(after.status).toBe(401);
    // Another employer cannot revoke (or learn of) someone's key.
    const other = await makeKey(["jobs:read"]);
    const byRival = await call("DELETE", `/integrations/keys/${other.api_key.id}/`, {
      token: rival.token,
    });
    expect(byRival.status).toBe(404);
    expect((await call("GET", "/employers/jobs/", { token: other.key })).status).toBe(200);
  });

  it("never works in GraphQL, the web app's API, for a query or a mutation", async () => {
    const made = await makeKey(["jobs:read", "jobs:write"]);
    const query = await t.graphql("{ viewerAsEmployer { id } }", {}, { token: made.key });
    expect(query.status).toBe(401);
    expect(query.body.errors?.[0]?.extensions?.reason).toBe("apiKeyRestOnly");
    const mutation = await t.graphql(
      `mutation { setJobStatus(id: "x", status: INACTIVE) { __typename } }`,
      {},
      { token: made.key, headers: csrfHeaders(t) },
    );
    expect(mutation.status).toBe(401);
    expect(mutation.body.data).toBeUndefined();
  });

  it("is refused once its owner is blocked", async () => {
    const owner = await signedInEmployer(t, { companyName: "Soon Blocked" });
    const made = await makeKey(["jobs:read"], owner.token);
    expect((await call("GET", "/employers/jobs/", { token: made.key })).status).toBe(200);
    await t.db.prisma.user.update({
      where: { id: owner.user.id },
      data: { accountState: "BLOCKED" },
    });
    expect((await call("GET", "/employers/jobs/", { token: made.key })).status).toBe(401);
  });

  it("has its own rate limit, apart from its owner's", async () => {
    const made = await makeKey(["jobs:read"]);
    const row = await t.db.prisma.apiKey.findFirstOrThrow({
      where: { prefix: made.api_key.prefix },
    });
    const [minute] = apiKeyLimits(row.id);
    for (let i = 0; i < (minute?.limit ?? 0); i += 1) {
      await t.services.rateLimiter.consume(apiKeyLimits(row.id));
    }
    const limited = await call("GET", "/employers/jobs/", { token: made.key });
    expect(limited.status).toBe(429);
    expect(limited.json).toEqual(refused("tooManyRequests"));
    // The owner's own session is not held back by their key's limit.
    expect((await call("GET", "/employers/jobs/", { token: employer.token })).status).toBe(200);
  });
});

describe("an admin's key", () => {
  it("reads what its admin reads, changes nothing, and is audited when made", async () => {
    const { admin, token } = await signedInAdmin(t, "SUPERUSER");
    const made = await makeKey(["admin:read"], token, "Reporting");
    const users = await call("GET", "/admin/users/", { token: made.key, csrf: false });
    expect(users.status).toBe(200);
    const worker = await signedInWorker(t);
    const block = await call(
      "POST",
      `/admin/users/${encodeGlobalID("User", worker.user.id)}/block/`,
      {
        token: made.key,
        csrf: false,
        body: { reason: "test" },
      },
    );
    expect(block.status).toBe(403);
    const employerScope = await call("POST", "/integrations/keys/", {
      token,
      body: { name: "Wrong", scopes: ["jobs:write"] },
    });
    expect(employerScope.status).toBe(422);
    const audit = await t.db.prisma.adminAuditLog.findFirst({
      where: { adminId: admin.id, action: "apiKey.create" },
    });
    expect(audit).not.toBeNull();
    expect(JSON.stringify(audit?.details)).not.toContain(made.key);
  });
});
