import "./jobs.css";
import type { TFunction } from "i18next";
import { lazy, Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useLoaderData, useSearchParams } from "react-router";
import type { JobsPageQuery } from "../../__generated__/JobsPageQuery.graphql";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { SearchBar } from "../../components/search-bar/SearchBar";
import { useRouteQuery } from "../../relay/route-query";
import { useSession } from "../../session/session";
import { AlertMe } from "./AlertMe";
import { JobFilters } from "./JobFilters";
import { JobList } from "./JobList";
import { JobListSkeleton } from "./JobListSkeleton";
import { type JobSearch, jobsPageParams, readCursor, readJobSearch } from "./job-search";

export const handle = { title: "jobs:title" };

// A signed-in worker's list may be the copy kept on the phone (offline): its note loads only for them.
const OfflineCopyNote = lazy(() =>
  import("../../components/OfflineCopyNote").then((module) => ({
    default: module.OfflineCopyNote,
  })),
);

function heading(t: TFunction, { q, location }: JobSearch): string {
  if (q && location) return t("heading.queryLocation", { q, location });
  if (q) return t("heading.query", { q });
  if (location) return t("heading.location", { location });
  return t("heading.all");
}

function JobResults({ search, cursor }: { search: JobSearch; cursor?: string }) {
  const data = useRouteQuery<JobsPageQuery>(graphql`
    query JobsPageQuery($first: Int!, $after: String, $filter: JobSearchInput) {
      ...JobList_query @arguments(first: $first, after: $after, filter: $filter, from: $after)
    }
  `);
  return <JobList query={data} search={search} cursor={cursor} />;
}

/**
 * /jobs: the search bar, the filters and the jobs found. Search and filters live in the URL.
 * The list sits in its own Suspense boundary, keyed by the search: a new search shows
 * skeletons under a page that stays put, while back and forward find the list (with every page
 * "Load more" fetched) in the Relay store and render it at once, so the browser's scroll
 * position can be restored.
 */
export function Component() {
  const { t } = useTranslation("jobs");
  const [params] = useSearchParams();
  const search = useMemo(() => readJobSearch(params), [params]);
  // A later page's address (the "Load more" link followed before the app took over).
  const cursor = readCursor(params);
  const queryReference = useLoaderData();
  const signedIn = useSession().status === "signedIn";
  return (
    <div className="jobs-page container">
      <header className="jobs-page__header">
        <h1 className="jobs-page__title">{heading(t, search)}</h1>
        <SearchBar
          variant="page"
          defaultQuery={search.q ?? ""}
          defaultLocation={search.location ?? ""}
        />
        <AlertMe search={search} />
      </header>
      <div className="jobs-page__body">
        <JobFilters search={search} />
        <section className="job-results" aria-label={t("results.label")}>
          {signedIn && (
            <Suspense fallback={null}>
              <OfflineCopyNote route="jobs" />
            </Suspense>
          )}
          <QueryErrorBoundary
            resetKey={queryReference}
            fallback={() => (
              <LoadError title={t("results.failed")} hint={t("results.failedHint")} />
            )}
          >
            <Suspense
              key={jobsPageParams(search, cursor).toString()}
              fallback={<JobListSkeleton />}
            >
              <JobResults search={search} cursor={cursor} />
            </Suspense>
          </QueryErrorBoundary>
        </section>
      </div>
    </div>
  );
}
