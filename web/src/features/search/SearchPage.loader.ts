import query, { type SearchPageQuery } from "../../__generated__/SearchPageQuery.graphql";
import { POPULAR_SEARCHES_SHOWN } from "../../config";
import { preloadRouteQuery } from "../../relay/route-query";

/** Starts fetching the popular searches while the page's code is still arriving. */
export function loader() {
  return preloadRouteQuery<SearchPageQuery>("search", query, { limit: POPULAR_SEARCHES_SHOWN });
}
