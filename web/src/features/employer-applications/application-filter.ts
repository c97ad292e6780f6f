import type { ApplicationStatus } from "../../__generated__/ApplicantCard_application.graphql";

// The status tabs of a job's applications as the address says them: ?status=under_review. The
// words are the REST API's (lower case); GraphQL spells them in capitals.

export const APPLICATION_FILTERS = [
  "pending",
  "under_review",
  "shortlisted",
  "accepted",
  "rejected",
  "completed",
  "cancelled",
  "withdrawn",
] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export function applicationFilterOf(search: URLSearchParams): ApplicationFilter | null {
  const status = search.get("status");
  return (APPLICATION_FILTERS as readonly string[]).includes(status ?? "")
    ? (status as ApplicationFilter)
    : null;
}

/** The GraphQL ApplicationStatus a filter asks for. */
export function filterStatus(filter: ApplicationFilter | null): ApplicationStatus | null {
  return filter ? (filter.toUpperCase() as ApplicationStatus) : null;
}

/** The JobApplicationCounts field that counts a filter's applications. */
export const COUNT_FIELDS = {
  pending: "pending",
  under_review: "underReview",
  shortlisted: "shortlisted",
  accepted: "accepted",
  rejected: "rejected",
  completed: "completed",
  cancelled: "cancelled",
  withdrawn: "withdrawn",
} as const satisfies Record<ApplicationFilter, string>;
