import { ACTIVITY_EVENTS, ACTIVITY_WRITE_THROTTLE_MS, INACTIVITY_CHECK_MS } from "../config";
import { getSession, idleTooLong, lastActivity, recordActivity } from "./session";

/**
 * The inactivity logout (SPEC sections 4 and 9): a mouse press, key press, scroll or touch in
 * any tab counts as activity (the time is shared through storage); every minute, and once at
 * start, a session idle for two hours ends with `onTimeout`. Returns the stop function.
 */
export function watchInactivity(onTimeout: () => void): () => void {
  let written = 0;
  const onActivity = () => {
    if (getSession().status !== "signedIn") return;
    const now = Date.now();
    if (now - written < ACTIVITY_WRITE_THROTTLE_MS) return;
    written = now;
    recordActivity(now);
  };
  const check = () => {
    if (getSession().status !== "signedIn") return;
    if (lastActivity() === null) recordActivity();
    else if (idleTooLong()) onTimeout();
  };

  // Capture, so a scroll inside a list (scroll events do not bubble) counts too.
  const options = { passive: true, capture: true } as const;
  for (const type of ACTIVITY_EVENTS) window.addEventListener(type, onActivity, options);
  const timer = setInterval(check, INACTIVITY_CHECK_MS);
  check();
  return () => {
    clearInterval(timer);
    for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, options);
  };
}
