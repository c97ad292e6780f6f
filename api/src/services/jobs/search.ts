import type pg from "pg";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX, SEARCH_TOTAL_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";
import { type Place, type Places, placesOf } from "../../places/places.js";
import { foldScripts } from "../../text-fold.js";
import { keywordQuery, tradeIndexed } from "./keyword-query.js";
import { correctedTerms } from "./spelling.js";

export { keywordQuery };

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

export interface JobSearchFilters {
  q?: string | null;
  location?: string | null;
  state?: string | null;
  city?: string | null;
  jobType?: JobType | null;
  salaryMin?: number | null;
  salaryPeriod?: SalaryPeriod | null;
}

export interface JobSearchPage {
  first: number;
  after?: string | null;
  /** Also count the matches, up to SEARCH_TOTAL_MAX + 1. */
  withTotal?: boolean;
}

/**
 * "text": full-text match; "corrected": the same with misspelt words corrected against the
 * trades' words (spelling.ts); "fuzzy": trigram similarity of the title, for other misspellings.
 */
export type MatchMode = "text" | "corrected" | "fuzzy";
const MODES: readonly unknown[] = ["text", "corrected", "fuzzy"] satisfies MatchMode[];

/** A job's place in the newest-first order. */
interface Key {
  createdAt: string;
  id: number;
}

interface Cursor extends Key {
  mode: MatchMode;
  /** Relevance among the candidates (0 or more); OLDER_RANK past them; 0 without keywords. */
  rank: number;
  /** The oldest candidate, fixed by the first page; null when every match was one. */
  bound: Key | null;
}

export interface JobSearchResult {
  /** Job IDs of the page, in order. */
  ids: number[];
  cursors: string[];
  hasNextPage: boolean;
  /** The matches, when asked for, counted up to SEARCH_TOTAL_MAX (then not exact). */
  total: number | null;
  /** False when more than SEARCH_TOTAL_MAX jobs match and `total` says SEARCH_TOTAL_MAX. */
  totalIsExact: boolean;
}

/** Keyword searches rank this many of the newest matches (one more than is counted). */
export const RANKED_CANDIDATES = SEARCH_TOTAL_MAX + 1;
/** The rank of matches older than the candidates: below every relevance. */
const OLDER_RANK = -1;

const MAX_TERMS = 8;

/** Trimmed search text; null when empty; a bad request when longer than SEARCH_TEXT_MAX. */
export function cleanText(value: string | null | undefined, field: string): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed.length > SEARCH_TEXT_MAX) {
    throw new BadRequestError("paramTooLong", { name: field, count: SEARCH_TEXT_MAX });
  }
  return trimmed === "" ? null : trimmed;
}

/**
 * Words of letters, marks and digits only, so nothing the user types can reach tsquery syntax;
 * each script's spelling in one encoding (foldScripts: a ZWNJ does not cut a word in two).
 */
export function searchTerms(q: string): string[] {
  return (
    foldScripts(q)
      .toLowerCase()
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  ).slice(0, MAX_TERMS);
}

export function encodeCursor(cursor: Cursor): string {
  const value: unknown[] = [cursor.mode, cursor.rank, cursor.createdAt, cursor.id];
  if (cursor.bound) value.push(cursor.bound.createdAt, cursor.bound.id);
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A date a job could have been posted on; JavaScript's range reaches past PostgreSQL's. */
function isCursorDate(value: unknown): value is string {
  if (typeof value !== "string") return false;
  const year = new Date(value).getUTCFullYear();
  return year >= 2000 && year <= 9999;
}

const isKey = (createdAt: unknown, id: unknown) =>
  isCursorDate(createdAt) && Number.isSafeInteger(id);

/** A cursor this module made: its order's key and, for keywords, the candidates' bound. */
export function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (Array.isArray(value) && (value.length === 4 || value.length === 6)) {
      const [mode, rank, createdAt, id, boundAt, boundId] = value;
      if (
        MODES.includes(mode) &&
        typeof rank === "number" &&
        Number.isFinite(rank) &&
        isKey(createdAt, id) &&
        (value.length === 4 || isKey(boundAt, boundId))
      ) {
        const bound = value.length === 6 ? { createdAt: boundAt, id: boundId } : null;
        return { mode: mode as MatchMode, rank, createdAt, id, bound };
      }
    }
  } catch {
    // fall through
  }
  throw new BadRequestError("invalidCursor");
}

/**
 * Jobs whose place is one of these: any job of `states`, and of each state in `cities`, the
 * jobs of those cities and the state-wide ones. Neither: no job.
 */
interface PlaceMatch {
  states: string[];
  cities: Map<string, string[]>;
}

/** The filters with their places understood; every match must hold. */
interface Resolved extends JobSearchFilters {
  places: PlaceMatch[];
}

function matchOf(found: readonly Place[]): PlaceMatch {
  const states = [...new Set(found.filter((p) => p.kind === "STATE").map((p) => p.name))];
  const cities = new Map<string, string[]>();
  for (const place of found) {
    if (place.kind !== "CITY" || states.includes(place.state)) continue;
    const names = cities.get(place.state) ?? [];
    if (!names.includes(place.name)) names.push(place.name);
    cities.set(place.state, names);
  }
  return { states, cities };
}

/** The filters' places as states and cities; the texts' lengths checked. */
function resolvePlaces(places: Places, filters: JobSearchFilters): Resolved {
  const location = cleanText(filters.location, "location");
  const state = cleanText(filters.state, "state");
  const city = cleanText(filters.city, "city");
  const matches: PlaceMatch[] = [];
  if (location) matches.push(matchOf(places.resolve(location)));
  const stateName = state ? places.state(state) : null;
  if (state) matches.push({ states: stateName ? [stateName] : [], cities: new Map() });
  if (city) {
    const named = places
      .named(city)
      .filter((place) => place.kind === "CITY" && (!stateName || place.state === stateName));
    matches.push(matchOf(named));
  }
  return { ...filters, places: matches };
}

async function resolve(pool: pg.Pool, filters: JobSearchFilters): Promise<Resolved> {
  const hasPlace = [filters.location, filters.state, filters.city].some((text) => text?.trim());
  return hasPlace ? resolvePlaces(await placesOf(pool), filters) : { ...filters, places: [] };
}

/** The place condition on `alias`'s state and city (jobs j, or job_trades t). */
function placeSql(match: PlaceMatch, param: (value: unknown) => string, alias = "j"): string {
  const parts: string[] = [];
  // One state as equality, so that an index on (…, state, created_at) reads it newest first.
  if (match.states.length === 1) parts.push(`${alias}.state = ${param(match.states[0])}`);
  else if (match.states.length > 1) {
    parts.push(`${alias}.state = ANY(${param(match.states)}::text[])`);
  }
  for (const [state, cities] of match.cities) {
    parts.push(
      `(${alias}.state = ${param(state)} AND (${alias}.city = ANY(${param(cities)}::text[]) OR ${alias}.city IS NULL))`,
    );
  }
  return parts.length > 0 ? `(${parts.join(" OR ")})` : "false";
}

interface Filter {
  values: unknown[];
  /** The conditions, on jobs j; with a trade, on the trade's rows t (matchesSql). */
  where: string;
  /** Null without keywords: newest first. */
  rank: string | null;
  /** The trade the keywords name (keyword-query.ts tradeIndexed): read off its ordered index. */
  trade: string | null;
}

/** The filter's SQL; its values go after `values` (a statement it joins). */
function buildFilter(filters: Resolved, mode: MatchMode, values: unknown[] = []): Filter {
  const param = paramOf(values);
  const where: string[] = [];
  let rank: string | null = null;
  let trade: string | null = null;

  const q = cleanText(filters.q, "q");
  if (q) {
    const typed = searchTerms(q);
    const terms = mode === "corrected" ? (correctedTerms(typed) ?? typed) : typed;
    if (mode !== "fuzzy" && terms.length > 0) {
      trade = tradeIndexed(terms);
      if (trade) {
        // The trade's rows are its matches, ranked for the trade's query (matchesSql).
        rank = "t.rank";
      } else {
        const tsquery = `to_tsquery('english', ${param(keywordQuery(terms))})`;
        where.push(`j.search_vector @@ ${tsquery}`);
        rank = `ts_rank(j.search_vector, ${tsquery})::float8`;
      }
    } else {
      const phrase = param(terms.join(" ") || q.toLowerCase());
      where.push(`${phrase} <% lower(j.title)`);
      rank = `word_similarity(${phrase}, lower(j.title))::float8`;
    }
  }
  // A trade's rows are public jobs only, with their place, job type and pay (matchesSql).
  const alias = trade ? "t" : "j";
  if (!trade) where.unshift(PUBLIC_JOB_SQL);
  for (const match of filters.places) where.push(placeSql(match, param, alias));
  if (filters.jobType) {
    where.push(`${alias}.job_type = ${param(filters.jobType.toLowerCase())}::job_type`);
  }
  if (filters.salaryPeriod) {
    where.push(
      `${alias}.salary_period = ${param(filters.salaryPeriod.toLowerCase())}::salary_period`,
    );
  }
  if (filters.salaryMin != null) {
    if (!Number.isSafeInteger(filters.salaryMin) || filters.salaryMin < 0) {
      throw new BadRequestError("salaryMinInvalid");
    }
    where.push(`${alias}.salary_amount >= ${param(filters.salaryMin)}`);
  }
  return { values, where: where.join(" AND "), rank, trade };
}

interface Statement {
  text: string;
  values: unknown[];
}

/** Adds a value to a statement's; its placeholder. */
function paramOf(values: unknown[]) {
  return (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
}

function checkPage(page: JobSearchPage): void {
  if (!Number.isInteger(page.first) || page.first < 1 || page.first > PAGE_SIZE_MAX) {
    throw new BadRequestError("paramRange", { name: "first", min: 1, max: PAGE_SIZE_MAX });
  }
}

/** `(created_at, id) <op> key` on `alias`'s columns, the row comparison the newest-first indexes serve. */
function keyCondition(
  param: (value: unknown) => string,
  op: "<" | ">=",
  key: Key,
  alias: "j" | "t" = "j",
): string {
  const id = alias === "t" ? "t.job_id" : "j.id";
  return `(${alias}.created_at, ${id}) ${op} (${param(key.createdAt)}::timestamptz, ${param(key.id)}::int)`;
}

interface KeyBound {
  op: "<" | ">=";
  key: Key | null | undefined;
}

/** Where a statement reads its matches from: `FROM …` text and the columns it selects. */
interface Matches {
  from: string;
  /** Newest first. */
  order: string;
  /** The job's id and posting time. */
  id: string;
  createdAt: string;
}

/**
 * The matches as `FROM … WHERE …`, within `keys`, with their newest-first order.
 *
 * A search whose keywords name a trade reads the trade's ordered index (job_trades t, migration
 * 20261128800100_job_trades) newest first. Its rows are the matches: every public job whose text
 * names the trade in any script, kept by triggers in the job's own writes, each with what the
 * filters and the ranking read (place, job type, pay, and its rank for the trade's query:
 * migration 20261202010000_job_trades_rank). So the page, the ranking of the candidates and the
 * count are one index-only range however many jobs match, and no job is read.
 */
function matchesSql(
  filter: Filter,
  param: (value: unknown) => string,
  keys: readonly KeyBound[],
): Matches {
  const bounds = (alias: "j" | "t") =>
    keys
      .flatMap(({ op, key }) => (key ? [` AND ${keyCondition(param, op, key, alias)}`] : []))
      .join("");
  if (!filter.trade) {
    return {
      from: `jobs j WHERE ${filter.where}${bounds("j")}`,
      order: "j.created_at DESC, j.id DESC",
      id: "j.id",
      createdAt: "j.created_at",
    };
  }
  const where = filter.where ? ` AND ${filter.where}` : "";
  return {
    from: `job_trades t
  WHERE t.trade_id = (SELECT id FROM search_trades WHERE trade = ${param(filter.trade)})${where}${bounds("t")}`,
    order: "t.created_at DESC, t.job_id DESC",
    id: "t.job_id",
    createdAt: "t.created_at",
  };
}

/**
 * Matches newest first, each with the same `rank`: without keywords every match (rank 0), with
 * them the matches older than the candidates' bound (OLDER_RANK). Off the newest-first index.
 */
function newestSql(
  filters: Resolved,
  mode: MatchMode,
  conditions: { before?: Key | null; bound?: Key | null },
  rank: number,
  limit: number,
): Statement {
  const filter = buildFilter(filters, mode);
  const param = paramOf(filter.values);
  const { from, order, id, createdAt } = matchesSql(filter, param, [
    { op: "<", key: conditions.before },
    { op: "<", key: conditions.bound },
  ]);
  const text = `SELECT ${id} AS id, ${param(rank)}::float8 AS rank, ${createdAt} AS "createdAt"
FROM ${from}
ORDER BY ${order} LIMIT ${param(limit)}`;
  return { text, values: filter.values };
}

/**
 * The first page of a keyword search: the newest RANKED_CANDIDATES matches ranked, with their
 * count (`total`) and the oldest of them (`boundAt`, `boundId`) on every row.
 */
function firstRankedSql(filters: Resolved, mode: MatchMode, limit: number): Statement {
  const filter = buildFilter(filters, mode);
  const param = paramOf(filter.values);
  const { from, order, id, createdAt } = matchesSql(filter, param, []);
  const text = `WITH candidates AS MATERIALIZED (
  SELECT ${id} AS id, ${createdAt} AS created_at, ${filter.rank} AS rank FROM ${from}
  ORDER BY ${order} LIMIT ${param(RANKED_CANDIDATES)}
), oldest AS (
  SELECT created_at, id FROM candidates ORDER BY created_at, id LIMIT 1
)
SELECT c.id, c.rank, c.created_at AS "createdAt", count(*) OVER () AS total,
  oldest.created_at AS "boundAt", oldest.id AS "boundId"
FROM candidates c CROSS JOIN oldest
ORDER BY c.rank DESC, c.created_at DESC, c.id DESC LIMIT ${param(limit)}`;
  return { text, values: filter.values };
}

/** A later page among the candidates (the matches from the bound on), ranked, after the cursor. */
function laterRankedSql(filters: Resolved, cursor: Cursor, limit: number): Statement {
  const filter = buildFilter(filters, cursor.mode);
  const param = paramOf(filter.values);
  const { from, id, createdAt } = matchesSql(filter, param, [{ op: ">=", key: cursor.bound }]);
  const text = `SELECT id, rank, "createdAt" FROM (
  SELECT ${id} AS id, ${createdAt} AS "createdAt", ${filter.rank} AS rank FROM ${from}
) found
WHERE (rank, "createdAt", id) < (${param(cursor.rank)}::float8, ${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)}::int)
ORDER BY rank DESC, "createdAt" DESC, id DESC
LIMIT ${param(limit)}`;
  return { text, values: filter.values };
}

/** How many jobs match, up to SEARCH_TOTAL_MAX + 1, as a one-row query (`total`) over `values`. */
function countSql(filters: Resolved, mode: MatchMode, values: unknown[]): string {
  const filter = buildFilter(filters, mode, values);
  const param = paramOf(filter.values);
  const { from } = matchesSql(filter, param, []);
  return `SELECT count(*) AS total FROM (
  SELECT 1 FROM ${from} LIMIT ${param(SEARCH_TOTAL_MAX + 1)}
) matches`;
}

/**
 * A page's statement with the count of every match beside it, in one round trip: the count's
 * one row joined with the page's rows (each plan as it is alone), so an empty page (past the
 * last match) still says the total, on a row with no job.
 */
function withCount(page: Statement, filters: Resolved, mode: MatchMode): Statement {
  const values = [...page.values];
  const text = `SELECT found.id, found.rank, found."createdAt", counted.total FROM (
${countSql(filters, mode, values)}
) counted LEFT JOIN LATERAL (
${page.text}
) found ON true
ORDER BY found."createdAt" DESC, found.id DESC`;
  return { text, values };
}

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
