import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, Link, Outlet, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import signOutMutation from "../__generated__/revokeSignOutMutation.graphql";
import {
  AVAILABLE_LANGUAGES,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
  SCROLL_THRESHOLD_PX,
  STORAGE_KEYS,
} from "../config";
import { i18n } from "../i18n/i18n";
import { clearSession, getSession, reloadSession } from "../session/session";
import { NavBar } from "./NavBar";

function renderNavBar(path = "/") {
  const router = createMemoryRouter(
    [
      {
        path: "/",
        element: (
          <>
            <NavBar />
            <Outlet />
            <Link to="/jobs">elsewhere</Link>
          </>
        ),
        children: [{ index: true }, { path: "*" }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const menuButton = () => screen.getByRole("button", { name: /open menu|close menu/i });
const mobileMenu = () => screen.getByRole("dialog", { hidden: true });
/** The menu is a <details> (it opens without JavaScript): whether it is open. */
const menuShown = () => (mobileMenu().closest("details") as HTMLDetailsElement).open;

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
  });
}

// Logout asks the server to revoke the token; here the server always fails.
const fetchMock = vi.fn<typeof fetch>(async (url) =>
  url === "/api/csrf-token"
    ? Response.json({ csrf_token: `n.s:${Math.floor(Date.now() / 1000) + 3600}` })
    : Response.json({ errors: [{ message: "Server error occurred" }] }, { status: 500 }),
);

describe("NavBar", () => {
  beforeEach(() => {
    clearSession();
    scrollTo(0);
    fetchMock.mockClear();
    vi.stubGlobal("fetch", fetchMock);
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("offers the main links, search, and sign in / register to visitors", () => {
    renderNavBar();
    const desktop = screen.getAllByRole("navigation", { name: "Main" })[0];
    expect(desktop).toBeDefined();
    for (const name of ["Home", "Find jobs", "About", "Pricing", "Blog"]) {
      expect(screen.getAllByRole("link", { name })[0]?.getAttribute("href")).toBeTruthy();
    }
    expect(screen.getByRole("link", { name: "Search jobs" }).getAttribute("href")).toBe("/search");
    expect(screen.getAllByRole("link", { name: "Sign in" })[0]?.getAttribute("href")).toBe(
      "/signin",
    );
    expect(screen.getAllByRole("link", { name: "Register" })[0]?.getAttribute("href")).toBe(
      "/role-selection",
    );
    expect(screen.queryByRole("button", { name: "Logout" })).toBeNull();
  });

  it("shows profile, dashboard and logout to a signed-in user, and logout signs out", async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.authToken, "token");
    localStorage.setItem(STORAGE_KEYS.userType, "employer");
    localStorage.setItem(
      STORAGE_KEYS.userData,
      JSON.stringify({ first_name: "Asha", last_name: "Rao", profile_picture: "none" }),
    );
    reloadSession();
    const router = renderNavBar("/jobs");
    expect(screen.queryByRole("link", { name: "Sign in" })).toBeNull();
    const profile = screen.getAllByRole("link", { name: /Profile/ })[0];
    expect(profile?.getAttribute("href")).toBe("/employer/dashboard/profile");
    expect(profile?.textContent).toContain("AR");
    expect(screen.getAllByRole("link", { name: "Dashboard" })[0]?.getAttribute("href")).toBe(
      "/employer/dashboard",
    );
    await user.click(screen.getAllByRole("button", { name: "Logout" })[0] as HTMLElement);
    // Once the sign-out check has found no saves made offline waiting (SignOutCheck.test.tsx).
    await waitFor(() => expect(getSession().status).toBe("anonymous"));
    expect(localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(router.state.location.pathname).toBe("/");
    expect(screen.getAllByRole("link", { name: "Sign in" }).length).toBeGreaterThan(0);
  });

  it("asks the server to revoke the token on logout, without waiting for it", async () => {
    const user = userEvent.setup();
    localStorage.setItem(STORAGE_KEYS.authToken, "token-to-revoke");
    localStorage.setItem(STORAGE_KEYS.userType, "labour");
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    reloadSession();
    const router = renderNavBar("/labour/dashboard");
    await user.click(screen.getAllByRole("button", { name: "Logout" })[0] as HTMLElement);
    // Signed out without waiting for the server, whatever it says (here: a failure).
    await waitFor(() => expect(getSession().status).toBe("anonymous"));
    expect(localStorage.getItem(STORAGE_KEYS.lastActivity)).toBeNull();
    expect(router.state.location.pathname).toBe("/");
    const revoked = () =>
      fetchMock.mock.calls
        .filter(([url]) => url === "/graphql")
        .map(([, init]) => init as RequestInit)
        .find(
          (init) => new Headers(init.headers).get("Authorization") === "Bearer token-to-revoke",
        );
    await waitFor(() => expect(revoked()).toBeDefined());
    // The sign-out mutation, by its persisted id.
    expect(String(revoked()?.body)).toContain(String(signOutMutation.params.id));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
  });

  it("still asks the server to revoke the token when the sign-out check's code cannot load", async () => {
    vi.doMock("./SignOutCheck", () => {
      throw new Error("a new version replaced this chunk");
    });
    try {
      const user = userEvent.setup();
      localStorage.setItem(STORAGE_KEYS.authToken, "token-without-check");
      localStorage.setItem(STORAGE_KEYS.userType, "employer");
      localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
      reloadSession();
      const router = renderNavBar("/employer/dashboard");
      await user.click(screen.getAllByRole("button", { name: "Logout" })[0] as HTMLElement);
      await waitFor(() => expect(getSession().status).toBe("anonymous"));
      expect(router.state.location.pathname).toBe("/");
      await waitFor(() =>
        expect(
          fetchMock.mock.calls.some(
            ([url, init]) =>
              url === "/graphql" &&
              new Headers((init as RequestInit).headers).get("Authorization") ===
                "Bearer token-without-check",
          ),
        ).toBe(true),
      );
    } finally {
      vi.doUnmock("./SignOutCheck");
    }
  });

  it("changes style once the page scrolls past the threshold", () => {
    renderNavBar();
    const header = screen.getByRole("banner");
    scrollTo(SCROLL_THRESHOLD_PX);
    expect(header.className).not.toContain("nav--scrolled");
    scrollTo(SCROLL_THRESHOLD_PX + 1);
    expect(header.className).toContain("nav--scrolled");
    scrollTo(0);
    expect(header.className).not.toContain("nav--scrolled");
  });

  it("opens the small-screen menu and closes it on Escape, returning focus", async () => {
    const user = userEvent.setup();
    renderNavBar();
    expect(menuShown()).toBe(false);
    await user.click(menuButton());
    expect(menuShown()).toBe(true);
    expect(menuButton().getAttribute("aria-expanded")).toBe("true");
    await user.keyboard("{Escape}");
    expect(menuShown()).toBe(false);
    expect(document.activeElement).toBe(menuButton());
  });

  it("closes the menu on a click outside it but not inside it", async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.click(menuButton());
    fireEvent.pointerDown(screen.getAllByText("Language")[0] as HTMLElement);
    expect(menuShown()).toBe(true);
    fireEvent.pointerDown(document.body);
    expect(menuShown()).toBe(false);
  });

  it("closes the menu on a route change", async () => {
    const user = userEvent.setup();
    const router = renderNavBar();
    await user.click(menuButton());
    await act(() => router.navigate("/jobs"));
    expect(menuShown()).toBe(false);
  });

  it("lists every language by its native name; available ones link to the server's choice, unavailable ones are disabled, coming soon", async () => {
    const user = userEvent.setup();
    renderNavBar("/jobs?q=mason");
    await user.click(menuButton());
    const choices = [...mobileMenu().querySelectorAll<HTMLElement>(".language-list__item")];
    expect(choices.map((choice) => choice.lang)).toEqual([...LANGUAGES]);
    for (const choice of choices) {
      const language = choice.lang as Language;
      const available = AVAILABLE_LANGUAGES.includes(language);
      expect(choice.textContent, language).toContain(LANGUAGE_NATIVE_NAMES[language]);
      expect(choice.textContent?.includes("coming soon"), language).toBe(!available);
      if (available) {
        // Before the app runs (or without it) the link sets the language and comes back here.
        expect(choice.tagName, language).toBe("A");
        expect(choice.getAttribute("href"), language).toBe(
          `/language/${language}?next=%2Fjobs%3Fq%3Dmason`,
        );
        expect(choice.getAttribute("aria-current"), language).toBe(
          language === "en" ? "true" : null,
        );
      } else {
        expect((choice as HTMLButtonElement).disabled, language).toBe(true);
      }
    }
  });

  it("switches to an available language, saves it and closes the menus", async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.click(menuButton());
    const english = mobileMenu().querySelector('a[lang="en"]') as HTMLAnchorElement;
    await user.click(english);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe("en");
    expect(i18n.language).toBe("en");
    expect(menuShown()).toBe(false);
  });

  it("switches to Hindi in place, and back", async () => {
    const user = userEvent.setup();
    renderNavBar();
    await user.click(menuButton());
    await user.click(mobileMenu().querySelector('a[lang="hi"]') as HTMLAnchorElement);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe("hi");
    // The Hindi texts load as their own chunk; the bar changes once they are in.
    await waitFor(() => expect(i18n.language).toBe("hi"));
    expect(document.documentElement.lang).toBe("hi");
    expect(document.cookie).toContain("lang=hi");
    await screen.findByRole("button", { name: "मेन्यू खोलें" });
    await user.click(screen.getByRole("button", { name: "मेन्यू खोलें" }));
    await user.click(mobileMenu().querySelector('a[lang="en"]') as HTMLAnchorElement);
    await waitFor(() => expect(i18n.language).toBe("en"));
    expect(document.documentElement.lang).toBe("en");
  });
});
