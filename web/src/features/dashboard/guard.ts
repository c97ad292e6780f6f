import { data, redirect } from "react-router";
import { signInPath } from "../../lib/job-paths";
import { dashboardPath, type UserType } from "../../lib/user-type";
import { getSession } from "../../session/session";

/**
 * The pages both dashboards have, under their own path: someone signed in as the other type is
 * sent to theirs. Every other page of a dashboard is that type's alone.
 */
const SHARED_PAGES = /^(\/|\/profile\/?|\/notifications(\/.*)?)?$/;

/**
 * Who may open `userType`'s dashboard (SPEC section 6): a visitor signs in first and comes
 * back; someone signed in as the other type goes to the same page of their own dashboard when
 * it has one (home, profile, notifications), and otherwise gets the 403 page (a worker opening
 * an employer's jobs): thrown, so the route's error page (RouteError) draws it.
 */
export function dashboardGuard(userType: UserType, request: Request): Response | null {
  const session = getSession();
  const url = new URL(request.url);
  if (session.status !== "signedIn") return redirect(signInPath(url.pathname + url.search));
  if (session.userType === userType) return null;
  const rest = url.pathname.slice(dashboardPath(userType).length);
  if (!SHARED_PAGES.test(rest)) throw data(null, { status: 403, statusText: "Forbidden" });
  return redirect(dashboardPath(session.userType) + rest + url.search);
}
