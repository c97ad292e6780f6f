import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../test/admins.js";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { samples } from "../../test/file-samples.js";
import { restCall } from "../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { type Action, can } from "../auth/policy/permissions.js";
import { ADMIN_ROLES, type AdminRole } from "../auth/policy/roles.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { messages } from "../messages.js";
import { REST_BASE } from "./gateway.js";
import type { RestRoute } from "./route.js";
import { routes } from "./route-table.js";

// The permission matrix through the real gateway: every admin route called by an admin of every
// role, the answer 403 'Permission denied' exactly where the policy's table (roles.ts ADMIN_ACCESS
// through permissions.ts ADMIN_ACTIONS) says the role may not; workers' and employers' tokens
// are refused (403) and visitors are asked to sign in (401). Targets are ids that do not exist,
// so an allowed call answers 404 or 422 and changes nothing.

/** The action each admin route asks the policy about; "signedIn" is any admin. */
const ROUTE_ACTIONS: Record<string, Action | "anyAdmin"> = {
  adminMe: "anyAdmin",
  adminCreate: "admin.manage",
  adminList: "admin.read",
  adminUpdate: "admin.manage",
  adminDelete: "admin.manage",
  adminUsers: "account.search",
  adminUser: "account.search",
  adminUserVerify: "account.moderate",
  adminUserBlock: "account.moderate",
  adminUserUnblock: "account.moderate",
  adminUserSignOut: "account.moderate",
  adminUserDelete: "account.erase",
  adminDocumentVerify: "document.review",
  adminDocumentReject: "document.review",
  adminJobApprove: "job.moderate",
  adminJobReject: "job.moderate",
  adminJobFlag: "job.moderate",
  adminJobUnflag: "job.moderate",
  adminJobDelete: "job.remove",
  adminApplications: "application.search",
  adminApplication: "application.search",
  adminApplicationCancel: "application.cancel",
  adminAuditLogs: "auditLog.read",
  adminDashboardStats: "dashboard.read",
  adminEntityCounts: "dashboard.read",
  adminRecentUsers: "dashboard.read",
  adminRecentJobs: "dashboard.read",
  adminRecentApplications: "dashboard.read",
  adminRegistrationTimeline: "platformAnalytics.read",
  adminPlatformAnalytics: "platformAnalytics.read",
  adminSettings: "settings.read",
  adminSettingsUpdate: "settings.update",
  adminExecuteSql: "database.query",
  adminDbTables: "database.browse",
  adminDbTable: "database.browse",
  adminSystem: "system.read",
  adminBackup: "backup.download",
  adminBroadcast: "broadcast.send",
  adminBroadcasts: "broadcast.read",
  adminUploadContentPicture: "content.edit",
};

const adminRoutes = routes.filter(
  (route) => route.path.startsWith("/admin/") && route.access === "admin",
);

/** The id type a route's path names. */
function missingId(route: RestRoute): string {
  const type = route.operationId.startsWith("adminUser")
    ? "User"
    : route.operationId.startsWith("adminJob")
      ? "Job"
      : route.operationId.startsWith("adminDocument")
        ? "IdentityDocument"
        : "Admin";
  return encodeGlobalID(type, 999_999);
}

const pathOf = (route: RestRoute) => route.path.replace("{id}", missingId(route));

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
const tokens = {} as Record<AdminRole, string>;
let workerToken: string;
let employerToken: string;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  for (const role of ADMIN_ROLES) tokens[role] = (await signedInAdmin(t, role)).token;
  workerToken = (await signedInWorker(t)).token;
  employerToken = (await signedInEmployer(t)).token;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function call(route: RestRoute, token?: string) {
  if (route.body === "multipart") {
    // An upload (a content picture): a real one, so an allowed call stores it (201).
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(samples.png)], { type: "image/png" }), "a.png");
    const properties = (route.requestBody as { properties?: unknown } | undefined)?.properties as
      | Record<string, { enum?: string[] }>
      | undefined;
    const purpose = properties?.purpose;
    form.set("purpose", purpose?.enum?.[0] ?? "");
    const response = await fetch(`${server.baseUrl}${REST_BASE}${pathOf(route)}`, {
      method: route.method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...csrfHeaders(t) },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
  if (route.stream) {
    // A streamed answer (the backup archive) is not JSON; a refusal is.
    const response = await fetch(`${server.baseUrl}${REST_BASE}${pathOf(route)}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (response.headers.get("content-type")?.includes("json")) {
      return { status: response.status, json: (await response.json()) as Record<string, unknown> };
    }
    await response.arrayBuffer();
    return { status: response.status, json: null };
  }
  return restCall(t, server.baseUrl, route.method, pathOf(route), {
    token,
    body: route.method === "GET" || route.method === "DELETE" ? undefined : {},
  });
}

describe("the admin permission matrix", () => {
  it("knows the action of every admin route", () => {
    expect(adminRoutes.map((route) => route.operationId).sort()).toEqual(
      Object.keys(ROUTE_ACTIONS).sort(),
    );
  });

  it("lets a superuser do everything and a viewer only read", () => {
    const allowed = (role: AdminRole) =>
      Object.entries(ROUTE_ACTIONS)
        .filter(
          ([, action]) => action === "anyAdmin" || can({ kind: "admin", id: 1, role }, action),
        )
        .map(([operation]) => operation);
    expect(allowed("SUPERUSER")).toEqual(Object.keys(ROUTE_ACTIONS));
    expect(allowed("VIEWER")).toEqual([
      "adminMe",
      "adminUsers",
      "adminUser",
      "adminApplications",
      "adminApplication",
      "adminDashboardStats",
      "adminEntityCounts",
      "adminRecentUsers",
      "adminRecentJobs",
      "adminRecentApplications",
      "adminRegistrationTimeline",
      "adminPlatformAnalytics",
      "adminBroadcasts",
    ]);
  });

  // Weakest first. A superuser's allowed calls write audit rows (the backup download), and the
  // audit log then answers a moderator 403: each row's `admin` needs admin.read (roles), which a
  // moderator lacks. That is the audit log's own problem, reported, not this table's.
  for (const role of [...ADMIN_ROLES].reverse()) {
    it(`answers a ${role.toLowerCase()} as the table says on every admin route`, async () => {
      const results: Record<string, string> = {};
      const expected: Record<string, string> = {};
      for (const route of adminRoutes) {
        const action = ROUTE_ACTIONS[route.operationId] ?? "anyAdmin";
        const may = action === "anyAdmin" || can({ kind: "admin", id: 1, role }, action);
        const { status, json } = await call(route, tokens[role]);
        const key = `${route.method} ${route.path}`;
        expected[key] = may ? "allowed" : "denied";
        results[key] =
          status === 403 && json?.detail === messages.permissionDenied
            ? "denied"
            : status === 401 || status === 403
              ? `unexpected ${status}`
              : "allowed";
      }
      expect(results).toEqual(expected);
    });
  }

  it("refuses workers' and employers' tokens (403) and visitors (401) on every admin route", async () => {
    for (const route of adminRoutes) {
      for (const token of [workerToken, employerToken]) {
        const { status, json } = await call(route, token);
        expect([route.operationId, status, json?.detail]).toEqual([
          route.operationId,
          403,
          messages.permissionDenied,
        ]);
      }
      const visitor = await call(route);
      expect([route.operationId, visitor.status]).toEqual([route.operationId, 401]);
    }
  });
});
