import { REGISTRATION_TOKEN_SECONDS_DEFAULT } from "../../config";
import type { UserType } from "../../lib/user-type";

// A new user's verified phone, kept for this tab (sessionStorage: gone with the tab, never shared
// with another) so that a reload, or the phone killing the tab in the background, resumes at the
// profile steps instead of costing another OTP under limits of a few an hour. What is kept is the
// registration token the server gave: short-lived (REGISTRATION_TOKEN_SECONDS) and good only for
// registering that phone, once. The server decides whether it still is: a refusal sends the
// person back to verify again and forgets it here. Nothing typed into the form is kept (an
// identity number has no place in storage).

const KEY = "kaamsetu.registration";

interface Kept {
  role: UserType;
  phone: string;
  token: string;
  /** When this side stops offering it, at the latest the token's default lifetime. */
  until: number;
}

/** The verified phone of a registration for `role` this tab began, while it may still be good. */
export function keptRegistration(role: UserType): { phone: string; token: string } | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as Partial<Kept> | null;
    if (
      kept?.role === role &&
      typeof kept.phone === "string" &&
      typeof kept.token === "string" &&
      typeof kept.until === "number" &&
      kept.until > Date.now()
    ) {
      return { phone: kept.phone, token: kept.token };
    }
  } catch {
    // No storage (a private window), or something else under the key: nothing kept.
  }
  return null;
}

export function keepRegistration(role: UserType, phone: string, token: string): void {
  const kept: Kept = {
    role,
    phone,
    token,
    until: Date.now() + REGISTRATION_TOKEN_SECONDS_DEFAULT * 1000,
  };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(kept));
  } catch {
    // Without storage a reload costs another OTP, as before.
  }
}

export function forgetRegistration(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
