import type pg from "pg";
import { SEARCH_TOTAL_MAX } from "../../constants.js";
import { keywordQuery, tradeIndexed } from "./keyword-query.js";
import { type Cursor, decodeCursor, encodeCursor, type Key } from "./search-cursor.js";
import {
  checkPage,
  cleanText,
  type JobSearchFilters,
  type JobSearchPage,
  type JobSearchResult,
  type MatchMode,
  OLDER_RANK,
  RANKED_CANDIDATES,
  searchTerms,
} from "./search-input.js";
import { type Resolved, resolve } from "./search-places.js";
import {
  buildFilter,
  countSql,
  firstRankedSql,
  laterRankedSql,
  newestSql,
  type Statement,
  withCount,
} from "./search-sql.js";
import { correctedTerms } from "./spelling.js";

export {
  cleanText,
  decodeCursor,
  encodeCursor,
  type JobSearchFilters,
  type JobSearchPage,
  type JobSearchResult,
  keywordQuery,
  type MatchMode,
  RANKED_CANDIDATES,
  searchTerms,
};

// The public job search: keywords (full text with prefix matching; when that finds nothing, the
// keywords corrected against the trades' words, then trigram similarity on the title, so "plumbr"
// finds plumbers; a keyword naming a trade also finds
// the trade's other words in every script, trades/trades.ts: "nalsaaz" and "प्लंबर" find plumbers),
// a free-text location (in any script the places tables name it in: "दिल्ली"), state,
// city, job type and a minimum salary. Paged by a keyset cursor,
// so page 50 costs what page 1 costs. The statements return the page's IDs (and the total); the
// caller loads exactly the fields it needs for those IDs.
//
// Places are understood, not matched as parts of names (the places tables, places/places.ts):
// the location is a state or city by its name or an alias ("Bengaluru", "Bombay"), else by a
// name a misspelling away ("Banglore"); a state finds its jobs, a city its own jobs and those
// open in every city of its state (city null); a name of several places finds all of them
// ("Delhi", the state and the city; "Aurangabad" in Maharashtra and in Bihar); text that names
// no place finds no job. The state and city filters take names and aliases the same way (no
// misspellings). All of it becomes equality on jobs.state and jobs.city (jobs_state_city).
//
// What a search costs is bounded, however many jobs match:
// - The total is counted up to SEARCH_TOTAL_MAX + 1 matches: beyond SPEC's "1000+" no screen
//   needs it, so it comes with `totalIsExact`.
// - With keywords, relevance is computed for the newest RANKED_CANDIDATES matches only (the
//   candidates), best first, then recency; the older matches follow, newest first. The first page
//   fixes where the candidates end (the oldest one's created_at and id, the bound) and every
//   cursor carries it, so later pages rank the same set and the order stays the same.
// - Words shorter than SEARCH_PREFIX_MIN_LENGTH match whole words only: "ac" finds AC jobs, not
//   every job with "across" or "account" (and the text index need not gather all those words).
// - Keywords that name a trade, and nothing else (the commonest searches: "plumber", "प्लंबर"),
//   read the trade's ordered index (job_trades, kept by triggers; matchesSql) newest first
//   instead of gathering every match from the text index: its rows are the matches, in any
//   script, with their rank, place, job type and pay, so no job is read until the page's.
// - Keywords that find nothing are corrected against the trades' words (spelling.ts: "plumbr"
//   is "plumber") before the titles are compared by similarity (a scan of every title's trigrams).

interface PageRow {
  id: number;
  rank: number;
  createdAt: Date;
  total?: string;
  boundAt?: Date | null;
  boundId?: number | null;
}

interface Found {
  rows: PageRow[];
  bound: Key | null;
  /** Counted with the page, or null. */
  total: number | null;
}

const rowsOf = async (pool: pg.Pool, statement: Statement) =>
  (await pool.query<PageRow>(statement.text, statement.values)).rows;

/**
 * A page of a search without keywords (newest first), and with `withTotal` the count of the
 * matches in the same statement (withCount): both are short index ranges, so one round trip
 * costs less than two on two connections (and a third of the request's statements).
 */
async function findNewest(
  pool: pg.Pool,
  filters: Resolved,
  limit: number,
  mode: MatchMode,
  cursor: Cursor | null,
  withTotal: boolean,
): Promise<Found> {
  const page = newestSql(filters, mode, { before: cursor }, 0, limit);
  if (!withTotal) return { rows: await rowsOf(pool, page), bound: null, total: null };
  // withCount's row of an empty page has no job (id null).
  const { rows } = await pool.query<PageRow | (Omit<PageRow, "id"> & { id: null })>(
    withCount(page, filters, mode),
  );
  return {
    rows: rows.filter((row): row is PageRow => row.id !== null),
    bound: null,
    total: Number(rows[0]?.total ?? 0),
  };
}

/** A keyword search's page (one more than asked, when there are more) in the search's order. */
async function findRanked(
  pool: pg.Pool,
  filters: Resolved,
  limit: number,
  mode: MatchMode,
  cursor: Cursor | null,
): Promise<Found> {
  let rows: PageRow[];
  let bound: Key | null;
  let total: number | null = null;
  if (!cursor) {
    rows = await rowsOf(pool, firstRankedSql(filters, mode, limit));
    const first = rows[0];
    total = first ? Number(first.total) : 0;
    bound =
      total >= RANKED_CANDIDATES && first?.boundAt && first.boundId != null
        ? { createdAt: first.boundAt.toISOString(), id: first.boundId }
        : null;
  } else if (cursor.rank !== OLDER_RANK) {
    rows = await rowsOf(pool, laterRankedSql(filters, cursor, limit));
    bound = cursor.bound;
  } else {
    // Past the candidates already: the older matches, newest first.
    const older = newestSql(
      filters,
      mode,
      { before: cursor, bound: cursor.bound },
      OLDER_RANK,
      limit,
    );
    return { rows: await rowsOf(pool, older), bound: cursor.bound, total };
  }
  if (rows.length < limit && bound) {
    // The candidates end on this page; the older matches follow it.
    const older = newestSql(filters, mode, { bound }, OLDER_RANK, limit - rows.length);
    rows = [...rows, ...(await rowsOf(pool, older))];
  }
  return { rows, bound, total };
}

async function runPage(
  pool: pg.Pool,
  filters: Resolved,
  page: JobSearchPage,
  mode: MatchMode,
): Promise<JobSearchResult> {
  checkPage(page);
  const cursor = page.after ? decodeCursor(page.after) : null;
  const limit = page.first + 1;
  const withTotal = page.withTotal ?? false;
  let found: Found;
  if (buildFilter(filters, mode).rank === null) {
    found = await findNewest(pool, filters, limit, mode, cursor, withTotal);
  } else {
    // The first page of a keyword search counts its candidates; a later one counts beside it,
    // on a connection of its own: both read the keywords' matches, which take longer than a
    // round trip, so together they take the longer one's time rather than the sum. Awaited
    // together, a failure of either is this request's (a count left pending once rejected
    // unhandled and ended the process).
    const [ranked, counted] = await Promise.all([
      findRanked(pool, filters, limit, mode, cursor),
      withTotal && cursor ? countResolved(pool, filters, mode) : null,
    ]);
    found = counted === null ? ranked : { ...ranked, total: counted };
  }
  const matches = page.withTotal ? found.total : null;
  const rows = found.rows.slice(0, page.first);
  return {
    ids: rows.map((row) => row.id),
    hasNextPage: found.rows.length > page.first,
    total: matches === null ? null : Math.min(matches, SEARCH_TOTAL_MAX),
    totalIsExact: matches === null || matches <= SEARCH_TOTAL_MAX,
    cursors: rows.map((row) =>
      encodeCursor({
        mode,
        rank: row.rank,
        createdAt: row.createdAt.toISOString(),
        id: row.id,
        bound: found.bound,
      }),
    ),
  };
}

/**
 * Full-text first; when that finds nothing, the keywords with misspelt words corrected against
 * the trades' words ("plumbr": plumber), and when there is no correction or it finds nothing too,
 * the title's similarity catches other misspellings. A cursor carries its page's mode.
 */
export async function searchJobs(
  pool: pg.Pool,
  filters: JobSearchFilters,
  page: JobSearchPage,
): Promise<JobSearchResult> {
  if (page.after) {
    const mode = decodeCursor(page.after).mode;
    return runPage(pool, await resolve(pool, filters), page, mode);
  }
  const resolved = await resolve(pool, filters);
  const result = await runPage(pool, resolved, page, "text");
  const q = cleanText(filters.q, "q");
  if (result.ids.length > 0 || !q) return result;
  // Keywords that name a trade are no misspelling: the trade has no such jobs (its index holds
  // every job whose text names it), and titles like the trade's name would be among them.
  if (tradeIndexed(searchTerms(q))) return result;
  if (correctedTerms(searchTerms(q))) {
    const corrected = await runPage(pool, resolved, page, "corrected");
    if (corrected.ids.length > 0) return corrected;
  }
  return runPage(pool, resolved, page, "fuzzy");
}

/** How many jobs match, counting no further than SEARCH_TOTAL_MAX + 1. */
export async function countJobs(
  pool: pg.Pool,
  filters: JobSearchFilters,
  mode: MatchMode = "text",
): Promise<number> {
  return countResolved(pool, await resolve(pool, filters), mode);
}

async function countResolved(pool: pg.Pool, filters: Resolved, mode: MatchMode): Promise<number> {
  const values: unknown[] = [];
  const { rows } = await pool.query<{ total: string }>(countSql(filters, mode, values), values);
  return Number(rows[0]?.total ?? 0);
}
