// Every constant of SPEC.md section 9 the web client uses has its home here, or, when the server
// uses it too, in @kaamsetu/shared (shared/src/constants.ts), which this module re-exports; import it from here,
// never repeat the literal.

import {
  type IDENTITY_TYPES,
  type Language,
  SUGGESTED_CITIES,
  SUGGESTED_ROLES,
} from "@kaamsetu/shared/constants";

export * from "@kaamsetu/shared/constants";

export const INACTIVITY_CHECK_MS = 60_000;
/** What counts as activity for the inactivity timeout (SPEC section 9). */
export const ACTIVITY_EVENTS = ["mousedown", "keydown", "scroll", "touchstart"] as const;
/** Activity is written to storage (shared by the tabs) at most this often. */
export const ACTIVITY_WRITE_THROTTLE_MS = 5_000;
/** A CSRF token this close to its expiry is fetched again rather than sent. */
export const CSRF_EXPIRY_MARGIN_MS = 60_000;
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

export const SEARCH_ANIMATION_MS = 300;
/** Wait after the last keystroke before asking the server for suggestions. */
export const SUGGESTIONS_DEBOUNCE_MS = 200;
/** How many of the server's popular searches the /search page lists. */
export const POPULAR_SEARCHES_SHOWN = 10;
export const SCROLL_THRESHOLD_PX = 50;
export const MOBILE_MENU_TOP_PX = 56;

/**
 * What a form checks before asking the server: something@somewhere.tld. The server's own check
 * (the WHATWG grammar, a dotted domain) is stricter and has the last word.
 */
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The back office's registration timeline: the ranges offered, in days, and the first. */
export const ADMIN_TIMELINE_DAY_CHOICES = [7, 30, 90, 365] as const;
export const ADMIN_TIMELINE_DAYS_SHOWN = 30;

export const DEMO_TOUR_STEP_MS = 3_000;
export const DEMO_TOUR_STEPS = 4;
export const TESTIMONIAL_ADVANCE_MS = 6_000;
export const HERO_ANIMATION_MS = 6_000;
/** How many testimonials the landing carousel asks for (the server caps it at 20). */
export const LANDING_TESTIMONIALS = 6;
/** Below-the-fold landing sections start loading this far before they scroll into view. */
export const LAZY_SECTION_ROOT_MARGIN = "300px 0px";
/** With the data saver on, a section loads only once it is in view: no loading ahead. */
export const LAZY_SECTION_ROOT_MARGIN_DATA_SAVER = "0px";

export type IdentityTypeInput = (typeof IDENTITY_TYPES)[number];

/** The job post form's steps: basic info, then job details. */
export const JOB_FORM_STEPS = 2;

/**
 * How many more states the landing page says KaamSetu is coming to (SPEC section 1): a plan, not
 * a count. The figures themselves come from the server (lib/public-settings.ts): real numbers,
 * or the targets in the platform settings, said to be goals.
 */
export const UPCOMING_STATES = 5;

/** Quick chips under the search bar: the first roles and cities of the suggested lists. */
export const QUICK_ROLE_CHIPS = SUGGESTED_ROLES.slice(0, 3);
export const QUICK_CITY_CHIPS = SUGGESTED_CITIES.slice(0, 2);

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
export { THEME_COLOR } from "./theme";
/**
 * Dates and the footer's year are told in India's time, not the device's: the server renders
 * them too, and a page drawn in UTC must not say 9 Mar where the phone says 10 Mar.
 */
export const TIME_ZONE = "Asia/Kolkata";
/** TIME_ZONE's offset, the same all year (India has no daylight saving). */
export const INDIA_UTC_OFFSET_MINUTES = 5 * 60 + 30;
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
  /** When the employer last opened their dashboard: its "new applications" count from then. */
  employerLastVisit: "employerLastVisit",
  /** "on" when the reader turned the data saver on (lib/data-saver.ts). */
  dataSaver: "dataSaver",
} as const;

/**
 * Company details in the footer. The support phone, WhatsApp and community links are platform
 * settings (lib/public-settings.ts), left out while unset.
 */
export const COMPANY = {
  email: "support@kaamsetu.in",
  social: {
    facebook: "https://www.facebook.com/kaamsetu",
    instagram: "https://www.instagram.com/kaamsetu",
    linkedin: "https://www.linkedin.com/company/kaamsetu",
    youtube: "https://www.youtube.com/@kaamsetu",
  },
} as const;

/**
 * How long after registration's profile steps appear a press of their first button, on a form
 * not yet touched, is taken for a tap meant for the OTP step's button (RegistrationForm).
 */
export const STRAY_TAP_MS = 1_000;
