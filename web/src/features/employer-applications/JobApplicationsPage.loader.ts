import type { LoaderFunctionArgs } from "react-router";
import query, {
  type JobApplicationsPageQuery,
} from "../../__generated__/JobApplicationsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { applicationFilterOf } from "../../lib/application-filter";
import { filterStatus } from "../../lib/status-filter";
import { preloadRouteQuery } from "../../relay/route-query";

export function loader({ request, params }: LoaderFunctionArgs) {
  const status = filterStatus(applicationFilterOf(new URL(request.url).searchParams));
  return preloadRouteQuery<JobApplicationsPageQuery>("job-applications", query, {
    id: params.jobId ?? "",
    status,
    first: PAGE_SIZE_DEFAULT,
  });
}
