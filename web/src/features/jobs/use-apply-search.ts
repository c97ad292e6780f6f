import { useCallback } from "react";
import { useSearchParams } from "react-router";
import { type JobSearch, jobSearchParams, readJobSearch, withoutFilters } from "./job-search";

/** Shows another search by changing the URL: a history entry, so back returns to this one. */
export function useApplySearch() {
  const [params, setParams] = useSearchParams();
  const apply = useCallback((search: JobSearch) => setParams(jobSearchParams(search)), [setParams]);
  const clearFilters = useCallback(
    () => apply(withoutFilters(readJobSearch(params))),
    [apply, params],
  );
  return { apply, clearFilters };
}
