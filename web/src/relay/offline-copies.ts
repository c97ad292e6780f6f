import {
  type ConcreteRequest,
  type Environment,
  fetchQuery,
  RecordSource,
  type Variables,
} from "relay-runtime";
import { forgetKept, readKept, writeKept } from "../lib/offline-store";
import { getUserData, sessionToken } from "../session/session";
import type { RecordMap } from "./environment";
import { isOffline } from "./offline-state";

// Offline copies of a signed-in worker's lists: saved jobs, my applications and
// the last job list they viewed. When one of those pages has its answer, the Relay records are
// kept on the phone (lib/offline-store.ts), with when and whose; offline, the page's loader puts
// them back into the store first (route-query.ts), so the page draws from them as it would from
// the server's answer, and says it is a copy and how old (components/OfflineCopyNote.tsx).
// Loaded only for a signed-in worker: a visitor's pages come from the service worker's copies.

interface Copy {
  savedAt: number;
  /** The user the copy is of: another's is never shown (sign-out also empties the store). */
  owner: string;
  records: RecordMap;
}

const key = (route: string) => `copy:${route}`;
const owner = () => getUserData().id ?? "";

/** The store's records, without Relay's marks of what is out of date (they mean nothing later). */
function records(environment: Environment): RecordMap {
  const all = environment.getStore().getSource().toJSON() as Record<
    string,
    Record<string, unknown>
  >;
  const kept: Record<string, Record<string, unknown>> = {};
  for (const [id, record] of Object.entries(all)) {
    if (!record) continue;
    const { __invalidated_at: _ignored, ...rest } = record;
    kept[id] = rest;
  }
  return kept as RecordMap;
}

/** Once the page's query has its answer from the server, keeps the store's records for `route`. */
export async function keepWhenLoaded(
  environment: Environment,
  route: string,
  query: ConcreteRequest,
  variables: Variables,
): Promise<void> {
  const token = sessionToken();
  if (!token) return;
  try {
    await fetchQuery(environment, query, variables, {
      fetchPolicy: "store-or-network",
    }).toPromise();
  } catch {
    return;
  }
  if (isOffline() || sessionToken() !== token) return;
  await writeKept(key(route), {
    savedAt: Date.now(),
    owner: owner(),
    records: records(environment),
  } satisfies Copy);
}

/**
 * Puts the copy kept for `route` back into the store; returns when it was kept, or null when
 * there is none (of this user).
 */
export async function restoreCopy(environment: Environment, route: string): Promise<number | null> {
  const copy = await readKept<Copy>(key(route));
  if (!copy) return null;
  if (copy.owner !== owner()) {
    await forgetKept(key(route));
    return null;
  }
  const store = environment.getStore();
  store.publish(new RecordSource(copy.records));
  store.notify();
  return copy.savedAt;
}
