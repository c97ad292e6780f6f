import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ConcreteRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { preloadRouteQuery } from "../../relay/route-query";
import { Component as JobsPage, queueQuery } from "./AdminJobsPage";
import { Component as UserPage, userQuery } from "./AdminUserPage";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";
import { queueVariables } from "./queue-filters";

// The whole user and the jobs queue with Relay's mock environment, each route preloading its
// query as the app's loaders do: what the page shows, the decisions only where the server's
// permissions allow (an operator is offered no Delete), Block asking first with the server's
// counts and refusing to go on without a reason, and the answer updating the page.

beforeAll(() => i18n.loadNamespaces(["admin", "applicationStatus", "errors"]));

/** What the server answers an operator (api: graphql/types/admin.test.ts checks the policy's). */
const OPERATOR: AdminAction[] = [
  "MODERATION_QUEUE_READ",
  "JOB_MODERATE",
  "ACCOUNT_SEARCH",
  "ACCOUNT_MODERATE",
  "DOCUMENT_REVIEW",
];
const USER_ID = "VXNlcjox";

function renderRoute(path: string, permissions: AdminAction[]) {
  const environment = createMockEnvironment();
  const wrap = (page: React.ReactNode) => (
    <AdminPermissionsContext.Provider value={new Set(permissions)}>
      <Suspense fallback={<p>loading</p>}>{page}</Suspense>
    </AdminPermissionsContext.Provider>
  );
  const router = createMemoryRouter(
    [
      {
        path: "/admin/dashboard/users/:id",
        loader: ({ params }) =>
          preloadRouteQuery(
            "test-user",
            userQuery as unknown as ConcreteRequest,
            { id: params.id ?? "" },
            environment,
          ),
        element: wrap(<UserPage />),
      },
      { path: "/admin/dashboard/users", element: <p>users list</p> },
      {
        path: "/admin/dashboard/jobs",
        loader: ({ request }) =>
          preloadRouteQuery(
            "test-jobs",
            queueQuery as unknown as ConcreteRequest,
            queueVariables(new URL(request.url).searchParams),
            environment,
          ),
        element: wrap(<JobsPage />),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, user: userEvent.setup() };
}

async function answer(
  environment: ReturnType<typeof createMockEnvironment>,
  resolvers: Parameters<typeof MockPayloadGenerator.generate>[1],
) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, resolvers),
    );
  });
}

const employer = (state = "ACTIVE") => ({
  User: () => ({
    id: USER_ID,
    firstName: "Suresh",
    lastName: "Patil",
    userType: "EMPLOYER",
    accountState: state,
    isVerified: false,
    erasedAt: null,
    createdAt: "2026-11-20T06:00:00Z",
    lastLoginAt: null,
    identityDocuments: [],
    adminAuditTrail: [],
    labourProfile: null,
    accountLabourScore: null,
    ratingsReceived: [],
    ratingsGiven: [],
    reportsAgainst: [],
    applications: { totalCount: 0, edges: [] },
  }),
  Job: () => ({
    id: "Sm9iOjE",
    title: "Mason",
    status: "ACTIVE",
    createdAt: "2026-11-21T06:00:00Z",
  }),
  UserSession: () => ({ userAgent: "Android phone", lastSeenAt: "2026-12-07T06:00:00Z" }),
  EmployerProfile: () => ({ companyName: "Patil Builders", industry: "Construction" }),
  AccountImpact: () => ({ activeJobs: 3, jobs: 4, openSessions: 2, applicationsInProgress: 0 }),
});

describe("the whole user", () => {
  it("shows the account's sections and offers an operator Block but not Delete", async () => {
    const { environment } = renderRoute(`/admin/dashboard/users/${USER_ID}`, OPERATOR);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe(
      "AdminUserPageQuery",
    );
    await answer(environment, employer());
    expect(screen.getByRole("heading", { level: 1, name: "Suresh Patil" })).toBeTruthy();
    for (const title of [
      english.userRecord.profile.title,
      english.users.documents.title,
      english.userRecord.jobs.title,
      english.userRecord.ratings.title,
      english.userRecord.sessions.title,
      english.userRecord.reports.title,
      english.userRecord.audit.title,
    ]) {
      expect(screen.getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(screen.getByRole("button", { name: english.users.actions.block })).toBeTruthy();
    expect(screen.getByRole("button", { name: english.safeActions.signOut })).toBeTruthy();
    expect(screen.queryByRole("button", { name: english.users.actions.delete })).toBeNull();
  });

  it("offers Delete to an admin the server lets erase accounts, naming what it deletes", async () => {
    const { environment, user } = renderRoute(`/admin/dashboard/users/${USER_ID}`, [
      ...OPERATOR,
      "ACCOUNT_ERASE",
    ]);
    await answer(environment, employer());
    await user.click(screen.getByRole("button", { name: english.users.actions.delete }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("4 jobs will be deleted.");
  });

  it("blocks only after confirming with a reason, and shows the answer without a refetch", async () => {
    const { environment, user } = renderRoute(`/admin/dashboard/users/${USER_ID}`, OPERATOR);
    await answer(environment, employer());
    await user.click(screen.getByRole("button", { name: english.users.actions.block }));
    const dialog = screen.getByRole("dialog");
    expect(dialog.textContent).toContain("3 active jobs will be unlisted.");
    expect(dialog.textContent).toContain("They will be signed out of 2 devices.");
    // No reason: the dialog says so and nothing is sent.
    await user.click(within(dialog).getByRole("button", { name: english.users.actions.block }));
    expect(within(dialog).getByRole("alert").textContent).toBe(english.actions.reasonRequired);
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    await user.type(within(dialog).getByLabelText(english.fields.reason), "Fake jobs");
    await user.click(within(dialog).getByRole("button", { name: english.users.actions.block }));
    const block = environment.mock.getMostRecentOperation();
    expect(block.request.node.params.name).toBe("userMutationsBlockMutation");
    expect(block.request.variables).toEqual({ id: USER_ID, reason: "Fake jobs" });
    await act(async () => {
      environment.mock.resolve(
        block,
        MockPayloadGenerator.generate(block, {
          ...employer("BLOCKED"),
          AccountImpact: () => ({
            activeJobs: 0,
            jobs: 4,
            openSessions: 0,
            applicationsInProgress: 0,
          }),
          BlockUserResult: () => ({ __typename: "AdminUserPayload" }),
        }),
      );
    });
    expect(screen.getByRole("status").textContent).toBe(english.users.done.blocked);
    expect(screen.getByRole("button", { name: english.users.actions.unblock })).toBeTruthy();
    expect(screen.queryByRole("button", { name: english.safeActions.signOut })).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("the jobs queue", () => {
  const queue = {
    Job: () => ({
      id: "Sm9iOjE",
      title: "Packers, fee first",
      status: "ACTIVE",
      moderationStatus: "FLAGGED",
      moderationNote: null,
      moneyRequestPhrases: ["registration fee"],
      reportCounts: null,
      applicationsInProgress: 2,
    }),
  };
  const actionsOf = () =>
    within(screen.getByRole("listitem", { name: "Packers, fee first" }))
      .queryAllByRole("button")
      .map((button) => button.textContent);

  it("asks for the address's kind, and offers an operator the moderation but not Delete", async () => {
    const { environment } = renderRoute("/admin/dashboard/jobs?kind=FLAGGED", OPERATOR);
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({
      kinds: ["FLAGGED"],
      after: null,
    });
    await answer(environment, queue);
    expect(actionsOf()).toEqual([
      english.jobs.actions.approve,
      english.jobs.actions.reject,
      english.jobs.actions.unflag,
    ]);
  });

  it("offers Delete to an admin the server lets remove jobs, naming what it cancels", async () => {
    const { environment, user } = renderRoute("/admin/dashboard/jobs", [
      "MODERATION_QUEUE_READ",
      "JOB_MODERATE",
      "JOB_REMOVE",
    ]);
    await answer(environment, queue);
    await user.click(screen.getByRole("button", { name: english.jobs.actions.delete }));
    expect(screen.getByRole("dialog").textContent).toContain(
      "2 applications in progress will be cancelled.",
    );
  });

  it("offers nothing to an admin who may only read the queue", async () => {
    const { environment } = renderRoute("/admin/dashboard/jobs", ["MODERATION_QUEUE_READ"]);
    await answer(environment, queue);
    expect(actionsOf()).toEqual([]);
  });
});
