import fs from "node:fs";
import path from "node:path";
import { usePersistedOperations } from "@graphql-yoga/plugin-persisted-operations";
import type { Plugin } from "graphql-yoga";
import { type AppServices, type Context, requestAuthentication, viewerOf } from "../context.js";
import { BadRequestError, ForbiddenError } from "../errors.js";
import { ROOT } from "../paths.js";
import { toGraphQLError } from "./errors.js";

// Persisted operations. relay-compiler gives every operation of the web client a SHA-256 id and
// writes id -> text to a file (relay.config.js); the client sends only the id. In production a
// caller who is not signed in may run only those (GRAPHQL_ARBITRARY_OPERATIONS), so an
// anonymous visitor cannot send the server arbitrary documents; signed-in integrations,
// development and tests may, within graphql-armor's depth, cost and alias limits. Signed in
// means a live user or admin session, as authentication decides it for every other rule: a
// token-shaped header that is no such session (unknown, expired, revoked, a registration token)
// is a visitor here too.

/** The map the web build ships beside its bundle, and the one relay-compiler writes. */
export const PERSISTED_DOCUMENT_FILES = {
  built: path.join(ROOT, "web/dist-server/persisted-documents.json"),
  generated: path.join(ROOT, "web/src/__generated__/persisted-documents.json"),
};

/** Re-reads the map when an unknown id arrives and the file changed (relay-compiler in dev). */
const RELOAD_INTERVAL_MS = 1000;

export function persistedDocumentStore(files: readonly string[]) {
  let documents = new Map<string, string>();
  let loadedFrom: { file: string; mtimeMs: number } | null = null;
  let checkedAt = 0;
  let names: ReadonlySet<string> = new Set();
  let namedFrom: Map<string, string> | null = null;

  function load(): void {
    checkedAt = Date.now();
    for (const file of files) {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) continue;
      if (loadedFrom?.file === file && loadedFrom.mtimeMs === stat.mtimeMs) return;
      const parsed = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
      documents = new Map(Object.entries(parsed));
      loadedFrom = { file, mtimeMs: stat.mtimeMs };
      return;
    }
  }

  load();
  return {
    get(id: string): string | null {
      const found = documents.get(id);
      if (found !== undefined) return found;
      if (Date.now() - checkedAt > RELOAD_INTERVAL_MS) load();
      return documents.get(id) ?? null;
    },
    get size() {
      return documents.size;
    },
    /** The operations' names (`query JobsPage` -> JobsPage), as the map holds them now. */
    names(): ReadonlySet<string> {
      if (namedFrom !== documents) {
        namedFrom = documents;
        names = new Set(
          [...documents.values()].flatMap((text) =>
            [...text.matchAll(/\b(?:query|mutation|subscription)\s+(\w+)/g)].map((m) => m[1] ?? ""),
          ),
        );
      }
      return names;
    },
  };
}

export type PersistedDocumentStore = ReturnType<typeof persistedDocumentStore>;

/**
 * The web app's persisted documents: production serves the built bundle, whose map is the
 * built one; development serves relay-compiler's current artifacts.
 */
export function appPersistedDocuments(config: AppServices["config"]): PersistedDocumentStore {
  const { built, generated } = PERSISTED_DOCUMENT_FILES;
  return persistedDocumentStore(
    config.nodeEnv === "production" ? [built, generated] : [generated, built],
  );
}

export function persistedOperations(
  services: AppServices,
  store: PersistedDocumentStore = appPersistedDocuments(services.config),
): Plugin<Context> {
  const { config } = services;
  return usePersistedOperations<Context>({
    getPersistedOperation: (id) => store.get(id),
    allowArbitraryOperations: async (request) =>
      config.graphql.arbitraryOperations === "all" ||
      viewerOf(await requestAuthentication(services, request)) !== null,
    customErrors: {
      notFound: () => toGraphQLError(new BadRequestError("persistedOperationUnknown")),
      persistedQueryOnly: () => toGraphQLError(new ForbiddenError("persistedOperationRequired")),
      keyNotFound: () => toGraphQLError(new BadRequestError("persistedOperationUnknown")),
    },
  });
}
