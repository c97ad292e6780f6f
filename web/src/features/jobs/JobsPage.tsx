import "./jobs.css";
import type { TFunction } from "i18next";
import { lazy, Suspense, use, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useLoaderData, useSearchParams } from "react-router";
import { LoadError } from "../../components/LoadError";
import { QueryErrorBoundary } from "../../components/QueryErrorBoundary";
import { SearchBar } from "../../components/search-bar/SearchBar";
import { useSession } from "../../session/session";
import { AlertMe } from "./AlertMe";
import { JobFilters } from "./JobFilters";
import { JobListSkeleton } from "./JobListSkeleton";
import type { JobsPageData } from "./JobsPage.loader";
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

/**
 * The jobs found: their code (with Relay) and query from the loader. On a page the server drew,
 * they arrive after the rest of the page is interactive; until then React leaves the server's
 * HTML of the list in place (its links and forms work), then takes it over.
 */
function Results({
  page,
  search,
  cursor,
}: {
  page: JobsPageData;
  search: JobSearch;
  cursor?: string;
}) {
  const { module, reference } = use(page.results);
  return (
    <module.JobResults
      reference={reference}
      search={search}
      cursor={cursor}
      onShown={page.shown}
      drawnByServer={page.drawnByServer}
    />
  );
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
  const page = useLoaderData() as JobsPageData;
  const signedIn = useSession().status === "signedIn";
  // The same element while the search, the loader's data and the language stay: on a page the
  // server drew, the list waits for its code after the rest is taken over, and a new element
  // (any render of this page meanwhile) would make React draw it anew rather than take over the
  // server's HTML.
  const results = useMemo(
    () => (
      <QueryErrorBoundary
        resetKey={page}
        fallback={() => <LoadError title={t("results.failed")} hint={t("results.failedHint")} />}
      >
        <Suspense key={jobsPageParams(search, cursor).toString()} fallback={<JobListSkeleton />}>
          <Results page={page} search={search} cursor={cursor} />
        </Suspense>
      </QueryErrorBoundary>
    ),
    [page, search, cursor, t],
  );
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
          {results}
        </section>
      </div>
    </div>
  );
}
