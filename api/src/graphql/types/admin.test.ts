import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInAdmin } from "../../../test/admins.js";
import { createTestApp, type TestApp } from "../../../test/app.js";
import { createJob } from "../../../test/fixtures.js";
import { csrfHeaders, signedInEmployer } from "../../../test/sessions.js";
import { type Action, ADMIN_ACTIONS } from "../../auth/policy/permissions.js";
import { ADMIN_ROLES, type AdminRole, hasAccess } from "../../auth/policy/roles.js";
import { encodeGlobalID } from "../global-id.js";

// What the back office is told an admin may do, through the real schema and database: each
// role's Admin.permissions is what the policy's matrix grants it, action for action, and the
// server does what it offers (an operator, offered no Delete on jobs, is refused one); an admin
// reads themself whatever their role, and is never offered their own deactivation.

let t: TestApp;
const admins = {} as Record<AdminRole, Awaited<ReturnType<typeof signedInAdmin>>>;
let employerId: number;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ADMIN_ROLES) admins[role] = await signedInAdmin(t, role);
  employerId = (await signedInEmployer(t)).user.id;
});
afterAll(() => t.close());

const as = (token: string) => ({ token, headers: csrfHeaders(t) });

/** The enum's spelling of a policy action: `applicationDispute.decide` is APPLICATION_DISPUTE_DECIDE. */
const enumName = (action: string) =>
  action
    .replace(/[A-Z]/g, (letter) => `_${letter}`)
    .replace(".", "_")
    .toUpperCase();

/** What the matrix grants `role`: every admin action whose section it reaches at the level needed. */
const granted = (role: AdminRole) =>
  Object.entries(ADMIN_ACTIONS)
    .filter(([, need]) => need && hasAccess(role, need[0], need[1]))
    .map(([action]) => enumName(action as Action))
    .sort();

const ME = `{ adminViewer { id role permissions viewerCanDeactivate } }`;
type Me = {
  adminViewer: { id: string; role: string; permissions: string[]; viewerCanDeactivate: boolean };
};

describe("Admin.permissions", () => {
  it("names every admin action of the policy, one enum value each", async () => {
    const { body } = await t.graphql<{ __type: { enumValues: { name: string }[] } }>(
      `{ __type(name: "AdminAction") { enumValues { name } } }`,
    );
    expect(body.data?.__type.enumValues.map((value) => value.name).sort()).toEqual(
      Object.keys(ADMIN_ACTIONS).map(enumName).sort(),
    );
  });

  it.each(ADMIN_ROLES)(
    "is what the matrix grants a %s, and themself is theirs to read",
    async (role) => {
      const { body } = await t.graphql<Me>(ME, {}, as(admins[role].token));
      expect(body.errors).toBeUndefined();
      expect(body.data?.adminViewer.role).toBe(role);
      expect([...(body.data?.adminViewer.permissions ?? [])].sort()).toEqual(granted(role));
      expect(body.data?.adminViewer.viewerCanDeactivate).toBe(false);
    },
  );

  it("differs between roles where the matrix does", () => {
    expect(new Set(ADMIN_ROLES.map((role) => granted(role).join())).size).toBe(ADMIN_ROLES.length);
  });
});

describe("what the server does with what it offers", () => {
  const REMOVE = `mutation Remove($id: ID!) {
    removeJob(id: $id) { __typename ... on ModerateJobPayload { job { status } } }
  }`;

  it.each(ADMIN_ROLES)("deletes a job for a %s exactly when it offers Delete", async (role) => {
    const me = await t.graphql<Me>(ME, {}, as(admins[role].token));
    const offered = me.body.data?.adminViewer.permissions.includes("JOB_REMOVE");
    const job = await createJob(t.db.prisma, employerId);
    const { body } = await t.graphql<{ removeJob: { job: { status: string } } | null }>(
      REMOVE,
      { id: encodeGlobalID("Job", job.id) },
      as(admins[role].token),
    );
    if (offered) {
      expect(body.data?.removeJob?.job.status).toBe("DELETED");
    } else {
      expect(body.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await t.db.prisma.job.findUniqueOrThrow({ where: { id: job.id } })).status).toBe(
        job.status,
      );
    }
  });

  it("offers an operator no Delete on jobs, and a moderator one", async () => {
    const permissions = async (role: AdminRole) =>
      (await t.graphql<Me>(ME, {}, as(admins[role].token))).body.data?.adminViewer.permissions;
    expect(await permissions("OPERATOR")).toContain("JOB_MODERATE");
    expect(await permissions("OPERATOR")).not.toContain("JOB_REMOVE");
    expect(await permissions("MODERATOR")).toContain("JOB_REMOVE");
  });
});

describe("Admin.viewerCanDeactivate", () => {
  const LIST = `{ admins(first: 100) { edges { node { id viewerCanDeactivate } } } }`;
  type List = { admins: { edges: { node: { id: string; viewerCanDeactivate: boolean } }[] } };

  const answers = async (role: AdminRole) => {
    const { body } = await t.graphql<List>(LIST, {}, as(admins[role].token));
    expect(body.errors).toBeUndefined();
    return new Map(body.data?.admins.edges.map(({ node }) => [node.id, node.viewerCanDeactivate]));
  };
  const idOf = (role: AdminRole) => encodeGlobalID("Admin", admins[role].admin.id);

  it("is true for a superuser on every other admin, and false on themself", async () => {
    const seen = await answers("SUPERUSER");
    expect(seen.get(idOf("SUPERUSER"))).toBe(false);
    for (const role of ADMIN_ROLES.filter((other) => other !== "SUPERUSER")) {
      expect(seen.get(idOf(role)), role).toBe(true);
    }
  });

  it("is false everywhere for an admin who reads admins but may not manage them", async () => {
    const seen = await answers("ADMIN");
    expect(seen.size).toBeGreaterThanOrEqual(ADMIN_ROLES.length);
    expect([...seen.values()].every((may) => may === false)).toBe(true);
  });

  it("matches the server: deactivating oneself is refused", async () => {
    const { body } = await t.graphql<{ deleteAdmin: { reason?: string } }>(
      `mutation Leave($id: ID!) { deleteAdmin(id: $id) { __typename ... on AppError { reason } } }`,
      { id: idOf("SUPERUSER") },
      as(admins.SUPERUSER.token),
    );
    expect(body.data?.deleteAdmin.reason).toBe("adminSelfRemove");
  });
});

describe("reading an admin", () => {
  it("is the admin's own without admin.read, and refused for another admin", async () => {
    const NODE = `query Node($id: ID!) { node(id: $id) { ... on Admin { username } } }`;
    const own = await t.graphql<{ node: { username: string } | null }>(
      NODE,
      { id: encodeGlobalID("Admin", admins.OPERATOR.admin.id) },
      as(admins.OPERATOR.token),
    );
    expect(own.body.data?.node?.username).toBe(admins.OPERATOR.admin.username);
    const other = await t.graphql<{ node: { username: string } | null }>(
      NODE,
      { id: encodeGlobalID("Admin", admins.VIEWER.admin.id) },
      as(admins.OPERATOR.token),
    );
    expect(other.body.data?.node ?? null).toBeNull();
  });
});
