import { act, screen } from "@testing-library/react";
import { createMockEnvironment, type RelayMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import { renderAt } from "../../test/render";
import { LiveBell } from "./NotificationBell";
import { pushEvent } from "./test-utils";

beforeAll(() => i18n.loadNamespaces(["notifications", "applicationStatus"]));

const VIEWER = "VXNlcjox";

async function renderBell(count: number, userType: "labour" | "employer" = "labour") {
  const environment = createMockEnvironment();
  renderAt("/", <LiveBell userType={userType} />, environment);
  await act(async () => {
    environment.mock.resolve(
      environment.mock.findOperation(
        (op) => op.request.node.params.name === "NotificationBellQuery",
      ),
      { data: { viewer: { id: VIEWER, unreadNotificationCount: count } } },
    );
  });
  return environment;
}

const bell = () => screen.getByRole("link");

function event(environment: RelayMockEnvironment, kind: string, unread: number) {
  act(() =>
    pushEvent(environment, {
      kind,
      notification: null,
      viewer: { id: VIEWER, unreadNotificationCount: unread },
    }),
  );
}

describe("the notification bell", () => {
  it("shows the unread count and leads to the user's list", async () => {
    await renderBell(3);
    expect(bell().getAttribute("aria-label")).toBe("3 unread notifications");
    expect(bell().textContent).toBe("3");
    expect(bell().getAttribute("href")).toBe("/labour/dashboard/notifications");
  });

  it("says when nothing is unread, without a badge", async () => {
    await renderBell(0, "employer");
    expect(bell().getAttribute("aria-label")).toBe("Notifications, none unread");
    expect(bell().textContent).toBe("");
    expect(bell().getAttribute("href")).toBe("/employer/dashboard/notifications");
  });

  it("caps the badge at 99+", async () => {
    await renderBell(250);
    expect(bell().textContent).toBe("99+");
    expect(bell().getAttribute("aria-label")).toBe("250 unread notifications");
  });

  it("follows live events without a reload", async () => {
    const environment = await renderBell(1);
    event(environment, "CREATED", 2);
    expect(bell().getAttribute("aria-label")).toBe("2 unread notifications");
    event(environment, "ALL_READ", 0);
    expect(bell().getAttribute("aria-label")).toBe("Notifications, none unread");
    event(environment, "RESYNC", 1);
    expect(bell().getAttribute("aria-label")).toBe("1 unread notification");
  });
});
