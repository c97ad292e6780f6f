import type { LoaderFunctionArgs } from "react-router";
import query, { type DashboardHomeQuery } from "../../__generated__/DashboardHomeQuery.graphql";
import { lastVisit } from "../../lib/last-visit";
import { preloadRouteQuery } from "../../relay/route-query";

/** The employer's overview; "new applications" count from this browser's last visit. */
export function loader(_args?: Pick<LoaderFunctionArgs, "request">) {
  return preloadRouteQuery<DashboardHomeQuery>("dashboard-home", query, {
    since: lastVisit().toISOString(),
  });
}
