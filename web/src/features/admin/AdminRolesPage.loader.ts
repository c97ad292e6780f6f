import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, { type AdminRolesPageQuery } from "../../__generated__/AdminRolesPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

/** Every admin (the platform has a handful: one page of the server's largest). */
export function loader(_args: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminRolesPageQuery>("admin-roles", query, { first: 100 }, environment);
}
