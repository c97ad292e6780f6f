import type {
  AdminApplicationsPageQuery$variables,
  ApplicationStatus,
  JobType,
} from "../../__generated__/AdminApplicationsPageQuery.graphql";
import { INDIA_UTC_OFFSET_MINUTES } from "../../config";

// The applications list's filters live in the address (?status=…&search=…&after=…), so the
// route's loader starts the query before the page renders, a filtered list can be shared or
// reloaded, and the browser's Back returns to the page before.

export const APPLICATIONS_PAGE = 25;

export const STATUSES: readonly ApplicationStatus[] = [
  "PENDING",
  "UNDER_REVIEW",
  "SHORTLISTED",
  "ACCEPTED",
  "REJECTED",
  "COMPLETED",
  "CANCELLED",
  "WITHDRAWN",
];

export const JOB_TYPES: readonly JobType[] = [
  "FULL_TIME",
  "PART_TIME",
  "CONTRACT",
  "ONE_TIME",
  "DAILY_WAGE",
];

/** The form's fields, as the address keeps them. */
export const FILTER_FIELDS = ["search", "status", "state", "jobType", "from", "to"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const offset = () => {
  const hours = String(Math.floor(INDIA_UTC_OFFSET_MINUTES / 60)).padStart(2, "0");
  return `+${hours}:${String(INDIA_UTC_OFFSET_MINUTES % 60).padStart(2, "0")}`;
};

/** The start of an India day (`2026-12-07`), as the API takes a time; `days` later for the end. */
export function indiaDayStart(day: string | null, days = 0): string | null {
  if (!day || !DAY.test(day)) return null;
  const start = new Date(`${day}T00:00:00${offset()}`);
  if (Number.isNaN(start.getTime())) return null;
  return new Date(start.getTime() + days * 86_400_000).toISOString();
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  values.includes(value as T) ? (value as T) : null;

/** The list query's variables from the address's search part. */
export function applicationVariables(
  params: URLSearchParams,
): AdminApplicationsPageQuery$variables {
  const text = (name: string) => params.get(name)?.trim() || null;
  return {
    first: APPLICATIONS_PAGE,
    after: text("after"),
    search: text("search"),
    status: oneOf(STATUSES, text("status")),
    state: text("state"),
    jobType: oneOf(JOB_TYPES, text("jobType")),
    from: indiaDayStart(text("from")),
    // The "to" day is included: the list takes what was applied before the next day starts.
    to: indiaDayStart(text("to"), 1),
  };
}
