import type { LoaderFunctionArgs } from "react-router";
import query, { type MyJobsPageQuery } from "../../__generated__/MyJobsPageQuery.graphql";
import { PAGE_SIZE_DEFAULT } from "../../config";
import { filterStatus } from "../../lib/status-filter";
import { preloadRouteQuery } from "../../relay/route-query";
import { jobFilterOf } from "./my-jobs-filter";

export function loader({ request }: LoaderFunctionArgs) {
  const status = filterStatus(jobFilterOf(new URL(request.url).searchParams));
  return preloadRouteQuery<MyJobsPageQuery>("my-jobs", query, {
    status,
    first: PAGE_SIZE_DEFAULT,
  });
}
