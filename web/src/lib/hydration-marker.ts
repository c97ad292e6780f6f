/**
 * Set on <html> once the app has taken over the page (hydrated the server's HTML, or drawn its
 * own): the moment a page becomes interactive in the app's sense. Browser tests wait for it and
 * the throttled test (e2e/slow-network.spec.ts) and bench:web time it. Before it, every control
 * of the public pages works as plain HTML (issue 23).
 */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/** A performance mark made at the same moment: its startTime is the time to interactive. */
export const HYDRATED_MARK = "kaamsetu:hydrated";

/** Marks the page as taken over by the app (main.tsx, once its first render has committed). */
export function markHydrated(): void {
  if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
  performance.mark?.(HYDRATED_MARK);
  document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, "");
}
