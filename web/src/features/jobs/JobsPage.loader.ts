import type { LoaderFunctionArgs } from "react-router";
import query, { type JobsPageQuery } from "../../__generated__/JobsPageQuery.graphql";
import { preloadRouteQuery } from "../../relay/route-query";
import { jobsPageVariables } from "./job-search";

export function loader({ request }: LoaderFunctionArgs) {
  const variables = jobsPageVariables(new URL(request.url).searchParams);
  return preloadRouteQuery<JobsPageQuery>("jobs", query, variables);
}
