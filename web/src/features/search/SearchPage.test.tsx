import { act, render, screen, waitFor, within } from "@testing-library/react";
import { RelayEnvironmentProvider } from "react-relay";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { FetchFunction, MutableRecordSource } from "relay-runtime";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POPULAR_SEARCHES_SHOWN } from "../../config";
import { i18n } from "../../i18n/i18n";
import { addRecentSearch, readRecentSearches } from "../../lib/recent-searches";
import { createEnvironment, setEnvironmentResolver } from "../../relay/environment";
import { Component as SearchPage } from "./SearchPage";
import { loader } from "./SearchPage.loader";

const network = vi.fn<FetchFunction>();
const environment = createEnvironment(network);
setEnvironmentResolver(() => environment);

beforeAll(async () => {
  await i18n.loadNamespaces("search");
});

beforeEach(() => {
  network.mockReset();
  // Each test starts with an empty store, or the loader would find the last test's answer.
  (environment.getStore().getSource() as MutableRecordSource).clear();
});

function renderPage() {
  const router = createMemoryRouter(
    [
      { path: "/search", loader, Component: SearchPage, HydrateFallback: () => null },
      { path: "/jobs", element: <h1>jobs</h1> },
    ],
    { initialEntries: ["/search"] },
  );
  render(
    <RelayEnvironmentProvider environment={environment}>
      <RouterProvider router={router} />
    </RelayEnvironmentProvider>,
  );
  return router;
}

describe("/search", () => {
  it("lists the popular searches from the server as links to their results", async () => {
    network.mockResolvedValueOnce({
      data: {
        popularSearches: [
          { query: "plumber", count: 1200 },
          { query: "construction worker", count: 1 },
        ],
      },
    });
    renderPage();

    const plumber = await screen.findByRole("link", { name: /plumber/ });
    expect(network.mock.calls[0]?.[1]).toEqual({ limit: POPULAR_SEARCHES_SHOWN });
    expect(plumber.getAttribute("href")).toBe("/jobs?q=plumber");
    expect(plumber.textContent).toContain("1,200 searches");
    const builder = screen.getByRole("link", { name: /construction worker/ });
    expect(builder.getAttribute("href")).toBe("/jobs?q=construction+worker");
    expect(builder.textContent).toContain("1 search");
    // The bar focuses itself in an effect, which may run just after the list appears.
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole("combobox", { name: "Job, skill or role" }),
      ),
    );
  });

  it("offers the suggested trades and cities when nobody has searched yet", async () => {
    network.mockResolvedValueOnce({ data: { popularSearches: [] } });
    renderPage();

    expect(await screen.findByText("No popular searches yet")).toBeTruthy();
    const trades = screen.getByRole("heading", { name: "Browse by trade" })
      .nextElementSibling as HTMLElement;
    expect(within(trades).getByRole("link", { name: "Mason" }).getAttribute("href")).toBe(
      "/jobs?q=mason",
    );
    expect(screen.getByRole("link", { name: "Pune" }).getAttribute("href")).toBe(
      "/jobs?location=Pune",
    );
  });

  it("shows an error with a retry when the popular searches cannot load, keeping the bar", async () => {
    // React reports the error the boundary catches; that is the point of this test.
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    network.mockRejectedValueOnce(new Error("Network error occurred"));
    network.mockResolvedValueOnce({ data: { popularSearches: [{ query: "mason", count: 3 }] } });
    renderPage();

    const retry = await screen.findByRole("button", { name: "Try again" });
    expect(screen.getByRole("search", { name: "Search jobs" })).toBeTruthy();
    await act(async () => retry.click());
    expect(await screen.findByRole("link", { name: /mason/ })).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it("shows this browser's recent searches, which run again and can be cleared", async () => {
    network.mockResolvedValue({ data: { popularSearches: [] } });
    addRecentSearch({ query: "", location: "Chennai" }, new Date(Date.now() - 2 * 3600_000));
    renderPage();

    const recent = await screen.findByRole("region", { name: "Recent searches" });
    const link = within(recent).getByRole("link");
    expect(link.textContent).toBe("—any jobChennai2 hours ago");
    expect(link.getAttribute("href")).toBe("/jobs?location=Chennai");

    await act(async () =>
      within(recent).getByRole("button", { name: "Clear recent searches" }).click(),
    );
    expect(readRecentSearches()).toEqual([]);
    expect(screen.queryByRole("region", { name: "Recent searches" })).toBeNull();
  });
});
