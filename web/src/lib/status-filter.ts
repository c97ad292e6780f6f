// A list's status filter as the address says it (?status=under_review; lower case, as the REST
// API's words) and as GraphQL asks for it (UNDER_REVIEW).

/** Which of `filters` the address asks for; null: all. */
export function statusFilterOf<F extends string>(
  filters: readonly F[],
  search: URLSearchParams,
): F | null {
  const status = search.get("status");
  return filters.find((filter) => filter === status) ?? null;
}

/** The GraphQL enum value a filter asks for. */
export function filterStatus<F extends string>(filter: F | null): Uppercase<F> | null {
  return filter ? (filter.toUpperCase() as Uppercase<F>) : null;
}

/** `path` showing one status, or all of them. */
export function statusFilterPath(path: string, filter: string | null | undefined): string {
  return filter ? `${path}?status=${filter}` : path;
}
