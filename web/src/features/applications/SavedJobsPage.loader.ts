import query, { type SavedJobsPageQuery } from "../../__generated__/SavedJobsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<SavedJobsPageQuery>("saved-jobs", query, { first: PAGE_SIZE_DEFAULT });
}
