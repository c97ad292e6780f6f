import { commitMutation, graphql } from "react-relay";
import type { Environment } from "relay-runtime";
import type { offlineSyncSaveMutation } from "../__generated__/offlineSyncSaveMutation.graphql";
import type { offlineSyncUnsaveMutation } from "../__generated__/offlineSyncUnsaveMutation.graphql";
import { i18n } from "../i18n/i18n";
import {
  enqueue,
  flush,
  type OfflineAction,
  pending,
  type QueuedAction,
  type QueueStorage,
  type SendResult,
} from "../lib/offline-queue";
import { QUEUE_KEY, readKept, writeKept } from "../lib/offline-store";
import { sessionToken } from "../session/session";
import { GraphQLRequestError, getEnvironment } from "./environment";
import { savedJobsChanged } from "./saved-jobs-store";

// A signed-in worker's saves and unsaves made offline, loaded once the app is
// idle (main.tsx): the queue (lib/offline-queue.ts) kept in IndexedDB, sent when the network
// returns and at every start with a network; the ones the server refused are kept to be said
// on the saved jobs page (OfflineRefusedNote). Starting also fetches, while online, what an
// offline visit needs that no page has asked for yet: the "offline" texts (the sign-out check's
// code is fetched by the worker's top bar, components/NavBar.tsx).

const REFUSED_KEY = "refused";

const storage: QueueStorage = {
  read: () => readKept<QueuedAction[]>(QUEUE_KEY),
  write: (queue) => writeKept(QUEUE_KEY, queue),
};

const saveMutation = graphql`
  mutation offlineSyncSaveMutation($jobId: ID!) {
    saveJob(jobId: $jobId) {
      __typename
      ... on SaveJobPayload {
        job {
          id
          isSaved
        }
      }
    }
  }
`;

const unsaveMutation = graphql`
  mutation offlineSyncUnsaveMutation($jobId: ID!) {
    unsaveJob(jobId: $jobId) {
      __typename
      ... on SaveJobPayload {
        job {
          id
          isSaved
        }
      }
    }
  }
`;

/** Sends one queued action: sent, refused by the server (an AppError, a 4xx), or unsent. */
function send(environment: Environment, queued: QueuedAction): Promise<SendResult> {
  return new Promise((resolve) => {
    const onError = (error: Error) =>
      resolve(
        error instanceof GraphQLRequestError && error.status >= 400 && error.status < 500
          ? "refused"
          : "unsent",
      );
    if (queued.action === "save") {
      commitMutation<offlineSyncSaveMutation>(environment, {
        mutation: saveMutation,
        variables: { jobId: queued.jobId },
        onCompleted: ({ saveJob }) =>
          resolve(saveJob.__typename === "SaveJobPayload" ? "sent" : "refused"),
        onError,
      });
    } else {
      commitMutation<offlineSyncUnsaveMutation>(environment, {
        mutation: unsaveMutation,
        variables: { jobId: queued.jobId },
        onCompleted: ({ unsaveJob }) =>
          resolve(unsaveJob.__typename === "SaveJobPayload" ? "sent" : "refused"),
        onError,
      });
    }
  });
}

/** The saves the server refused when they were sent, to be said once (and then forgotten). */
export async function refusedActions(): Promise<QueuedAction[]> {
  return (await readKept<QueuedAction[]>(REFUSED_KEY)) ?? [];
}

/** The saves and unsaves waiting to be sent. */
export function waitingActions(): Promise<QueuedAction[]> {
  return pending(storage);
}

export async function forgetRefused(): Promise<void> {
  await writeKept(REFUSED_KEY, []);
}

let flushing: Promise<void> | null = null;

/** Sends what waits, one run at a time (across this phone's tabs too, where Web Locks exist). */
export function sendQueued(): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    const token = sessionToken();
    if (!token) return;
    const environment = getEnvironment();
    // Signed out meanwhile (the sign-out waits only briefly for this run): nothing more is sent
    // for them, nor written back into the emptied store for the next person to send.
    const same = () => sessionToken() === token;
    const guarded: QueueStorage = {
      read: storage.read,
      write: (queue) => (same() ? storage.write(queue) : Promise.resolve(false)),
    };
    const result = await flush(guarded, (action) =>
      same() ? send(environment, action) : Promise.resolve("unsent"),
    );
    if (!same()) return;
    if (result.refused.length > 0) {
      await writeKept(REFUSED_KEY, [...(await refusedActions()), ...result.refused]);
    }
    if (result.sent.length > 0 || result.refused.length > 0) savedJobsChanged(environment);
  };
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  flushing = (locks ? locks.request("kaamsetu-offline-queue", run) : run())
    .catch((error: unknown) => console.warn("Could not send the saves made offline", error))
    .finally(() => {
      flushing = null;
    });
  return flushing;
}

/**
 * Keeps a save or unsave made offline, to be sent when the network returns; false when the
 * phone cannot keep it (the caller says it was not saved).
 */
export function queueOffline(
  action: OfflineAction,
  jobId: string,
  title: string,
): Promise<boolean> {
  startOfflineSync();
  return enqueue(storage, { action, jobId, title, at: Date.now() });
}

let started = false;

export function startOfflineSync(): void {
  if (started) return;
  started = true;
  window.addEventListener("online", () => void sendQueued());
  if (navigator.onLine) {
    void sendQueued();
    void i18n.loadNamespaces("offline").catch(() => undefined);
  }
}
