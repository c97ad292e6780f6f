import { ERROR_MESSAGES } from "@kaamsetu/shared/error-messages";
import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { appErrorAnswer, fieldError } from "../../test/app-error";
import { renderAt, renderLoaded } from "../../test/render";
import { Component as ConsolePage } from "./AdminConsolePage";
import { Component as DatabasePage } from "./AdminDatabasePage";
import { loader as databaseLoader } from "./AdminDatabasePage.loader";
import { Component as DisputesPage } from "./AdminDisputesPage";
import { loader as disputesLoader } from "./AdminDisputesPage.loader";
import { Component as OverviewPage } from "./AdminOverviewPage";
import { loader as overviewLoader } from "./AdminOverviewPage.loader";
import { Component as SettingsPage } from "./AdminSettingsPage";
import { loader as settingsLoader } from "./AdminSettingsPage.loader";
import { type AdminAction, AdminPermissionsContext } from "./admin-access";
import { changedValues, draftsOf, settingValue } from "./settings-form";
import { cellText, isRunShortcut } from "./sql-console";

// The overview, the SQL console and the settings with Relay's mock environment: what each shows
// of the server's answer, what each sends, and what a role without access sees. uPlot draws on a
// canvas jsdom does not have: the chart is a stand-in that shows what it was given (the browser
// test, e2e/admin-console.spec.ts, draws the real one).
vi.mock("../../components/DayChart", () => ({
  default: ({ dates, series }: { dates: string[]; series: { label: string }[] }) => (
    <div data-testid="chart">
      {dates.length} days: {series.map((line) => line.label).join(", ")}
    </div>
  ),
}));

beforeAll(() => i18n.loadNamespaces(["admin", "errors"]));

/** `page` for an admin the server lets take `permissions` (the layout's Admin.permissions). */
function withPermissions(permissions: AdminAction[], page: ReactNode) {
  return (
    <AdminPermissionsContext.Provider value={new Set(permissions)}>
      {page}
    </AdminPermissionsContext.Provider>
  );
}

describe("the settings form", () => {
  const settings = [
    { key: "job_expiry_days", kind: "INTEGER", value: 30 },
    { key: "jobs_need_approval", kind: "BOOLEAN", value: false },
    { key: "support_phone", kind: "TEXT", value: null },
    { key: "community_url", kind: "TEXT", value: "https://example.com/group" },
    { key: "languages", kind: "LIST", value: ["en", "hi"] },
  ];

  it("starts each control from the value now, and gives a kind it does not know none", () => {
    expect(draftsOf(settings)).toEqual({
      job_expiry_days: "30",
      jobs_need_approval: false,
      support_phone: "",
      community_url: "https://example.com/group",
    });
  });

  it("sends only what changed, each as its kind's value", () => {
    const drafts = draftsOf(settings);
    expect(changedValues(settings, drafts)).toEqual({});
    expect(
      changedValues(settings, {
        ...drafts,
        job_expiry_days: " 45 ",
        jobs_need_approval: true,
        support_phone: "9876543210",
        community_url: "  ",
        languages: "en",
      }),
    ).toEqual({
      job_expiry_days: 45,
      jobs_need_approval: true,
      support_phone: "9876543210",
      community_url: null,
    });
    // The same number typed again, an empty text that was already unset: nothing to send.
    expect(
      changedValues(settings, { ...drafts, job_expiry_days: "030", support_phone: " " }),
    ).toEqual({});
  });

  it("leaves what is not a whole number as typed, for the server to refuse in its words", () => {
    expect(settingValue("INTEGER", "2.5")).toBe("2.5");
    expect(settingValue("INTEGER", "")).toBe("");
    expect(settingValue("INTEGER", "-3")).toBe(-3);
    expect(settingValue("TEXT", "")).toBeNull();
    expect(settingValue("BOOLEAN", true)).toBe(true);
  });
});

describe("the SQL console's cells and keys", () => {
  it("says NULL for null and writes arrays and objects as JSON", () => {
    expect([null, "text", 42, true, [1, 2], { a: 1 }].map(cellText)).toEqual([
      "NULL",
      "text",
      "42",
      "true",
      "[1,2]",
      '{"a":1}',
    ]);
  });

  it("runs on Ctrl+Enter or Cmd+Enter only", () => {
    expect(isRunShortcut({ key: "Enter", ctrlKey: true, metaKey: false })).toBe(true);
    expect(isRunShortcut({ key: "Enter", ctrlKey: false, metaKey: true })).toBe(true);
    expect(isRunShortcut({ key: "Enter", ctrlKey: false, metaKey: false })).toBe(false);
    expect(isRunShortcut({ key: "a", ctrlKey: true, metaKey: false })).toBe(false);
  });
});

describe("the SQL console", () => {
  function renderConsole(permissions: AdminAction[] = ["DATABASE_QUERY"]) {
    const environment = createMockEnvironment();
    renderAt(
      "/admin/dashboard/database/console",
      withPermissions(permissions, <ConsolePage />),
      environment,
    );
    return { environment, user: userEvent.setup() };
  }

  it("runs the query on Ctrl+Enter and shows its rows, their count and the cap", async () => {
    const { environment, user } = renderConsole();
    await user.type(screen.getByLabelText(english.console.query), "SELECT id, title FROM jobs");
    await user.keyboard("{Control>}{Enter}{/Control}");
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ query: "SELECT id, title FROM jobs" });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          executeSql: {
            __typename: "SqlConsoleResult",
            columns: ["id", "title"],
            rows: [
              ["1", "Mason"],
              ["2", null],
            ],
            rowCount: 2,
            truncated: true,
            rowCap: 1000,
            sizeTruncated: false,
            byteCap: 5242880,
          },
        },
      });
    });
    const table = screen.getByRole("table", { name: english.console.result });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["id", "title"]);
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    expect(within(table).getByText("NULL").className).toBe("admin-console__null");
    expect(screen.getByRole("status").textContent).toBe(
      "2 rows. Only the first 1,000 rows are shown.",
    );
  });

  it("shows the server's refusal in its words, and an empty query beside the box", async () => {
    const { environment, user } = renderConsole();
    await user.type(screen.getByLabelText(english.console.query), "SELECT * FROM nothing");
    await user.click(screen.getByRole("button", { name: english.console.run }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          executeSql: appErrorAnswer("BAD_REQUEST", "sqlFailed", {
            params: { detail: 'relation "nothing" does not exist' },
          }),
        },
      });
    });
    expect(screen.getByRole("alert").textContent).toBe(
      'Failed to execute SQL query: relation "nothing" does not exist',
    );
    expect(screen.queryByRole("table")).toBeNull();

    await user.clear(screen.getByLabelText(english.console.query));
    await user.click(screen.getByRole("button", { name: english.console.run }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          executeSql: appErrorAnswer("VALIDATION", "required", {
            fieldErrors: [fieldError("query", "required")],
          }),
        },
      });
    });
    const box = screen.getByLabelText(english.console.query);
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toContain(
      screen.getByRole("alert").getAttribute("id"),
    );
    expect(screen.getByRole("alert").textContent).toBe(ERROR_MESSAGES.required);
  });

  it("says when the server cut values to its byte cap, and when the console is busy", async () => {
    const { environment, user } = renderConsole();
    await user.type(screen.getByLabelText(english.console.query), "SELECT repeat('x', 9e7)");
    await user.click(screen.getByRole("button", { name: english.console.run }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          executeSql: {
            __typename: "SqlConsoleResult",
            columns: ["repeat"],
            rows: [["xxxx"]],
            rowCount: 1,
            truncated: false,
            rowCap: 1000,
            sizeTruncated: true,
            byteCap: 5242880,
          },
        },
      });
    });
    expect(screen.getByRole("status").textContent).toBe(
      `1 row. ${english.console.sizeTruncated.replace("{{size}}", "5 MB")}`,
    );

    await user.click(screen.getByRole("button", { name: english.console.run }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: { executeSql: appErrorAnswer("UNAVAILABLE", "sqlConsoleBusy") },
      });
    });
    expect(screen.getByRole("alert").textContent).toBe(ERROR_MESSAGES.sqlConsoleBusy);
  });

  it("is not there for an admin the server does not let query", () => {
    const { environment } = renderConsole(["DASHBOARD_READ"]);
    expect(screen.getByRole("alert").textContent).toBe(english.database.forbidden);
    expect(screen.queryByLabelText(english.console.query)).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("the database browser's tables", () => {
  it("shows a counted table's rows as they are and an estimate as one", async () => {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard/database",
      withPermissions(["DATABASE_BROWSE"], <DatabasePage />),
      databaseLoader,
      environment,
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          adminDbTables: [
            { name: "admins", estimatedRows: 4, rowsExact: true, sizeBytes: 8192 },
            { name: "jobs", estimatedRows: 1234567, rowsExact: false, sizeBytes: 81920 },
          ],
        },
      });
    });
    const row = (name: string) => screen.getByRole("link", { name }).closest("tr") as HTMLElement;
    expect(within(row("admins")).getByText("4")).toBeTruthy();
    expect(within(row("jobs")).getByText("about 12,34,567")).toBeTruthy();
  });
});

describe("the settings section", () => {
  const setting = (over: Record<string, unknown>) => ({
    description: "Server description",
    isDefault: false,
    minimum: null,
    maximum: null,
    updatedAt: null,
    ...over,
  });
  const SETTINGS = [
    setting({
      key: "job_expiry_days",
      kind: "INTEGER",
      value: 30,
      defaultValue: 30,
      isDefault: true,
      minimum: 1,
      maximum: 365,
    }),
    setting({
      key: "jobs_need_approval",
      kind: "BOOLEAN",
      value: true,
      defaultValue: false,
      updatedAt: "2026-11-20T06:00:00Z",
    }),
    setting({ key: "support_phone", kind: "TEXT", value: null, defaultValue: null }),
    setting({ key: "some_future_list", kind: "LIST", value: ["en"], defaultValue: [] }),
  ];

  const EXPIRY = `${english.settings.labels.job_expiry_days} (${english.settings.units.job_expiry_days})`;

  async function renderSettings(permissions: AdminAction[] = ["SETTINGS_READ", "SETTINGS_UPDATE"]) {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard/settings",
      withPermissions(permissions, <SettingsPage />),
      settingsLoader,
      environment,
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { adminSettings: SETTINGS } });
    });
    return { environment, user: userEvent.setup() };
  }

  it("shows each setting by its kind, with its description, default and last change", async () => {
    await renderSettings();
    const expiry = screen.getByRole("spinbutton", { name: EXPIRY });
    expect(expiry).toHaveProperty("value", "30");
    expect(expiry.getAttribute("min")).toBe("1");
    expect(expiry.getAttribute("max")).toBe("365");
    const expiryCard = expiry.closest("li") as HTMLElement;
    expect(within(expiryCard).getByText(english.settings.defaultBadge)).toBeTruthy();
    expect(
      within(expiryCard).getByText(english.settings.descriptions.job_expiry_days),
    ).toBeTruthy();
    expect(within(expiryCard).getByText("From 1 to 365 (days)")).toBeTruthy();
    // The key stays beside the words, for operators.
    expect(within(expiryCard).getByText("job_expiry_days")).toBeTruthy();
    const approval = screen.getByRole("checkbox", {
      name: english.settings.labels.jobs_need_approval,
    });
    expect(approval).toHaveProperty("checked", true);
    const approvalCard = approval.closest("li") as HTMLElement;
    expect(within(approvalCard).queryByText(english.settings.defaultBadge)).toBeNull();
    expect(
      within(approvalCard).getByText("Default: No · Last changed on 20 Nov 2026"),
    ).toBeTruthy();
    expect(
      screen.getByRole("textbox", { name: english.settings.labels.support_phone }),
    ).toHaveProperty("value", "");
    // A kind this screen does not know is shown, not changed.
    const future = screen.getByText("some_future_list").closest("li") as HTMLElement;
    expect(within(future).getByText('["en"]')).toBeTruthy();
    expect(within(future).getByText("Server description")).toBeTruthy();
    expect(within(future).queryByRole("textbox")).toBeNull();
    expect(screen.getByRole("button", { name: english.settings.save })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("sends only the changed values and shows a refused one beside its field", async () => {
    const { environment, user } = await renderSettings();
    const expiry = screen.getByRole("spinbutton", { name: EXPIRY });
    await user.clear(expiry);
    await user.type(expiry, "400");
    await user.click(
      screen.getByRole("checkbox", { name: english.settings.labels.jobs_need_approval }),
    );
    await user.click(screen.getByRole("button", { name: english.settings.save }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      values: { job_expiry_days: 400, jobs_need_approval: false },
    });
    const refusal = fieldError("job_expiry_days", "paramWholeNumberRange", {
      name: "job_expiry_days",
      min: 1,
      max: 365,
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          updateSettings: appErrorAnswer("VALIDATION", "paramWholeNumberRange", {
            params: refusal.params,
            fieldErrors: [refusal],
          }),
        },
      });
    });
    expect(screen.getByRole("alert").textContent).toBe(english.settings.fixFields);
    const card = screen.getByRole("spinbutton", { name: EXPIRY }).closest("li");
    expect(within(card as HTMLElement).getByText(refusal.message)).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: EXPIRY }).getAttribute("aria-invalid")).toBe(
      "true",
    );

    // Corrected and saved: the form starts again from what the server answered.
    await user.clear(screen.getByRole("spinbutton", { name: EXPIRY }));
    await user.type(screen.getByRole("spinbutton", { name: EXPIRY }), "45");
    await user.click(screen.getByRole("button", { name: english.settings.save }));
    const saved = environment.mock.getMostRecentOperation();
    expect(saved.request.variables).toEqual({
      values: { job_expiry_days: 45, jobs_need_approval: false },
    });
    await act(async () => {
      environment.mock.resolve(saved, {
        data: {
          updateSettings: {
            __typename: "UpdateSettingsPayload",
            settings: [
              { ...SETTINGS[0], value: 45, isDefault: false, updatedAt: "2026-11-27T06:00:00Z" },
              { ...SETTINGS[1], value: false },
              SETTINGS[2],
              SETTINGS[3],
            ],
          },
        },
      });
    });
    expect(screen.getByRole("status").textContent).toBe(english.settings.saved);
    expect(screen.getByRole("spinbutton", { name: EXPIRY })).toHaveProperty("value", "45");
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.getByRole("button", { name: english.settings.save })).toHaveProperty(
      "disabled",
      true,
    );
  });

  it("shows the values without a way to change them to an admin who may not change them", async () => {
    await renderSettings(["SETTINGS_READ"]);
    expect(screen.getByText(english.settings.readOnly)).toBeTruthy();
    expect(screen.getByRole("spinbutton", { name: EXPIRY })).toHaveProperty("disabled", true);
    expect(
      screen.getByRole("checkbox", { name: english.settings.labels.jobs_need_approval }),
    ).toHaveProperty("disabled", true);
    expect(screen.queryByRole("button", { name: english.settings.save })).toBeNull();
  });
});

describe("the overview", () => {
  async function renderOverview(permissions: AdminAction[]) {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard",
      withPermissions(permissions, <OverviewPage />),
      overviewLoader,
      environment,
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation((operation) =>
        MockPayloadGenerator.generate(operation, {
          AdminPlatformStats: () => ({
            usersTotal: 1234,
            jobsTotal: 56,
            applicationsTotal: 789,
            placementRate: 0.4567,
            activeEmployers: 12,
            usersByType: [
              { userType: "LABOUR", count: 1000 },
              { userType: "EMPLOYER", count: 234 },
            ],
            usersByState: [{ accountState: "ACTIVE", count: 1234 }],
            jobsByStatus: [{ status: "ACTIVE", count: 50 }],
            applicationsByStatus: [{ status: "UNDER_REVIEW", count: 789 }],
            signUps: { today: 3, last7Days: 20, last30Days: 90 },
            applicationsMade: { today: 5, last7Days: 40, last30Days: 300 },
          }),
          User: () => ({
            id: "VXNlcjox",
            firstName: "Ramesh",
            lastName: "Kumar",
            userType: "LABOUR",
            accountState: "ACTIVE",
            createdAt: "2026-11-20T06:00:00Z",
          }),
          Application: () => ({
            id: "QXBwOjE",
            status: "UNDER_REVIEW",
            appliedAt: "2026-11-21T06:00:00Z",
          }),
          Job: () => ({
            id: "Sm9iOjE",
            title: "Mason",
            status: "ACTIVE",
            moderationStatus: "APPROVED",
            createdAt: "2026-11-20T06:00:00Z",
          }),
        }),
      );
    });
    return environment;
  }

  const tile = (label: string) =>
    screen.getByText(label, { selector: ".admin-tiles__label" }).previousElementSibling
      ?.textContent;

  it("shows the figures, the newest of each with links, and the timeline's numbers", async () => {
    const environment = await renderOverview([
      "DASHBOARD_READ",
      "PLATFORM_ANALYTICS_READ",
      "ACCOUNT_SEARCH",
    ]);
    expect(tile(english.overview.tiles.users)).toBe("1,234");
    expect(tile(english.overview.tiles.placementRate)).toBe("45.7%");
    const windows = screen.getByRole("table", { name: english.overview.windows.title });
    expect(within(windows).getByRole("row", { name: /Sign-ups\s*3\s*20\s*90/ })).toBeTruthy();
    const byType = screen.getByRole("table", { name: english.overview.byType });
    expect(within(byType).getByRole("row", { name: /Worker\s*1,000/ })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Ramesh Kumar" }).getAttribute("href")).toBe(
      "/admin/dashboard/users/VXNlcjox",
    );
    expect(screen.getAllByRole("link", { name: "Mason" })[0]?.getAttribute("href")).toBe(
      "/jobs/Sm9iOjE",
    );

    const timeline = environment.mock.getMostRecentOperation();
    expect(timeline.request.variables).toEqual({ days: 30 });
    await act(async () => {
      environment.mock.resolve(timeline, {
        data: {
          adminRegistrationTimeline: [
            { date: "2026-11-26", workers: 2, employers: 1, total: 3 },
            { date: "2026-11-27", workers: 0, employers: 0, total: 0 },
          ],
        },
      });
    });
    expect((await screen.findByTestId("chart")).textContent).toBe("2 days: Workers, Employers");
    const days = screen.getByRole("table", { name: "3 sign-ups in the last 30 days" });
    expect(within(days).getAllByRole("row")).toHaveLength(3);
    expect(within(days).getByRole("row", { name: /26 Nov 2026\s*2\s*1\s*3/ })).toBeTruthy();

    await userEvent.setup().click(screen.getByRole("button", { name: "7 days" }));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ days: 7 });
  });

  it("leaves out the timeline without analytics, and names users without links without users", async () => {
    const environment = await renderOverview(["DASHBOARD_READ"]);
    expect(screen.getByText("Ramesh Kumar").tagName).toBe("TD");
    expect(screen.queryByTestId("chart")).toBeNull();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });
});

describe("the disputes of the applications section", () => {
  const DISPUTE = {
    id: "QXBwbGljYXRpb246NDI=",
    feedback: "Work done, paid in cash",
    statusChangedAt: "2026-11-20T06:00:00Z",
    applicant: { firstName: "Meena", lastName: "Rao" },
    job: { title: "Tiler", employer: { companyName: "Patil Interiors" } },
    workCheck: {
      kind: "COMPLETION",
      state: "DISPUTED",
      disputeNote: "Nobody called me",
      disputedAt: "2026-11-21T06:00:00Z",
      employerRating: { rating: 1, review: "Useless" },
    },
  };

  async function renderDisputes(permissions: AdminAction[]) {
    const environment = createMockEnvironment();
    renderLoaded(
      "/admin/dashboard/applications/disputes",
      withPermissions(permissions, <DisputesPage />),
      disputesLoader,
      environment,
    );
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: {
          openWorkDisputes: {
            pageInfo: { hasNextPage: false, endCursor: null },
            edges: [{ node: DISPUTE }],
          },
        },
      });
    });
    return { environment, user: userEvent.setup() };
  }

  it("shows both sides' words and decides with the two outcomes", async () => {
    const { environment, user } = await renderDisputes([
      "APPLICATION_DISPUTE_READ",
      "APPLICATION_DISPUTE_DECIDE",
    ]);
    const card = screen.getByRole("article", { name: 'Meena Rao says "Tiler" did not happen' });
    for (const words of [
      "Patil Interiors",
      "Work done, paid in cash",
      "Nobody called me",
      "Useless",
    ]) {
      expect(within(card).getByText(words)).toBeTruthy();
    }
    expect(within(card).getByText(/1 star/)).toBeTruthy();
    await user.click(
      within(card).getByRole("button", { name: english.disputes.decide.COMPLETION_VOID }),
    );
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("AdminDisputesPageDecideMutation");
    expect(operation.request.variables).toEqual({ id: DISPUTE.id, outcome: "VOID" });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          DecideWorkDisputeResult: () => ({ __typename: "AnswerWorkCheckPayload" }),
          Application: () => ({ id: DISPUTE.id }),
          WorkCheck: () => ({ ...DISPUTE.workCheck, state: "VOID" }),
        }),
      );
    });
    expect(screen.getByRole("status").textContent).toBe(english.disputes.decided.COMPLETION_VOID);
    // The answer (no longer disputed) takes the card off the queue, without asking again.
    expect(screen.queryByRole("article")).toBeNull();
    expect(screen.getByText(english.disputes.none)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("offers no decision to an admin the server does not let decide", async () => {
    await renderDisputes(["APPLICATION_DISPUTE_READ"]);
    expect(screen.getByText("Nobody called me")).toBeTruthy();
    expect(
      screen.queryByRole("button", { name: english.disputes.decide.COMPLETION_STANDS }),
    ).toBeNull();
  });
});
