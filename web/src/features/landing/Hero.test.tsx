import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { i18n } from "../../i18n/i18n";
import { type Session, useSession } from "../../session/session";
import { Hero } from "./Hero";

// The search bar is another feature's, tested there.
vi.mock("../../components/search-bar/SearchBar", () => ({
  SearchBar: () => <div data-testid="search-bar" />,
}));
vi.mock("../../session/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../session/session")>()),
  useSession: vi.fn(),
}));

beforeAll(async () => {
  await i18n.loadNamespaces(["landing", "search"]);
});

function renderHero(session: Session) {
  vi.mocked(useSession).mockReturnValue(session);
  const router = createMemoryRouter([{ path: "/", element: <Hero /> }]);
  render(<RouterProvider router={router} />);
}

describe("the hero", () => {
  it("offers a visitor the search, get started and browse jobs", () => {
    renderHero({ status: "anonymous" });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toMatch(/find work near you/i);
    screen.getByTestId("search-bar");
    expect(screen.getByRole("link", { name: "Get started" }).getAttribute("href")).toBe(
      "/role-selection",
    );
    expect(screen.getByRole("link", { name: "Browse jobs" }).getAttribute("href")).toBe("/jobs");
  });

  it("shows no get started button to a signed-in user", () => {
    renderHero({
      status: "signedIn",
      userType: "labour",
      token: "token",
      name: "Ravi Kumar",
      picture: null,
    });
    expect(screen.queryByRole("link", { name: "Get started" })).toBeNull();
    screen.getByRole("link", { name: "Browse jobs" });
  });
});
