import type { PreloadedQuery } from "react-relay";
import type { ConcreteRequest, OperationType, VariablesOf } from "relay-runtime";
import { i18n } from "../i18n/i18n";
import { loadChunk } from "../lib/chunks";
import { sessionToken } from "../session/session";
import { getEnvironment } from "./environment";
import { isOffline, setCopyShown } from "./offline-state";
import { preloadRouteQuery } from "./route-query";

// The loaders of a signed-in worker's saved jobs, applications and job list:
// online, the page's answer is kept on the phone once it arrives (offline-copies.ts); offline,
// the kept copy goes into the store before the page's query is read, so the page draws from it
// and says it is a copy (components/OfflineCopyNote.tsx). A visitor's loader is the plain
// preloadRouteQuery: nothing is kept for them (the service worker keeps their pages).

const offlineCopies = () => loadChunk("offline-copies", () => import("./offline-copies"));

export function preloadWithCopy<Q extends OperationType>(
  route: string,
  query: ConcreteRequest,
  variables: VariablesOf<Q>,
): PreloadedQuery<Q> | Promise<PreloadedQuery<Q>> {
  if (typeof window === "undefined" || !sessionToken()) {
    return preloadRouteQuery<Q>(route, query, variables);
  }
  const environment = getEnvironment();
  if (isOffline()) {
    // The note speaks the "offline" texts (fetched while online: offline-sync.ts).
    const texts = i18n.loadNamespaces("offline").catch(() => undefined);
    return offlineCopies()
      .then((copies) => copies.restoreCopy(environment, route))
      .catch(() => null)
      .then(async (savedAt) => {
        await texts;
        setCopyShown(route, savedAt ?? undefined);
        return preloadRouteQuery<Q>(route, query, variables);
      });
  }
  setCopyShown(route, undefined);
  const reference = preloadRouteQuery<Q>(route, query, variables);
  void offlineCopies()
    .then((copies) => copies.keepWhenLoaded(environment, route, query, variables))
    .catch(() => undefined);
  return reference;
}
