import type { PatchRoutesOnNavigationFunction, RouteObject } from "react-router";
import { Layout } from "./components/Layout";
import { RouteError } from "./components/RouteError";
import { PageSpinner } from "./components/Spinner";
import { NotFoundPage } from "./components/StatusPage";
import { authRoutes, roleSelectionRoutes } from "./features/auth/routes";
import { contactRoutes } from "./features/contact/routes";
import { contentRoutes } from "./features/content/routes";
import { jobListRoutes, jobRoutes } from "./features/jobs/routes";
import { landingRoutes } from "./features/landing/routes";
import { LazyNotificationBell } from "./features/notifications/LazyNotificationBell";
import { offlineRoutes } from "./features/offline/routes";
import { searchRoutes } from "./features/search/routes";
import { lazyRoute, loadChunk } from "./lib/chunks";

// Every route of SPEC section 2. Each feature owns its route objects (lazy code, loaders that
// preload their query); screens later work builds say "coming soon" until then. The dashboards'
// route table is itself loaded on the way to a dashboard (discoverRoutes), so a visitor's first
// download does not carry the signed-in screens' routes.

/** The Relay layout route, under which the dashboards' routes are patched in. */
const RELAY_ROUTE_ID = "relay";
/** The catch-all that draws "Page not found": an address that lands here is no page of ours. */
export const NOT_FOUND_ROUTE_ID = "not-found";
// The back office (features/admin) comes with the same table: /admin/login and /admin/dashboard.
const DASHBOARD_PATH = /^\/((labour|employer)\/dashboard|admin\/(login|dashboard))(\/|$)/;

/** The frame of every page, with the signed-in user's notification bell in its bar. */
function AppLayout() {
  return <Layout notificationBell={LazyNotificationBell} />;
}

/** The route tree; the browser starts without the dashboards, tests and tools pass them in. */
export function appRoutes(dashboards: RouteObject[] = []): RouteObject[] {
  return [
    {
      path: "/",
      Component: AppLayout,
      HydrateFallback: PageSpinner,
      errorElement: <RouteError />,
      children: [
        {
          errorElement: <RouteError />,
          children: [
            ...landingRoutes,
            ...jobListRoutes,
            {
              id: RELAY_ROUTE_ID,
              lazy: lazyRoute("relay", () => import("./relay/RelayBoundary")),
              children: [
                ...jobRoutes,
                ...searchRoutes,
                ...authRoutes,
                ...contactRoutes,
                ...dashboards,
              ],
            },
            ...roleSelectionRoutes,
            // The information pages, the help centre and the blog need no Relay (their loaders
            // run one operation each: relay/page-data.tsx), so a visitor's phone skips its 52 kB.
            ...contentRoutes,
            ...offlineRoutes,
            {
              id: NOT_FOUND_ROUTE_ID,
              path: "*",
              Component: NotFoundPage,
              handle: { title: "status.404.title" },
            },
          ],
        },
      ],
    },
  ];
}

export const routes = appRoutes();

/** Adds the dashboards' routes when a navigation heads into a dashboard (once is enough). */
export const discoverRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (!DASHBOARD_PATH.test(path)) return;
  const { dashboardRoutes } = await loadChunk(
    "dashboard-routes",
    () => import("./features/dashboard/routes"),
  );
  patch(RELAY_ROUTE_ID, dashboardRoutes);
};
