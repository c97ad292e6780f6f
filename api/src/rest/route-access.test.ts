import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, listen, type TestApp } from "../../test/app.js";
import { samples } from "../../test/file-samples.js";
import { createJob } from "../../test/fixtures.js";
import { restCall } from "../../test/rest.js";
import { csrfHeaders, signedInEmployer, signedInWorker } from "../../test/sessions.js";
import { type Action, PERMISSIONS } from "../auth/policy/permissions.js";
import type { UserType } from "../auth/policy/roles.js";
import { encodeGlobalID } from "../graphql/global-id.js";
import { REST_BASE } from "./gateway.js";
import type { RestRoute } from "./route.js";
import { routes } from "./route-table.js";

// Every route's published `access` against the policy and against what the gateway does. Each
// users' route names the action its operation asks the policy (permissions.ts) about: the
// worker or employer its `access` admits must hold that action. Then every signed-in route is
// called by a visitor, a worker and an employer: a visitor is asked to sign in (401), the other
// side is refused (403 permissionDenied), and the side `access` names gets past both, whatever
// it then answers (targets are ids that do not exist, so nothing changes). The admin routes have
// their own matrix, role by role (admin-permissions.test.ts).

/** The action each route for users asks the policy about; null: public, no action. */
const ROUTE_ACTIONS: Record<string, Action | null> = {
  sendOtp: null,
  verifyOtp: null,
  checkUser: null,
  registerEmployer: null,
  registerLabour: null,
  logout: null,
  getEmployerProfile: "account.read",
  updateEmployerProfile: "account.update",
  getLabourProfile: "account.read",
  updateLabourProfile: "account.update",
  addEducation: "profileEntry.manage",
  reorderEducation: "profileEntry.manage",
  updateEducation: "profileEntry.manage",
  removeEducation: "profileEntry.manage",
  addExperience: "profileEntry.manage",
  reorderExperience: "profileEntry.manage",
  updateExperience: "profileEntry.manage",
  removeExperience: "profileEntry.manage",
  listJobs: null,
  popularSearches: null,
  getJob: null,
  createJob: "job.create",
  updateJob: "job.manage",
  setJobStatus: "job.manage",
  deleteJob: "job.manage",
  employerJobs: "job.readPrivate",
  applyToJob: "application.create",
  applyGeneral: "application.create",
  labourApplications: "application.read",
  jobApplications: "job.readPrivate",
  withdrawApplication: "application.withdraw",
  setApplicationStatus: "application.review",
  recordApplicationContact: "application.contact",
  confirmApplicationContact: "application.confirmContact",
  rateApplication: "application.rate",
  answerPaidAsPromised: "application.answerPaid",
  labourScore: "labourScore.read",
  savedJobs: "job.save",
  saveJob: "job.save",
  unsaveJob: "job.save",
  recommendedJobs: "recommendation.read",
  uploadFile: "file.upload",
  fileCacheUrl: "file.read",
  // Public pictures to anyone; any other file by file.read (files.ts).
  downloadFile: null,
  applicationResume: "application.readResume",
  labourNotifications: "notification.read",
  employerNotifications: "notification.read",
  markAllNotificationsRead: "notification.markRead",
  markNotificationRead: "notification.markRead",
  adminCheckExists: null,
  adminCreateFirst: null,
  adminLogin: null,
  publicSettings: null,
  employerAnalytics: "analytics.read",
  sendContactMessage: null,
  // An employer's keys (and an admin's, by the same action).
  createApiKey: "apiKey.manage",
  apiKeys: "apiKey.manage",
  revokeApiKey: "apiKey.manage",
};

const USER_TYPES: readonly UserType[] = ["LABOUR", "EMPLOYER"];

/** The users `access` admits. */
const admitted = (access: RestRoute["access"]): UserType[] =>
  access === "labour"
    ? ["LABOUR"]
    : access === "employer"
      ? ["EMPLOYER"]
      : access === "user"
        ? ["LABOUR", "EMPLOYER"]
        : [];

const userRoutes = routes.filter((route) => route.access !== "admin");
const signedInRoutes = userRoutes.filter((route) => route.access !== "public");

/** A global ID of the type a path names, of a row that does not exist. */
function missingId(route: RestRoute, name: string): string {
  if (name === "key") return "0".repeat(32);
  const type = route.path.includes("/education/")
    ? "Education"
    : route.path.includes("/experience/")
      ? "Experience"
      : route.path.startsWith("/applications/")
        ? "Application"
        : route.path.startsWith("/notifications/")
          ? "Notification"
          : "Job";
  return encodeGlobalID(type, 999_999_999);
}

/**
 * A body each write would take from its side, so a refusal can only be the caller's: the
 * gateway reads a body into the operation's variables before the operation asks who calls.
 */
const BODIES: Record<string, unknown> = {
  setJobStatus: { status: "inactive" },
  setApplicationStatus: { status: "shortlisted" },
  recordApplicationContact: { method: "phone" },
  answerPaidAsPromised: { answer: "yes" },
  fileCacheUrl: { url: "/api/v1/files/00000000000000000000000000000000.jpg/" },
};

let ownJob: string;

function pathOf(route: RestRoute): string {
  // The job's applications are read through the job: one that exists, its employer's.
  if (route.operationId === "jobApplications") return route.path.replace("{id}", ownJob);
  return route.path.replace(/\{(\w+)\}/g, (_, name: string) => missingId(route, name));
}

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let tokens: Record<UserType, string>;

beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  const employer = await signedInEmployer(t);
  tokens = { LABOUR: (await signedInWorker(t)).token, EMPLOYER: employer.token };
  ownJob = encodeGlobalID("Job", (await createJob(t.db.prisma, employer.user.id)).id);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

async function call(route: RestRoute, token?: string) {
  if (route.body === "multipart") {
    const form = new FormData();
    form.set("file", new Blob([new Uint8Array(samples.png)], { type: "image/png" }), "a.png");
    form.set("purpose", "profile_picture");
    const response = await fetch(`${server.baseUrl}${REST_BASE}${pathOf(route)}`, {
      method: route.method,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...csrfHeaders(t) },
      body: form,
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  }
  return restCall(t, server.baseUrl, route.method, pathOf(route), {
    token,
    body:
      route.method === "GET" || route.method === "DELETE"
        ? undefined
        : (BODIES[route.operationId] ?? {}),
  });
}

/** How the gateway treated a caller: asked to sign in, refused, or let through to the operation. */
function outcome({ status, json }: { status: number; json: Record<string, unknown> | null }) {
  if (status === 401) return "sign in";
  if (status === 403 && json?.reason === "permissionDenied") return "refused";
  return "through";
}

describe("each route's access", () => {
  it("names the action of every route for users", () => {
    expect(userRoutes.map((route) => route.operationId).sort()).toEqual(
      Object.keys(ROUTE_ACTIONS).sort(),
    );
  });

  it("admits only users the policy grants the route's action, and names one for every action", () => {
    const problems: string[] = [];
    for (const route of userRoutes) {
      const action = ROUTE_ACTIONS[route.operationId];
      const users = admitted(route.access);
      if (action === null || action === undefined) {
        if (route.access !== "public") problems.push(`${route.operationId}: no action, not public`);
        continue;
      }
      const granted = USER_TYPES.filter((type) => PERMISSIONS[type][action]);
      if (users.length === 0) problems.push(`${route.operationId}: ${action}, but public`);
      for (const type of users) {
        if (!granted.includes(type)) {
          problems.push(`${route.operationId}: ${route.access}, but ${type} lacks ${action}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it("is what the gateway does: a visitor signs in, the other side is refused", async () => {
    const results: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const route of signedInRoutes) {
      const key = `${route.method} ${route.path}`;
      const users = admitted(route.access);
      expected[key] = [
        "sign in",
        ...USER_TYPES.map((type) => (users.includes(type) ? "through" : "refused")),
      ].join(", ");
      results[key] = [
        outcome(await call(route)),
        ...(await Promise.all(
          USER_TYPES.map(async (type) => outcome(await call(route, tokens[type]))),
        )),
      ].join(", ");
    }
    expect(results).toEqual(expected);
    // Some 170 calls one after another: on a loaded 2-core machine they outlast the default 30 s.
  }, 120_000);
});
