import { JobType, PreferredShift, SalaryPeriod } from "./generated/prisma/enums.js";

// Every constant of SPEC.md section 9 (and the limits the server adds) has its home here;
// import it, never repeat the literal.

export const PHONE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const POSITIONS_MIN = 1;

export const INACTIVITY_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const PROFILE_FETCH_TIMEOUT_MS = 15_000;

export const PROFILE_COMPLETE_PERCENT = 70;
export const PROFILE_WEIGHTS = { required: 40, important: 30, optional: 30 } as const;

export const SEARCH_SUGGESTIONS_MAX = 5;
export const RECENT_SEARCHES_MAX = 5;
/** Published testimonials one request returns, for the landing page carousel. */
export const TESTIMONIALS_MAX = 20;

export const ADMIN_RECENT_ITEMS_DEFAULT = 10;
export const ADMIN_TIMELINE_DAYS_DEFAULT = 30;
export const ADMIN_TABLE_PAGE_DEFAULT = 100;

// Job types, salary periods and shifts are the data model's enums (prisma/schema.prisma), spelled
// in the REST contract's lower snake_case.
const restSpelling = <T extends string>(values: Record<string, T>) =>
  Object.values(values).map((value) => value.toLowerCase() as Lowercase<T>);
export const JOB_TYPES = restSpelling(JobType);
export const SALARY_PERIODS = restSpelling(SalaryPeriod);
export const SHIFTS = restSpelling(PreferredShift);

export const SUGGESTED_ROLES = [
  "construction worker",
  "electrician",
  "plumber",
  "mason",
  "painter",
  "carpenter",
  "labor",
] as const;
export const SUGGESTED_CITIES = [
  "Delhi",
  "Mumbai",
  "Bangalore",
  "Chennai",
  "Hyderabad",
  "Kolkata",
  "Pune",
] as const;

export const LANGUAGES = ["en", "hi", "ta", "te", "mr", "bn", "ml", "bh"] as const;
export const DEFAULT_LANGUAGE = "en";

/** Lists in GraphQL and REST: default and largest page. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Longest free-text search input the server accepts, in characters. */
export const SEARCH_TEXT_MAX = 200;
