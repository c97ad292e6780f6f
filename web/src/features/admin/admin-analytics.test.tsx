import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Suspense } from "react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { ConcreteRequest } from "relay-runtime";
import { createMockEnvironment, MockPayloadGenerator } from "relay-test-utils";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import english from "../../locales/en/admin.json";
import { preloadRouteQuery } from "../../relay/route-query";
import { Component as AnalyticsPage, analyticsQuery } from "./AdminAnalyticsPage";
import { analyticsVariables, durationParts } from "./analytics-filters";

// The analytics page with Relay's mock environment, its route preloading the query as the app's
// loader does: the range and state it asks for come from the address, the figures show in
// en-IN numbers, the funnel's shares and the day table; a new range or state is a new address.

// uPlot draws on a canvas jsdom does not have: a stand-in shows what the chart was given (the
// browser test, e2e/admin-analytics.spec.ts, draws the real one).
vi.mock("../../components/DayChart", () => ({
  default: ({ dates, series }: { dates: string[]; series: { label: string }[] }) => (
    <div data-testid="chart">
      {dates.length} days: {series.map((line) => line.label).join(", ")}
    </div>
  ),
}));

beforeAll(() => i18n.loadNamespaces(["admin", "common", "errors"]));

const PATH = "/admin/dashboard/analytics";
const words = english.analytics;

function renderPage(path: string) {
  const environment = createMockEnvironment();
  const router = createMemoryRouter(
    [
      {
        path: PATH,
        loader: ({ request }) =>
          preloadRouteQuery(
            "test-analytics",
            analyticsQuery as unknown as ConcreteRequest,
            analyticsVariables(new URL(request.url).searchParams),
            environment,
          ),
        element: (
          <Suspense fallback={<p>loading</p>}>
            <AnalyticsPage />
          </Suspense>
        ),
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

const FIGURES = {
  range: "LAST_7_DAYS",
  state: "Kerala",
  from: "2026-12-01",
  to: "2026-12-07",
  signUps: { workers: 12345, employers: 40, workersComplete: 6000, employersComplete: 10 },
  jobs: {
    posted: 200,
    approved: 180,
    flagged: 5,
    withApplications: 150,
    filled: 90,
    applications: 700,
    applicationsPerJob: 3.5,
  },
  funnel: {
    applied: 1000,
    shortlisted: 400,
    accepted: 250,
    completed: 100,
    paidAsPromised: 80,
    paidShare: 0.8,
  },
  medianSecondsToFirstApplication: 5400,
  medianSecondsToFirstHire: 3 * 86400,
  activeWorkers: 2500,
  activeEmployers: 30,
  series: [
    { date: "2026-12-06", workers: 3, employers: 1, jobs: 2, applications: 1500 },
    { date: "2026-12-07", workers: 0, employers: 0, jobs: 0, applications: 0 },
  ],
  topTrades: [{ trade: "plumber", jobs: 12 }],
  topPlaces: [{ place: "Kochi", jobs: 9 }],
  emptySearches: [{ query: "crane operator", place: "kochi", searches: 7 }],
};

describe("the analytics page", () => {
  it("asks for the address's range and state and shows the figures in en-IN", async () => {
    const { environment } = renderPage(`${PATH}?range=7d&state=Kerala`);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe("AdminAnalyticsPageQuery");
    expect(operation.request.variables).toEqual({ range: "LAST_7_DAYS", state: "Kerala" });
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, { AdminPlatformAnalytics: () => FIGURES }),
      );
    });
    const tiles = await screen.findByRole("list");
    expect(within(tiles).getByText("12,345")).toBeTruthy();
    expect(within(tiles).getByText("48.6%")).toBeTruthy();
    expect(within(tiles).getByText("1.5 hours")).toBeTruthy();
    expect(within(tiles).getByText("3 days")).toBeTruthy();
    const funnel = screen.getByRole("table", { name: words.funnel.title });
    const shortlisted = within(funnel).getByRole("row", { name: /Shortlisted/ });
    expect(within(shortlisted).getByText("40%")).toBeTruthy();
    expect(within(funnel).getByText("80%")).toBeTruthy();
    expect(screen.getByText("1 Dec 2026 to 7 Dec 2026")).toBeTruthy();
    expect(screen.getByText("1,500")).toBeTruthy();
    expect((await screen.findByTestId("chart")).textContent).toBe(
      "2 days: Sign-ups, Jobs posted, Applications",
    );
    expect(screen.getByRole("table", { name: words.lists.cities })).toBeTruthy();
    expect(screen.getByText("crane operator · kochi")).toBeTruthy();
    expect(
      screen.getByRole("link", { name: words.ranges.LAST_7_DAYS }).getAttribute("aria-current"),
    ).toBe("page");
  });

  it("changes the address for another range or state, which the route reads again", async () => {
    const { router, user, environment } = renderPage(PATH);
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      range: "LAST_30_DAYS",
      state: null,
    });
    await act(async () => {
      const operation = environment.mock.getMostRecentOperation();
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          AdminPlatformAnalytics: () => ({ ...FIGURES, state: null }),
        }),
      );
    });
    await user.click(await screen.findByRole("link", { name: words.ranges.ALL_TIME }));
    expect(router.state.location.search).toBe("?range=all");
    await act(async () => {
      const operation = environment.mock.getMostRecentOperation();
      expect(operation.request.variables).toEqual({ range: "ALL_TIME", state: null });
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          AdminPlatformAnalytics: () => ({ ...FIGURES, range: "ALL_TIME", state: null }),
        }),
      );
    });
    await user.selectOptions(screen.getByRole("combobox", { name: words.state }), "Bihar");
    expect(new URLSearchParams(router.state.location.search).get("state")).toBe("Bihar");
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({
      range: "ALL_TIME",
      state: "Bihar",
    });
  });

  it("reads an unknown range as 30 days and an unknown state as none; waits in hours, then days", () => {
    expect(analyticsVariables(new URLSearchParams("range=year&state=Atlantis"))).toEqual({
      range: "LAST_30_DAYS",
      state: null,
    });
    expect(durationParts(7200)).toEqual({ unit: "hour", value: 2 });
    expect(durationParts(3 * 86400)).toEqual({ unit: "day", value: 3 });
  });
});
