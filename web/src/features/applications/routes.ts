import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// The worker's application screens under /labour/dashboard: my applications and saved jobs.
// Loaders live in their own modules (they import Relay) and run behind the dashboard's guard.

type Guarded = (
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
) => (args: LoaderFunctionArgs) => unknown;

// "offline": the note over a copy kept on the phone (components/OfflineCopyNote.tsx).
const NAMESPACES = ["applications", "jobs", "applicationStatus", "offline", "names"] as const;

export function labourApplicationRoutes(guarded: Guarded): RouteObject[] {
  return [
    {
      path: "applications",
      loader: guarded((args) => import("./MyApplicationsPage.loader").then((m) => m.loader(args))),
      lazy: lazyRoute("my-applications", () => import("./MyApplicationsPage"), [
        ...NAMESPACES,
        // The server's reasons, which a refused withdrawal or confirmation words.
        "errors",
        // Ratings, paid as promised, the employer's phone.
        "trust",
      ]),
    },
    {
      path: "saved-jobs",
      loader: guarded(() => import("./SavedJobsPage.loader").then((m) => m.loader())),
      lazy: lazyRoute("saved-jobs", () => import("./SavedJobsPage"), NAMESPACES),
    },
  ];
}
