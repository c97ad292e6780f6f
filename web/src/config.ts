// Every constant of SPEC.md section 9 the web client uses has its home here; import it, never
// repeat the literal. The values shared with the server are checked against
// api/src/constants.ts by config.test.ts.

export const PHONE_DIGITS = 10;
export const OTP_DIGITS = 6;

export const INACTIVITY_TIMEOUT_MS = 2 * 60 * 60 * 1000;
export const INACTIVITY_CHECK_MS = 60_000;
/** What counts as activity for the inactivity timeout (SPEC section 9). */
export const ACTIVITY_EVENTS = ["mousedown", "keydown", "scroll", "touchstart"] as const;
/** Activity is written to storage (shared by the tabs) at most this often. */
export const ACTIVITY_WRITE_THROTTLE_MS = 5_000;
/** A CSRF token this close to its expiry is fetched again rather than sent. */
export const CSRF_EXPIRY_MARGIN_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 30_000;
export const PROFILE_FETCH_TIMEOUT_MS = 15_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/**
 * An upload's own limit, beyond SPEC's 30 s for a request: 5 MB over a slow 2G/3G link takes
 * minutes, and cutting it off at 30 s would make a resume impossible to send.
 */
export const UPLOAD_TIMEOUT_MS = 180_000;
/** Live notifications: the first reconnect waits this long, doubling up to the maximum. */
export const LIVE_RETRY_FIRST_MS = 1_000;
export const LIVE_RETRY_MAX_MS = 30_000;
/** The server pings an event stream every 12 s; this long without a byte means it is dead. */
export const LIVE_STALL_MS = 45_000;

export const SEARCH_SUGGESTIONS_MAX = 5;
export const RECENT_SEARCHES_MAX = 5;
export const SEARCH_ANIMATION_MS = 300;
/** Wait after the last keystroke before asking the server for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
/** How many of the server's popular searches the /search page lists. */
export const POPULAR_SEARCHES_SHOWN = 10;
export const SCROLL_THRESHOLD_PX = 50;
export const MOBILE_MENU_TOP_PX = 56;

export const DEMO_TOUR_STEP_MS = 3_000;
export const DEMO_TOUR_STEPS = 4;
export const TESTIMONIAL_ADVANCE_MS = 6_000;
export const HERO_ANIMATION_MS = 6_000;
/** How many testimonials the landing carousel asks for (the server caps it at 20). */
export const LANDING_TESTIMONIALS = 6;
/** Below-the-fold landing sections start loading this far before they scroll into view. */
export const LAZY_SECTION_ROOT_MARGIN = "300px 0px";
/** Ratings (testimonials, workers, employers) run from 1 to this many stars. */
export const RATING_MAX = 5;

/** A profile this complete (percent, SPEC section 5) counts as complete. */
export const PROFILE_COMPLETE_PERCENT = 70;

/** Identity documents a worker or an employer registers with, as the server's input spells them. */
export const IDENTITY_TYPES = ["aadhaar", "pan", "voter_id", "driving_licence"] as const;
export type IdentityTypeInput = (typeof IDENTITY_TYPES)[number];

/** The job post form's steps: basic info, then job details. */
export const JOB_FORM_STEPS = 2;
/** What one job posting may hold (the server's limits; the database columns are this wide). */
export const JOB_TITLE_MAX_LENGTH = 150;
export const JOB_DESCRIPTION_MAX_LENGTH = 5000;
export const JOB_REQUIREMENTS_MAX_LENGTH = 2000;
export const JOB_DURATION_MAX_LENGTH = 100;
export const POSITIONS_MIN = 1;
export const POSITIONS_MAX = 1000;
/** Highest salary amount one job may offer, in whole rupees (one crore). */
export const SALARY_MAX = 10_000_000;
/** Most skills one job asks for, and the longest one. */
export const SKILLS_MAX = 30;
export const SKILL_MAX_LENGTH = 50;
/** Largest upload the server takes by default (its UPLOAD_MAX_BYTES may differ; it decides). */
export const UPLOAD_MAX_BYTES_DEFAULT = 5 * 1024 * 1024;
/** Longest note an employer may give with an application's status change. */
export const FEEDBACK_MAX_LENGTH = 1000;
/** Longest cover note a worker may send with an application. */
export const COVER_NOTE_MAX_LENGTH = 1000;
/** Longest notes a worker may add when confirming an employer's contact. */
export const CONTACT_NOTES_MAX_LENGTH = 2000;

/** The figures the landing page states (SPEC section 1). */
export const MARKETING_FIGURES = {
  workers: 10_000,
  employers: 5_000,
  cities: 150,
  placementRatePercent: 78,
  families: 25_000,
  states: 12,
  upcomingStates: 5,
} as const;

export const PAGE_SIZE_DEFAULT = 20;
/** Longest free-text search input (q, location, city) the server accepts, in characters. */
export const SEARCH_TEXT_MAX = 200;

/** Job types and salary periods (SPEC section 9) as the GraphQL enums spell them; URLs and the
 * REST gateway use the same words in lower case (full_time, per_day). */
export const JOB_TYPES = ["FULL_TIME", "PART_TIME", "CONTRACT", "ONE_TIME", "DAILY_WAGE"] as const;
export const SALARY_PERIODS = ["PER_HOUR", "PER_DAY", "PER_WEEK", "PER_MONTH", "PER_JOB"] as const;

/** States and union territories of India, for the job list's state filter. */
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
/** Quick chips under the search bar: the first roles and cities of the suggested lists. */
export const QUICK_ROLE_CHIPS = SUGGESTED_ROLES.slice(0, 3);
export const QUICK_CITY_CHIPS = SUGGESTED_CITIES.slice(0, 2);

/** Display buckets for result counts, largest first: a count at or above `min` shows `label`. */
export const COUNT_BUCKETS = [1000, 100, 50, 25, 10] as const;

export const LANGUAGES = ["en", "hi", "ta", "te", "mr", "bn", "ml", "bh"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE = "en" satisfies Language;
/** A language is offered once its texts are complete; the others say "coming soon". */
export const AVAILABLE_LANGUAGES: readonly Language[] = ["en"];
/** Bhojpuri texts fall back to Hindi, then English. */
export const LANGUAGE_FALLBACKS: Partial<Record<Language, Language[]>> = { bh: ["hi", "en"] };
export const LANGUAGE_NATIVE_NAMES: Record<Language, string> = {
  en: "English",
  hi: "हिन्दी",
  ta: "தமிழ்",
  te: "తెలుగు",
  mr: "मराठी",
  bn: "বাংলা",
  ml: "മലയാളം",
  bh: "भोजपुरी",
};

export const LOCALE = "en-IN";
/**
 * Dates and the footer's year are told in India's time, not the device's: the server renders
 * them too, and a page drawn in UTC must not say 9 Mar where the phone says 10 Mar.
 */
export const TIME_ZONE = "Asia/Kolkata";
export const CURRENCY = "INR";

/** Keys of what the browser keeps (SPEC section 3, "Session data stored in the browser"). */
export const STORAGE_KEYS = {
  authToken: "authToken",
  userType: "userType",
  userData: "userData",
  lastActivity: "lastActivity",
  language: "language",
  csrfToken: "csrfToken",
  adminToken: "admin_token",
  recentSearches: "recentSearches",
} as const;

/** Company details in the footer and the contact links on the landing page. */
export const COMPANY = {
  email: "support@kaamsetu.in",
  phone: "+91 11 4000 0000",
  phoneHref: "tel:+911140000000",
  communityHref: "https://chat.whatsapp.com/kaamsetu-community",
  social: {
    facebook: "https://www.facebook.com/kaamsetu",
    instagram: "https://www.instagram.com/kaamsetu",
    linkedin: "https://www.linkedin.com/company/kaamsetu",
    youtube: "https://www.youtube.com/@kaamsetu",
  },
} as const;
