import type { LoaderFunctionArgs } from "react-router";
import query, { type JobPageQuery } from "../../__generated__/JobPageQuery.graphql";
import { isJobId } from "../../lib/job-paths";
import { preloadRouteQuery } from "../../relay/route-query";

/** The job's query, or null for an address that cannot be a job (the page says not found). */
export function loader({ params }: LoaderFunctionArgs) {
  if (!isJobId(params.jobId)) return null;
  return preloadRouteQuery<JobPageQuery>("job", query, { id: params.jobId ?? "" });
}
