import { useSyncExternalStore } from "react";
import { INACTIVITY_TIMEOUT_MS, STORAGE_KEYS } from "../config";
import type { UserType } from "../lib/user-type";
import { isPublicPath } from "./public-paths";
import type { UserData } from "./user-data";

// What the browser knows about who is signed in (SPEC sections 3 and 4): the token, the user
// type, the cached profile (userData) and the last activity, in localStorage so every tab shares
// them. This module stays small and free of Relay: the landing page's bundle carries it.

export type Session =
  | { status: "anonymous" }
  | { status: "signedIn"; userType: UserType; token: string; name: string; picture: string | null };

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

/** The cached profile, as stored at sign-in and refreshed in the background. */
export function getUserData(): Partial<UserData> {
  try {
    const value = JSON.parse(storage()?.getItem(STORAGE_KEYS.userData) ?? "null") as unknown;
    return value && typeof value === "object" ? (value as Partial<UserData>) : {};
  } catch {
    return {};
  }
}

const listeners = new Set<() => void>();
let current: Session = read();

function read(): Session {
  try {
    const token = storage()?.getItem(STORAGE_KEYS.authToken);
    const userType = storage()?.getItem(STORAGE_KEYS.userType);
    if (token && (userType === "labour" || userType === "employer")) {
      const user = getUserData();
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

/** The signed-in user's token, or null. */
export function sessionToken(): string | null {
  return current.status === "signedIn" ? current.token : null;
}

/** Calls `listener` whenever the session (or the cached profile) changes; returns the unsubscribe. */
export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const ANONYMOUS: Session = { status: "anonymous" };

/**
 * The session, re-rendering on sign-in and sign-out. Server-rendered pages are drawn for a
 * visitor (a page request carries no token), so hydration starts anonymous and the stored
 * session follows at once.
 */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, () => ANONYMOUS);
}

/** Reads the session from storage again, e.g. after another tab signed in or out. */
export function reloadSession(): void {
  current = read();
  for (const listener of [...listeners]) listener();
}

function write(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Full or unavailable storage: the session lasts as long as this page.
  }
}

/**
 * Signs in on this device: the token, the user type, the profile when the answer carried one,
 * and the inactivity clock starts now.
 */
export function startSession(signIn: {
  token: string;
  userType: UserType;
  user: UserData | null;
}): void {
  write(STORAGE_KEYS.authToken, signIn.token);
  write(STORAGE_KEYS.userType, signIn.userType);
  if (signIn.user) write(STORAGE_KEYS.userData, JSON.stringify(signIn.user));
  else storage()?.removeItem(STORAGE_KEYS.userData);
  recordActivity();
  reloadSession();
}

/** Replaces the cached profile (after a background refresh). */
export function storeUserData(user: UserData): void {
  write(STORAGE_KEYS.userData, JSON.stringify(user));
  reloadSession();
}

/**
 * Signs out on this device: forgets the token, the user type, the profile and the activity, and
 * what was kept for offline use (lib/offline-store.ts: the lists' copies, saves not yet sent).
 * Every sign-out comes here, the two-hour idle one included: on a shared phone the next person
 * must not see them. Saves not yet sent that the user was not `told` of are counted for the
 * sign-in page to say.
 */
export function clearSession(told = false): void {
  try {
    for (const key of [
      STORAGE_KEYS.authToken,
      STORAGE_KEYS.userType,
      STORAGE_KEYS.userData,
      STORAGE_KEYS.lastActivity,
    ]) {
      storage()?.removeItem(key);
    }
  } catch {
    // Nothing stored.
  }
  if (typeof indexedDB !== "undefined") {
    void import("../lib/offline-store")
      .then((kept) => kept.forgetAllKept())
      .then((unsent) =>
        unsent > 0 && !told
          ? import("./unsent-note").then((note) => note.noteUnsent(unsent))
          : undefined,
      )
      .catch(() => undefined);
  }
  reloadSession();
}

/** When the user last did something in any tab (epoch ms), or null when nothing is recorded. */
export function lastActivity(): number | null {
  const value = Number(storage()?.getItem(STORAGE_KEYS.lastActivity) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

export function recordActivity(at: number = Date.now()): void {
  write(STORAGE_KEYS.lastActivity, String(at));
}

/** The signed-in session has seen no activity in any tab for the timeout (two hours). */
export function idleTooLong(now: number = Date.now()): boolean {
  const last = lastActivity();
  return current.status === "signedIn" && last !== null && now - last >= INACTIVITY_TIMEOUT_MS;
}

// How the app leaves a page whose session ended (inactivity, a 401): set by the browser's
// start-up (session/browser-session.ts) to the router's navigate.
let onExpired: (path: string) => void = () => undefined;

export function setSessionExpiredHandler(handler: (path: string) => void): void {
  onExpired = handler;
}

/** Where a session ended by two idle hours goes: the sign-in page says so. */
export const SESSION_EXPIRED_PATH = "/signin?timeout=true";
/**
 * Where a session the server turned down goes: it may have been signed out on another phone,
 * blocked, or ended by the server's own clock, so the sign-in page says only that it ended.
 */
export const SESSION_ENDED_PATH = "/signin?ended=true";

/** The session ended without the user signing out: clear it and ask them to sign in again. */
export function expireSession(path: string = SESSION_EXPIRED_PATH): void {
  clearSession();
  onExpired(path);
}

/**
 * The server no longer takes `token` (a 401, or nobody by that token). On a public page the
 * user simply goes on as a visitor; anywhere else the session expires (SPEC section 8,
 * "Reactions by status"). An answer about an older token changes nothing.
 */
export function rejectSession(token: string): void {
  if (sessionToken() !== token) return;
  if (typeof window !== "undefined" && isPublicPath(window.location.pathname)) clearSession();
  else expireSession(SESSION_ENDED_PATH);
}

if (typeof window !== "undefined") {
  const shared: (string | null)[] = [
    null,
    STORAGE_KEYS.authToken,
    STORAGE_KEYS.userType,
    STORAGE_KEYS.userData,
  ];
  window.addEventListener("storage", (event) => {
    if (shared.includes(event.key)) reloadSession();
  });
}

export function authHeaders(): Record<string, string> {
  const token = sessionToken();
  return token ? { Authorization: `Bearer ${token}` } : {};
}
