import type { PreloadedQuery } from "react-relay";
import { type LoaderFunctionArgs, redirect } from "react-router";
import type { JobsPageQuery } from "../../__generated__/JobsPageQuery.graphql";
import { loadChunk } from "../../lib/chunks";
import { hydrateLater } from "../../lib/hydration-marker";
import { settles } from "../../lib/settles";
import { jobsPageParams, jobsPageVariables, readCursor, readJobSearch } from "./job-search";

/** The list's code (with Relay) and its query, started: what JobsPage's results read. */
interface JobResultsLoad {
  module: typeof import("./JobResults");
  reference: PreloadedQuery<JobsPageQuery>;
}

export interface JobsPageData {
  /** The list's code and query; read with React's `use` (JobsPage.tsx). */
  results: Promise<JobResultsLoad>;
  /** Called once the list is on the screen (lib/hydration-marker.ts hydrateLater). */
  shown: () => void;
  /**
   * The list is the server's HTML: drawn on the server, or taken over from its HTML in the
   * browser (the first page of a visit), whose cards are then taken over as they come into view.
   */
  drawnByServer: boolean;
}

/**
 * The list for the URL's search. One address per search: a URL with untrimmed words, empty or
 * unknown fields or another order (the browser's own submit of the search bar before the app has
 * taken over the page, a hand-typed link) is sent on to the one the app would have made. A
 * `cursor` (the "Load more" link's, followed before the app took over) shows the list from there.
 *
 * No Relay here: the list's chunk brings it, and on a page the server drew it starts once the
 * search bar, filters and menu are interactive (without Relay they arrive sooner on 2G:
 * bench/RESULTS.md). Anywhere else (the server, a later page) the loader waits for it, as for any
 * route's data: the page is drawn whole, and back to a list the browser restores its scroll
 * position over the whole list, not over a list still on its way.
 */
export function loader({
  request,
}: LoaderFunctionArgs): Response | JobsPageData | Promise<JobsPageData> {
  const url = new URL(request.url);
  const canonical = jobsPageParams(
    readJobSearch(url.searchParams),
    readCursor(url.searchParams),
  ).toString();
  if (canonical !== url.searchParams.toString()) {
    return redirect(canonical ? `${url.pathname}?${canonical}` : url.pathname);
  }
  const variables = jobsPageVariables(url.searchParams);
  const { loaded, done, deferred } = hydrateLater(() =>
    loadChunk("job-results", () => import("./JobResults")).then(async (module) => ({
      module,
      reference: await module.preloadJobResults(variables),
    })),
  );
  const data: JobsPageData = {
    results: settles(loaded),
    shown: done,
    drawnByServer: deferred || typeof document === "undefined",
  };
  return deferred ? data : data.results.then(() => data);
}
