import { fetchQuery, graphql } from "relay-runtime";
import type {
  SearchBarSuggestionsQuery,
  SearchBarSuggestionsQuery$data,
  SearchSuggestionKind,
} from "../../__generated__/SearchBarSuggestionsQuery.graphql";
import { SEARCH_SUGGESTIONS_MAX } from "../../config";
import { getEnvironment } from "../../relay/environment";
import type { SearchField } from "./use-suggestions";

// Loaded on the first focus of a search field, never with the page: it brings Relay, which the
// landing page must not download before it is interactive.

export type Suggestion = SearchBarSuggestionsQuery$data["searchSuggestions"][number];

const suggestionsQuery = graphql`
  query SearchBarSuggestionsQuery($text: String!, $limit: Int!, $kinds: [SearchSuggestionKind!]!) {
    searchSuggestions(text: $text, limit: $limit, kinds: $kinds) {
      kind
      text
      state
      jobCount
    }
  }
`;

/** What each box offers: the job box roles and skills, the location box places only. */
export const FIELD_KINDS: Readonly<Record<SearchField, readonly SearchSuggestionKind[]>> = {
  query: ["ROLE", "SKILL"],
  location: ["CITY", "STATE"],
};

/** The box's kind of suggestions that match the text typed so far, best first. */
export async function fetchSuggestions(
  field: SearchField,
  text: string,
): Promise<readonly Suggestion[]> {
  const data = await fetchQuery<SearchBarSuggestionsQuery>(
    getEnvironment(),
    suggestionsQuery,
    { text, limit: SEARCH_SUGGESTIONS_MAX, kinds: FIELD_KINDS[field] },
    // Backspacing to a text asked for a moment ago needs no new request.
    { fetchPolicy: "store-or-network" },
  ).toPromise();
  return (data?.searchSuggestions ?? []).slice(0, SEARCH_SUGGESTIONS_MAX);
}
