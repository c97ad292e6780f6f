import type pg from "pg";
import { log } from "../../log.js";
import { VISITOR_DAY_SQL } from "./visitor.js";

// The searches popular searches count, written off the read path: a search only notes its entry
// in memory; the entries go to the database together, one statement per batch, when
// SEARCH_LOG_FLUSH_MS has passed since the first waiting one or SEARCH_LOG_BATCH are waiting,
// and on shutdown (main.ts). A failed write is logged and its entries dropped: logging never
// slows or fails a search. Each visitor's search for a term counts once a day (search_visits
// decides, across batches and instances); within a batch the same key is noted once.

export const SEARCH_LOG_FLUSH_MS = 2_000;
export const SEARCH_LOG_BATCH = 500;
/** Entries kept while the database is slow or down; newer ones are dropped past it. */
const SEARCH_LOG_PENDING_MAX = 20 * SEARCH_LOG_BATCH;

export interface SearchLogEntry {
  query: string | null;
  location: string | null;
  userId: number | null;
  resultCount: number;
  /** The visitor's key for this term (visitor.ts): once a day each. */
  searchKey: string;
}

export interface SearchLog {
  /** Notes a search; it is written with the others of its batch. Never throws. */
  add(entry: SearchLogEntry): void;
  /** Writes the waiting entries now (shutdown, tests); resolves when every batch is written. */
  flush(): Promise<void>;
}

export function createSearchLog(pool: pg.Pool): SearchLog {
  let pending = new Map<string, SearchLogEntry>();
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();
  /** Entries taken for batches not yet written. */
  let unwritten = 0;

  const write = async (batch: SearchLogEntry[]) => {
    try {
      await pool.query(
        `WITH batch AS (
           SELECT * FROM unnest($1::text[], $2::text[], $3::int[], $4::int[], $5::text[])
             AS b(query, location, user_id, result_count, search_key)
         ), first AS (
           INSERT INTO search_visits (searched_on, search_key)
           SELECT ${VISITOR_DAY_SQL}, search_key FROM batch
           ON CONFLICT DO NOTHING
           RETURNING search_key
         )
         INSERT INTO search_logs (query, location, user_id, result_count)
         SELECT b.query, b.location, b.user_id, b.result_count FROM batch b JOIN first USING (search_key)`,
        [
          batch.map((entry) => entry.query),
          batch.map((entry) => entry.location),
          batch.map((entry) => entry.userId),
          batch.map((entry) => entry.resultCount),
          batch.map((entry) => entry.searchKey),
        ],
      );
    } catch (error) {
      log.warn("could not log searches", { count: batch.length, error: String(error) });
    } finally {
      unwritten -= batch.length;
    }
  };

  const flush = (): Promise<void> => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (pending.size === 0) return writing;
    const batch = [...pending.values()];
    pending = new Map();
    unwritten += batch.length;
    // One batch at a time, in order.
    writing = writing.then(() => write(batch));
    return writing;
  };

  return {
    add(entry) {
      if (pending.has(entry.searchKey) || pending.size + unwritten >= SEARCH_LOG_PENDING_MAX)
        return;
      pending.set(entry.searchKey, entry);
      if (pending.size >= SEARCH_LOG_BATCH) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), SEARCH_LOG_FLUSH_MS);
        timer.unref();
      }
    },
    flush,
  };
}
