import { LRUCache } from "lru-cache";

// The shared cache of server-drawn pages (ssr/render.ts): a page drawn for one visitor is served again to
// the next ones for a few seconds, and 50 visitors asking for the same page at once share one
// drawing (its answer goes to every one of them) instead of queueing 50 renders on two cores.
//
// - Bounded: at most `maxEntries` pages and `maxBytes` of them, least recently used out first
//   (lru-cache, already in the tree through graphql-yoga: size-bounded eviction with TTLs, which
//   a Map would need written and tested again). A crawler walking a million job pages, or
//   addresses with made-up parameters, turns pages over; it never grows the process.
// - Short-lived: a page is served for `ttlMs` after it was drawn, never longer. That bounds what
//   another instance shows after a change it did not hear about. Once half of that has passed,
//   the next request for it starts drawing it again in the background while the kept page is
//   still served, so a popular page is replaced before it expires and its visitors do not all
//   wait for one drawing every `ttlMs` (that wait was the p99).
// - Forgotten at once on `clear()` (this process changed a job). A drawing started before the
//   clear may have read the old rows: its answer goes to those already waiting for it, but it is
//   not kept, and nobody who asks after the clear joins it.
// - Only what the caller says to keep is kept (`keep`): a failure or a redirect is shared with
//   whoever waited for the same drawing, and drawn afresh for the next visitor.

export interface Drawn<T> {
  value: T;
  /** Keep it for the next visitors (a page), or only give it to those waiting now (null never is). */
  keep: boolean;
}

/** Where an answer came from: kept, drawn for this request, or another request's drawing. */
export type PageSource = "hit" | "miss" | "shared";

export interface PageCache<T> {
  /** The value for `key`: kept, or drawn by `draw` once for everyone asking meanwhile. */
  get(key: string, draw: () => Promise<Drawn<T>>): Promise<{ value: T; source: PageSource }>;
  /** Forgets every page, and every drawing under way as far as later visitors are concerned. */
  clear(): void;
  /** Pages kept now. */
  readonly size: number;
}

/** The part of its life after which a kept page is drawn again in the background. */
const REFRESH_AFTER = 0.5;

export function createPageCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  maxBytes: number;
  /** Bytes a value holds (at least 1). */
  sizeOf: (value: NonNullable<T>) => number;
}): PageCache<T> {
  const kept = new LRUCache<string, { value: NonNullable<T>; drawnAt: number }>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    sizeCalculation: ({ value }) => Math.max(1, options.sizeOf(value)),
    ttl: options.ttlMs,
    // Age counts from the drawing, however often the page is served.
    updateAgeOnGet: false,
    allowStale: false,
  });
  const drawing = new Map<string, { generation: number; answer: Promise<Drawn<T>> }>();
  /** Bumped by every clear(): drawings of an earlier generation are neither kept nor joined. */
  let generation = 0;

  /** Draws `key`'s page, keeping it unless a clear() came meanwhile; one drawing per key. */
  function drawAndKeep(key: string, draw: () => Promise<Drawn<T>>): Promise<Drawn<T>> {
    const started = generation;
    const entry = {
      generation: started,
      answer: draw().then((drawn) => {
        if (drawn.keep && drawn.value != null && started === generation) {
          kept.set(key, { value: drawn.value, drawnAt: performance.now() });
        }
        return drawn;
      }),
    };
    drawing.set(key, entry);
    const done = () => {
      if (drawing.get(key) === entry) drawing.delete(key);
    };
    entry.answer.then(done, done);
    return entry.answer;
  }

  return {
    async get(key, draw) {
      const hit = kept.get(key);
      if (hit !== undefined) {
        const age = performance.now() - hit.drawnAt;
        const pending = drawing.get(key);
        if (age >= options.ttlMs * REFRESH_AFTER && pending?.generation !== generation) {
          // Its visitors are not kept waiting; a failure leaves the kept page to its end.
          drawAndKeep(key, draw).catch(() => undefined);
        }
        return { value: hit.value, source: "hit" };
      }
      const pending = drawing.get(key);
      if (pending && pending.generation === generation) {
        return { value: (await pending.answer).value, source: "shared" };
      }
      return { value: (await drawAndKeep(key, draw)).value, source: "miss" };
    },
    clear() {
      generation += 1;
      kept.clear();
    },
    get size() {
      return kept.size;
    },
  };
}
