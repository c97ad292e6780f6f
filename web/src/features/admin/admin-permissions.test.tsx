import { act, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { renderAt, renderLoaded } from "../../test/render";
import { Component as JobsPage } from "./AdminJobsPage";
import { Component as RolesPage } from "./AdminRolesPage";
import { loader as rolesLoader } from "./AdminRolesPage.loader";
import { Component as UserPage } from "./AdminUserPage";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";

// The back office offers what the server says the admin may do (Admin.permissions, and
// Admin.viewerCanDeactivate per admin), and nothing else: an operator, whom the server lets
// moderate jobs and accounts but not delete either, is offered no Delete.

beforeAll(() => i18n.loadNamespaces(["admin", "errors"]));

/** What the server answers an operator (api: graphql/types/admin.test.ts checks the policy's). */
const OPERATOR: AdminAction[] = [
  "MODERATION_QUEUE_READ",
  "JOB_MODERATE",
  "ACCOUNT_SEARCH",
  "ACCOUNT_MODERATE",
  "DOCUMENT_REVIEW",
];
const MODERATOR_OF_JOBS: AdminAction[] = ["MODERATION_QUEUE_READ", "JOB_MODERATE", "JOB_REMOVE"];

function withPermissions(permissions: AdminAction[], page: ReactNode) {
  return (
    <AdminPermissionsContext.Provider value={new Set(permissions)}>
      {page}
    </AdminPermissionsContext.Provider>
  );
}

/**
 * Renders `page` (its query started by `loader` where its route preloads one) and answers its
 * query with the mock payload `resolvers` make, or `data`.
 */
async function render(
  path: string,
  page: ReactNode,
  answer: Parameters<typeof MockPayloadGenerator.generate>[1] | { data: Record<string, unknown> },
  loader?: Parameters<typeof renderLoaded>[2],
) {
  const environment = createMockEnvironment();
  if (loader) renderLoaded(path, page, loader, environment);
  else renderAt(path, page, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      answer && "data" in answer
        ? (answer as { data: Record<string, unknown> })
        : MockPayloadGenerator.generate(operation, answer),
    );
  });
  return environment;
}

describe("the jobs queue", () => {
  const queue = {
    Job: () => ({
      id: "Sm9iOjE",
      title: "Packers, fee first",
      moderationStatus: "FLAGGED",
      moderationNote: null,
      moneyRequestPhrases: ["registration fee"],
      reportCounts: null,
      createdAt: "2026-11-20T06:00:00Z",
    }),
  };
  const actionsOf = () =>
    within(screen.getByRole("listitem", { name: "Packers, fee first" }))
      .queryAllByRole("button")
      .map((button) => button.textContent);

  it("offers an operator the moderation but not Delete", async () => {
    await render("/admin/dashboard/jobs", withPermissions(OPERATOR, <JobsPage />), queue);
    expect(actionsOf()).toEqual([
      english.jobs.actions.approve,
      english.jobs.actions.reject,
      english.jobs.actions.unflag,
    ]);
  });

  it("offers Delete to an admin the server lets remove jobs", async () => {
    await render("/admin/dashboard/jobs", withPermissions(MODERATOR_OF_JOBS, <JobsPage />), queue);
    expect(actionsOf()).toContain(english.jobs.actions.delete);
  });

  it("offers nothing to an admin who may only read the queue", async () => {
    await render(
      "/admin/dashboard/jobs",
      withPermissions(["MODERATION_QUEUE_READ"], <JobsPage />),
      queue,
    );
    expect(actionsOf()).toEqual([]);
  });
});

describe("a user's page", () => {
  const user = {
    User: () => ({
      id: "VXNlcjox",
      firstName: "Ramesh",
      lastName: "Kumar",
      accountState: "ACTIVE",
      isVerified: false,
      erasedAt: null,
      createdAt: "2026-11-20T06:00:00Z",
      lastLoginAt: null,
      identityDocuments: [],
    }),
  };

  it("offers an operator verify and block but not Delete user", async () => {
    await render("/admin/dashboard/users/VXNlcjox", withPermissions(OPERATOR, <UserPage />), user);
    expect(screen.getByRole("button", { name: english.users.actions.verify })).toBeTruthy();
    expect(screen.getByRole("button", { name: english.users.actions.block })).toBeTruthy();
    expect(screen.queryByRole("button", { name: english.users.actions.delete })).toBeNull();
  });

  it("offers Delete user to an admin the server lets erase accounts", async () => {
    await render(
      "/admin/dashboard/users/VXNlcjox",
      withPermissions([...OPERATOR, "ACCOUNT_ERASE"], <UserPage />),
      user,
    );
    expect(screen.getByRole("button", { name: english.users.actions.delete })).toBeTruthy();
  });
});

describe("the admins", () => {
  /** The admins as the server lists them, each with whether the viewer may deactivate them. */
  const admins = (rows: { username: string; viewerCanDeactivate: boolean }[]) => ({
    data: {
      admins: {
        pageInfo: { hasNextPage: false, endCursor: null },
        edges: rows.map((row, index) => ({
          cursor: `cursor-${index}`,
          node: {
            __typename: "Admin",
            id: `admin-${index}`,
            fullName: `Admin ${index}`,
            email: `${row.username}@example.in`,
            role: "ADMIN",
            isActive: true,
            lastLoginAt: null,
            ...row,
          },
        })),
      },
    },
  });
  const rowOf = (name: string) => screen.getByRole("cell", { name }).closest("tr") as HTMLElement;
  const deactivate = (name: string) =>
    within(rowOf(name)).queryByRole("button", { name: english.admins.deactivate });

  it("offers Deactivate only where the server says the admin may: not on themself", async () => {
    await render(
      "/admin/dashboard/roles",
      withPermissions(["ADMIN_READ", "ADMIN_MANAGE"], <RolesPage />),
      admins([
        { username: "me", viewerCanDeactivate: false },
        { username: "other", viewerCanDeactivate: true },
      ]),
      rolesLoader,
    );
    expect(deactivate("me")).toBeNull();
    expect(deactivate("other")).toBeTruthy();
  });

  it("offers no role change, Deactivate or adding to an admin who may only read admins", async () => {
    await render(
      "/admin/dashboard/roles",
      withPermissions(["ADMIN_READ"], <RolesPage />),
      admins([{ username: "other", viewerCanDeactivate: false }]),
      rolesLoader,
    );
    expect(deactivate("other")).toBeNull();
    expect(screen.queryByRole("combobox")).toBeNull();
    expect(screen.queryByRole("heading", { name: english.admins.add })).toBeNull();
  });
});
