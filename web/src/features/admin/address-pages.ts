import { useNavigate, useSearchParams } from "react-router";
import type { CursorPages } from "./CursorPages";

// A list whose filters and page live in the address (?status=…&after=…): its route's loader
// starts the query before the page renders, a filtered list can be shared or reloaded, and the
// browser's Back returns to the page before. "Previous page" is that Back.

/** The list's pages by the address's `after` cursor, its search part, and a new filter. */
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

/** A filter form's filled fields as the address's search part (a new filter: the first page). */
export function filterParams(form: HTMLFormElement, names: readonly string[]): URLSearchParams {
  const data = new FormData(form);
  const next = new URLSearchParams();
  for (const name of names) {
    const value = String(data.get(name) ?? "").trim();
    if (value) next.set(name, value);
  }
  return next;
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
