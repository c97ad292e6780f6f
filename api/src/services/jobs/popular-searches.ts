import type { Context } from "../../context.js";
import { BadRequestError } from "../../errors.js";
import { log } from "../../log.js";
import type { JobSearchFilters } from "./search.js";

// Searches people ran, kept for "popular searches". Writing the log never slows or fails a search.

export const POPULAR_SEARCH_DAYS = 30;
export const POPULAR_SEARCHES_DEFAULT = 10;
export const POPULAR_SEARCHES_MAX = 50;

export interface PopularSearch {
  query: string;
  count: number;
}

export function logSearch(ctx: Context, filters: JobSearchFilters, resultCount: number): void {
  const query = filters.q?.trim().toLowerCase().replace(/\s+/g, " ") || null;
  const location = filters.location?.trim() || null;
  if (!query && !location) return;
  const userId = ctx.viewer?.kind === "user" ? ctx.viewer.id : null;
  ctx.pool
    .query(
      "INSERT INTO search_logs (query, location, user_id, result_count) VALUES ($1, $2, $3, $4)",
      [query, location, userId, resultCount],
    )
    .catch((error: unknown) => log.warn("could not log a search", { error: String(error) }));
}

export async function popularSearches(
  ctx: Pick<Context, "pool">,
  limit = POPULAR_SEARCHES_DEFAULT,
): Promise<PopularSearch[]> {
  if (!Number.isInteger(limit) || limit < 1 || limit > POPULAR_SEARCHES_MAX) {
    throw new BadRequestError(`limit must be between 1 and ${POPULAR_SEARCHES_MAX}`);
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
