import { redirect } from "react-router";
import { signInPath } from "../../lib/job-paths";
import { dashboardPath, type UserType } from "../../lib/user-type";
import { getSession } from "../../session/session";

/**
 * Who may open `userType`'s dashboard (SPEC section 6): a visitor signs in first and comes
 * back; someone signed in as the other type goes to the same page of their own dashboard.
 */
export function dashboardGuard(userType: UserType, request: Request): Response | null {
  const session = getSession();
  const url = new URL(request.url);
  if (session.status !== "signedIn") return redirect(signInPath(url.pathname + url.search));
  if (session.userType === userType) return null;
  const own = url.pathname.replace(dashboardPath(userType), dashboardPath(session.userType));
  return redirect(own + url.search);
}
