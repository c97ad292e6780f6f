import query, {
  type RecommendedJobsPageQuery,
} from "../../__generated__/RecommendedJobsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader() {
  return preloadRouteQuery<RecommendedJobsPageQuery>("recommended-jobs", query, {
    first: PAGE_SIZE_DEFAULT,
  });
}
