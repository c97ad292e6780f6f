import { loadChunk } from "../lib/chunks";
import { clearSession, sessionToken } from "../session/session";

/**
 * Signs out: this device forgets everything at once (and with the token, Relay's store), and
 * the server is asked to revoke the token without the user waiting for it. Resolves when the
 * server has answered or the request failed. `told`: the user was shown the saves made offline
 * that are not sent yet (components/SignOutCheck.tsx); otherwise the sign-in page says them.
 */
export function signOut(told = false): Promise<void> {
  const token = sessionToken();
  clearSession(told);
  if (!token) return Promise.resolve();
  return loadChunk("revoke", () => import("./revoke"))
    .then((module) => module.revokeToken(token))
    .catch((error: unknown) => console.warn("Could not revoke the session on the server", error));
}
