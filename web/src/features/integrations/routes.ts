import type { LoaderFunctionArgs, RouteObject } from "react-router";
import { lazyRoute } from "../../lib/chunks";

// /employer/dashboard/integrations: an employer's API keys for their own software (docs/
// integrations.md). The loader is its own module (it imports Relay) behind the dashboard's guard.

type Guarded = (
  load: (args: LoaderFunctionArgs) => Promise<unknown>,
) => (args: LoaderFunctionArgs) => unknown;

export function integrationRoutes(guarded: Guarded): RouteObject[] {
  return [
    {
      path: "integrations",
      loader: guarded(() => import("./IntegrationsPage.loader").then((m) => m.loader())),
      lazy: lazyRoute("integrations", () => import("./IntegrationsPage"), ["dashboard", "errors"]),
    },
  ];
}
