import { type LoaderFunctionArgs, redirect } from "react-router";
import query, { type JobsPageQuery } from "../../__generated__/JobsPageQuery.graphql";
import { loadChunk } from "../../lib/chunks";
import { preloadRouteQuery } from "../../relay/route-query";
import { sessionToken } from "../../session/session";
import { jobsPageParams, jobsPageVariables, readCursor, readJobSearch } from "./job-search";

/**
 * The list for the URL's search. One address per search: a URL with untrimmed words, empty or
 * unknown fields or another order (the browser's own submit of the search bar before the app has
 * taken over the page, a hand-typed link) is sent on to the one the app would have made. A
 * `cursor` (the "Load more" link's, followed before the app took over) shows the list from there.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const canonical = jobsPageParams(
    readJobSearch(url.searchParams),
    readCursor(url.searchParams),
  ).toString();
  if (canonical !== url.searchParams.toString()) {
    return redirect(canonical ? `${url.pathname}?${canonical}` : url.pathname);
  }
  const variables = jobsPageVariables(url.searchParams);
  // A signed-in worker's last job list is kept for offline use (relay/offline-route.ts).
  if (sessionToken() && typeof window !== "undefined") {
    return loadChunk("offline-route", () => import("../../relay/offline-route")).then((offline) =>
      offline.preloadWithCopy<JobsPageQuery>("jobs", query, variables),
    );
  }
  return preloadRouteQuery<JobsPageQuery>("jobs", query, variables);
}
