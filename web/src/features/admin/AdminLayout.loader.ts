import type { LoaderFunctionArgs } from "react-router";
import query, { type AdminLayoutQuery } from "../../__generated__/AdminLayoutQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";

/** Who the admin is and what they may do, asked as the back office opens. */
export function loader(_args: LoaderFunctionArgs, environment = adminEnvironment()) {
  return preloadRouteQuery<AdminLayoutQuery>("admin-layout", query, {}, environment);
}
