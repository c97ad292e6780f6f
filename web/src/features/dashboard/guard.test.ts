import { beforeEach, describe, expect, it } from "vitest";
import { clearSession, startSession } from "../../session/session";
import { dashboardGuard } from "./guard";

const at = (path: string) => new Request(`http://localhost${path}`);
const location = (response: Response | null) => response?.headers.get("Location");

describe("the dashboard guard", () => {
  beforeEach(() => clearSession());

  it("sends a visitor to sign in, coming back to the page afterwards", () => {
    expect(location(dashboardGuard("labour", at("/labour/dashboard/profile")))).toBe(
      "/signin?next=/labour/dashboard/profile",
    );
  });

  it("lets the dashboard's own user in", () => {
    startSession({ token: "t", userType: "labour", user: null });
    expect(dashboardGuard("labour", at("/labour/dashboard/profile"))).toBeNull();
  });

  it("sends the other type to the same page of their own dashboard", () => {
    startSession({ token: "t", userType: "employer", user: null });
    expect(location(dashboardGuard("labour", at("/labour/dashboard/profile")))).toBe(
      "/employer/dashboard/profile",
    );
    expect(location(dashboardGuard("labour", at("/labour/dashboard")))).toBe("/employer/dashboard");
  });

  it("answers 403 to the other type on a page only this dashboard has", () => {
    startSession({ token: "t", userType: "labour", user: null });
    let thrown: unknown;
    try {
      dashboardGuard("employer", at("/employer/dashboard/jobs/new"));
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toMatchObject({ init: { status: 403 } });
    // Pages both dashboards have still lead to the worker's own.
    expect(location(dashboardGuard("employer", at("/employer/dashboard/notifications")))).toBe(
      "/labour/dashboard/notifications",
    );
  });
});
