import { type RouteObject, redirect } from "react-router";
import { lazyRoute } from "../../lib/chunks";
import { dashboardPath } from "../../lib/user-type";
import { getSession } from "../../session/session";

// A signed-in user has no use for the marketing page: straight to their dashboard. It only
// reads the session the browser holds, so it costs no request and no Relay.
export function landingLoader() {
  const session = getSession();
  return session.status === "signedIn" ? redirect(dashboardPath(session.userType)) : null;
}

export const landingRoutes: RouteObject[] = [
  {
    index: true,
    loader: landingLoader,
    // The hero's search bar speaks the "search" namespace.
    lazy: lazyRoute("landing", () => import("./LandingPage"), ["landing", "search"]),
  },
];
