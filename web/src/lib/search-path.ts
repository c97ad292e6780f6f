import type { SearchTerms } from "./recent-searches";

export const JOBS_LIST_PATH = "/jobs";
/** The job list's URL parameter for each box of the search bar. */
export const FIELD_PARAMS = { query: "q", location: "location" } as const;

/** The job list for these words: `/jobs?q=…&location=…` with only the filled ones, trimmed. */
export function jobsSearchPath(terms: Partial<SearchTerms>): string {
  const params = new URLSearchParams();
  const query = terms.query?.trim();
  const location = terms.location?.trim();
  if (query) params.set(FIELD_PARAMS.query, query);
  if (location) params.set(FIELD_PARAMS.location, location);
  const search = params.toString();
  return search ? `${JOBS_LIST_PATH}?${search}` : JOBS_LIST_PATH;
}
