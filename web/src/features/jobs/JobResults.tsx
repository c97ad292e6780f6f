import { useEffect } from "react";
import { graphql, type PreloadedQuery, usePreloadedQuery } from "react-relay";
import query, { type JobsPageQuery } from "../../__generated__/JobsPageQuery.graphql";
import { loadChunk } from "../../lib/chunks";
import { RelayProvider } from "../../relay/RelayBoundary";
import { preloadRouteQuery } from "../../relay/route-query";
import { sessionToken } from "../../session/session";
import { JobList } from "./JobList";
import type { JobSearch } from "./job-search";

// The jobs found on /jobs: the part of the page that needs Relay, in a chunk of its own with it
// (JobsPage.tsx loads it; on a server-drawn page, once the rest of the page is interactive).

/** JobsPageQuery for the address's search, started; a signed-in worker's list is kept offline. */
export function preloadJobResults(
  variables: JobsPageQuery["variables"],
): PreloadedQuery<JobsPageQuery> | Promise<PreloadedQuery<JobsPageQuery>> {
  // A signed-in worker's last job list is kept for offline use (relay/offline-route.ts).
  if (sessionToken() && typeof window !== "undefined") {
    return loadChunk("offline-route", () => import("../../relay/offline-route")).then((offline) =>
      offline.preloadWithCopy<JobsPageQuery>("jobs", query, variables),
    );
  }
  return preloadRouteQuery<JobsPageQuery>("jobs", query, variables);
}

export function JobResults({
  reference,
  search,
  cursor,
  onShown,
  drawnByServer,
}: {
  reference: PreloadedQuery<JobsPageQuery>;
  search: JobSearch;
  cursor?: string;
  /** Called once the list is on the screen (taken over from the server's HTML, or drawn). */
  onShown: () => void;
  /** The list is the server's HTML: drawn there, or being taken over here (JobList.tsx). */
  drawnByServer: boolean;
}) {
  return (
    <RelayProvider>
      <Results
        reference={reference}
        search={search}
        cursor={cursor}
        onShown={onShown}
        drawnByServer={drawnByServer}
      />
    </RelayProvider>
  );
}

function Results({
  reference,
  search,
  cursor,
  onShown,
  drawnByServer,
}: Parameters<typeof JobResults>[0]) {
  const data = usePreloadedQuery<JobsPageQuery>(
    graphql`
      query JobsPageQuery($first: Int!, $after: String, $filter: JobSearchInput) {
        ...JobList_query @arguments(first: $first, after: $after, filter: $filter, from: $after)
      }
    `,
    reference,
  );
  useEffect(onShown, [onShown]);
  return <JobList query={data} search={search} cursor={cursor} drawnByServer={drawnByServer} />;
}
