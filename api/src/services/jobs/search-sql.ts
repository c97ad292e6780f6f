import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import { SEARCH_TOTAL_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import { keywordQuery, tradeIndexed } from "./keyword-query.js";
import type { Cursor, Key } from "./search-cursor.js";
import { cleanText, type MatchMode, RANKED_CANDIDATES, searchTerms } from "./search-input.js";
import { placeSql, type Resolved } from "./search-places.js";
import { correctedTerms } from "./spelling.js";

// The search's statements: the filter every shape shares, the newest-first and ranked pages, the
// capped count. Each returns text and values; search.ts runs them.

export interface Filter {
  values: unknown[];
  /** The conditions, on jobs j; with a trade, on the trade's rows t (matchesSql). */
  where: string;
  /** Null without keywords: newest first. */
  rank: string | null;
  /** The trade the keywords name (keyword-query.ts tradeIndexed): read off its ordered index. */
  trade: string | null;
}

/** The filter's SQL; its values go after `values` (a statement it joins). */
export function buildFilter(filters: Resolved, mode: MatchMode, values: unknown[] = []): Filter {
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

export interface Statement {
  text: string;
  values: unknown[];
}

/** Adds a value to a statement's; its placeholder. */
export function paramOf(values: unknown[]) {
  return (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
}

/** `(created_at, id) <op> key` on `alias`'s columns, the row comparison the newest-first indexes serve. */
export function keyCondition(
  param: (value: unknown) => string,
  op: "<" | ">=",
  key: Key,
  alias: "j" | "t" = "j",
): string {
  const id = alias === "t" ? "t.job_id" : "j.id";
  return `(${alias}.created_at, ${id}) ${op} (${param(key.createdAt)}::timestamptz, ${param(key.id)}::int)`;
}

export interface KeyBound {
  op: "<" | ">=";
  key: Key | null | undefined;
}

/** Where a statement reads its matches from: `FROM …` text and the columns it selects. */
export interface Matches {
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
export function matchesSql(
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
export function newestSql(
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
export function firstRankedSql(filters: Resolved, mode: MatchMode, limit: number): Statement {
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
export function laterRankedSql(filters: Resolved, cursor: Cursor, limit: number): Statement {
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
export function countSql(filters: Resolved, mode: MatchMode, values: unknown[]): string {
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
export function withCount(page: Statement, filters: Resolved, mode: MatchMode): Statement {
  const values = [...page.values];
  const text = `SELECT found.id, found.rank, found."createdAt", counted.total FROM (
${countSql(filters, mode, values)}
) counted LEFT JOIN LATERAL (
${page.text}
) found ON true
ORDER BY found."createdAt" DESC, found.id DESC`;
  return { text, values };
}
