import query, { type SavedJobsPageQuery } from "../../__generated__/SavedJobsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { preloadWithCopy } from "../../relay/offline-route";

export function loader() {
  return preloadWithCopy<SavedJobsPageQuery>("saved-jobs", query, { first: PAGE_SIZE_DEFAULT });
}
