import type { SearchTerms } from "./recent-searches";

/** The job list for these words: `/jobs?q=…&location=…` with only the filled ones, trimmed. */
export function jobsSearchPath(terms: Partial<SearchTerms>): string {
  const params = new URLSearchParams();
  const query = terms.query?.trim();
  const location = terms.location?.trim();
  if (query) params.set("q", query);
  if (location) params.set("location", location);
  const search = params.toString();
  return search ? `/jobs?${search}` : "/jobs";
}
