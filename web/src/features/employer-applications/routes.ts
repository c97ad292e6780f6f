import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// The employer's applications to one of their jobs, under /employer/dashboard. The loader lives
// in its own module (it imports Relay) and runs behind the dashboard's guard.

type Guarded = (
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
) => (args: LoaderFunctionArgs) => unknown;

// "errors": the server's reasons, which a refused move words.
// "trust": ratings.
const NAMESPACES = ["employerApplications", "applicationStatus", "errors", "trust"] as const;

export function employerApplicationRoutes(guarded: Guarded): RouteObject[] {
  return [
    {
      path: "jobs/:jobId/applications",
      loader: guarded((args) => import("./JobApplicationsPage.loader").then((m) => m.loader(args))),
      lazy: lazyRoute("job-applications", () => import("./JobApplicationsPage"), NAMESPACES),
    },
  ];
}
