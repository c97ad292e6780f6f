import { userIdOf } from "../../auth/policy/roles.js";
import { VISITOR_DAY_TIME_ZONE } from "../../constants.js";
import type { Context } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import { log } from "../../log.js";
import type { JobSearchFilters } from "./search.js";
import { VISITOR_DAY_SQL, visitorKey } from "./visitor.js";

// Searches people ran, kept for "popular searches": each visitor's (visitor.ts) search for a term
// counts once a day, however often they repeat it, so one visitor cannot push a term up the list.
// Writing the log never slows or fails a search: searches are written in batches (search-log.ts).

export const POPULAR_SEARCH_DAYS = 30;
export const POPULAR_SEARCHES_DEFAULT = 10;
export const POPULAR_SEARCHES_MAX = 50;

export interface PopularSearch {
  query: string;
  count: number;
}

/** Notes the search for popular searches; the search log writes it with others, later. */
export function logSearch(ctx: Context, filters: JobSearchFilters, resultCount: number): void {
  const query = filters.q?.trim().toLowerCase().replace(/\s+/g, " ") || null;
  const location = filters.location?.trim() || null;
  if (!query && !location) return;
  // Popular searches rank terms, so the term is the query; a search by place alone is its place.
  const term = query ? `q:${query}` : `location:${location}`;
  purgeEarlierDays(ctx);
  ctx.searchLog.add({
    query,
    location,
    userId: userIdOf(ctx.viewer),
    resultCount,
    searchKey: visitorKey(ctx, "search", term),
  });
}

/** India's day of this process's last purge: each process purges once a day. */
let purgedOn: string | null = null;

function purgeEarlierDays(ctx: Pick<Context, "pool">): void {
  const today = new Date().toLocaleDateString("en-CA", { timeZone: VISITOR_DAY_TIME_ZONE });
  if (purgedOn === today) return;
  purgedOn = today;
  purgeSearchVisits(ctx).catch((error: unknown) => {
    purgedOn = null;
    log.warn("could not purge earlier days' search visits", { error: String(error) });
  });
}

/**
 * Deletes the rows of days before today: only today's decide whether a search counts. Any
 * instance may run it at any time; the rows it deletes are ones nobody reads again.
 */
export async function purgeSearchVisits(ctx: Pick<Context, "pool">): Promise<number> {
  const { rowCount } = await ctx.pool.query(
    `DELETE FROM search_visits WHERE searched_on < ${VISITOR_DAY_SQL}`,
  );
  return rowCount ?? 0;
}

export async function popularSearches(
  ctx: Pick<Context, "pool">,
  limit = POPULAR_SEARCHES_DEFAULT,
): Promise<PopularSearch[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > POPULAR_SEARCHES_MAX) {
    throw new BadRequestError("paramRange", { name: "limit", min: 1, max: POPULAR_SEARCHES_MAX });
  }
  const { rows } = await ctx.pool.query<{ query: string; count: string }>(
    `SELECT query, count(*) AS count FROM search_logs
     WHERE query IS NOT NULL AND result_count > 0
       AND created_at > now() - make_interval(days => $1)
     GROUP BY query ORDER BY count(*) DESC, query LIMIT $2`,
    [POPULAR_SEARCH_DAYS, limit],
  );
  return rows.map((row) => ({ query: row.query, count: Number(row.count) }));
}
