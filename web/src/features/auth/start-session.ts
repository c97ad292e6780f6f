import type { userData_user$key } from "../../__generated__/userData_user.graphql";
import type { UserType } from "../../lib/user-type";
import { refreshViewer } from "../../relay/refresh";
import { startSession } from "../../session/session";
import { forgetUnsentNote } from "../../session/unsent-note";
import { userDataFromViewer, userTypeOf } from "../../session/user-data";

/**
 * Signs in with a verify or register answer: the token, the user type and the profile the
 * answer carried. Without a profile (SPEC section 4: sign-in goes on without it) the profile is
 * fetched afterwards. Returns the user type, for the way to their dashboard. The sign-in page's
 * count of saves a past sign-out dropped has been said: it goes.
 */
export function startSessionWith(answer: {
  accessToken: string;
  userType: string | null | undefined;
  viewer: userData_user$key | null | undefined;
}): UserType {
  const userType = userTypeOf(answer.userType ?? "");
  const user = answer.viewer ? userDataFromViewer(answer.viewer) : null;
  forgetUnsentNote();
  startSession({ token: answer.accessToken, userType, user });
  if (!user) void refreshViewer();
  return user?.user_type ?? userType;
}
