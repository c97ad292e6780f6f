import type { LoaderFunctionArgs } from "react-router";
import type { Environment } from "relay-runtime";
import query, {
  type AdminSettingsPageQuery,
} from "../../__generated__/AdminSettingsPageQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";
import { adminEnvironment } from "./admin-session";

/** The settings: the form starts from the server's values now, not a copy from an earlier visit. */
export function loader(_args: LoaderFunctionArgs, environment: Environment = adminEnvironment()) {
  return preloadAdminQuery<AdminSettingsPageQuery>(
    "admin-settings",
    query,
    {},
    environment,
    "network-only",
  );
}
