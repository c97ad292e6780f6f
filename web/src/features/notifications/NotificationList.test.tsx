import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, useLazyLoadQuery } from "react-relay";
import { createMockEnvironment, type RelayMockEnvironment } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import type { NotificationListTestQuery } from "../../__generated__/NotificationListTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import type { UserType } from "../../lib/user-type";
import english from "../../locales/en/notifications.json";
import { renderAt } from "../../test/render";
import { NotificationList } from "./NotificationList";
import { pushEvent } from "./test-utils";
import { useNotificationEvents } from "./use-notification-events";

beforeAll(() => i18n.loadNamespaces(["notifications", "applicationStatus"]));

const VIEWER = "VXNlcjox";
const HOUR = 60 * 60 * 1000;

function Harness({ userType }: { userType: UserType }) {
  const query = useLazyLoadQuery<NotificationListTestQuery>(
    graphql`
      query NotificationListTestQuery @relay_test_operation {
        ...NotificationList_query @arguments(first: 20)
      }
    `,
    {},
  );
  useNotificationEvents();
  return <NotificationList query={query} userType={userType} />;
}

interface Row {
  id: string;
  title: string;
  isRead?: boolean;
  applicationId?: string | null;
  jobId?: string | null;
  hoursAgo?: number;
}

const node = (row: Row) => ({
  __typename: "Notification",
  id: row.id,
  type: "APPLICATION_STATUS",
  title: row.title,
  message: `${row.title}: more about it`,
  createdAt: new Date(Date.now() - (row.hoursAgo ?? 2) * HOUR).toISOString(),
  isRead: row.isRead ?? false,
  applicationId: row.applicationId ?? null,
  jobId: row.jobId ?? null,
  application: null,
  kind: null,
  params: [],
});

async function renderList(rows: Row[], userType: UserType = "labour") {
  const environment = createMockEnvironment();
  renderAt(`/${userType}/dashboard/notifications`, <Harness userType={userType} />, environment);
  await act(async () => {
    environment.mock.resolve(
      environment.mock.findOperation((op) => op.request.node.params.operationKind === "query"),
      {
        data: {
          viewer: {
            id: VIEWER,
            unreadNotificationCount: rows.filter((row) => !row.isRead).length,
            notifications: {
              totalCount: rows.length,
              edges: rows.map((row) => ({ cursor: row.id, node: node(row) })),
              pageInfo: { hasNextPage: false, endCursor: null },
            },
          },
        },
      },
    );
  });
  return environment;
}

const titles = () =>
  screen.getAllByRole("article").map((item) => item.querySelector("h2")?.textContent);

function lastMutation(environment: RelayMockEnvironment, name: string) {
  return environment.mock.findOperation((op) => op.request.node.params.name === name);
}

describe("the notifications list", () => {
  it("lists newest first, marks the unread ones and says when each came", async () => {
    await renderList([
      { id: "n2", title: "Application accepted", hoursAgo: 2 },
      { id: "n1", title: "Application viewed", isRead: true, hoursAgo: 26 },
    ]);
    expect(titles()).toEqual(["Unread: Application accepted", "Application viewed"]);
    expect(screen.getByText("1 unread")).toBeTruthy();
    expect(screen.getByText("2 hours ago")).toBeTruthy();
    expect(screen.getByText("1 day ago")).toBeTruthy();
    expect(screen.getAllByRole("button", { name: /^Mark as read: / })).toHaveLength(1);
  });

  it("leads a worker to their applications and an employer to the job's applications", async () => {
    await renderList([
      { id: "a", title: "Shortlisted", applicationId: "QXBwbGljYXRpb246MQ", jobId: "Sm9iOjE" },
      { id: "b", title: "A job for you", jobId: "Sm9iOjI" },
      { id: "c", title: "Welcome" },
    ]);
    expect(screen.getByRole("link", { name: /Shortlisted/ }).getAttribute("href")).toBe(
      "/labour/dashboard/applications",
    );
    expect(screen.getByRole("link", { name: /A job for you/ }).getAttribute("href")).toBe(
      "/jobs/Sm9iOjI",
    );
    expect(screen.queryByRole("link", { name: /Welcome/ })).toBeNull();
    screen.getAllByRole("article").forEach((item) => {
      expect(within(item).getByText(/more about it/)).toBeTruthy();
    });
  });

  it("sends an employer to the job's applications", async () => {
    await renderList(
      [{ id: "a", title: "New application", applicationId: "QXBwOjE", jobId: "Sm9iOjE" }],
      "employer",
    );
    expect(screen.getByRole("link", { name: /New application/ }).getAttribute("href")).toBe(
      "/employer/dashboard/jobs/Sm9iOjE/applications",
    );
  });

  it("marks one read at once when its button is pressed", async () => {
    const environment = await renderList([
      { id: "n2", title: "Second" },
      { id: "n1", title: "First" },
    ]);
    await userEvent.click(screen.getByRole("button", { name: "Mark as read: First" }));
    const mutation = lastMutation(environment, "markReadMutation");
    expect(mutation.request.variables).toEqual({ id: "n1" });
    expect(titles()).toEqual(["Unread: Second", "First"]);
    expect(screen.getByText("1 unread")).toBeTruthy();
    act(() =>
      environment.mock.resolve(mutation, {
        data: {
          markNotificationRead: {
            __typename: "MarkNotificationReadPayload",
            notification: { id: "n1", isRead: true },
            viewer: { id: VIEWER, unreadNotificationCount: 1 },
          },
        },
      }),
    );
    expect(titles()).toEqual(["Unread: Second", "First"]);
  });

  it("marks all as read", async () => {
    const environment = await renderList([
      { id: "n2", title: "Second" },
      { id: "n1", title: "First" },
    ]);
    await userEvent.click(screen.getByRole("button", { name: english.markAllRead }));
    act(() =>
      environment.mock.resolve(lastMutation(environment, "NotificationListMarkAllReadMutation"), {
        data: {
          markAllNotificationsRead: {
            __typename: "MarkAllNotificationsReadPayload",
            viewer: { id: VIEWER, unreadNotificationCount: 0 },
          },
        },
      }),
    );
    expect(titles()).toEqual(["Second", "First"]);
    expect(screen.getByText(english.unreadCount_zero)).toBeTruthy();
  });

  it("says when marking all failed", async () => {
    const environment = await renderList([{ id: "n1", title: "First" }]);
    await userEvent.click(screen.getByRole("button", { name: english.markAllRead }));
    act(() =>
      environment.mock.reject(
        lastMutation(environment, "NotificationListMarkAllReadMutation"),
        new Error("offline"),
      ),
    );
    expect(screen.getByRole("alert").textContent).toBe(english.markFailed);
    expect(titles()).toEqual(["Unread: First"]);
  });

  it("puts a live notification at the top without a reload", async () => {
    const environment = await renderList([{ id: "n1", title: "First", isRead: true }]);
    act(() =>
      pushEvent(environment, {
        kind: "CREATED",
        notification: node({ id: "n9", title: "Application accepted", hoursAgo: 0 }),
        viewer: { id: VIEWER, unreadNotificationCount: 1 },
      }),
    );
    expect(titles()).toEqual(["Unread: Application accepted", "First"]);
    expect(screen.getByText("1 unread")).toBeTruthy();
    expect(screen.getByText("just now")).toBeTruthy();
    // The same event again (a reconnect) does not add it twice.
    act(() =>
      pushEvent(environment, {
        kind: "CREATED",
        notification: node({ id: "n9", title: "Application accepted", hoursAgo: 0 }),
        viewer: { id: VIEWER, unreadNotificationCount: 1 },
      }),
    );
    expect(titles()).toHaveLength(2);
  });

  it("shows an empty state", async () => {
    await renderList([], "employer");
    expect(screen.getByRole("heading", { name: english.empty })).toBeTruthy();
    expect(screen.getByText(english.emptyHint_employer)).toBeTruthy();
    expect(screen.queryByRole("button", { name: english.markAllRead })).toBeNull();
  });
});
