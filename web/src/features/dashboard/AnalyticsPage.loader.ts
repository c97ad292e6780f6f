import query, { type AnalyticsPageQuery } from "../../__generated__/AnalyticsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<AnalyticsPageQuery>("employer-analytics", query, {});
}
