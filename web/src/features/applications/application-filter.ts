// The status tabs of "my applications" as the address says them: ?status=under_review.

export const APPLICATION_FILTERS = [
  "pending",
  "under_review",
  "shortlisted",
  "accepted",
  "completed",
  "rejected",
  "withdrawn",
  "cancelled",
] as const;
export type ApplicationFilter = (typeof APPLICATION_FILTERS)[number];

export function applicationFilterOf(search: URLSearchParams): ApplicationFilter | null {
  const status = search.get("status");
  return (APPLICATION_FILTERS as readonly string[]).includes(status ?? "")
    ? (status as ApplicationFilter)
    : null;
}

/** The GraphQL ApplicationStatus a filter asks for. */
export function filterStatus(filter: ApplicationFilter | null) {
  return filter
    ? (filter.toUpperCase() as
        | "PENDING"
        | "UNDER_REVIEW"
        | "SHORTLISTED"
        | "ACCEPTED"
        | "COMPLETED"
        | "REJECTED"
        | "WITHDRAWN"
        | "CANCELLED")
    : null;
}
