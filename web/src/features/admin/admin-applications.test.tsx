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
import { Component as ApplicationPage, applicationQuery } from "./AdminApplicationPage";
import { Component as ApplicationsPage, applicationsQuery } from "./AdminApplicationsPage";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";
import { applicationVariables } from "./application-filters";

// The applications list and one application's page with Relay's mock environment, each route
// preloading its query as the app's loaders do: what the list asks for from the address and the
// filter form, what the page shows of the server's answer, and the cancel only for an admin the
// server lets cancel, its answer updating the page without another query.

beforeAll(() => i18n.loadNamespaces(["admin", "applicationStatus", "common", "errors"]));

const LIST = "/admin/dashboard/applications";
const ID = "QXBwbGljYXRpb246NDI";

function renderRoute(path: string, permissions: AdminAction[] = ["APPLICATION_SEARCH"]) {
  const environment = createMockEnvironment();
  const wrap = (page: React.ReactNode) => (
    <AdminPermissionsContext.Provider value={new Set(permissions)}>
      <Suspense fallback={<p>loading</p>}>{page}</Suspense>
    </AdminPermissionsContext.Provider>
  );
  const router = createMemoryRouter(
    [
      {
        path: LIST,
        loader: ({ request }) =>
          preloadRouteQuery(
            "test-applications",
            applicationsQuery as unknown as ConcreteRequest,
            applicationVariables(new URL(request.url).searchParams),
            environment,
          ),
        element: wrap(<ApplicationsPage />),
      },
      {
        path: `${LIST}/:id`,
        loader: ({ params }) =>
          preloadRouteQuery(
            "test-application",
            applicationQuery as unknown as ConcreteRequest,
            { id: params.id ?? "" },
            environment,
          ),
        element: wrap(<ApplicationPage />),
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return { environment, router, user: userEvent.setup() };
}

describe("the applications list", () => {
  it("asks for the address's filters, shows the rows and asks again for a new search", async () => {
    const { environment, user } = renderRoute(`${LIST}?search=98765+43210&status=PENDING`);
    const first = environment.mock.getMostRecentOperation();
    expect(first.request.node.params.name).toBe("AdminApplicationsPageQuery");
    expect(first.request.variables).toMatchObject({
      search: "98765 43210",
      status: "PENDING",
      after: null,
      jobType: null,
    });
    await act(async () => {
      environment.mock.resolve(
        first,
        MockPayloadGenerator.generate(first, {
          QueryAdminApplicationsConnection: () => ({ totalCount: 1234 }),
          Application: () => ({
            id: ID,
            status: "PENDING",
            appliedAt: "2026-12-01T06:00:00Z",
            job: { title: "Data entry from home", state: "Bihar" },
            worker: { firstName: "Meena", lastName: "Rao", phoneNumber: "9876543210" },
          }),
        }),
      );
    });
    const row = (await screen.findByRole("link", { name: "Data entry from home" })).closest("tr");
    expect(row).toBeTruthy();
    expect(within(row as HTMLElement).getByText("Meena Rao")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("9876543210")).toBeTruthy();
    expect(within(row as HTMLElement).getByText("1 Dec 2026")).toBeTruthy();
    expect(screen.getByText("1,234 applications")).toBeTruthy();

    const search = screen.getByRole("searchbox", { name: english.applications.search });
    await user.clear(search);
    await user.type(search, "Patil");
    await user.selectOptions(
      screen.getByRole("combobox", { name: english.applications.jobType }),
      "DAILY_WAGE",
    );
    await user.click(screen.getByRole("button", { name: english.applications.apply }));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.variables).toMatchObject({
      search: "Patil",
      status: "PENDING",
      jobType: "DAILY_WAGE",
    });
  });

  it("takes India's days for the dates, the last day included", () => {
    expect(
      applicationVariables(new URLSearchParams("from=2026-12-01&to=2026-12-07")),
    ).toMatchObject({ from: "2026-11-30T18:30:00.000Z", to: "2026-12-07T18:30:00.000Z" });
    expect(applicationVariables(new URLSearchParams("from=yesterday&status=NOPE"))).toMatchObject({
      from: null,
      status: null,
    });
  });
});

const APPLICATION = {
  id: ID,
  status: "SHORTLISTED",
  isFinal: false,
  appliedAt: "2026-12-01T06:00:00Z",
  statusChangedAt: "2026-12-02T06:00:00Z",
  coverNote: "I can start tomorrow",
  feedback: null,
  contactStatus: "CONTACTED",
  contactMethod: "WHATSAPP",
  contactedAt: "2026-12-02T07:00:00Z",
  workerPaidAnswer: null,
  contactVerification: null,
  workCheck: null,
  ratings: [],
  job: {
    title: "Data entry from home",
    jobType: "ONE_TIME",
    state: "Bihar",
    city: "Patna",
    employer: { companyName: "Shady Placements" },
  },
  worker: { id: "VXNlcjox", firstName: "Meena", lastName: "Rao", phoneNumber: "9876543210" },
  employerAccount: {
    id: "VXNlcjoy",
    firstName: "Suresh",
    lastName: "Patil",
    phoneNumber: "9123456780",
  },
  history: [
    {
      kind: "APPLIED",
      at: "2026-12-01T06:00:00Z",
      actor: "WORKER",
      status: null,
      action: null,
      adminUsername: null,
      note: null,
    },
    {
      kind: "STATUS_CHANGED",
      at: "2026-12-02T06:00:00Z",
      actor: "EMPLOYER",
      status: "SHORTLISTED",
      action: null,
      adminUsername: null,
      note: null,
    },
  ],
};

async function openApplication(permissions: AdminAction[]) {
  const rendered = renderRoute(`${LIST}/${ID}`, permissions);
  const operation = rendered.environment.mock.getMostRecentOperation();
  expect(operation.request.variables).toEqual({ id: ID });
  await act(async () => {
    rendered.environment.mock.resolve(operation, { data: { adminApplication: APPLICATION } });
  });
  await screen.findByRole("heading", { name: "Data entry from home: Meena Rao" });
  return rendered;
}

describe("one application", () => {
  it("shows both parties, the notes, the contact and the recorded history", async () => {
    await openApplication(["APPLICATION_SEARCH"]);
    expect(screen.getByText(/Shady Placements/)).toBeTruthy();
    expect(screen.getByText(/9123456780/)).toBeTruthy();
    expect(screen.getByText("I can start tomorrow")).toBeTruthy();
    expect(screen.getByText(english.application.history.intro)).toBeTruthy();
    const history = screen.getByRole("list");
    const items = within(history).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Applied (by the worker)"),
      expect.stringContaining("Status changed to shortlisted (by the employer)"),
    ]);
    expect(screen.queryByRole("button", { name: english.application.cancel.button })).toBeNull();
  });

  it("cancels with a reason for an admin the server lets, and shows the answer", async () => {
    const { environment, user } = await openApplication([
      "APPLICATION_SEARCH",
      "APPLICATION_CANCEL",
    ]);
    await user.click(screen.getByRole("button", { name: english.application.cancel.button }));
    const dialog = await screen.findByRole("dialog", { name: english.application.cancel.title });
    await user.click(
      within(dialog).getByRole("button", { name: english.application.cancel.confirm }),
    );
    expect(within(dialog).getByRole("alert").textContent).toBe(english.actions.reasonRequired);
    await user.type(within(dialog).getByRole("textbox"), "Scam job asking for fees");
    await user.click(
      within(dialog).getByRole("button", { name: english.application.cancel.confirm }),
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("AdminApplicationCancelMutation");
    expect(operation.request.variables).toEqual({ id: ID, reason: "Scam job asking for fees" });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          cancelApplication: {
            __typename: "CancelApplicationPayload",
            application: {
              id: ID,
              status: "CANCELLED",
              isFinal: true,
              statusChangedAt: "2026-12-07T10:00:00Z",
              history: [
                ...APPLICATION.history,
                {
                  kind: "ADMIN_ACTION",
                  at: "2026-12-07T10:00:00Z",
                  actor: "ADMIN",
                  status: "CANCELLED",
                  action: "application.cancel",
                  adminUsername: "ops-asha",
                  note: "Scam job asking for fees",
                },
              ],
            },
          },
        },
      });
    });
    expect(screen.getByRole("status").textContent).toBe(english.application.cancel.done);
    expect(screen.getByText("Cancelled")).toBeTruthy();
    expect(screen.queryByRole("button", { name: english.application.cancel.button })).toBeNull();
    const last = within(screen.getByRole("list")).getAllByRole("listitem").at(-1);
    expect(last?.textContent).toContain("Status changed to cancelled (by admin ops-asha)");
    expect(last?.textContent).toContain("Scam job asking for fees");
  });
});
