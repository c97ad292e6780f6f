import type { RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// Loaders live in their own modules: they import Relay, which must stay out of the main bundle.
export const jobRoutes: RouteObject[] = [
  {
    path: "jobs",
    lazy: lazyRoute("jobs", () => import("./JobsPage"), ["jobs", "search"]),
    loader: (args) => import("./JobsPage.loader").then((module) => module.loader(args)),
  },
  {
    path: "jobs/:jobId",
    lazy: lazyRoute("job", () => import("./JobPage"), ["jobs", "job"]),
    loader: (args) => import("./JobPage.loader").then((module) => module.loader(args)),
  },
];
