import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { type Session, useSession } from "../../session/session";
import { useDashboardRedirect } from "./use-dashboard-redirect";

vi.mock("../../session/session", async (importOriginal) => ({
  ...(await importOriginal<typeof import("../../session/session")>()),
  useSession: vi.fn(),
}));

function Landing() {
  useDashboardRedirect();
  return <p>landing</p>;
}

function renderLanding(session: Session) {
  vi.mocked(useSession).mockReturnValue(session);
  const router = createMemoryRouter([
    { path: "/", element: <Landing /> },
    { path: "/labour/dashboard", element: <p>dashboard</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

describe("the landing page after hydration", () => {
  it("moves a signed-in user on to their dashboard, replacing the landing entry", async () => {
    const router = renderLanding({
      status: "signedIn",
      userType: "labour",
      token: "token",
      name: "Ravi Kumar",
      picture: null,
    });
    await screen.findByText("dashboard");
    expect(router.state.location.pathname).toBe("/labour/dashboard");
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("leaves a visitor on the page", () => {
    renderLanding({ status: "anonymous" });
    screen.getByText("landing");
  });
});
