import { act, fireEvent, screen, within } from "@testing-library/react";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { GraphQLResponse } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { EmployerDashboardTestQuery } from "../../__generated__/EmployerDashboardTestQuery.graphql";
import { i18n } from "../../i18n/i18n";
import { renderAt } from "../../test/render";
import { AnalyticsPanel } from "./AnalyticsPanel";
import { EmployerOverview } from "./EmployerOverview";
import { RecentApplications } from "./RecentApplications";

// The employer's overview with Relay's mock environment: the tiles and lists say what the
// server answered, an application arriving live goes on top and re-reads the tiles, and a range
// is re-read from the server. uPlot draws on a canvas jsdom does not have: the chart is a stand-in
// that shows what it was given (the browser test draws the real one).
vi.mock("../../components/DayChart", () => ({
  default: ({ dates }: { dates: unknown[] }) => <div data-testid="chart">{dates.length} days</div>,
}));

beforeAll(() => i18n.loadNamespaces(["dashboard", "applicationStatus", "common"]));

function Harness() {
  const { viewer } = useLazyLoadQuery<EmployerDashboardTestQuery>(
    graphql`
      query EmployerDashboardTestQuery @relay_test_operation {
        viewer {
          ...EmployerOverview_user @arguments(since: "2026-03-01T00:00:00Z")
          ...RecentApplications_user
          ...AnalyticsPanel_user
        }
      }
    `,
    {},
  );
  return viewer ? (
    <>
      <EmployerOverview user={viewer} />
      <RecentApplications user={viewer} />
      <AnalyticsPanel user={viewer} />
    </>
  ) : null;
}

const figures = (over: Record<string, unknown> = {}) => ({
  range: "LAST_30_DAYS",
  from: "2026-02-01",
  to: "2026-03-02",
  totalJobs: 12,
  activeJobs: 3,
  totalApplications: 1250,
  hiredWorkers: 9,
  jobViews: 4321,
  jobs: [
    { jobId: "Sm9iOjE=", title: "Mason", views: 40, applications: 7, hires: 2 },
    { jobId: "Sm9iOjI=", title: "Helper", views: 1, applications: 1, hires: 0 },
  ],
  applicationsOverTime: [
    { date: "2026-03-01", applications: 4 },
    { date: "2026-03-02", applications: 0 },
  ],
  applicationsByStatus: [
    { status: "PENDING", applications: 3 },
    { status: "ACCEPTED", applications: 1 },
  ],
  stateFrequency: [{ state: "Bihar", applications: 4 }],
  ...over,
});

const application = (id: string, firstName: string) => ({
  id,
  status: "PENDING",
  appliedAt: new Date().toISOString(),
  applicant: { firstName, lastName: "Yadav" },
  job: { id: "Sm9iOjE=", title: "Mason" },
});

async function renderDashboard() {
  const environment = createMockEnvironment();
  renderAt("/employer/dashboard", <Harness />, environment);
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({
          id: "VXNlcjox",
          applicationsReceivedSince: 2,
          receivedApplications: {
            totalCount: 6,
            edges: [{ node: application("QXBwOjE=", "Arjun") }],
            pageInfo: { hasNextPage: true, endCursor: "c1" },
          },
        }),
        EmployerAnalytics: () => figures(),
      }),
    );
  });
  await screen.findByText("Active jobs", { selector: "span" });
  return environment;
}

const tile = (name: string) =>
  screen.getByText(name, { selector: ".employer-tile__label" }).previousElementSibling?.textContent;

describe("the employer's overview", () => {
  it("shows the tiles, active jobs, recent applications and the analytics", async () => {
    await renderDashboard();
    expect(tile("Active jobs")).toBe("3");
    expect(tile("New applications since your last visit")).toBe("2");
    expect(tile("Job views")).toBe("4,321");
    expect(tile("Total applications")).toBe("1,250");
    expect(tile("Workers hired")).toBe("9");
    expect(screen.getByText("40 views · 7 applications · 2 hired")).toBeTruthy();
    // One of a thing is said as one.
    expect(screen.getByText("1 view · 1 application · 0 hired")).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Recent applications (6)" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Arjun Yadav applied for Mason" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Show more applications" })).toBeTruthy();
    // The chart's numbers as a table, and the breakdowns.
    expect(await screen.findByTestId("chart")).toHaveProperty("textContent", "2 days");
    fireEvent.click(screen.getByText("Show the numbers as a table"));
    const table = screen.getByRole("table", {
      name: /^1,250 applications from 1 Feb 2026 to 2 Mar 2026$/,
    });
    expect(within(table).getAllByRole("row")).toHaveLength(3);
    const statuses = screen.getByRole("table", { name: "Applications by status" });
    expect(within(statuses).getByRole("row", { name: /Pending\s*3/ })).toBeTruthy();
    expect(
      screen.getByRole("table", { name: "States applicants come from" }).textContent,
    ).toContain("Bihar");
    const byJob = screen.getByRole("table", { name: "Your newest jobs in this period" });
    expect(within(byJob).getByRole("row", { name: /Mason\s*40\s*7\s*2/ })).toBeTruthy();
    expect(screen.getByRole("button", { name: "30 days" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });

  it("puts an application that arrives on top and re-reads the tiles", async () => {
    const environment = await renderDashboard();
    const subscription = environment.mock.findOperation(
      (operation) => operation.request.node.params.operationKind === "subscription",
    );
    await act(async () => {
      (
        environment.mock as unknown as {
          nextValue(request: unknown, payload: GraphQLResponse): void;
        }
      ).nextValue(subscription.request.node, {
        data: {
          notificationEvents: {
            kind: "CREATED",
            notification: { id: "Tm90OjE=", application: application("QXBwOjI=", "Meena") },
            viewer: { id: "VXNlcjox" },
          },
        },
      });
    });
    const links = screen.getAllByRole("link", { name: /applied for Mason/ });
    expect(links.map((link) => link.textContent)).toEqual([
      "Meena Yadav applied for Mason",
      "Arjun Yadav applied for Mason",
    ]);
    expect(screen.getByRole("heading", { name: "Recent applications (7)" })).toBeTruthy();
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe("EmployerOverviewRefetchQuery");
    await act(async () => {
      environment.mock.resolve(
        refetch,
        MockPayloadGenerator.generate(refetch, {
          User: () => ({ id: "VXNlcjox", applicationsReceivedSince: 3 }),
          EmployerAnalytics: () => figures({ totalApplications: 1251 }),
        }),
      );
    });
    expect(tile("New applications since your last visit")).toBe("3");
    expect(tile("Total applications")).toBe("1,251");
  });

  it("re-reads the analytics for another range", async () => {
    const environment = await renderDashboard();
    fireEvent.click(screen.getByRole("button", { name: "7 days" }));
    const refetch = environment.mock.getMostRecentOperation();
    expect(refetch.request.node.params.name).toBe("AnalyticsPanelRefetchQuery");
    expect(refetch.request.variables).toMatchObject({ range: "LAST_7_DAYS" });
    expect(screen.getByRole("button", { name: "7 days" }).getAttribute("aria-pressed")).toBe(
      "true",
    );
  });
});
