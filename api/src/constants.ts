import {
  ApplicationStatus,
  ContactMethod,
  ContactStatus,
  JobStatus,
  JobType,
  PreferredShift,
  SalaryPeriod,
  VerificationKind,
} from "./generated/prisma/enums.js";

// Every constant of SPEC.md section 9 (and the limits the server adds) has its home here;
// import it, never repeat the literal.

export const PHONE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const PASSWORD_MIN_LENGTH = 8;
export const POSITIONS_MIN = 1;

/** Longest text each account field accepts, in characters; the database columns are this wide. */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
export const ADDRESS_MAX_LENGTH = 500;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const ROLE_MAX_LENGTH = 100;
/** State and city names. */
export const PLACE_MAX_LENGTH = 100;
export const SKILL_MAX_LENGTH = 50;
/** Most skills one worker lists, or one job asks for. */
export const SKILLS_MAX = 30;

/** Job posting limits; the database columns are at least this wide. */
export const JOB_TITLE_MAX_LENGTH = 150;
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
export const JOB_REQUIREMENTS_MAX_LENGTH = 2000;
export const JOB_DURATION_MAX_LENGTH = 100;
export const POSITIONS_MAX = 1000;
/** Highest salary amount one job may offer, in whole rupees (one crore). */
export const SALARY_MAX = 10_000_000;
/** Job views are counted once per visitor per job per day, the day as India counts it. */
export const VIEW_DAY_TIME_ZONE = "Asia/Kolkata";

// Applications: free text a worker or employer writes, and a general application's lists.
export const COVER_NOTE_MAX_LENGTH = 1000;
export const FEEDBACK_MAX_LENGTH = 1000;
export const CONTACT_NOTES_MAX_LENGTH = 2000;
export const PREFERRED_ITEMS_MAX = 10;

/** OTP rules; each is configurable (config.ts), these are the defaults. */
export const OTP_DEFAULTS = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendSeconds: 30,
  maxPerPhonePerHour: 5,
  maxPerIpPerHour: 20,
} as const;

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

// Job types, salary periods, shifts and the application enums are the data model's enums (prisma/schema.prisma), spelled
// in the REST contract's lower snake_case.
const restSpelling = <T extends string>(values: Record<string, T>) =>
  Object.values(values).map((value) => value.toLowerCase() as Lowercase<T>);
export const JOB_TYPES = restSpelling(JobType);
export const SALARY_PERIODS = restSpelling(SalaryPeriod);
export const SHIFTS = restSpelling(PreferredShift);
export const APPLICATION_STATUSES = restSpelling(ApplicationStatus);
export const CONTACT_METHODS = restSpelling(ContactMethod);
export const CONTACT_STATUSES = restSpelling(ContactStatus);
export const VERIFICATION_KINDS = restSpelling(VerificationKind);
/** The statuses an employer's job list can be filtered by: every one but deleted. */
export const LISTED_JOB_STATUSES = restSpelling(JobStatus).filter((status) => status !== "deleted");

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

/** The 28 states and 8 union territories, spelled as people choose them in the web client. */
export const INDIAN_STATES = [
  "Andaman and Nicobar Islands",
  "Andhra Pradesh",
  "Arunachal Pradesh",
  "Assam",
  "Bihar",
  "Chandigarh",
  "Chhattisgarh",
  "Dadra and Nagar Haveli and Daman and Diu",
  "Delhi",
  "Goa",
  "Gujarat",
  "Haryana",
  "Himachal Pradesh",
  "Jammu and Kashmir",
  "Jharkhand",
  "Karnataka",
  "Kerala",
  "Ladakh",
  "Lakshadweep",
  "Madhya Pradesh",
  "Maharashtra",
  "Manipur",
  "Meghalaya",
  "Mizoram",
  "Nagaland",
  "Odisha",
  "Puducherry",
  "Punjab",
  "Rajasthan",
  "Sikkim",
  "Tamil Nadu",
  "Telangana",
  "Tripura",
  "Uttar Pradesh",
  "Uttarakhand",
  "West Bengal",
] as const;

export const LANGUAGES = ["en", "hi", "ta", "te", "mr", "bn", "ml", "bh"] as const;
export const DEFAULT_LANGUAGE = "en";

/** Lists in GraphQL and REST: default and largest page. */
export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;

/** Longest free-text search input the server accepts, in characters. */
export const SEARCH_TEXT_MAX = 200;

/** Largest upload (resume, picture, document) by default, in bytes; UPLOAD_MAX_BYTES overrides it. */
export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;
/** How long a signed file link (`<img src>`, a download) keeps working, in seconds. */
export const FILE_URL_TTL_SECONDS = 60 * 60;

/**
 * A page whose data could not be had (the database unreachable) answers 503 with this
 * Retry-After: long enough for a database restart or failover, short enough that a crawler or a
 * person reloading soon gets the page.
 */
export const PAGE_RETRY_AFTER_SECONDS = 10;
