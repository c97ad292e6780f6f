import {
  INDIAN_STATES,
  JOB_TYPE_NAMES,
  PAGE_SIZE_DEFAULT,
  SALARY_PERIOD_NAMES,
  SEARCH_TEXT_MAX,
} from "../../config";
import { FIELD_PARAMS, JOBS_LIST_PATH } from "../../lib/search-path";

// What /jobs shows lives in its URL, so a list can be shared, reloaded and walked with back and
// forward. The parameter names and values are the REST gateway's (job_type=daily_wage,
// salary_min=500); the page turns them into the GraphQL filter. A hand-edited or stale URL
// never breaks the page: a value that makes no sense is dropped.

export type JobType = (typeof JOB_TYPE_NAMES)[number];
export type SalaryPeriod = (typeof SALARY_PERIOD_NAMES)[number];

/** The search words and filters of a job list; field names are JobSearchInput's. */
export interface JobSearch {
  q?: string;
  location?: string;
  state?: string;
  city?: string;
  jobType?: JobType;
  salaryMin?: number;
  salaryPeriod?: SalaryPeriod;
}

export type JobFilterField = "state" | "city" | "jobType" | "salaryMin" | "salaryPeriod";
export const FILTER_FIELDS: readonly JobFilterField[] = [
  "state",
  "city",
  "jobType",
  "salaryMin",
  "salaryPeriod",
];

const PARAM_NAMES: Record<keyof JobSearch, string> = {
  // The search bar's own fields: it makes these URLs too (lib/search-path.ts).
  q: FIELD_PARAMS.query,
  location: FIELD_PARAMS.location,
  state: "state",
  city: "city",
  jobType: "job_type",
  salaryMin: "salary_min",
  salaryPeriod: "salary_period",
};

/** The URL parameter of each filter: the filter form's field names (it works as a GET form). */
export const FILTER_PARAMS: Readonly<Record<JobFilterField, string>> = PARAM_NAMES;
/** The URL parameters of the search words, kept by the filter form as hidden fields. */
export const WORD_PARAMS = { q: PARAM_NAMES.q, location: PARAM_NAMES.location } as const;

/** GraphQL's Int is 32-bit; a larger minimum could only ever match nothing. */
const INT_MAX = 2_147_483_647;

function text(value: string | null): string | undefined {
  const trimmed = value?.trim().slice(0, SEARCH_TEXT_MAX).trim();
  return trimmed || undefined;
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  const upper = value?.trim().toUpperCase();
  return values.find((candidate) => candidate === upper);
}

function state(value: string | null): string | undefined {
  const lower = value?.trim().toLowerCase();
  return INDIAN_STATES.find((name) => name.toLowerCase() === lower);
}

/** Whole rupees: digits, with Indian digit grouping allowed ("1,500"). */
export function parseRupees(value: string | null | undefined): number | undefined {
  const digits = value?.replace(/[\s,]/g, "");
  if (!digits || !/^\d+$/.test(digits)) return undefined;
  const amount = Number(digits);
  return amount <= INT_MAX ? amount : undefined;
}

export type FilterValues = Record<JobFilterField, string | null>;

/** Filters picked or typed in the filter form, cleaned the way a URL's are. */
export function readFilters(values: FilterValues): JobSearch {
  return compact({
    state: state(values.state),
    city: text(values.city),
    jobType: oneOf(JOB_TYPE_NAMES, values.jobType),
    salaryMin: parseRupees(values.salaryMin),
    salaryPeriod: oneOf(SALARY_PERIOD_NAMES, values.salaryPeriod),
  });
}

export function readJobSearch(params: URLSearchParams): JobSearch {
  const filters = Object.fromEntries(
    FILTER_FIELDS.map((field) => [field, params.get(PARAM_NAMES[field])]),
  ) as FilterValues;
  return compact({
    q: text(params.get(PARAM_NAMES.q)),
    location: text(params.get(PARAM_NAMES.location)),
    ...readFilters(filters),
  });
}

/** The URL parameters of a search, in a fixed order, with only the fields that are set. */
export function jobSearchParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [field, name] of Object.entries(PARAM_NAMES) as [keyof JobSearch, string][]) {
    const value = search[field];
    if (value === undefined) continue;
    const isEnum = field === "jobType" || field === "salaryPeriod";
    params.set(name, isEnum ? String(value).toLowerCase() : String(value));
  }
  return params;
}

function compact(search: JobSearch): JobSearch {
  return Object.fromEntries(
    Object.entries(search).filter(([, value]) => value !== undefined),
  ) as JobSearch;
}

export function activeFilterCount(search: JobSearch): number {
  return FILTER_FIELDS.filter((field) => search[field] !== undefined).length;
}

/** The job list's address for a search (a link: it works before the app has taken over). */
export function jobsListPath(search: JobSearch): string {
  const params = jobSearchParams(search).toString();
  return params ? `${JOBS_LIST_PATH}?${params}` : JOBS_LIST_PATH;
}

/** The same words without any filter. */
export function withoutFilters({ q, location }: JobSearch): JobSearch {
  return compact({ q, location });
}

/**
 * The page of the list an address shows: "Load more" is a link to `?cursor=<the last job's
 * cursor>` (the next page, drawn by the server, before the app has taken over or without it);
 * the app loads the same page in place instead. A cursor is the API's opaque base64url text.
 */
export const CURSOR_PARAM = "cursor";
const CURSOR_MAX = 512;

export function readCursor(params: URLSearchParams): string | undefined {
  const cursor = params.get(CURSOR_PARAM)?.trim();
  return cursor && cursor.length <= CURSOR_MAX && /^[A-Za-z0-9_-]+$/.test(cursor)
    ? cursor
    : undefined;
}

/** The one address of a search's page: its parameters, then the cursor of a later page. */
export function jobsPageParams(search: JobSearch, cursor?: string): URLSearchParams {
  const params = jobSearchParams(search);
  if (cursor) params.set(CURSOR_PARAM, cursor);
  return params;
}

/** Variables of JobsPageQuery for a URL: the filtered list, from its cursor if it has one. */
export function jobsPageVariables(params: URLSearchParams) {
  return {
    first: PAGE_SIZE_DEFAULT,
    after: readCursor(params) ?? null,
    filter: readJobSearch(params),
  };
}
