import { act, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { renderAt, renderLoaded } from "../../test/render";
import { Component as RolesPage } from "./AdminRolesPage";
import { loader as rolesLoader } from "./AdminRolesPage.loader";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";

// The back office offers what the server says the admin may do (Admin.permissions, and
// Admin.viewerCanDeactivate per admin), and nothing else. The jobs queue's and a user's page's
// offers (an operator is offered no Delete) are in admin-user.test.tsx.

beforeAll(() => i18n.loadNamespaces(["admin", "errors"]));

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
