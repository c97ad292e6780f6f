import "../../components/search-bar/search-bar.css";
import "./search-page.css";
import { Component as ReactComponent, type ReactNode, Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { useLoaderData, useRevalidator } from "react-router";
import type { SearchPageQuery } from "../../__generated__/SearchPageQuery.graphql";
import { SearchBar } from "../../components/search-bar/SearchBar";
import { useRouteQuery } from "../../relay/route-query";
import { PopularSearches, PopularSearchesSkeleton } from "./PopularSearches";
import { RecentSearches } from "./RecentSearches";

export const handle = { title: "search:title" };

const searchPageQuery = graphql`
  query SearchPageQuery($limit: Int!) {
    ...PopularSearches_query
  }
`;

function PopularSearchesSection() {
  const data = useRouteQuery<SearchPageQuery>(searchPageQuery);
  return <PopularSearches query={data} />;
}

type BoundaryProps = { children: ReactNode; fallback: ReactNode; resetKey: unknown };

/** A failed popular list must not take the search bar down with it. */
class PopularSearchesBoundary extends ReactComponent<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) {
      this.setState({ failed: false });
    }
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function PopularSearchesError() {
  const { t } = useTranslation("search");
  const revalidator = useRevalidator();
  return (
    <div className="alert search-section__error" role="alert">
      <p>{t("popular.error")}</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={revalidator.state === "loading"}
        onClick={() => revalidator.revalidate()}
      >
        {t("common:retry")}
      </button>
    </div>
  );
}

export function Component() {
  const { t } = useTranslation("search");
  // Retrying runs the loader again; its new query reference is the sign to render afresh.
  const preloaded = useLoaderData();
  return (
    <>
      <section className="search-page__hero" aria-labelledby="search-page-title">
        <div className="container">
          <h1 id="search-page-title">{t("page.heading")}</h1>
          <p className="search-page__lead">{t("page.lead")}</p>
          <SearchBar autoFocus />
        </div>
      </section>
      <div className="container search-page__sections">
        <RecentSearches />
        <section className="card search-section" aria-labelledby="popular-searches-title">
          <div className="search-section__header">
            <h2 id="popular-searches-title">{t("popular.title")}</h2>
          </div>
          <PopularSearchesBoundary fallback={<PopularSearchesError />} resetKey={preloaded}>
            <Suspense fallback={<PopularSearchesSkeleton />}>
              <PopularSearchesSection />
            </Suspense>
          </PopularSearchesBoundary>
        </section>
      </div>
    </>
  );
}
