import { useSyncExternalStore } from "react";
import type { FetchFunction, GraphQLResponse } from "relay-runtime";
import { STORAGE_KEYS } from "../../config";
import { browserFetch, createEnvironment } from "../../relay/environment";

// The admin's session, apart from the user's (session/session.ts): its own token, admin_token
// (SPEC section 9), and its own Relay environment whose requests carry it. A worker or employer
// signed in on the same browser keeps their session; signing an admin in or out does not touch it.
// An answer that says the token is no good (401, UNAUTHENTICATED) removes it and sends the admin
// to /admin/login, which then says the session expired (SPEC sections 7 and 8).

/** The search parameter /admin/login reads to say 'Session expired. Please login again.' */
export const EXPIRED_PARAM = "expired";
export const ADMIN_LOGIN_PATH = "/admin/login";
export const ADMIN_HOME_PATH = "/admin/dashboard";

const listeners = new Set<() => void>();

export function adminToken(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEYS.adminToken);
  } catch {
    return null;
  }
}

function announce() {
  for (const listener of listeners) listener();
}

export function setAdminToken(token: string): void {
  localStorage.setItem(STORAGE_KEYS.adminToken, token);
  announce();
}

export function clearAdminToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.adminToken);
  } catch {
    // Nothing held.
  }
  announce();
}

/** The token is no good any more: forget it and go to the sign-in page, which says so. */
export function expireAdminSession(): void {
  clearAdminToken();
  if (typeof window !== "undefined" && window.location.pathname !== ADMIN_LOGIN_PATH) {
    window.location.assign(`${ADMIN_LOGIN_PATH}?${EXPIRED_PARAM}=1`);
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAdminToken(): string | null {
  return useSyncExternalStore(subscribe, adminToken, () => null);
}

/** A failed request (relay/environment.ts's GraphQLRequestError) that says the token is no good. */
export function isUnauthenticated(error: unknown): boolean {
  const { status, code } = (error ?? {}) as { status?: number; code?: string };
  return status === 401 || code === "UNAUTHENTICATED";
}

/** Requests carrying `token`; a rejected token ends the admin's session. */
export function adminFetch(token: string | null): FetchFunction {
  const send = browserFetch(token);
  return async (params, variables, cacheConfig) => {
    try {
      return await (send(params, variables, cacheConfig) as Promise<GraphQLResponse>);
    } catch (error) {
      if (token && isUnauthenticated(error)) expireAdminSession();
      throw error;
    }
  };
}

let current: { token: string | null; environment: ReturnType<typeof createEnvironment> } | null =
  null;

/** The admin's Relay environment: a new one (an empty store) for every token. */
export function adminEnvironment(token = adminToken()) {
  if (!current || current.token !== token) {
    current = { token, environment: createEnvironment(adminFetch(token)) };
  }
  return current.environment;
}
