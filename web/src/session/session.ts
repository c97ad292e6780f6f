import { useSyncExternalStore } from "react";
import { STORAGE_KEYS } from "../config";

// What the browser knows about who is signed in. The Accounts issue fills this in (sign-in,
// inactivity timeout, profile refresh); pages already route on it: the landing page sends a
// signed-in user to their dashboard, the bar shows Profile/Dashboard/Logout.

export type UserType = "labour" | "employer";
export type Session =
  | { status: "anonymous" }
  | { status: "signedIn"; userType: UserType; token: string; name: string; picture: string | null };

type StoredUser = { first_name?: string; last_name?: string; profile_picture?: string | null };

function storedUser(): StoredUser {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEYS.userData) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as StoredUser) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  try {
    const token = localStorage.getItem(STORAGE_KEYS.authToken);
    const userType = localStorage.getItem(STORAGE_KEYS.userType);
    if (token && (userType === "labour" || userType === "employer")) {
      const user = storedUser();
      const name = [user.first_name, user.last_name].filter(Boolean).join(" ");
      return { status: "signedIn", userType, token, name, picture: user.profile_picture ?? null };
    }
  } catch {
    // No storage: nobody is signed in.
  }
  return { status: "anonymous" };
}

export function getSession(): Session {
  return current;
}

const ANONYMOUS: Session = { status: "anonymous" };

/**
 * The session, re-rendering on sign-in and sign-out. Server-rendered pages are drawn for a
 * visitor (a page request carries no token), so hydration starts anonymous and the stored
 * session follows at once.
 */
export function useSession(): Session {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSession,
    () => ANONYMOUS,
  );
}

/** Reads the session from storage again, e.g. after another tab signed in or out. */
export function reloadSession(): void {
  current = read();
  for (const listener of listeners) listener();
}

/** Signs out on this device: forgets the token and the cached user. */
export function clearSession(): void {
  try {
    for (const key of [STORAGE_KEYS.authToken, STORAGE_KEYS.userType, STORAGE_KEYS.userData]) {
      localStorage.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
  reloadSession();
}

if (typeof window !== "undefined") {
  window.addEventListener("storage", (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken) reloadSession();
  });
}

export function dashboardPath(userType: UserType): string {
  return `/${userType}/dashboard`;
}

export function authHeaders(): Record<string, string> {
  return current.status === "signedIn" ? { Authorization: `Bearer ${current.token}` } : {};
}
