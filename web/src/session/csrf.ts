import type { ErrorReason } from "@kaamsetu/shared/error-messages";
import { CSRF_EXPIRY_MARGIN_MS, REQUEST_TIMEOUT_MS, STORAGE_KEYS } from "../config";

// The CSRF token mutations carry (SPEC sections 3, 4 and 8): fetched once the app has started,
// kept with its expiry until then, cleared when the server says it is no good.

type StoredToken = { value: string; expiry: number };

function stored(now: number): StoredToken | null {
  try {
    const token = JSON.parse(localStorage.getItem(STORAGE_KEYS.csrfToken) ?? "null") as unknown;
    if (
      token &&
      typeof token === "object" &&
      typeof (token as StoredToken).value === "string" &&
      typeof (token as StoredToken).expiry === "number" &&
      (token as StoredToken).expiry - CSRF_EXPIRY_MARGIN_MS > now
    ) {
      return token as StoredToken;
    }
  } catch {
    // Unreadable: fetch a new one.
  }
  return null;
}

/** The token held for this browser while it is still good, else null. */
export function heldCsrfToken(now: number = Date.now()): string | null {
  return stored(now)?.value ?? null;
}

export function clearCsrfToken(): void {
  try {
    localStorage.removeItem(STORAGE_KEYS.csrfToken);
  } catch {
    // Nothing stored.
  }
}

/** `/api/csrf-token` answers `{"csrf_token": "<value>:<expiry in unix seconds>"}`. */
function parse(body: unknown): StoredToken | null {
  const token = (body as { csrf_token?: unknown } | null)?.csrf_token;
  if (typeof token !== "string") return null;
  const expiry = Number(token.slice(token.lastIndexOf(":") + 1));
  return Number.isFinite(expiry) && expiry > 0 ? { value: token, expiry: expiry * 1000 } : null;
}

let pending: Promise<string | null> | null = null;

/**
 * The held token, or a fresh one from the server. A failure only logs a warning: the request
 * goes without a token and the server decides.
 */
export function csrfToken(): Promise<string | null> {
  const held = heldCsrfToken();
  if (held) return Promise.resolve(held);
  pending ??= fetch("/api/csrf-token", {
    credentials: "same-origin",
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
    .then(async (response) => {
      const token = response.ok ? parse(await response.json()) : null;
      if (!token) throw new Error(`HTTP ${response.status}`);
      try {
        localStorage.setItem(STORAGE_KEYS.csrfToken, JSON.stringify(token));
      } catch {
        // Not kept: the next mutation asks again.
      }
      return token.value;
    })
    .catch((error: unknown) => {
      console.warn("Could not fetch a CSRF token", error);
      return null;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/**
 * The server turned a request down over its CSRF token: the failure's `reason` (a GraphQL
 * error's extensions, a REST error body) is the catalogue's csrfInvalid, whatever the language
 * its message is worded in.
 */
export function isCsrfRejection(reason: unknown): boolean {
  return reason === ("csrfInvalid" satisfies ErrorReason);
}
