import query, { type DashboardHomeQuery } from "../../__generated__/DashboardHomeQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<DashboardHomeQuery>("dashboard-home", query, {});
}
