// The constants both the server and the web client use (SPEC section 9): their one home. No
// imports, not even of the generated Prisma enums: the web bundle imports this file directly, as
// it does places/india.ts, and must pull in nothing else. api/src/constants.ts re-exports it with
// the server's own constants, web/src/config.ts with the web's. Keep it small: every visitor's
// first page load pays for what is here.

/** An admin's password is at least this long (SPEC section 8). */
export const PASSWORD_MIN_LENGTH = 8;
/** The longest e-mail address (RFC 5321's path limit); the database column is this wide. */
export const EMAIL_MAX_LENGTH = 254;
export const PHONE_DIGITS = 10;
export const OTP_DIGITS = 6;
export const INACTIVITY_TIMEOUT_MS = 2 * 60 * 60 * 1000;
/** How long a new user's verified phone may register (REGISTRATION_TOKEN_SECONDS' default). */
export const REGISTRATION_TOKEN_SECONDS_DEFAULT = 30 * 60;
export const REQUEST_TIMEOUT_MS = 30_000;
export const PROFILE_FETCH_TIMEOUT_MS = 15_000;

/** A profile this complete (percent, SPEC section 5) counts as complete. */
export const PROFILE_COMPLETE_PERCENT = 70;

/** What one job posting may hold; the database columns are at least this wide. */
export const JOB_TITLE_MAX_LENGTH = 150;
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
export const JOB_REQUIREMENTS_MAX_LENGTH = 2000;
export const JOB_DURATION_MAX_LENGTH = 100;
export const POSITIONS_MIN = 1;
export const POSITIONS_MAX = 1000;
/** Highest salary amount one job may offer, in whole rupees (one crore). */
export const SALARY_MAX = 10_000_000;
/** Most skills one worker lists, or one job asks for, and the longest one. */
export const SKILLS_MAX = 30;
export const SKILL_MAX_LENGTH = 50;

/** Most roles, and most places, a worker lists in a general application. */
export const PREFERRED_ITEMS_MAX = 10;
/** Longest cover note a worker may send with an application. */
export const COVER_NOTE_MAX_LENGTH = 1000;
/** Longest note an employer may give with an application's status change. */
export const FEEDBACK_MAX_LENGTH = 1000;
/** Longest notes a worker may add when confirming an employer's contact. */
export const CONTACT_NOTES_MAX_LENGTH = 2000;
/** A worker's report of a job: its optional details, in characters. */
export const JOB_REPORT_DETAILS_MIN_LENGTH = 10;
export const JOB_REPORT_DETAILS_MAX_LENGTH = 1000;
/** A rating's stars: whole numbers from 1 to 5. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A rating's optional review, in characters; the column is this wide. */
export const REVIEW_MAX_LENGTH = 2000;
/**
 * Ratings are double-blind: neither side sees the other's rating until both have rated or this
 * many days have passed since the application was completed.
 */
export const RATING_REVEAL_DAYS = 14;
/**
 * An employer's word that a job was completed, or that the worker did not turn up, counts (in the
 * labour score and the worker's reputation) once the worker confirms it, or this many days after
 * the worker was asked if they did not dispute it. Until then the worker may dispute it.
 */
export const WORK_CHECK_DAYS = 14;
/** The short note a worker may add to a dispute, in characters; the column is this wide. */
export const DISPUTE_NOTE_MAX_LENGTH = 500;
/** An employer's "Pays as promised" line shows once this many workers have answered. */
export const PAID_PROMISE_MIN_ANSWERS = 3;

/** Identity documents a worker or an employer registers with, as the REST contract spells them. */
export const IDENTITY_TYPES = ["aadhaar", "pan", "voter_id", "driving_licence"] as const;

/** Largest upload (resume, picture, document) by default, in bytes; UPLOAD_MAX_BYTES overrides it. */
export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;

/**
 * The square sizes (px) a profile picture is stored in, largest first: a picture's url serves the
 * largest, `?size=96` the smaller one (for lists and the navigation bar).
 */
export const PICTURE_SIZES = [256, 96] as const;

/**
 * The pictures admins upload in the content section (a blog post's cover, a testimonial's photo,
 * a partner's logo), by the stored file's purpose (FilePurpose, lower case as REST spells it):
 * each re-encoded to WebP frames of `aspect` at each of `widths` px (largest first: the url serves
 * the largest, `?size=<width>` another), sized for where it is shown. A cover is cropped to the
 * blog's 16:9 frame (1200 px for the post, 600 px for its card in the list); a photo to the
 * testimonial's 48 px round (96 px for sharp screens); a logo is fitted whole, on a transparent
 * ground, into the landing page's 200 x 72 tile (400 px for sharp screens). Served publicly.
 */
export const CONTENT_PICTURES = {
  content_cover: { widths: [1200, 600], aspect: [16, 9], fit: "cover" },
  testimonial_photo: { widths: [96, 48], aspect: [1, 1], fit: "cover" },
  partner_logo: { widths: [400, 200], aspect: [200, 72], fit: "contain" },
} as const;
export type ContentPicturePurpose = keyof typeof CONTENT_PICTURES;
export const CONTENT_PICTURE_PURPOSES = Object.keys(CONTENT_PICTURES) as ContentPicturePurpose[];

/** The height (px) of a content picture of `purpose` at `width` px. */
export function contentPictureHeight(purpose: ContentPicturePurpose, width: number): number {
  const [w, h] = CONTENT_PICTURES[purpose].aspect;
  return Math.round((width * h) / w);
}

export const SEARCH_SUGGESTIONS_MAX = 5;
export const RECENT_SEARCHES_MAX = 5;
/** Longest free-text search input (q, location, city) the server accepts, in characters. */
export const SEARCH_TEXT_MAX = 200;
/** Lists in GraphQL and REST: the default page (the server's largest is in api/src/constants.ts). */
export const PAGE_SIZE_DEFAULT = 20;

/**
 * Job types and salary periods as the data model (prisma/schema.prisma) and GraphQL spell them,
 * in the order forms and filters offer them; URLs and the REST contract use the same words in
 * lower case (full_time, per_day). The Prisma enums cannot be imported here, so
 * api/src/constants.test.ts holds these lists to them.
 */
export const JOB_TYPE_NAMES = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACT",
  "ONE_TIME",
  "DAILY_WAGE",
] as const;
export const SALARY_PERIOD_NAMES = [
  "PER_HOUR",
  "PER_DAY",
  "PER_WEEK",
  "PER_MONTH",
  "PER_JOB",
] as const;

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

/**
 * The 28 states and 8 union territories, spelled as people choose them, in the order lists show
 * them. places/india.ts's CITIES_BY_STATE is keyed by exactly these (its type says so). The list
 * is not derived from that table's keys because the job list's state filter needs only the names:
 * importing the table would add about 5 kB gzip to every visitor's first load of /jobs.
 */
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
export type IndianState = (typeof INDIAN_STATES)[number];

export const LANGUAGES = ["en", "hi", "ta", "te", "mr", "bn", "ml", "bh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = "en" satisfies Language;

/**
 * The languages offered in the menu, the pages and the server's messages. A language is listed
 * once its texts are complete: web/src/locales/<lng>/*.json for every namespace English has, and
 * shared/locales/<lng>/errors.json for the server's catalogue; web/src/locales/parity.test.ts
 * fails when a listed language lacks a key, a variable or a plural form. Adding a language is
 * dropping in those files, registering its catalogue in api/src/i18n.ts's SERVER_CATALOGUES and
 * listing it here (docs/languages.md). The others say "coming soon".
 */
export const AVAILABLE_LANGUAGES: readonly Language[] = [
  "en",
  "hi",
  "ta",
  "te",
  "mr",
  "bn",
  "ml",
  "bh",
];
/** Bhojpuri shows Hindi texts (SPEC section 9), then English; every other language English. */
export const LANGUAGE_FALLBACKS: Partial<Record<Language, Language[]>> = { bh: ["hi", "en"] };

/**
 * The cookie that tells the server the language chosen in the menu, so the pages it draws are in
 * it (localStorage, where the choice is kept too, never reaches the server). It names a language
 * and nothing else: a request carrying only it is still a visitor's, served from the page cache.
 */
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/**
 * Choosing a language without JavaScript: `GET /language/<code>?next=<page>` sets the
 * LANGUAGE_COOKIE and sends the reader back to the page (api/src/http/language-choice.ts); the menu's
 * language links point here, and the app, once it has taken over, switches in place instead.
 */
export const LANGUAGE_CHOICE_PATH = "/language";

/**
 * The Intl locale numbers, money and dates are written in for a language: its Indian variant
 * (lakh grouping, ₹) with Latin digits. Hindi's CLDR default is already Latin; Marathi and
 * Bengali default to their own digits, which workers rarely read on phones, prices or OTPs
 * (phone keypads, SMS codes, shop boards and apps like apna use 0-9), so every language pins them.
 */
export function intlLocale(language: string): string {
  const base = language === "bh" ? "hi" : language;
  return `${base}-IN-u-nu-latn`;
}

/**
 * SPEC section 9's display buckets for result counts, largest first: a count at or above one
 * shows it with a "+" (under the smallest, the exact number). The server counts no further than
 * the largest (SEARCH_TOTAL_MAX).
 */
export const COUNT_BUCKETS = [1000, 100, 50, 25, 10] as const;

// ---------------------------------------------------------------- information pages

/**
 * The grievance officer's address the privacy notice names (India's DPDP Act 2023, section 8(10)
 * and the rules: a contact for a data principal's grievances). A role address, not a person's, so
 * it outlives whoever holds the role. Page bodies write `{{grievanceEmail}}` and the renderer puts
 * this in (services/content/markdown.ts), so it is changed here only.
 */
export const GRIEVANCE_EMAIL = "grievance@kaamsetu.in";
/** The support address, written into page bodies as `{{supportEmail}}`. */
export const SUPPORT_EMAIL = "support@kaamsetu.in";
/** Blog posts per page of /blog. */
export const BLOG_PAGE_SIZE = 10;
/** Longest help-centre search (`/faq?q=`). */
export const FAQ_QUERY_MAX_LENGTH = 100;

// ---------------------------------------------------------------- contact and newsletter

/** What a contact-form message is about (GraphQL's ContactTopic; the form's choices, in order). */
export const CONTACT_TOPICS = [
  "WORKER_HELP",
  "EMPLOYER_HELP",
  "REPORT_PROBLEM",
  "PARTNERSHIP",
  "OTHER",
] as const;
/** The contact form's limits, in characters (the columns are as wide as the maxima). */
export const CONTACT_NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 2000;

/** An admin's broadcast notification: its title and body, at most this long. */
export const BROADCAST_TITLE_MAX_LENGTH = 100;
export const BROADCAST_BODY_MAX_LENGTH = 500;
/** Who a broadcast reaches: every worker, every employer, the users of a state, a trade's workers. */
export const BROADCAST_SEGMENTS = ["ALL_WORKERS", "ALL_EMPLOYERS", "STATE", "TRADE"] as const;

/**
 * What the admin overview counts (GET /admin/dashboard/entities/counts/, services/admin/stats.ts),
 * in the order REST and the screen list them.
 */
export const ADMIN_ENTITY_COUNTS = [
  "users",
  "workers",
  "employers",
  "admins",
  "jobs",
  "applications",
  "ratings",
  "identityDocuments",
  "notifications",
  "savedSearches",
  "jobReports",
] as const;

/**
 * Every kind of target an admin audit row names (services/admin/audit.ts types its rows by it,
 * so nothing can write another): the audit log filters by them (GraphQL's AuditTargetType, REST's
 * target_type, the back office's audit screen), in the order the screen offers them.
 */
export const AUDIT_TARGET_TYPES = [
  "user",
  "job",
  "identity_document",
  "admin",
  "content",
  "testimonial",
  "partnerLogo",
  "file",
  "contact_message",
  "application",
  "broadcast",
  "setting",
  "table",
  "database",
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];
/** A kind of audit target as GraphQL's AuditTargetType spells it: partnerLogo is PARTNER_LOGO. */
export const auditTargetEnumName = (type: string) =>
  type.replace(/([a-z])([A-Z])/g, "$1_$2").toUpperCase();

// ---------------------------------------------------------------- integrations: API keys

/** What every API key's secret starts with, so a leaked one is recognisable (and greppable). */
export const API_KEY_PREFIX = "ks_live_";
/** A key's name, as its owner types it ("Applicant tracker"). */
export const API_KEY_NAME_MAX_LENGTH = 60;
/** Live (not revoked) keys one owner may hold. */
export const API_KEYS_PER_OWNER_MAX = 20;
/** What a key may be given: an employer's scopes, and the admins' one read-only scope. */
export const EMPLOYER_API_KEY_SCOPES = [
  "jobs:read",
  "jobs:write",
  "applications:read",
  "applications:write",
  "analytics:read",
] as const;
export const ADMIN_API_KEY_SCOPES = ["admin:read"] as const;
export const API_KEY_SCOPES = [...EMPLOYER_API_KEY_SCOPES, ...ADMIN_API_KEY_SCOPES] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
