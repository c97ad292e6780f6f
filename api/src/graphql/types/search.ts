import {
  POPULAR_SEARCHES_DEFAULT,
  type PopularSearch,
  popularSearches,
} from "../../services/jobs/popular-searches.js";
import { builder } from "../builder.js";

const PopularSearchRef = builder.objectRef<PopularSearch>("PopularSearch").implement({
  description: "A search many people ran recently that found jobs.",
  fields: (t) => ({
    query: t.exposeString("query"),
    count: t.exposeInt("count"),
  }),
});

builder.queryFields((t) => ({
  popularSearches: t.field({
    type: [PopularSearchRef],
    args: { limit: t.arg.int({ defaultValue: POPULAR_SEARCHES_DEFAULT }) },
    resolve: (_root, args, ctx) => popularSearches(ctx, args.limit ?? POPULAR_SEARCHES_DEFAULT),
  }),
}));
