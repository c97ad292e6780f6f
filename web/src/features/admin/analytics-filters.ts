import type {
  AdminAnalyticsPageQuery$variables,
  AnalyticsRange,
} from "../../__generated__/AdminAnalyticsPageQuery.graphql";
import { INDIAN_STATES } from "../../config";
import { formatDate } from "../../lib/format";

// The analytics' range and state live in the address (?range=7d&state=Kerala), spelled as REST
// spells ranges, so the route's loader starts the query before the page renders and a view can
// be shared or reloaded.

export const ANALYTICS_RANGES: readonly { range: AnalyticsRange; address: string }[] = [
  { range: "LAST_7_DAYS", address: "7d" },
  { range: "LAST_30_DAYS", address: "30d" },
  { range: "THIS_MONTH", address: "month" },
  { range: "ALL_TIME", address: "all" },
];
const DEFAULT_RANGE = "30d";

/** The range's address spelling in `params`, 30d when absent or unknown. */
export function rangeAddress(params: URLSearchParams): string {
  const address = params.get("range") ?? DEFAULT_RANGE;
  return ANALYTICS_RANGES.some((option) => option.address === address) ? address : DEFAULT_RANGE;
}

/** The query's variables for the address's range and state (an unknown state is none). */
export function analyticsVariables(params: URLSearchParams): AdminAnalyticsPageQuery$variables {
  const address = rangeAddress(params);
  const range = ANALYTICS_RANGES.find((option) => option.address === address)?.range;
  const state = params.get("state");
  return {
    range: range ?? "LAST_30_DAYS",
    state: state && (INDIAN_STATES as readonly string[]).includes(state) ? state : null,
  };
}

/** Seconds as hours, or days past two days, in the reader's words (Intl units). */
export function durationParts(seconds: number): { unit: "hour" | "day"; value: number } {
  const hours = seconds / 3600;
  return hours >= 48 ? { unit: "day", value: hours / 24 } : { unit: "hour", value: hours };
}

/** An India day (YYYY-MM-DD) in words, without a day shift in any time zone. */
export const dayText = (day: string) => formatDate(`${day}T12:00:00+05:30`);
