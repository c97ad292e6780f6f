import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// /labour/dashboard/alerts: the worker's job alerts (saved searches). The loader is its own
// module (it imports Relay) and runs behind the dashboard's guard.

type Guarded = (
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
) => (args: LoaderFunctionArgs) => unknown;

export function jobAlertRoutes(guarded: Guarded): RouteObject[] {
  return [
    {
      path: "alerts",
      loader: guarded(() => import("./JobAlertsPage.loader").then((m) => m.loader())),
      // "jobs": an alert is named as its job list's heading is ("Jobs for “plumber” in Delhi").
      lazy: lazyRoute("job-alerts", () => import("./JobAlertsPage"), [
        "dashboard",
        "jobs",
        "names",
      ]),
    },
  ];
}
