import { SEARCH_SUGGESTIONS_MAX } from "../../constants.js";
import {
  POPULAR_SEARCHES_DEFAULT,
  type PopularSearch,
  popularSearches,
} from "../../services/jobs/popular-searches.js";
import {
  type SearchSuggestion,
  SUGGESTION_KINDS,
  searchSuggestions,
} from "../../services/jobs/suggestions.js";
import { builder } from "../builder.js";

const PopularSearchRef = builder.objectRef<PopularSearch>("PopularSearch").implement({
  description: "A search many people ran recently that found jobs.",
  fields: (t) => ({
    query: t.exposeString("query"),
    count: t.exposeInt("count"),
  }),
});

const SearchSuggestionKindEnum = builder.enumType("SearchSuggestionKind", {
  description: "What a suggested search text is: a job role, a skill or a city.",
  values: SUGGESTION_KINDS,
});

const SearchSuggestionRef = builder.objectRef<SearchSuggestion>("SearchSuggestion").implement({
  description: "A role, skill or city that open jobs use, for the search box's autocomplete.",
  fields: (t) => ({
    kind: t.expose("kind", { type: SearchSuggestionKindEnum }),
    text: t.exposeString("text"),
    jobCount: t.exposeInt("jobCount", {
      description: "Open jobs using it, counted up to a minute ago.",
    }),
  }),
});

builder.queryFields((t) => ({
  popularSearches: t.field({
    type: [PopularSearchRef],
    authScopes: { public: true },
    args: { limit: t.arg.int({ defaultValue: POPULAR_SEARCHES_DEFAULT }) },
    resolve: (_root, args, ctx) => popularSearches(ctx, args.limit ?? POPULAR_SEARCHES_DEFAULT),
  }),
  searchSuggestions: t.field({
    type: [SearchSuggestionRef],
    description:
      "Roles, skills and cities of open jobs matching the text typed so far, best first; " +
      `at most ${SEARCH_SUGGESTIONS_MAX}, none for blank text.`,
    authScopes: { public: true },
    args: {
      text: t.arg.string({ required: true }),
      limit: t.arg.int({ defaultValue: SEARCH_SUGGESTIONS_MAX }),
    },
    resolve: (_root, args, ctx) =>
      searchSuggestions(ctx, args.text, args.limit ?? SEARCH_SUGGESTIONS_MAX),
  }),
}));
