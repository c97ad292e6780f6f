// The tabs of "my jobs" (All / Active / Inactive) as the address says them: ?status=active.

export const JOB_FILTERS = ["active", "inactive"] as const;
export type JobFilter = (typeof JOB_FILTERS)[number];

export function jobFilterOf(search: URLSearchParams): JobFilter | null {
  const status = search.get("status");
  return (JOB_FILTERS as readonly string[]).includes(status ?? "") ? (status as JobFilter) : null;
}

/** The GraphQL JobStatus a filter asks for. */
export function filterStatus(filter: JobFilter | null): "ACTIVE" | "INACTIVE" | null {
  return filter === "active" ? "ACTIVE" : filter === "inactive" ? "INACTIVE" : null;
}
