import { useSyncExternalStore } from "react";

// Which pages show an offline copy, and since when. Small and free of
// IndexedDB: the pages that read it are public too (/jobs), and the copies' code
// (offline-copies.ts) loads only for a signed-in worker.

const shown = new Map<string, number>();
const listeners = new Set<() => void>();

/** The phone says it has no network (navigator.onLine is false only when it surely has none). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** `route` shows a copy kept at `savedAt` (epoch ms), or (undefined) its answer from the server. */
export function setCopyShown(route: string, savedAt: number | undefined): void {
  if (savedAt === undefined) shown.delete(route);
  else shown.set(route, savedAt);
  for (const listener of [...listeners]) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** When the copy `route` shows was kept, or null when it shows the server's answer. */
export function useCopyShown(route: string): number | null {
  return useSyncExternalStore(
    subscribe,
    () => shown.get(route) ?? null,
    () => null,
  );
}
