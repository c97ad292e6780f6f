import type { TFunction } from "i18next";
import { COUNT_BUCKETS, CURRENCY, INDIA_UTC_OFFSET_MINUTES, TIME_ZONE } from "../config";
import { currentLocale } from "../i18n/current";

// Money, dates, relative times, counts and initials as SPEC section 9 words them. Words come
// from the "common" namespace so they follow the chosen language; numbers, money and dates use
// Intl in the reader's locale (config.ts's intlLocale: hi-IN with Latin digits for Hindi, en-IN
// for English), each formatter made when first needed.

// Each formatter is made the first time something asks for it, not all at once: making an
// Intl formatter loads its locale's data, several milliseconds each on a slow phone, and a page
// such as the privacy notice needs none of them before it is interactive.
const FORMATS = {
  rupees: () =>
    new Intl.NumberFormat(currentLocale(), {
      style: "currency",
      currency: CURRENCY,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    }),
  plain: () => new Intl.NumberFormat(currentLocale()),
  wholeNumber: () => new Intl.NumberFormat(currentLocale(), { maximumFractionDigits: 0 }),
  oneDecimal: () =>
    new Intl.NumberFormat(currentLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  percent: () =>
    new Intl.NumberFormat(currentLocale(), { style: "percent", maximumFractionDigits: 1 }),
  kilobytes: () =>
    new Intl.NumberFormat(currentLocale(), {
      style: "unit",
      unit: "kilobyte",
      maximumFractionDigits: 0,
    }),
  megabytes: () =>
    new Intl.NumberFormat(currentLocale(), {
      style: "unit",
      unit: "megabyte",
      maximumFractionDigits: 1,
    }),
  shortDate: () =>
    new Intl.DateTimeFormat(currentLocale(), {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: TIME_ZONE,
    }),
  dateTime: () =>
    new Intl.DateTimeFormat(currentLocale(), {
      day: "numeric",
      month: "short",
      year: "numeric",
      hour: "numeric",
      minute: "2-digit",
      timeZone: TIME_ZONE,
    }),
} satisfies Record<string, () => Intl.NumberFormat | Intl.DateTimeFormat>;
type Format = keyof typeof FORMATS;
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function formatter<F extends Format>(format: F): ReturnType<(typeof FORMATS)[F]> {
  const key = `${currentLocale()} ${format}`;
  let found = made.get(key);
  if (!found) {
    found = FORMATS[format]();
    made.set(key, found);
  }
  return found as ReturnType<(typeof FORMATS)[F]>;
}

/** ₹1,25,000 or ₹450.5: Indian grouping, no decimals unless there are paise. */
export function formatCurrency(amount: number): string {
  const rupees = formatter("rupees");
  // CLDR's money pattern for Malayalam and Marathi groups by thousands (₹125,000) though their
  // numbers group by lakhs (12,34,567); money takes the numbers' grouping, as India writes it.
  // The rupees are re-grouped from the formatted digits (Latin in every locale), not the amount,
  // so rounding stays the currency formatter's.
  const parts = rupees.formatToParts(amount);
  const rupeeDigits = parts.flatMap((part) => (part.type === "integer" ? [part.value] : []));
  let written = false;
  return parts
    .map((part) => {
      if (part.type === "group") return "";
      if (part.type !== "integer") return part.value;
      if (written) return "";
      written = true;
      return formatter("wholeNumber").format(Number(rupeeDigits.join("")));
    })
    .join("");
}

export function formatNumber(value: number): string {
  return formatter("plain").format(value);
}

/** A star average to one decimal: 4.0, 4.7. */
export function formatRating(value: number): string {
  return formatter("oneDecimal").format(value);
}

/** A share from 0 to 1 as a percentage to one decimal at most: 0.4567 → 45.7%. */
export function formatPercent(share: number): string {
  return formatter("percent").format(share);
}

/** A size in bytes as whole kilobytes, e.g. 1,248 kB. */
export function formatKilobytes(bytes: number): string {
  return formatter("kilobytes").format(bytes / 1024);
}

/** A size in bytes as megabytes with one decimal, e.g. 12.5 MB. */
export function formatMegabytes(bytes: number): string {
  return formatter("megabytes").format(bytes / 1024 / 1024);
}

/** 22 Nov 2026 (Hindi: 22 नव॰ 2026) */
export function formatDate(date: Date | string): string {
  return formatter("shortDate").format(typeof date === "string" ? new Date(date) : date);
}

/** A date with India's time of day, e.g. 7 Dec 2026, 3:05 pm. */
export function formatDateTime(date: Date | string): string {
  return formatter("dateTime").format(typeof date === "string" ? new Date(date) : date);
}

/**
 * The year it is in India at `now`, e.g. for the footer's copyright line on every page. India's
 * time is UTC+5:30 all year (no daylight saving since 1945), so this is arithmetic, not an Intl
 * formatter made for one number on every first load.
 */
export function currentYear(now: Date = new Date()): number {
  return new Date(now.getTime() + INDIA_UTC_OFFSET_MINUTES * 60_000).getUTCFullYear();
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const MONTH = 30 * DAY;
const YEAR = 365 * DAY;

/**
 * "just now" under a minute, then minutes, hours (under 24), days (under 30), months (under 12),
 * years. The landing-page variant stops at days under 7 and shows the date after that.
 */
export function formatRelativeTime(
  t: TFunction,
  date: Date | string,
  now: Date = new Date(),
  variant: "default" | "landing" = "default",
): string {
  const then = typeof date === "string" ? new Date(date) : date;
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return t("common:time.justNow");
  if (elapsed < HOUR) return t("common:time.minutesAgo", { count: Math.floor(elapsed / MINUTE) });
  if (elapsed < DAY) return t("common:time.hoursAgo", { count: Math.floor(elapsed / HOUR) });
  const days = Math.floor(elapsed / DAY);
  if (variant === "landing") {
    return days < 7 ? t("common:time.daysAgo", { count: days }) : formatDate(then);
  }
  if (days < 30) return t("common:time.daysAgo", { count: days });
  const months = Math.floor(elapsed / MONTH);
  if (months < 12) return t("common:time.monthsAgo", { count: months });
  return t("common:time.yearsAgo", { count: Math.max(1, Math.floor(elapsed / YEAR)) });
}

/** A result count in the display buckets: 0, the exact number under 10, then 10+ … 1000+. */
export function countBucket(count: number): string {
  for (const min of COUNT_BUCKETS) {
    if (count >= min) return `${formatNumber(min)}+`;
  }
  return String(Math.max(0, Math.floor(count)));
}

/** The first letters of the first and last word of a name: "Ravi Kumar Singh" → "RS". */
export function initials(name: string | null | undefined): string {
  const words = (name ?? "").trim().split(/\s+/).filter(Boolean);
  const first = words[0];
  if (!first) return "";
  const last = words.length > 1 ? words[words.length - 1] : undefined;
  return (
    (Array.from(first)[0] ?? "").toUpperCase() +
    (last ? (Array.from(last)[0] ?? "") : "").toUpperCase()
  );
}

/**
 * Text someone else wrote, ready to stand inside a sentence of ours: its own closing full stop
 * (or danda, "!", "?") taken off, so "Reason: {{reason}}. Please…" never reads "card.. Please".
 */
export function withoutFinalStop(text: string): string {
  return text.replace(/[\s.।!?]+$/u, "");
}

/**
 * A phrase that reads mid-sentence ("per day" after an amount) as a choice of its own (a list's
 * option beside "Daily wage"): its first letter in capitals where the script has them.
 */
export function asChoice(text: string): string {
  const [first = "", ...rest] = text;
  return first.toLocaleUpperCase(currentLocale()) + rest.join("");
}
