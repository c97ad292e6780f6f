import { type LoaderFunctionArgs, type RouteObject, redirect } from "react-router";
import { lazyRoute } from "../../lib/chunks";
import { dashboardPath } from "../../lib/user-type";
import { getSession } from "../../session/session";
import { safeNextPath } from "./next-path";

// Signing in and registering are for visitors: someone signed in goes on to where they were
// headed (?next=) or to their dashboard. Loaders only read the session the browser holds.

export function signedInElsewhere({ request }: LoaderFunctionArgs) {
  const session = getSession();
  if (session.status !== "signedIn") return null;
  const next = safeNextPath(new URL(request.url).searchParams.get("next"));
  return redirect(next ?? dashboardPath(session.userType));
}

/** Sign-in and registration send mutations: they sit under the Relay layout route. */
export const authRoutes: RouteObject[] = [
  {
    path: "signin",
    loader: signedInElsewhere,
    lazy: lazyRoute("signin", () => import("./SignInPage"), ["auth", "errors"]),
  },
  {
    path: "register",
    loader: signedInElsewhere,
    lazy: lazyRoute("register", () => import("./RegisterPage"), ["auth", "errors", "names"]),
  },
];

/** Choosing a role needs no data: no Relay. */
export const roleSelectionRoutes: RouteObject[] = [
  {
    path: "role-selection",
    loader: signedInElsewhere,
    lazy: lazyRoute("role-selection", () => import("./RoleSelectionPage"), ["auth"]),
  },
];

/** Where to go after signing in, or after the profile editor: a path of this app (next-path.ts). */
export { safeNextPath } from "./next-path";
