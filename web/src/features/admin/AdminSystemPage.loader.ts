import type { LoaderFunctionArgs } from "react-router";
import query, { type AdminSystemPageQuery } from "../../__generated__/AdminSystemPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { adminEnvironment } from "./admin-session";

/** The server's facts as the section opens (Refresh asks again, AdminSystemFacts). */
export function loader(_args: LoaderFunctionArgs, environment = adminEnvironment()) {
  return preloadRouteQuery<AdminSystemPageQuery>("admin-system", query, {}, environment);
}
