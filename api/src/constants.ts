import { COUNT_BUCKETS } from "@kaamsetu/shared/constants";
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

// Every constant of SPEC.md section 9 (and the limits the server adds) has its home here, or in
// shared/src/constants.ts (re-exported below) when the web client uses it too; import it, never repeat
// the literal.

export * from "@kaamsetu/shared/constants";

/** Longest text each account field accepts, in characters; the database columns are this wide. */
export const NAME_MAX_LENGTH = 100;
export const ADDRESS_MAX_LENGTH = 500;
export const COMPANY_NAME_MAX_LENGTH = 200;
export const ROLE_MAX_LENGTH = 100;
/** State and city names. */
export const PLACE_MAX_LENGTH = 100;

// Profiles: what the columns hold and what a person may reasonably enter.
export const ADDRESS_MIN_LENGTH = 10;
export const INDUSTRY_MAX_LENGTH = 100;
export const WEBSITE_MAX_LENGTH = 300;
export const PREFERRED_LOCATION_MAX_LENGTH = 200;
export const INSTITUTE_MAX_LENGTH = 200;
export const POSITION_TITLE_MAX_LENGTH = 200;
export const RESPONSIBILITIES_MAX_LENGTH = 2000;
export const EXPERIENCE_YEARS_MAX = 60;
/** Youngest and oldest age a date of birth may give. */
export const WORKER_AGE_MIN = 14;
export const WORKER_AGE_MAX = 100;
/** Earliest year an education or experience entry may name. */
export const ENTRY_YEAR_MIN = 1950;
/** How many years ahead a course still being studied may end. */
export const STUDY_YEARS_AHEAD = 8;
/** The referral_code column's width; codes drawn are 8 characters. */
export const REFERRAL_CODE_MAX_LENGTH = 16;
/** Education entries, and experience entries, per worker. */
export const PROFILE_ENTRIES_MAX = 20;
/**
 * The platform setting (table `settings`) holding the completion a worker needs to apply; when
 * it is absent, PROFILE_COMPLETE_PERCENT.
 */
export const PROFILE_GATE_SETTING = "profile_completion_gate";
/**
 * The platform setting (table `settings`) holding after how many days a job expires (a whole
 * number from 1 to JOB_EXPIRY_DAYS_MAX); when absent, JOB_EXPIRY_DAYS_DEFAULT. SPEC names no
 * number; 30 days is the product's default.
 */
export const JOB_EXPIRY_SETTING = "job_expiry_days";
export const JOB_EXPIRY_DAYS_DEFAULT = 30;
export const JOB_EXPIRY_DAYS_MAX = 365;
/** How often each instance expires jobs whose time is up (jobs/expiry.ts). */
export const JOB_EXPIRY_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/**
 * The platform setting whether new jobs wait for an admin's approval before they are listed
 * (true or false); when absent, false: a job is listed at once (SPEC shows no approval step).
 */
export const JOBS_NEED_APPROVAL_SETTING = "jobs_need_approval";
/**
 * Job views and popular searches count once per visitor per day, the day as India counts it.
 */
export const VISITOR_DAY_TIME_ZONE = "Asia/Kolkata";

/** OTP rules; each is configurable (config.ts), these are the defaults. */
export const OTP_DEFAULTS = {
  ttlSeconds: 5 * 60,
  maxAttempts: 5,
  resendSeconds: 30,
  maxPerPhonePerHour: 5,
  maxPerIpPerHour: 20,
} as const;

/** Node's HTTP server limits (http/server.ts). */
export interface HttpServerTimeouts {
  /** Until a request's headers are all in: a phone on 2G sends them in well under a second. */
  headersMs: number;
  /** Until the whole request is in: the largest upload (5 MB) at 2G's 150 kbps takes ~4.5 min. */
  requestMs: number;
  /** An idle kept-alive connection is closed after this; above a load balancer's 60 s. */
  keepAliveMs: number;
  /** How often unfinished requests are checked against the first two. */
  checkEveryMs: number;
}
export const HTTP_SERVER_TIMEOUTS: HttpServerTimeouts = {
  headersMs: 30_000,
  requestMs: 300_000,
  keepAliveMs: 65_000,
  checkEveryMs: 2_000,
};

/** How long a client should wait before retrying while the database is away (Retry-After). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;
/**
 * The shared cache of server-drawn pages for visitors (http/page-cache.ts): how long a drawn `/`,
 * `/jobs` or `/jobs/:id` is served again (the default of PAGE_CACHE_TTL_MS). It bounds how stale
 * a page is on another instance; this instance forgets its pages at once when it changes a job.
 */
export const PAGE_CACHE_TTL_MS_DEFAULT = 5_000;
/** Most pages it keeps, and most bytes of them: a crawler walking every job evicts, never grows. */
export const PAGE_CACHE_MAX_PAGES = 2_000;
export const PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * Jobs whose "mentions payment" answer each process keeps (services/jobs/money-request.ts), by
 * their texts: a list's page asks it of every job, and reading the texts took 1-2 ms a job.
 */
export const MENTIONS_PAYMENT_CACHE_JOBS = 5_000;
/** Largest JSON body a REST call may send; a job post with every field is about 10 kB. */
export const JSON_BODY_MAX_BYTES = 256 * 1024;

/**
 * How often each instance re-checks the sessions behind its open notification streams. Ends that
 * are announced (signing out, a block) close streams at once; this bounds how long a stream
 * outlives a session that merely expired or idled out, or whose announcement was missed.
 */
export const LIVE_SESSION_RECHECK_MS = 15_000;

/** What a page of an origin in CORS_ORIGINS may send and read (http/cors.ts). */
export const CORS_ALLOWED_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export const CORS_ALLOWED_HEADERS = [
  "accept",
  "accept-language",
  "authorization",
  "content-type",
  "x-csrf-token",
] as const;
export const CORS_EXPOSED_HEADERS = ["retry-after"] as const;
/** How long a browser may reuse a preflight's answer, in seconds. */
export const CORS_MAX_AGE_SECONDS = 600;

export const PROFILE_WEIGHTS = { required: 40, important: 30, optional: 30 } as const;

/** Published testimonials one request returns, for the landing page carousel. */
export const TESTIMONIALS_MAX = 20;

export const ADMIN_RECENT_ITEMS_DEFAULT = 10;
/** The most items a recent list of the admin overview returns. */
export const ADMIN_RECENT_ITEMS_MAX = 100;
export const ADMIN_TIMELINE_DAYS_DEFAULT = 30;
/** The longest registration timeline, in India days. */
export const ADMIN_TIMELINE_DAYS_MAX = 365;
/**
 * How often each instance folds the admin overview's count deltas into one row per key
 * (services/admin/count-compaction.ts; one instance at a time does it).
 */
export const ADMIN_COUNTS_COMPACT_INTERVAL_MS = 60 * 1000;
export const ADMIN_TABLE_PAGE_DEFAULT = 100;
/** The most rows one page of the database browser shows. */
export const ADMIN_TABLE_PAGE_MAX = 1_000;
/**
 * The database browser counts a table's rows exactly (count(*)) when the planner thinks it has
 * fewer than this, or has not looked at it yet and it is this small on disk; bigger tables show
 * the planner's estimate, marked as one.
 */
export const ADMIN_EXACT_COUNT_BELOW_ROWS = 10_000;
export const ADMIN_EXACT_COUNT_BELOW_BYTES = 16 * 1024 * 1024;
/** The system section's window for rate-limit refusals (counted in memory by each process). */
export const RATE_LIMIT_REFUSALS_WINDOW_MS = 60 * 60 * 1000;
/** Broadcast recipients notified per transaction (services/admin/broadcasts.ts). */
export const BROADCAST_BATCH = 2_000;
/** Past broadcasts the notifications section lists, newest first. */
export const BROADCASTS_LISTED = 50;
/** The SQL console: its PostgreSQL role, time limit, row cap, longest query. */
export const SQL_CONSOLE_ROLE = "kaamsetu_console";
export const SQL_CONSOLE_TIMEOUT_MS = 5_000;
export const SQL_CONSOLE_ROW_CAP = 1_000;
export const SQL_CONSOLE_QUERY_MAX_LENGTH = 10_000;
/**
 * The back office's search boxes (accounts, applications): REST refuses longer text, GraphQL
 * reads this much of it.
 */
export const ADMIN_SEARCH_MAX_LENGTH = 100;
/** The most bytes of values one console answer carries; the database cuts values to fit. */
export const SQL_CONSOLE_ANSWER_MAX_BYTES = 5 * 1024 * 1024;
/** A console session idle inside its transaction this long is ended by the database. */
export const SQL_CONSOLE_IDLE_TIMEOUT_MS = 10_000;
/** Temporary files one console statement may write (sorts and hashes that spill), in kB. */
export const SQL_CONSOLE_TEMP_FILE_LIMIT_KB = 256 * 1024;
/** Memory per sort or hash of a console statement before it spills, in kB. */
export const SQL_CONSOLE_WORK_MEM_KB = 16 * 1024;
/**
 * When the console gives up on an answer and cancels its backend: the statement's own limit and
 * a margin for connecting and the statements around it.
 */
export const SQL_CONSOLE_ANSWER_DEADLINE_MS = SQL_CONSOLE_TIMEOUT_MS + 2_000;
/** How long a caller is told to wait when every console connection is taken. */
export const SQL_CONSOLE_BUSY_RETRY_SECONDS = 5;
/**
 * The console role's own settings (ALTER ROLE ... SET), as PostgreSQL reports them in
 * pg_db_role_setting: migration 20261207110000_console_bounds writes them and every start writes
 * them again (sql-console-role.ts), so a session of the role starts bounded whoever opens it.
 */
export const SQL_CONSOLE_ROLE_SETTINGS: Readonly<Record<string, string>> = {
  statement_timeout: String(SQL_CONSOLE_TIMEOUT_MS),
  idle_in_transaction_session_timeout: String(SQL_CONSOLE_IDLE_TIMEOUT_MS),
  temp_file_limit: String(SQL_CONSOLE_TEMP_FILE_LIMIT_KB),
  work_mem: String(SQL_CONSOLE_WORK_MEM_KB),
};
/** An admin's username: letters, digits, dots, dashes and underscores, this long. */
export const ADMIN_USERNAME_MIN_LENGTH = 3;
export const ADMIN_USERNAME_MAX_LENGTH = 50;
export const ADMIN_FULL_NAME_MAX_LENGTH = 200;
/** Longer passwords only cost hashing time; argon2 reads them whole. */
export const ADMIN_PASSWORD_MAX_LENGTH = 200;
/** Admin sign-in attempts, per username and per client address (ADMIN_LOGIN_* in config.ts). */
export const ADMIN_LOGIN_DEFAULTS = {
  maxPerUsername: 5,
  usernameWindowSeconds: 15 * 60,
  maxPerAddress: 30,
  addressWindowSeconds: 60 * 60,
} as const;
/** Longest reason an admin gives for rejecting or flagging a job (jobs.moderation_note). */
export const MODERATION_NOTE_MAX_LENGTH = 500;

// Job types, salary periods, shifts and the application enums are the data model's enums (prisma/schema.prisma), spelled
// in the REST contract's lower snake_case.
export const restSpelling = <T extends string>(values: Record<string, T>) =>
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

/** Saved searches (job alerts) one worker may keep. */
export const SAVED_SEARCHES_MAX = 10;
/**
 * The platform setting (table `settings`) holding how many job alerts a worker gets at most per
 * day (India's day, VISITOR_DAY_TIME_ZONE); when absent, JOB_ALERTS_PER_DAY_DEFAULT.
 */
export const JOB_ALERTS_PER_DAY_SETTING = "job_alerts_per_day";
export const JOB_ALERTS_PER_DAY_DEFAULT = 3;
/** The most job alerts per day an admin may allow (SPEC names none; more is a flood, not alerts). */
export const JOB_ALERTS_PER_DAY_MAX = 50;
/**
 * The transaction-local PostgreSQL setting that has the jobs' insert trigger mark a new public
 * job's alerts as pending (migration 20261128900000_job_alerts_trigger names it in the trigger's
 * condition; 20261128960000_job_alerts_pending made it mark rather than add the task): "on" in a
 * post's transaction when JOB_ALERTS is on (services/jobs/job-settings.ts newJobSettings).
 */
export const JOB_ALERTS_SETTING_SQL = "kaamsetu.job_alerts";
/**
 * How often each instance hands posted jobs' alert tasks to the queue (services/alerts/
 * hand-off.ts): a post's alerts start at most this long after it commits, well inside the job
 * alerts' target of "sent within 2 s of the post"; an idle look is one statement on an empty table.
 */
export const JOB_ALERTS_HAND_OFF_INTERVAL_MS = 250;

/** Lists in GraphQL and REST: the largest page (the default is shared). */
export const PAGE_SIZE_MAX = 100;
/**
 * Job search counts its matches up to here and says whether the count is exact: no screen
 * shows more than SPEC section 9's largest count bucket, "1000+".
 */
export const SEARCH_TOTAL_MAX = COUNT_BUCKETS[0];

/**
 * Keywords shorter than this match whole words only: as a prefix, "ac" would also find
 * "accommodation", "account", "across" ... and read most of the index to do it.
 */
export const SEARCH_PREFIX_MIN_LENGTH = 3;

/**
 * A keyword that finds nothing is corrected to the trades' word most like it when their trigram
 * similarity (pg_trgm's) is at least this: "plumbr" is 0.5 from "plumber" (services/jobs/spelling.ts).
 */
export const SEARCH_CORRECTION_MIN_SIMILARITY = 0.5;

/** How long a signed file link (`<img src>`, a download) keeps working, in seconds. */
export const FILE_URL_TTL_SECONDS = 60 * 60;
/**
 * Most pixels an uploaded picture may have (a 50-megapixel phone photo): beyond it, decoding
 * would cost memory and time out of proportion, and the upload is "too large".
 */
export const PICTURE_MAX_PIXELS = 50_000_000;
/** How long a browser may keep bytes that never change under their key (a picture): a year. */
export const IMMUTABLE_FILE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** WebP quality of stored pictures: a 256 px face is a few kilobytes. */
export const PICTURE_WEBP_QUALITY = 80;
/** Unreferenced stored files are deleted this long after upload (services/files/cleanup.ts). */
export const FILE_SWEEP_GRACE_MS = 24 * 60 * 60 * 1000;
/** How often each instance sweeps them. */
export const FILE_SWEEP_INTERVAL_MS = 6 * 60 * 60 * 1000;
/** How often each instance reveals ratings whose 14 days have passed (services/ratings/summary.ts). */
export const RATING_SWEEP_INTERVAL_MS = 10 * 60 * 1000;
/** Longest reason an admin may give for rejecting a document (the column is this wide). */
export const REJECTION_REASON_MAX_LENGTH = 500;

// The embedded PostgreSQL (api/src/db/embedded.ts), used when no DATABASE_URL is given.
/** The system user PostgreSQL runs as when we are root (it refuses to run as root). */
export const EMBEDDED_PG_SYSTEM_USER = "postgres";
/** The database role the server connects as. */
export const EMBEDDED_PG_ROLE = "postgres";
/**
 * As root, where PostgreSQL keeps its data when DATA_DIR sits under a directory the system
 * user cannot traverse (a clone in /root): persistent, and reachable by that user.
 */
export const EMBEDDED_PG_RELOCATED_DATA_ROOT = "/var/lib/kaamsetu/postgres";
/** How long a postmaster may take to accept connections (crash recovery included). */
export const EMBEDDED_PG_START_TIMEOUT_MS = 60_000;
/** After a fast shutdown request this long, the postmaster is told to stop at once. */
export const EMBEDDED_PG_STOP_TIMEOUT_MS = 15_000;
/** A postmaster that dies is restarted this often, waiting FIRST_DELAY, then twice as long each time. */
export const EMBEDDED_PG_RESTART_ATTEMPTS = 5;
export const EMBEDDED_PG_RESTART_FIRST_DELAY_MS = 250;
/** A postmaster that ran this long has its restart attempts counted afresh when it dies. */
export const EMBEDDED_PG_STABLE_AFTER_MS = 60_000;
/** PostgreSQL's log lines kept to explain a failure. */
export const EMBEDDED_PG_LOG_LINES = 20;

// The labour score (services/score/labour-score.ts): its parts' weights (summing to
// 100) and the priors that keep a newcomer's few data points from swinging it.
export const SCORE_WEIGHTS = { rating: 40, jobsCompleted: 20, experience: 15, reliability: 25 };
/** The rating part's Bayesian prior: as if every worker started with this many ratings of... */
export const SCORE_RATING_PRIOR_COUNT = 5;
/** ...this many stars (a middling start, below the platform's typical 4+). */
export const SCORE_RATING_PRIOR_MEAN = 3.5;
/** Completed jobs on this platform that earn the jobs part's full 100. */
export const SCORE_JOBS_FOR_FULL = 20;
/** Years of experience (from the profile) that earn the experience part's full 100. */
export const SCORE_EXPERIENCE_YEARS_FOR_FULL = 10;
/** The reliability part's prior: as if every worker started with this many ended hires... */
export const SCORE_RELIABILITY_PRIOR_COUNT = 2;
/** ...of which this share were completed rather than cancelled. */
export const SCORE_RELIABILITY_PRIOR_SHARE = 0.75;

/**
 * The employer's analytics ranges, as GraphQL names them and as REST's `?range=`
 * spells them: the last 7 and 30 India days (today included), India's calendar month so far, and
 * every day since the employer's first job. Days are India's days (VISITOR_DAY_TIME_ZONE).
 */
export const ANALYTICS_RANGES = {
  LAST_7_DAYS: "7d",
  LAST_30_DAYS: "30d",
  THIS_MONTH: "month",
  ALL_TIME: "all",
} as const;
export type AnalyticsRange = keyof typeof ANALYTICS_RANGES;
/** How many trades, places and empty searches the platform analytics list, most first. */
export const PLATFORM_ANALYTICS_TOP = 10;
/** The statuses that mean the worker was hired: workers hired count these. */
export const HIRED_STATUSES = ["ACCEPTED", "COMPLETED"] as const;

// Information pages, help centre and blog (services/content/). The columns are this wide.
export const CONTENT_SLUG_MAX_LENGTH = 100;
export const CONTENT_TITLE_MAX_LENGTH = 200;
export const CONTENT_SUMMARY_MAX_LENGTH = 500;
export const CONTENT_AUTHOR_MAX_LENGTH = 100;
export const CONTENT_IMAGE_URL_MAX_LENGTH = 500;
/** A body's longest Markdown: a long privacy notice is about 15,000 characters. */
export const CONTENT_BODY_MAX_LENGTH = 100_000;
/** Entries an admin list shows at most (per kind and language; the lists are curated, short). */
export const CONTENT_ADMIN_LIST_MAX = 500;

// The contact form and the newsletter (services/contact/). Limits per client
// address and per phone or e-mail address, counted by the shared RateLimiter: a person writes a
// few messages at most, a script many.
export const CONTACT_MAX_PER_ADDRESS_PER_HOUR = 5;
export const CONTACT_MAX_PER_SENDER_PER_DAY = 5;
export const NEWSLETTER_MAX_PER_ADDRESS_PER_HOUR = 10;
/** An admin's notes on a contact message, in characters (the column is as wide). */
export const CONTACT_MESSAGE_NOTES_MAX_LENGTH = 2000;
/** After an employer's recorded contact, how long another adds nothing (contact.ts). */
export const CONTACT_REPEAT_HOURS = 24;

// The landing page's testimonials and logos (services/content/showcase.ts). The columns are this wide.
export const TESTIMONIAL_NAME_MAX_LENGTH = 100;
export const TESTIMONIAL_ROLE_MAX_LENGTH = 100;
export const TESTIMONIAL_PLACE_MAX_LENGTH = 100;
export const TESTIMONIAL_QUOTE_MAX_LENGTH = 1000;
export const TESTIMONIAL_RATING = { min: 1, max: 5 } as const;
export const PARTNER_LOGO_NAME_MAX_LENGTH = 100;
/** Published logos of each grid the landing page shows at most. */
export const PARTNER_LOGOS_MAX = 12;
/** Largest position an editor may give a testimonial, logo or question. */
export const SHOWCASE_POSITION_MAX = 100_000;

// Public platform settings: the support contacts the footer
// and the landing page show, hidden while unset (no default: never a made-up number or link).
export const SUPPORT_PHONE_SETTING = "support_phone";
export const SUPPORT_WHATSAPP_URL_SETTING = "support_whatsapp_url";
export const COMMUNITY_URL_SETTING = "community_url";
/** The longest link a URL setting may hold. */
export const SETTING_URL_MAX_LENGTH = 500;
/** The longest a phone setting may be as typed ("+91 98765 43210" and separators). */
export const SETTING_PHONE_MAX_LENGTH = 20;

/**
 * The landing page's marketing figures (SPEC section 1): each one's setting (the target stated
 * while the platform is small), its default target (the figures SPEC's landing page shows), and
 * the real number from which the page states the real number instead.
 * The placement rate's threshold counts applications: a rate over a handful says nothing.
 */
export const MARKETING_FIGURES = {
  workers: { setting: "marketing_workers", target: 10_000, threshold: 1_000, maximum: 100_000_000 },
  employers: { setting: "marketing_employers", target: 5_000, threshold: 200, maximum: 10_000_000 },
  cities: { setting: "marketing_cities", target: 150, threshold: 20, maximum: 10_000 },
  placementRatePercent: {
    setting: "marketing_placement_rate_percent",
    target: 78,
    threshold: 1_000,
    maximum: 100,
  },
  /** Families supported: workers hired at least once, one household each. */
  families: { setting: "marketing_families", target: 25_000, threshold: 500, maximum: 100_000_000 },
  states: { setting: "marketing_states", target: 12, threshold: 5, maximum: 36 },
} as const;
export type MarketingFigureKey = keyof typeof MARKETING_FIGURES;
/** How long the support contacts are kept in a process before they are read again. */
export const PUBLIC_SETTINGS_CACHE_MS = 30_000;
/** How long the real figures are kept in a process before they are counted again. */
export const MARKETING_FIGURES_CACHE_MS = 60_000;

// API keys (auth/api-keys.ts): requests one key may make, counted by the shared RateLimiter
// apart from any person's limits: a partner's server polls, a phone does not.
export const API_KEY_REQUESTS_PER_MINUTE = 600;
export const API_KEY_REQUESTS_PER_DAY = 100_000;

/**
 * Machine translation of job texts (services/translation, docs/languages.md): how many times a
 * reader may ask for a job in their language per hour (per client address, and per account when
 * signed in), and how many sets of drafts an employer may ask for per hour (each set is one call
 * to the provider per language). A job already in the reader's language counts nothing.
 */
export const JOB_TRANSLATION_MAX_PER_READER_PER_HOUR = 20;
export const JOB_TRANSLATION_DRAFTS_MAX_PER_EMPLOYER_PER_HOUR = 20;
/** Bhashini's ULCA pipeline inference endpoint (Dhruva), and its translation model. */
export const BHASHINI_INFERENCE_URL_DEFAULT =
  "https://dhruva-api.bhashini.gov.in/services/inference/pipeline";
export const BHASHINI_TRANSLATION_SERVICE_DEFAULT = "ai4bharat/indictrans-v2-all-gpu--t4";
