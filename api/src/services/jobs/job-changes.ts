import { log } from "../../log.js";

// Word, within this process, that the public job list may have changed: a job posted, edited,
// made inactive, reactivated or deleted (manage.ts). The server-drawn pages' cache (http/page-cache.ts)
// listens and forgets what it drew, so the next visitor sees the change. Other instances do not
// hear it; their cached pages expire within PAGE_CACHE_TTL_MS. A change is announced after it
// committed (never inside its transaction, where a render could still read the old rows and be
// kept as new).

export interface JobChanges {
  /** Tells every listener that jobs changed; a listener's failure fails no change. */
  announce(): void;
  /** Calls `listener` on every change from now on; returns the way to stop. */
  subscribe(listener: () => void): () => void;
}

export function createJobChanges(): JobChanges {
  const listeners = new Set<() => void>();
  return {
    announce() {
      for (const listener of listeners) {
        try {
          listener();
        } catch (error) {
          log.error("a listener to job changes failed", { error: String(error) });
        }
      }
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
