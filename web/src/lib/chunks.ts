import type { RouteObject } from "react-router";
import { CHUNK_LOAD_TIMEOUT_MS } from "../config";
import { i18n } from "../i18n/i18n";

// Route code arrives in chunks. A chunk that does not arrive (offline, a deploy replaced it,
// 120 s passed) becomes an error that names it, which the route's error page shows.

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly code: "CHUNK_LOAD_FAILED" | "CSS_CHUNK_LOAD_FAILED",
    cause: unknown,
  ) {
    super(
      `Loading ${code === "CSS_CHUNK_LOAD_FAILED" ? "CSS chunk" : "chunk"} "${chunk}" failed. (${
        cause instanceof Error ? cause.message : String(cause)
      })`,
      { cause },
    );
    this.name = "ChunkLoadError";
  }
}

export function loadChunk<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${CHUNK_LOAD_TIMEOUT_MS / 1000} s`)),
      CHUNK_LOAD_TIMEOUT_MS,
    );
  });
  return Promise.race([load(), timeout])
    .catch((cause: unknown) => {
      // Vite's preloader reports a stylesheet it could not load as "Unable to preload CSS".
      const css = cause instanceof Error && /\bCSS\b/.test(cause.message);
      throw new ChunkLoadError(chunk, css ? "CSS_CHUNK_LOAD_FAILED" : "CHUNK_LOAD_FAILED", cause);
    })
    .finally(() => clearTimeout(timer));
}

type LazyRoute = NonNullable<RouteObject["lazy"]>;
type RouteModule = Awaited<ReturnType<Extract<LazyRoute, (...args: never[]) => unknown>>>;

/**
 * A route whose component (and translations) load on first visit: `lazy` for react-router,
 * with the chunk named in errors and the route's i18next namespaces fetched in parallel.
 */
export function lazyRoute(
  chunk: string,
  load: () => Promise<RouteModule>,
  namespaces: readonly string[] = [],
): LazyRoute {
  return async () => {
    const [module] = await Promise.all([
      loadChunk(chunk, load),
      namespaces.length ? i18n.loadNamespaces([...namespaces]) : undefined,
    ]);
    return module;
  };
}
