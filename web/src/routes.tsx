import type { RouteObject } from "react-router";
import { ComingSoonPage, type ComingSoonScreen } from "./components/ComingSoonPage";
import { Layout } from "./components/Layout";
import { RouteError } from "./components/RouteError";
import { PageSpinner } from "./components/Spinner";
import { NotFoundPage } from "./components/StatusPage";
import { authRoutes, roleSelectionRoutes } from "./features/auth/routes";
import { dashboardRoutes } from "./features/dashboard/routes";
import { jobRoutes } from "./features/jobs/routes";
import { landingRoutes } from "./features/landing/routes";
import { searchRoutes } from "./features/search/routes";
import { lazyRoute } from "./lib/chunks";

// Every route of SPEC section 2. Each feature owns its route objects (lazy code, loaders that
// preload their query); screens later work builds say "coming soon" until then.

const comingSoon = (path: string, screen: ComingSoonScreen): RouteObject => ({
  path,
  element: <ComingSoonPage screen={screen} />,
  handle: { title: `comingSoon.screens.${screen}` },
});

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: Layout,
    HydrateFallback: PageSpinner,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          ...landingRoutes,
          {
            lazy: lazyRoute("relay", () => import("./relay/RelayBoundary")),
            children: [...jobRoutes, ...searchRoutes, ...authRoutes, ...dashboardRoutes],
          },
          ...roleSelectionRoutes,
          comingSoon("admin/login", "adminLogin"),
          comingSoon("admin/dashboard/*", "adminDashboard"),
          comingSoon("pricing", "pricing"),
          comingSoon("terms", "terms"),
          comingSoon("privacy", "privacy"),
          comingSoon("faq", "faq"),
          comingSoon("about", "about"),
          comingSoon("blog", "blog"),
          comingSoon("contact", "contact"),
          comingSoon("timeline", "timeline"),
          { path: "*", Component: NotFoundPage, handle: { title: "status.404.title" } },
        ],
      },
    ],
  },
];
