import { matchRoutes } from "react-router";
import { dashboardRoutes } from "./features/dashboard/routes";
import { appRoutes, NOT_FOUND_ROUTE_ID } from "./routes";

// Whether an address is one of the app's pages, decided by the route table itself, so the
// server answers an unknown address 404 and a page 200 without a second list of paths. The
// dashboards' routes are included: the browser discovers them on the way in, but their table is
// plain route objects (their code stays lazy), so the server build can hold them.
//
// Under a dashboard, an address no page matches draws that dashboard's "coming soon" (SPEC
// section 2 gives them nested paths that later work fills in), and under /admin/dashboard the
// back office's own not-found page in its frame, so each is a page too (200); only addresses
// that land on the top-level catch-all are not found.

const allRoutes = appRoutes(dashboardRoutes);

export function isKnownPage(pathname: string): boolean {
  const matched = matchRoutes(allRoutes, pathname) ?? [];
  return !matched.some(({ route }) => route.id === NOT_FOUND_ROUTE_ID);
}
