import { useNavigate, useSearchParams } from "react-router";
import type { CursorPages } from "./CursorPages";

// Lists whose filters and page live in the address (?kind=…&after=…), so the route's loader
// starts the query before the page renders and Back returns to the page before.

/** The page's cursor pages over the address: "next" adds `after`, "previous" goes back. */
export function useAddressPages(): CursorPages & {
  params: URLSearchParams;
  setFilters: (filters: Record<string, string>) => void;
} {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const after = params.get("after");
  return {
    params,
    after,
    hasPrevious: Boolean(after),
    reset: () => setParams(new URLSearchParams()),
    previous: () => void navigate(-1),
    next: (cursor) => {
      const next = new URLSearchParams(params);
      if (cursor) next.set("after", cursor);
      setParams(next);
    },
    setFilters: (filters) => {
      const next = new URLSearchParams();
      for (const [name, value] of Object.entries(filters)) if (value) next.set(name, value);
      setParams(next);
    },
  };
}

/** A filter from the address, if it is one of `values`. */
export function oneOfParam<V extends string>(
  params: URLSearchParams,
  name: string,
  values: readonly V[],
): V | null {
  const value = params.get(name);
  return values.includes(value as V) ? (value as V) : null;
}
