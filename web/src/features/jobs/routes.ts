import type { RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// Loaders live in their own modules: they import Relay, which must stay out of the main bundle.

/**
 * /jobs, outside the Relay layout route: the page's search bar, filters and menu work without
 * Relay, and its job list brings Relay itself, after the rest of a server-drawn page is
 * interactive (JobsPage.tsx).
 */
export const jobListRoutes: RouteObject[] = [
  {
    path: "jobs",
    lazy: lazyRoute("jobs", () => import("./JobsPage"), ["jobs", "search", "names"]),
    loader: (args) => import("./JobsPage.loader").then((module) => module.loader(args)),
  },
];

/** A job's page, under the Relay layout route. */
export const jobRoutes: RouteObject[] = [
  {
    path: "jobs/:jobId",
    lazy: lazyRoute("job", () => import("./JobPage"), ["jobs", "job", "names"]),
    loader: (args) => import("./JobPage.loader").then((module) => module.loader(args)),
  },
];
