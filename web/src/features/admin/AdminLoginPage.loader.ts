import { redirect } from "react-router";
import query, {
  type AdminLoginPageExistsQuery,
} from "../../__generated__/AdminLoginPageExistsQuery.graphql";
import { preloadAdminQuery } from "./admin-route-query";
import { ADMIN_HOME_PATH, adminEnvironment, adminToken } from "./admin-session";

/**
 * A signed-in admin goes to the back office; anyone else gets whether an admin exists (sign in,
 * or set up the first), from the server each time, in the environment without a token.
 */
export function loader() {
  if (adminToken()) return redirect(ADMIN_HOME_PATH);
  return preloadAdminQuery<AdminLoginPageExistsQuery>(
    "admin-login",
    query,
    {},
    adminEnvironment(null),
    "network-only",
  );
}
