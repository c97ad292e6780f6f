import { whenIdle } from "../lib/idle";
import { csrfToken } from "./csrf";
import { watchInactivity } from "./inactivity";
import { expireSession, sessionToken, subscribeSession } from "./session";

type AppRouter = { revalidate(): Promise<void> };

/**
 * The session's life in the browser, loaded on its own once the app has started and the browser
 * is idle (none of it is needed to show the page or to use it): the CSRF token, the background refresh of the cached
 * profile, the inactivity logout, and route guards that run again whenever someone signs in or
 * out (here or in another tab). `refreshProfile` asks the server (relay/refresh.ts): the app
 * passes it in, as this layer knows no server.
 */
export function startBrowserSession(
  router: AppRouter,
  refreshProfile: () => Promise<void>,
): () => void {
  let token = sessionToken();
  const stopWatching = subscribeSession(() => {
    const next = sessionToken();
    if (next === token) return;
    token = next;
    void router.revalidate();
  });
  const stopInactivity = watchInactivity(expireSession);

  whenIdle(() => {
    void csrfToken();
    if (sessionToken()) {
      refreshProfile().catch((error: unknown) =>
        console.warn("Could not refresh the profile", error),
      );
    }
  });

  return () => {
    stopWatching();
    stopInactivity();
  };
}
