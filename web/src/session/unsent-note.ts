import { useSyncExternalStore } from "react";

// How many saves made offline a sign-out the worker did not choose (two idle hours, the server
// no longer taking the session) dropped unsent: the sign-in page says so (saves are
// never lost without a word), until the next sign-in. A count only: on a shared phone the next
// person learns nothing of which jobs. Not in the main bundle: its writer is the offline store
// (session.ts, with the count lib/offline-store.ts gives back), its readers the sign-in page and
// start-session.

const KEY = "unsentSaves";
const listeners = new Set<() => void>();
const changed = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function unsentNote(): number {
  try {
    const count = Number(localStorage.getItem(KEY));
    return Number.isInteger(count) && count > 0 ? count : 0;
  } catch {
    return 0;
  }
}

/** Adds `count` saves not sent; its readers (the sign-in page) hear of it. */
export function noteUnsent(count: number): void {
  try {
    localStorage.setItem(KEY, String(unsentNote() + count));
  } catch {
    return;
  }
  changed();
}

export function forgetUnsentNote(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  changed();
}

/** The count, kept up to date (the count arrives after the sign-out page is drawn). */
export function useUnsentNote(): number {
  return useSyncExternalStore(subscribe, unsentNote, () => 0);
}
