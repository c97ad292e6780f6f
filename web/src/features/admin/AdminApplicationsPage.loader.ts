import type { LoaderFunctionArgs } from "react-router";
import query, {
  type AdminApplicationsPageQuery,
} from "../../__generated__/AdminApplicationsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";
import { applicationVariables } from "./application-filters";

/** The list's query for the filters in the address, in the back office's own environment. */
export function loader({ request }: LoaderFunctionArgs) {
  const variables = applicationVariables(new URL(request.url).searchParams);
  return preloadRouteQuery<AdminApplicationsPageQuery>(
    "admin-applications",
    query,
    variables,
    adminEnvironment(),
  );
}
