import { clear, createStore, del, get, set, type UseStore } from "idb-keyval";

// What this phone keeps for a signed-in worker to use offline: copies of the
// lists they viewed (relay/offline-copies.ts) and the saves made offline, waiting to be sent
// (relay/offline-sync.ts). One IndexedDB database through idb-keyval (a maintained, tiny
// promise wrapper: IndexedDB's own API is events and transactions), emptied at every sign-out,
// the two-hour idle one included (session.ts): what was kept is the user's, and a shared phone
// must not show it to the next person. Without IndexedDB (private windows of some browsers)
// nothing is kept, and callers say so.

let store: UseStore | null | undefined;

function database(): UseStore | null {
  if (store === undefined) {
    try {
      store = typeof indexedDB === "undefined" ? null : createStore("kaamsetu-offline", "kept");
    } catch {
      store = null;
    }
  }
  return store;
}

/** Whether this phone can keep anything offline. */
export function canKeep(): boolean {
  return database() !== null;
}

export async function readKept<T>(key: string): Promise<T | undefined> {
  const db = database();
  if (!db) return undefined;
  try {
    return await get<T>(key, db);
  } catch {
    return undefined;
  }
}

/** Keeps `value` under `key`; false when it could not be kept. */
export async function writeKept(key: string, value: unknown): Promise<boolean> {
  const db = database();
  if (!db) return false;
  try {
    await set(key, value, db);
    return true;
  } catch {
    return false;
  }
}

export async function forgetKept(key: string): Promise<void> {
  const db = database();
  if (db) await del(key, db).catch(() => undefined);
}

/** Where the saves and unsaves made offline wait to be sent (relay/offline-sync.ts). */
export const QUEUE_KEY = "queue";

/**
 * Forgets everything kept for offline use (sign-out), saves made offline and not yet sent too;
 * says how many of those went, for the sign-in page to name (session/unsent-note.ts) unless the
 * worker was told before (the sign-out they chose asks them: components/SignOutCheck.tsx).
 */
export async function forgetAllKept(): Promise<number> {
  const db = database();
  if (!db) return 0;
  const unsent = (await readKept<unknown[]>(QUEUE_KEY))?.length ?? 0;
  await clear(db).catch(() => undefined);
  return unsent;
}
