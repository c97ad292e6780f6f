import type { LoaderFunctionArgs } from "react-router";
import query, { type AdminJobsPageQuery } from "../../__generated__/AdminJobsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";
import { queueVariables } from "./queue-filters";

/** The moderation queue for the kind in the address, in the back office's own environment. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadRouteQuery<AdminJobsPageQuery>(
    "admin-jobs",
    query,
    queueVariables(new URL(request.url).searchParams),
    adminEnvironment(),
  );
}
