import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { type JobSearch, jobSearchParams } from "./job-search";

/**
 * Shows another search by changing the URL: a history entry, so back returns to this one.
 * (Clearing the filters is a link, jobsListPath(withoutFilters(search)): it works without the app.)
 */
export function useApplySearch() {
  const [, setParams] = useSearchParams();
  const apply = useCallback((search: JobSearch) => setParams(jobSearchParams(search)), [setParams]);
  return { apply };
}
