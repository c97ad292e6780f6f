import type { LoaderFunctionArgs } from "react-router";
import query, { type DashboardHomeQuery } from "../../__generated__/DashboardHomeQuery.graphql";
import { lastVisit } from "../../lib/last-visit";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader({ request }: Pick<LoaderFunctionArgs, "request">) {
  // Only a worker has a labour score; only an employer figures and applications received.
  const labour = new URL(request.url).pathname.startsWith("/labour/");
  return preloadRouteQuery<DashboardHomeQuery>("dashboard-home", query, {
    labour,
    employer: !labour,
    since: lastVisit().toISOString(),
  });
}
