import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, { type AdminSystemPageQuery } from "../../__generated__/AdminSystemPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

/** The server's facts as the section opens (Refresh asks again, AdminSystemFacts). */
export function loader(_args: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminSystemPageQuery>("admin-system", query, {}, environment);
}
