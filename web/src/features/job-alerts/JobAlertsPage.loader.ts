import query, { type JobAlertsPageQuery } from "../../__generated__/JobAlertsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<JobAlertsPageQuery>("job-alerts", query, {});
}
