import type { LoaderFunctionArgs } from "react-router";
import query, { type EditJobPageQuery } from "../../__generated__/EditJobPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<EditJobPageQuery>("edit-job", query, { id: params.jobId ?? "" });
}
