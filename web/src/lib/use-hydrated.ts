import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once on
 * a page the browser drew itself). A server-drawn page shows before its JavaScript arrives, so a
 * control that works only through the app is disabled until then: a tap on it is not lost, and a
 * filter chosen too early cannot leave the list showing something else.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
