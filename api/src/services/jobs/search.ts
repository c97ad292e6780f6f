import type pg from "pg";
import { PAGE_SIZE_MAX, SEARCH_TEXT_MAX } from "../../constants.js";
import { BadRequestError } from "../../errors.js";
import { getDatamodel } from "../../generated/pothos-prisma-types.js";
import type { Job } from "../../generated/prisma/client.js";
import type { JobType, SalaryPeriod } from "../../generated/prisma/enums.js";

// The public job search: keywords (full text with prefix matching, plus trigram similarity on the
// title so "plumbr" finds plumbers), a free-text location matching a state or a city, exact state,
// city, job type and a minimum salary. Ranked by relevance, then recency; paged by a keyset cursor,
// so page 50 costs what page 1 costs. One SQL statement returns whole job rows shaped like Prisma's.

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
}

interface Cursor {
  rank: number;
  createdAt: string;
  id: number;
}

export interface JobSearchResult {
  jobs: Job[];
  cursors: string[];
  hasNextPage: boolean;
}

const MAX_TERMS = 8;

/** The public listing's visibility rule, shared with the job detail. */
export const PUBLIC_JOB_SQL = "j.status = 'active' AND j.moderation_status = 'approved'";

const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Every scalar column of jobs, aliased to Prisma's field names, enums as Prisma's keys. */
const JOB_COLUMNS = (getDatamodel().datamodel.models.Job?.fields ?? [])
  .filter((f) => (f.kind === "scalar" || f.kind === "enum") && f.name !== "searchVector")
  .map((f) =>
    f.kind === "enum"
      ? `upper(j.${snake(f.name)}::text) AS "${f.name}"`
      : `j.${snake(f.name)} AS "${f.name}"`,
  )
  .join(", ");

function cleanText(value: string | null | undefined, field: string): string | null {
  if (value == null) return null;
  const trimmed = value.trim();
  if (trimmed.length > SEARCH_TEXT_MAX) {
    throw new BadRequestError(`${field} must be at most ${SEARCH_TEXT_MAX} characters`);
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
  return Buffer.from(JSON.stringify([cursor.rank, cursor.createdAt, cursor.id])).toString(
    "base64url",
  );
}

export function decodeCursor(raw: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, "base64url").toString("utf8"));
    if (Array.isArray(value) && value.length === 3) {
      const [rank, createdAt, id] = value;
      if (
        typeof rank === "number" &&
        Number.isFinite(rank) &&
        typeof createdAt === "string" &&
        !Number.isNaN(Date.parse(createdAt)) &&
        Number.isSafeInteger(id)
      ) {
        return { rank, createdAt, id };
      }
    }
  } catch {
    // fall through
  }
  throw new BadRequestError("Invalid cursor");
}

interface Filter {
  values: unknown[];
  where: string;
  rank: string;
}

function buildFilter(filters: JobSearchFilters): Filter {
  const values: unknown[] = [];
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  const where = [PUBLIC_JOB_SQL];
  let rank = "0::float8";

  const q = cleanText(filters.q, "q");
  if (q) {
    const terms = searchTerms(q);
    const phrase = param(terms.join(" ") || q.toLowerCase());
    const fuzzy = `${phrase} <% lower(j.title)`;
    if (terms.length > 0) {
      const tsquery = `to_tsquery('english', ${param(terms.map((t) => `${t}:*`).join(" & "))})`;
      where.push(`(j.search_vector @@ ${tsquery} OR ${fuzzy})`);
      rank = `(ts_rank_cd(j.search_vector, ${tsquery}) + word_similarity(${phrase}, lower(j.title)))::float8`;
    } else {
      where.push(fuzzy);
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
      throw new BadRequestError("salary_min must be a whole number of rupees, 0 or more");
    }
    where.push(`j.salary_amount >= ${param(filters.salaryMin)}`);
  }
  return { values, where: where.join(" AND "), rank };
}

/** Builds the page statement; the benchmark runs the same text directly with pg. */
export function buildJobSearchSql(
  filters: JobSearchFilters,
  page: JobSearchPage,
): { text: string; values: unknown[] } {
  if (!Number.isInteger(page.first) || page.first < 1 || page.first > PAGE_SIZE_MAX) {
    throw new BadRequestError(`first must be between 1 and ${PAGE_SIZE_MAX}`);
  }
  const { values, where, rank } = buildFilter(filters);
  const param = (value: unknown) => {
    values.push(value);
    return `$${values.length}`;
  };
  let after = "";
  if (page.after) {
    const cursor = decodeCursor(page.after);
    after = ` WHERE (rank, "createdAt", id) < (${param(cursor.rank)}::float8, ${param(cursor.createdAt)}::timestamptz, ${param(cursor.id)})`;
  }
  const text = `SELECT * FROM (
  SELECT ${JOB_COLUMNS}, ${rank} AS rank FROM jobs j WHERE ${where}
) found${after}
ORDER BY rank DESC, "createdAt" DESC, id DESC
LIMIT ${param(page.first + 1)}`;
  return { text, values };
}

export async function searchJobs(
  pool: pg.Pool,
  filters: JobSearchFilters,
  page: JobSearchPage,
): Promise<JobSearchResult> {
  const { text, values } = buildJobSearchSql(filters, page);
  const { rows } = await pool.query<Job & { rank: number }>(text, values);
  const hasNextPage = rows.length > page.first;
  const jobs = rows.slice(0, page.first);
  return {
    jobs,
    hasNextPage,
    cursors: jobs.map((job) =>
      encodeCursor({ rank: job.rank, createdAt: job.createdAt.toISOString(), id: job.id }),
    ),
  };
}

/** How many jobs match, for the REST list's `total`; runs only when asked for. */
export async function countJobs(pool: pg.Pool, filters: JobSearchFilters): Promise<number> {
  const { values, where } = buildFilter(filters);
  const { rows } = await pool.query<{ total: string }>(
    `SELECT count(*) AS total FROM jobs j WHERE ${where}`,
    values,
  );
  return Number(rows[0]?.total ?? 0);
}
