import { render, screen } from "@testing-library/react";
import { createMemoryRouter, data, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { i18n } from "../i18n/i18n";
import { clearSession, startSession } from "../session/session";
import { RouteError } from "./RouteError";

function renderFailing(failure: () => never) {
  const router = createMemoryRouter(
    [{ path: "/", loader: failure, Component: () => null, errorElement: <RouteError /> }],
    { initialEntries: ["/"] },
  );
  render(<RouterProvider router={router} />);
}

describe("a route's error page", () => {
  it("is the 500 page for an error, with ways on and nothing of the error", async () => {
    // React Router reports the error in the console; it is expected here.
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    renderFailing(() => {
      throw new Error("secret: SELECT * FROM users failed at /srv/app.js:12");
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: i18n.t("status.500.title") }),
    ).toBeTruthy();
    expect(screen.getByRole("button", { name: i18n.t("status.tryAgain") })).toBeTruthy();
    expect(screen.getByRole("link", { name: i18n.t("status.helpCentre") })).toHaveProperty(
      "pathname",
      "/faq",
    );
    expect(screen.getByRole("link", { name: i18n.t("status.contact") })).toHaveProperty(
      "pathname",
      "/contact",
    );
    expect(document.body.textContent).not.toContain("secret");
    quiet.mockRestore();
  });

  it("is the 403 page for a 403 answer, with a way to sign in", async () => {
    renderFailing(() => {
      throw data(null, { status: 403 });
    });
    expect(
      await screen.findByRole("heading", { level: 1, name: i18n.t("status.403.title") }),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: i18n.t("status.signIn") })).toHaveProperty(
      "pathname",
      "/signin",
    );
  });

  it("offers someone signed in their own dashboard on the 403 page, not a sign-in", async () => {
    startSession({ token: "session-token", userType: "labour", user: null });
    renderFailing(() => {
      throw data(null, { status: 403 });
    });
    await screen.findByRole("heading", { level: 1, name: i18n.t("status.403.title") });
    expect(screen.getByRole("link", { name: i18n.t("status.dashboard") })).toHaveProperty(
      "pathname",
      "/labour/dashboard",
    );
    expect(screen.queryByRole("link", { name: i18n.t("status.signIn") })).toBeNull();
    expect(screen.getByText(i18n.t("status.403.hintSignedIn"))).toBeTruthy();
    clearSession(true);
  });
});
