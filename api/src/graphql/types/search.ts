import { SEARCH_SUGGESTIONS_MAX } from "../../constants.js";
import {
  POPULAR_SEARCHES_DEFAULT,
  type PopularSearch,
  popularSearches,
} from "../../services/jobs/popular-searches.js";
import {
  DEFAULT_SUGGESTION_KINDS,
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
  description: "What a suggested search text is: a job role, a skill, a city or a state.",
  values: SUGGESTION_KINDS,
});

const SearchSuggestionRef = builder.objectRef<SearchSuggestion>("SearchSuggestion").implement({
  description:
    "A role or skill that open jobs use, or a place, for the search boxes' autocomplete.",
  fields: (t) => ({
    kind: t.expose("kind", { type: SearchSuggestionKindEnum }),
    text: t.exposeString("text", {
      description: "For a place its own name, also when an alias was typed (Bengaluru: Bangalore).",
    }),
    state: t.exposeString("state", {
      nullable: true,
      description: "A city's state, when every city of that name is in one state.",
    }),
    jobCount: t.exposeInt("jobCount", {
      description:
        "Open jobs using it (for a place, that a search for it finds), counted up to a minute ago.",
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
      "Roles and skills of open jobs, and places (states and cities, by name or alias), " +
      "matching the text typed so far, best first; of the kinds asked for (the job box: ROLE " +
      "and SKILL; the location box: CITY and STATE); " +
      `at most ${SEARCH_SUGGESTIONS_MAX}, none for blank text.`,
    authScopes: { public: true },
    args: {
      text: t.arg.string({ required: true }),
      limit: t.arg.int({ defaultValue: SEARCH_SUGGESTIONS_MAX }),
      kinds: t.arg({
        type: [SearchSuggestionKindEnum],
        defaultValue: [...DEFAULT_SUGGESTION_KINDS],
        description: "The kinds to offer; none named: roles, skills and cities.",
      }),
    },
    resolve: (_root, args, ctx) =>
      searchSuggestions(
        ctx,
        args.text,
        args.limit ?? SEARCH_SUGGESTIONS_MAX,
        args.kinds ?? DEFAULT_SUGGESTION_KINDS,
      ),
  }),
}));
