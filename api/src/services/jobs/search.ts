import type pg from "pg";
import { PUBLIC_JOB_SQL } from "../../auth/policy/visibility.js";
import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";

// The public job search: keywords (full text with prefix matching; when that finds nothing,
// trigram similarity on the title, so "plumbr" finds plumbers), a free-text location matching a
// state or a city, exact state, city, job type and a minimum salary. Ranked by relevance, then recency; paged by a keyset cursor,
// so page 50 costs what page 1 costs. The statement returns the page's IDs (and the total); the
// caller loads exactly the fields it needs for those IDs.

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
  /** Also count every match (in the same statement, so it costs little with keywords). */
  withTotal?: boolean;
}

/** "text": full-text match; "fuzzy": trigram similarity of the title, for misspellings. */
export type MatchMode = "text" | "fuzzy";

interface Cursor {
  mode: MatchMode;
  rank: number;
  createdAt: string;
  id: number;
}

export interface JobSearchResult {
  /** Job IDs of the page, in order. */
  ids: number[];
  cursors: string[];
  hasNextPage: boolean;
  /** Every match, when asked for. */
  total: number | null;
}

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

/** Words of letters and digits only, so nothing the user types can reach tsquery syntax. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? []).slice(0, MAX_TERMS);
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export function encodeCursor(cursor: Cursor): string {
  const value = [cursor.mode, cursor.rank, cursor.createdAt, cursor.id];
  return Buffer.from(JSON.stringify(value)).toString("base64url");
}

/** A date a job could have been posted on; JavaScript's range reaches past PostgreSQL's. */
function isCursorDate(text: string): boolean {
  const year = new Date(text).getUTCFullYear();
  return year >= 2000 && year <= 9999;
}

export function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 4) {
      const [mode, rank, createdAt, id] = value;
      if (
        (mode === "text" || mode === "fuzzy") &&
        typeof rank === "number" &&
        Number.isFinite(rank) &&
        typeof createdAt === "string" &&
        isCursorDate(createdAt) &&
        Number.isSafeInteger(id)
      ) {
        return { mode, rank, createdAt, id };
      }
    }
  } catch {
    // fall through
  }
  throw new BadRequestError("invalidCursor");
}

interface Filter {
  values: unknown[];
  where: string;
  /** Null without keywords: newest first. */
  rank: string | null;
}

function buildFilter(filters: JobSearchFilters, mode: MatchMode): Filter {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [PUBLIC_JOB_SQL];
  let rank: string | null = null;

  const q = cleanText(filters.q, "q");
  if (q) {
    const terms = searchTerms(q);
    if (mode === "text" && terms.length > 0) {
      const tsquery = `to_tsquery('english', ${param(terms.map((t) => `${t}:*`).join(" & "))})`;
      where.push(`j.search_vector @@ ${tsquery}`);
      rank = `ts_rank(j.search_vector, ${tsquery})::float8`;
    } else {
      const phrase = param(terms.join(" ") || q.toLowerCase());
      where.push(`${phrase} <% lower(j.title)`);
      rank = `word_similarity(${phrase}, lower(j.title))::float8`;
    }
  }
  const location = cleanText(filters.location, "location");
  if (location) {
    const pattern = param(`%${escapeLike(location.toLowerCase())}%`);
    where.push(`(lower(j.city) LIKE ${pattern} OR lower(j.state) LIKE ${pattern})`);
  }
  const state = cleanText(filters.state, "state");
  if (state) where.push(`lower(j.state) = lower(${param(state)})`);
  const city = cleanText(filters.city, "city");
  if (city) where.push(`lower(j.city) = lower(${param(city)})`);
  if (filters.jobType) where.push(`j.job_type = ${param(filters.jobType.toLowerCase())}::job_type`);
  if (filters.salaryPeriod) {
    where.push(`j.salary_period = ${param(filters.salaryPeriod.toLowerCase())}::salary_period`);
  }
  if (filters.salaryMin != null) {
    if (!Number.isSafeInteger(filters.salaryMin) || filters.salaryMin < 0) {
      throw new BadRequestError("salaryMinInvalid");
    }
    where.push(`j.salary_amount >= ${param(filters.salaryMin)}`);
  }
  return { values, where: where.join(" AND "), rank };
}

/**
 * The page statement; the benchmark runs the same text directly with pg. With keywords every
 * match is ranked anyway, so the total comes from a window in the same statement; without them
 * the newest jobs come straight off an index and the caller counts separately.
 */
export function buildJobSearchSql(
  filters: JobSearchFilters,
  page: JobSearchPage,
  mode: MatchMode = page.after ? decodeCursor(page.after).mode : "text",
): { text: string; values: unknown[]; ranked: boolean } {
  if (!Number.isInteger(page.first) || page.first < 1 || page.first > PAGE_SIZE_MAX) {
    throw new BadRequestError("paramRange", { name: "first", min: 1, max: PAGE_SIZE_MAX });
  }
  const { values, where, rank } = buildFilter(filters, mode);
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const cursor = page.after ? decodeCursor(page.after) : null;
  const limit = param(page.first + 1);
  if (rank === null) {
    const after = cursor
      ? ` AND (j.created_at, j.id) < (${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)})`
      : "";
    const text = `SELECT j.id, 0::float8 AS rank, j.created_at AS "createdAt" FROM jobs j
WHERE ${where}${after}
ORDER BY j.created_at DESC, j.id DESC LIMIT ${limit}`;
    return { text, values, ranked: false };
  }
  const after = cursor
    ? ` WHERE (rank, "createdAt", id) < (${param(cursor.rank)}::float8, ${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)})`
    : "";
  const total = page.withTotal ? ", count(*) OVER () AS total" : "";
  const text = `SELECT id, rank, "createdAt"${page.withTotal ? ", total" : ""} FROM (
  SELECT j.id, j.created_at AS "createdAt", ${rank} AS rank${total} FROM jobs j WHERE ${where}
) found${after}
ORDER BY rank DESC, "createdAt" DESC, id DESC
LIMIT ${limit}`;
  return { text, values, ranked: true };
}

interface PageRow {
  id: number;
  rank: number;
  createdAt: Date;
  total?: string;
}

async function runPage(
  pool: pg.Pool,
  filters: JobSearchFilters,
  page: JobSearchPage,
  mode: MatchMode,
): Promise<JobSearchResult> {
  const { text, values, ranked } = buildJobSearchSql(filters, page, mode);
  // The count runs beside the page; awaited together, a failure of either is this request's
  // (a count left pending once rejected unhandled and ended the process).
  const counting = page.withTotal && !ranked;
  const [{ rows }, counted] = await Promise.all([
    pool.query<PageRow>(text, values),
    counting ? countJobs(pool, filters, mode) : null,
  ]);
  const found = rows.slice(0, page.first);
  let total: number | null = null;
  if (counted !== null) total = counted;
  else if (page.withTotal) {
    // No rows on the first page means no matches; an empty page past the end carries no count.
    if (rows[0]?.total !== undefined) total = Number(rows[0].total);
    else total = page.after ? await countJobs(pool, filters, mode) : 0;
  }
  return {
    ids: found.map((row) => row.id),
    hasNextPage: rows.length > page.first,
    total,
    cursors: found.map((row) =>
      encodeCursor({ mode, rank: row.rank, createdAt: row.createdAt.toISOString(), id: row.id }),
    ),
  };
}

/** Full-text first; when that finds nothing, the title's similarity catches misspellings. */
export async function searchJobs(
  pool: pg.Pool,
  filters: JobSearchFilters,
  page: JobSearchPage,
): Promise<JobSearchResult> {
  const mode = page.after ? decodeCursor(page.after).mode : "text";
  const result = await runPage(pool, filters, page, mode);
  if (mode === "text" && !page.after && result.ids.length === 0 && cleanText(filters.q, "q")) {
    return runPage(pool, filters, page, "fuzzy");
  }
  return result;
}

/** How many jobs match, for the REST list's `total`; runs only when asked for. */
export async function countJobs(
  pool: pg.Pool,
  filters: JobSearchFilters,
  mode: MatchMode = "text",
): Promise<number> {
  const { values, where } = buildFilter(filters, mode);
  const { rows } = await pool.query<{ total: string }>(
    `SELECT count(*) AS total FROM jobs j WHERE ${where}`,
    values,
  );
  return Number(rows[0]?.total ?? 0);
}
