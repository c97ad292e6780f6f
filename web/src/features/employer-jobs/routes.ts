import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunction } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// The employer's job screens under /employer/dashboard: my jobs, post a job, edit a job. Loaders
// live in their own modules (they import Relay) and run behind the dashboard's guard.

type Guarded = (
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
) => (args: LoaderFunctionArgs) => unknown;

// "errors": the server's reasons, which the form and the rows' actions word.
const NAMESPACES = ["employerJobs", "jobs", "errors", "names"] as const;

/** Moving between the form's steps (?step=2) is no reason to load the job again. */
const stepsOnly: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search
    ? false
    : defaultShouldRevalidate;

export function employerJobRoutes(guarded: Guarded): RouteObject[] {
  return [
    {
      path: "jobs",
      loader: guarded((args) => import("./MyJobsPage.loader").then((m) => m.loader(args))),
      // A job's row counts its applications by status.
      lazy: lazyRoute("my-jobs", () => import("./MyJobsPage"), [
        ...NAMESPACES,
        "applicationStatus",
      ]),
    },
    {
      path: "jobs/new",
      lazy: lazyRoute("post-job", () => import("./PostJobPage"), NAMESPACES),
      shouldRevalidate: stepsOnly,
    },
    {
      path: "jobs/:jobId/edit",
      loader: guarded((args) => import("./EditJobPage.loader").then((m) => m.loader(args))),
      lazy: lazyRoute("edit-job", () => import("./EditJobPage"), NAMESPACES),
      shouldRevalidate: stepsOnly,
    },
  ];
}
