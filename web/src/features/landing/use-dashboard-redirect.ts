import { useEffect } from "react";
import { useNavigate } from "react-router";
import { dashboardPath } from "../../lib/user-type";
import { useSession } from "../../session/session";

/**
 * The route's loader sends a signed-in user to their dashboard before this page renders, but a
 * server-rendered page is drawn for a visitor and hydrates as one (no loader runs again): the
 * stored session arrives right after hydration, and this moves them on then.
 */
export function useDashboardRedirect(): void {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (session.status === "signedIn") {
      void navigate(dashboardPath(session.userType), { replace: true });
    }
  }, [session, navigate]);
}
