import type { LoaderFunctionArgs } from "react-router";
import query, {
  type AdminAnalyticsPageQuery,
} from "../../__generated__/AdminAnalyticsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";
import { analyticsVariables } from "./analytics-filters";

/** The analytics' query for the range and state in the address, in the back office's environment. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadRouteQuery<AdminAnalyticsPageQuery>(
    "admin-analytics",
    query,
    analyticsVariables(new URL(request.url).searchParams),
    adminEnvironment(),
  );
}
