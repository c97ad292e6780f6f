import type { LoaderFunctionArgs } from "react-router";
import query, { type AdminUsersPageQuery } from "../../__generated__/AdminUsersPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";
import { userVariables } from "./user-filters";

/** The users list for the filters in the address, in the back office's own environment. */
export function loader({ request }: LoaderFunctionArgs) {
  return preloadRouteQuery<AdminUsersPageQuery>(
    "admin-users",
    query,
    userVariables(new URL(request.url).searchParams),
    adminEnvironment(),
  );
}
