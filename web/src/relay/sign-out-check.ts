import { loadChunk } from "../lib/chunks";
import { QUEUE_KEY, readKept } from "../lib/offline-store";

// Before a worker's chosen sign-out (components/SignOutCheck.tsx): the saves and unsaves made
// offline that wait to be sent (relay/offline-sync.ts) would be forgotten with everything else
// the phone keeps for them (they must be queued and sent, or clearly refused, never
// silently lost). With a network they are sent first, waiting a few seconds at most; whatever
// is still waiting is counted, for the worker to choose: stay signed in, or sign out anyway.

/** How long signing out waits for the waiting saves to be sent, at most. */
export const SIGN_OUT_SEND_WAIT_MS = 8_000;

/** The queue as the check sees it (the phone's in the app, a fake in tests). */
export interface WaitingSaves {
  /** How many wait to be sent. */
  count(): Promise<number>;
  /** Sends what waits; resolves when the run is over (all sent, or stopped). */
  send(): Promise<void>;
  /** Whether the phone says it has a network. */
  online(): boolean;
}

/**
 * How many saves made offline would be lost by signing out now: none waiting, none; offline,
 * all; online, what is still waiting once they have been sent, or after `waitMs` if sending
 * takes longer (a slow network: the worker is asked rather than kept waiting). `onSending`
 * hears how many are being sent, before the wait.
 */
export async function unsentAtSignOut(
  saves: WaitingSaves,
  {
    waitMs = SIGN_OUT_SEND_WAIT_MS,
    onSending,
  }: { waitMs?: number; onSending?: (count: number) => void } = {},
): Promise<number> {
  const waiting = await saves.count();
  if (waiting === 0 || !saves.online()) return waiting;
  onSending?.(waiting);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, waitMs);
  });
  await Promise.race([saves.send().catch(() => undefined), waited]);
  clearTimeout(timer);
  return saves.count();
}

/** This phone's queue: read from the offline store, sent by offline-sync (loaded if need be). */
export const phoneSaves: WaitingSaves = {
  count: () => readKept<unknown[]>(QUEUE_KEY).then((queue) => queue?.length ?? 0),
  send: () =>
    loadChunk("offline-sync", () => import("./offline-sync")).then((sync) => sync.sendQueued()),
  online: () => typeof navigator === "undefined" || navigator.onLine,
};
