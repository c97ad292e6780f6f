import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, { type AdminLayoutQuery } from "../../__generated__/AdminLayoutQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

/** Who the admin is and what they may do, asked as the back office opens. */
export function loader(_args: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminLayoutQuery>("admin-layout", query, {}, environment);
}
