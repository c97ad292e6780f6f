import { loadChunk } from "../../lib/chunks";
import type { RecentSearch } from "../../lib/recent-searches";
import type { Suggestion } from "./suggestions";
import type { FieldSuggestions, SearchField } from "./use-suggestions";

// The options under a search field. Which ones show is decided here, with the bar; how one looks
// (SearchOption.tsx) loads when a field is first used: a server-drawn bar never shows a list.

export type SearchOption =
  | { type: "recent"; key: string; search: RecentSearch }
  | { type: "suggestion"; key: string; suggestion: Suggestion };

/** The list under a field: recent searches while the job field is empty, else suggestions. */
export function fieldOptions(
  field: SearchField,
  value: string,
  recent: readonly RecentSearch[],
  suggestions: FieldSuggestions | null,
): SearchOption[] {
  if (field === "query" && !value.trim()) {
    return recent.map((search) => ({
      type: "recent",
      key: `${search.query}|${search.location}`,
      search,
    }));
  }
  if (suggestions?.field !== field || !value.trim()) return [];
  return suggestions.items.map((suggestion) => ({
    type: "suggestion",
    key: `${suggestion.kind}|${suggestion.text}`,
    suggestion,
  }));
}

/** The look of an option (SearchOption.tsx), loaded once a field is used. */
export function loadSearchOptionLook() {
  return loadChunk("search-option", () => import("./SearchOption"));
}
