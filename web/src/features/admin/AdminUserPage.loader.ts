import type { LoaderFunctionArgs } from "react-router";
import query, { type AdminUserPageQuery } from "../../__generated__/AdminUserPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";

/** One account's query, in the back office's own environment. */
export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<AdminUserPageQuery>(
    "admin-user",
    query,
    { id: params.id ?? "" },
    adminEnvironment(),
  );
}
