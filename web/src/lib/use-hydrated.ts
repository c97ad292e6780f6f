import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False in the server's HTML and while the browser hydrates it, true from then on (and at once on
 * a page the browser drew itself). Not for disabling controls until the app arrives: every
 * control of a server-drawn page works as plain HTML before then (links, GET forms,
 * <details>). Only what needs the browser itself (the share links need the site's own address,
 * ShareJob.tsx) waits for it.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
