import type { Viewer } from "../../context.js";
import { can } from "./permissions.js";
import type { UserType } from "./roles.js";

// Whose profile is edited as which: a worker's profile is a worker's to edit, an employer's an
// employer's. The account's own type decides, as stored, not the form that was sent.

/** Whether the viewer may edit `account`'s profile as a `profile` one (a worker's or employer's). */
export function canEditProfile(
  viewer: Viewer | null,
  account: { id: number; userType: UserType },
  profile: UserType,
): boolean {
  return account.userType === profile && can(viewer, "account.update", account);
}
