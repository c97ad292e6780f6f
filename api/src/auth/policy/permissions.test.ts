import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../../context.js";
import { ForbiddenError, UnauthenticatedError } from "../../errors.js";
import { messages } from "../../messages.js";
import { adminViewerOf, canReadAdmin, canRemoveAdmin, isSelfAdmin } from "./admins.js";
import {
  ADMIN_ACTION_LIST,
  authorize,
  can,
  isPermitted,
  PERMISSIONS,
  permittedAdminActions,
  whereAllowed,
} from "./permissions.js";
import { canEditProfile } from "./profiles.js";
import { roleOf, roleScopes, userIdOf } from "./roles.js";

// The table and the ownership rules, without a database: who may do what to whose.

const worker: Viewer = { kind: "user", id: 1, userType: "LABOUR" };
const otherWorker: Viewer = { kind: "user", id: 4, userType: "LABOUR" };
const employer: Viewer = { kind: "user", id: 2, userType: "EMPLOYER" };
const otherEmployer: Viewer = { kind: "user", id: 3, userType: "EMPLOYER" };
// The same number as the worker's: an admin's id is no user's, so it owns nothing.
const admin: Viewer = { kind: "admin", id: 1, role: "VIEWER" };

const everyone = { visitor: null, worker, otherWorker, employer, otherEmployer, admin };

/** Who of `everyone` passes the check. */
const who = (check: (viewer: Viewer | null) => boolean) =>
  Object.entries(everyone)
    .filter(([, viewer]) => check(viewer))
    .map(([name]) => name);

describe("roles", () => {
  it("gives each viewer one row of the table and the builder's role scopes", () => {
    expect(Object.values(everyone).map(roleOf)).toEqual([
      null,
      "LABOUR",
      "LABOUR",
      "EMPLOYER",
      "EMPLOYER",
      "VIEWER",
    ]);
    expect(Object.keys(PERMISSIONS).sort()).toEqual([
      "ADMIN",
      "EMPLOYER",
      "LABOUR",
      "MODERATOR",
      "OPERATOR",
      "SUPERUSER",
      "VIEWER",
    ]);
    expect(roleScopes(null)).toEqual({
      signedIn: false,
      labour: false,
      employer: false,
      admin: false,
    });
    expect(roleScopes(worker)).toEqual({
      signedIn: true,
      labour: true,
      employer: false,
      admin: false,
    });
    expect(roleScopes(employer)).toMatchObject({ signedIn: true, employer: true, labour: false });
    // Admins are not signed-in users: a user-only scope refuses them.
    expect(roleScopes(admin)).toEqual({
      signedIn: false,
      labour: false,
      employer: false,
      admin: true,
    });
    expect(userIdOf(admin)).toBeNull();
    expect(userIdOf(employer)).toBe(2);
  });
});

describe("can, without a resource: the role's row", () => {
  it("lets employers post and manage jobs, workers apply and save", () => {
    expect(who((v) => can(v, "job.create"))).toEqual(["employer", "otherEmployer"]);
    expect(who((v) => can(v, "job.manage"))).toEqual(["employer", "otherEmployer"]);
    expect(who((v) => can(v, "application.create"))).toEqual(["worker", "otherWorker"]);
    expect(who((v) => can(v, "job.save"))).toEqual(["worker", "otherWorker"]);
    expect(who((v) => can(v, "application.review"))).toEqual(["employer", "otherEmployer"]);
    expect(who((v) => can(v, "application.withdraw"))).toEqual(["worker", "otherWorker"]);
  });

  it("lets every user upload and read notifications; admins only read", () => {
    const users = ["worker", "otherWorker", "employer", "otherEmployer"];
    expect(who((v) => can(v, "file.upload"))).toEqual(users);
    expect(who((v) => can(v, "notification.read"))).toEqual(users);
    expect(who((v) => can(v, "file.read"))).toEqual([...users, "admin"]);
    expect(who((v) => can(v, "application.readResume"))).toEqual([...users, "admin"]);
  });
});

describe("can, with a resource: ownership", () => {
  it("gives a job's private side to its employer and admins", () => {
    const job = { employerId: 2 };
    expect(who((v) => can(v, "job.readPrivate", job))).toEqual(["employer", "admin"]);
    expect(who((v) => can(v, "job.manage", job))).toEqual(["employer"]);
  });

  it("gives an application to its worker, the job's employer and admins", () => {
    const application = { labourId: 1, job: { employerId: 2 } };
    expect(who((v) => can(v, "application.read", application))).toEqual([
      "worker",
      "employer",
      "admin",
    ]);
    expect(who((v) => can(v, "application.readResume", application))).toEqual([
      "worker",
      "employer",
      "admin",
    ]);
    // Each party acts on their own side only.
    expect(who((v) => can(v, "application.withdraw", application))).toEqual(["worker"]);
    expect(who((v) => can(v, "application.confirmContact", application))).toEqual(["worker"]);
    expect(who((v) => can(v, "application.review", application))).toEqual(["employer"]);
    expect(who((v) => can(v, "application.contact", application))).toEqual(["employer"]);
    // A general application has no job, so no employer.
    const general = { labourId: 1, job: null };
    expect(who((v) => can(v, "application.read", general))).toEqual(["worker", "admin"]);
  });

  it("gives an account to its user and admins, notifications to their user alone", () => {
    expect(who((v) => can(v, "account.read", { id: 2 }))).toEqual(["employer", "admin"]);
    expect(who((v) => can(v, "notification.read", { userId: 1 }))).toEqual(["worker"]);
    expect(who((v) => can(v, "notification.markRead", { userId: 3 }))).toEqual(["otherEmployer"]);
  });

  it("answers the builder's `can` scope for an action or an action on a resource", () => {
    expect(isPermitted(employer, "job.create")).toBe(true);
    expect(isPermitted(worker, "job.create")).toBe(false);
    expect(isPermitted(employer, ["job.readPrivate", { employerId: 2 }])).toBe(true);
    expect(isPermitted(otherEmployer, ["job.readPrivate", { employerId: 2 }])).toBe(false);
  });
});

describe("authorize", () => {
  it("answers the id of a viewer whose role may; 401 for nobody, 403 for another role", () => {
    expect(authorize(employer, "job.create")).toBe(2);
    expect(authorize(admin, "file.read")).toBe(1);
    expect(() => authorize(null, "job.create")).toThrow(UnauthenticatedError);
    expect(() => authorize(null, "job.create")).toThrow(messages.unauthorized);
    expect(() => authorize(worker, "job.create")).toThrow(ForbiddenError);
    expect(() => authorize(admin, "notification.read")).toThrow(messages.permissionDenied);
  });
});

describe("whereAllowed", () => {
  it("is the ownership rule as a filter: all for any, own rows for own, nothing for none", () => {
    expect(whereAllowed(admin, "application.read")).toEqual({});
    expect(whereAllowed(worker, "application.read")).toEqual({ labourId: 1 });
    expect(whereAllowed(employer, "application.read")).toEqual({ job: { employerId: 2 } });
    expect(whereAllowed(null, "application.read")).toEqual({ id: -1 });
    expect(whereAllowed(employer, "job.manage")).toEqual({ employerId: 2 });
    expect(whereAllowed(admin, "job.manage")).toEqual({ id: -1 });
    expect(whereAllowed(worker, "notification.read")).toEqual({ userId: 1 });
  });
});

describe("analytics", () => {
  it("lets an employer read their own analytics only", () => {
    expect(who((v) => can(v, "analytics.read"))).toEqual(["employer", "otherEmployer"]);
    expect(who((v) => can(v, "analytics.read", { employerId: 2 }))).toEqual(["employer"]);
    expect(whereAllowed(employer, "analytics.read")).toEqual({ employerId: 2 });
  });
});

describe("profiles", () => {
  const workersAccount = { id: 1, userType: "LABOUR" } as const;
  const employersAccount = { id: 2, userType: "EMPLOYER" } as const;

  it("lets a worker edit their own worker profile, an employer their own employer one", () => {
    expect(who((viewer) => canEditProfile(viewer, workersAccount, "LABOUR"))).toEqual(["worker"]);
    expect(who((viewer) => canEditProfile(viewer, employersAccount, "EMPLOYER"))).toEqual([
      "employer",
    ]);
    // The account's own type decides: nobody edits a worker's account as an employer's.
    expect(who((viewer) => canEditProfile(viewer, workersAccount, "EMPLOYER"))).toEqual([]);
    expect(who((viewer) => canEditProfile(viewer, employersAccount, "LABOUR"))).toEqual([]);
  });
});

describe("admins", () => {
  const superuser: Viewer = { kind: "admin", id: 7, role: "SUPERUSER" };
  const viewerRole: Viewer = { kind: "admin", id: 8, role: "VIEWER" };

  it("knows an admin by their id, never a user with the same number", () => {
    expect(isSelfAdmin(superuser, { id: 7 })).toBe(true);
    expect(isSelfAdmin(superuser, { id: 8 })).toBe(false);
    expect(isSelfAdmin({ kind: "user", id: 7, userType: "LABOUR" }, { id: 7 })).toBe(false);
    expect(isSelfAdmin(null, { id: 7 })).toBe(false);
  });

  it("lets an admin read themself whatever their role, others with admin.read", () => {
    expect(canReadAdmin(viewerRole, { id: 8 })).toBe(true);
    expect(canReadAdmin(viewerRole, { id: 7 })).toBe(false);
    expect(canReadAdmin(superuser, { id: 8 })).toBe(true);
    expect(canReadAdmin(worker, { id: 1 })).toBe(false);
  });

  it("lets an admin with admin.manage deactivate anyone but themself", () => {
    expect(canRemoveAdmin(superuser, { id: 8 })).toBe(true);
    expect(canRemoveAdmin(superuser, { id: 7 })).toBe(false);
    expect(canRemoveAdmin(viewerRole, { id: 7 })).toBe(false);
  });

  it("offers each admin the back-office actions `can` allows their role, and users none", () => {
    for (const role of ["SUPERUSER", "ADMIN", "MODERATOR", "OPERATOR", "VIEWER"]) {
      const viewer = adminViewerOf({ id: 1, role });
      expect(permittedAdminActions(viewer)).toEqual(
        ADMIN_ACTION_LIST.filter((action) => PERMISSIONS[role as keyof typeof PERMISSIONS][action]),
      );
    }
    expect(permittedAdminActions(adminViewerOf({ id: 1, role: "SUPERUSER" }))).toEqual(
      ADMIN_ACTION_LIST,
    );
    expect(permittedAdminActions(null)).toEqual([]);
    // A worker reads their own account and files, but has no back office.
    expect(permittedAdminActions(worker)).toEqual([]);
  });
});

describe("the policy", () => {
  it("imports no GraphQL and no HTTP: services and the schema both use it", async () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const sources = (await fs.readdir(dir)).filter(
      (name) => name.endsWith(".ts") && !name.endsWith(".test.ts"),
    );
    expect(sources.length).toBeGreaterThan(3);
    for (const name of sources) {
      const text = await fs.readFile(path.join(dir, name), "utf8");
      const imports = [...text.matchAll(/from "([^"]+)"/g)].map((match) => match[1] ?? "");
      const foreign = imports.filter((from) =>
        /graphql|pothos|yoga|\/rest\/|^node:http/.test(from),
      );
      expect(foreign, name).toEqual([]);
    }
  });
});
