import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { renderLoaded } from "../../test/render";
import { Component as NotificationsPage } from "./AdminNotificationsPage";
import { loader as notificationsLoader } from "./AdminNotificationsPage.loader";
import { Component as SystemPage } from "./AdminSystemPage";
import { loader as systemLoader } from "./AdminSystemPage.loader";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";

// Screens that change what they show without a fetchKey: a broadcast sent goes first in the list
// from the mutation's answer, and the system's Refresh refetches its own fragment.

beforeAll(() => i18n.loadNamespaces(["admin", "errors"]));

function withPermissions(permissions: AdminAction[], page: ReactNode) {
  return (
    <AdminPermissionsContext.Provider value={new Set(permissions)}>
      {page}
    </AdminPermissionsContext.Provider>
  );
}

describe("the broadcasts", () => {
  const broadcast = (id: string, title: string) => ({
    __typename: "Broadcast",
    id,
    title,
    segment: "ALL_WORKERS",
    segmentValue: null,
    delivered: 10,
    finished: true,
    sentBy: "root",
    createdAt: "2026-11-20T06:00:00Z",
  });

  it("puts a broadcast sent first in the list, from the answer", async () => {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard/notifications",
      withPermissions(["BROADCAST_SEND"], <NotificationsPage />),
      notificationsLoader,
      environment,
    );
    await act(async () =>
      environment.mock.resolveMostRecentOperation({
        data: { adminBroadcasts: [broadcast("b1", "Holiday on Friday")] },
      }),
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(english.broadcast.titleField), "Helmets on Monday");
    await user.type(screen.getByLabelText(english.broadcast.bodyField), "Every site.");
    await user.click(screen.getByRole("button", { name: english.broadcast.send }));
    const send = environment.mock.getMostRecentOperation();
    expect(send.request.variables).toEqual({
      title: "Helmets on Monday",
      body: "Every site.",
      segment: "ALL_WORKERS",
      value: null,
    });
    await act(async () =>
      environment.mock.resolve(send, {
        data: {
          broadcastNotification: { ...broadcast("b2", "Helmets on Monday"), finished: false },
        },
      }),
    );
    expect(screen.getByRole("status").textContent).toBe(english.broadcast.sent);
    const rows = screen.getAllByRole("row");
    expect(rows).toHaveLength(3);
    expect(rows[1]?.textContent).toContain("Helmets on Monday");
    expect(rows[1]?.textContent).toContain(english.broadcast.delivering);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("the system section", () => {
  it("asks the server again on Refresh and shows the new facts in place", async () => {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard/system",
      withPermissions(["SYSTEM_READ"], <SystemPage />),
      systemLoader,
      environment,
    );
    const facts = (queueDepth: number) => ({
      AdminSystemStatus: () => ({ queueDepth, listener: "LISTENING", lastMigration: null }),
    });
    await act(async () =>
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, facts(3)),
      ),
    );
    const queue = () =>
      within(screen.getByText(english.system.queue).parentElement as HTMLElement).getByRole(
        "definition",
      ).textContent;
    expect(queue()).toBe("3");
    await userEvent.setup().click(screen.getByRole("button", { name: english.system.refresh }));
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe("AdminSystemFactsRefetchQuery");
    await act(async () =>
      environment.mock.resolve(refetch, MockPayloadGenerator.generate(refetch, facts(7))),
    );
    expect(queue()).toBe("7");
  });
});
