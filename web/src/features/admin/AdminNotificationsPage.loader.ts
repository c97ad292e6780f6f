import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminNotificationsPageQuery,
} from "../../__generated__/AdminNotificationsPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";

/** The broadcasts sent, newest first. */
export function loader(_args: LoaderFunctionArgs, environment?: Environment) {
  return preloadAdminQuery<AdminNotificationsPageQuery>(
    "admin-notifications",
    query,
    {},
    environment,
  );
}
