// Saves and unsaves made while the phone is offline: kept on the phone and sent
// when the network returns (relay/offline-sync.ts), or, when the server refuses one (the job has
// closed meanwhile), said plainly on the saved jobs page. Never dropped without a word.
//
// The queue holds what the worker wants in the end, one entry per job: a save and then an unsave
// of the same job made offline cancel out (the job is as it was before either), and the same
// action twice is one. Entries are sent in the order they were made.

export type OfflineAction = "save" | "unsave";

export interface QueuedAction {
  action: OfflineAction;
  jobId: string;
  /** The job's title, to name it if the server refuses. */
  title: string;
  /** When it was made (epoch ms). */
  at: number;
}

/** Where the queue lives: IndexedDB in the browser (lib/offline-store.ts), a Map in tests. */
export interface QueueStorage {
  read(): Promise<QueuedAction[] | undefined>;
  /** False when it could not be written. */
  write(queue: QueuedAction[]): Promise<boolean>;
}

/** What sending one action came to: done, refused by the server, or not sent (no network). */
export type SendResult = "sent" | "refused" | "unsent";

/** The queue with `next` added: an opposite action for the same job cancels the earlier one. */
export function withAction(queue: readonly QueuedAction[], next: QueuedAction): QueuedAction[] {
  const earlier = queue.find((entry) => entry.jobId === next.jobId);
  const others = queue.filter((entry) => entry.jobId !== next.jobId);
  if (!earlier) return [...others, next];
  return earlier.action === next.action ? [...queue] : others;
}

/** Adds an action to the stored queue; false when the phone could not keep it. */
export async function enqueue(storage: QueueStorage, next: QueuedAction): Promise<boolean> {
  const queue = (await storage.read()) ?? [];
  return storage.write(withAction(queue, next));
}

/** The actions waiting to be sent. */
export async function pending(storage: QueueStorage): Promise<QueuedAction[]> {
  return (await storage.read()) ?? [];
}

/**
 * Sends the queue in order. A sent or refused action leaves the queue (written after each, so a
 * page closed midway sends nothing twice); the first one not sent (still no network) stops the
 * run and stays, with everything after it, for the next. Returns what was sent and refused.
 */
export async function flush(
  storage: QueueStorage,
  send: (action: QueuedAction) => Promise<SendResult>,
): Promise<{ sent: QueuedAction[]; refused: QueuedAction[]; left: QueuedAction[] }> {
  let queue = (await storage.read()) ?? [];
  const sent: QueuedAction[] = [];
  const refused: QueuedAction[] = [];
  while (queue.length > 0) {
    const [first, ...rest] = queue as [QueuedAction, ...QueuedAction[]];
    let result: SendResult;
    try {
      result = await send(first);
    } catch {
      result = "unsent";
    }
    if (result === "unsent") break;
    (result === "sent" ? sent : refused).push(first);
    queue = rest;
    await storage.write(queue);
  }
  return { sent, refused, left: queue };
}
