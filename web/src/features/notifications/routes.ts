import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// /labour/dashboard/notifications and /employer/dashboard/notifications. The loader is its own
// module (it imports Relay) and runs behind the dashboard's guard.

type Guarded = (
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
) => (args: LoaderFunctionArgs) => unknown;

export function notificationRoutes(guarded: Guarded): RouteObject[] {
  return [
    {
      path: "notifications",
      loader: guarded(() => import("./NotificationsPage.loader").then((m) => m.loader())),
      lazy: lazyRoute("notifications", () => import("./NotificationsPage"), [
        "notifications",
        "applicationStatus",
      ]),
    },
  ];
}
