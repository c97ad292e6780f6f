import type { LoaderFunctionArgs } from "react-router";
import query, { type JobPageQuery } from "../../__generated__/JobPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader({ params }: LoaderFunctionArgs) {
  return preloadRouteQuery<JobPageQuery>("job", query, { id: params.jobId ?? "" });
}
