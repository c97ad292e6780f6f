import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminOverviewPageQuery,
} from "../../__generated__/AdminOverviewPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

/** The platform's figures and the newest of each, as the back office's home opens. */
export function loader(_args: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminOverviewPageQuery>("admin-overview", query, {}, environment);
}
