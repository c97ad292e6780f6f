import { fetchQuery, graphql } from "relay-runtime";
import type {
  SearchBarSuggestionsQuery,
  SearchBarSuggestionsQuery$data,
} from "../../__generated__/SearchBarSuggestionsQuery.graphql";
import { SEARCH_SUGGESTIONS_MAX } from "../../config";
import { getEnvironment } from "../../relay/environment";

// Loaded on the first focus of a search field, never with the page: it brings Relay, which the
// landing page must not download before it is interactive.

export type Suggestion = SearchBarSuggestionsQuery$data["searchSuggestions"][number];

const suggestionsQuery = graphql`
  query SearchBarSuggestionsQuery($text: String!, $limit: Int!) {
    searchSuggestions(text: $text, limit: $limit) {
      kind
      text
      jobCount
    }
  }
`;

/** Roles, skills and cities of open jobs that match the text typed so far, best first. */
export async function fetchSuggestions(text: string): Promise<readonly Suggestion[]> {
  const data = await fetchQuery<SearchBarSuggestionsQuery>(
    getEnvironment(),
    suggestionsQuery,
    { text, limit: SEARCH_SUGGESTIONS_MAX },
    // Backspacing to a text asked for a moment ago needs no new request.
    { fetchPolicy: "store-or-network" },
  ).toPromise();
  return (data?.searchSuggestions ?? []).slice(0, SEARCH_SUGGESTIONS_MAX);
}
