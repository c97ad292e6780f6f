import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import { Link } from "react-router";
import type { PopularSearches_query$key } from "../../__generated__/PopularSearches_query.graphql";
import { BriefcaseIcon, MapPinIcon, SearchIcon } from "../../components/icons";
import { SUGGESTED_CITIES, SUGGESTED_ROLES } from "../../config";
import { formatNumber } from "../../lib/format";
import { jobsSearchPath } from "../../lib/search-path";

/** The searches other people ran most, each a link to its results. */
export function PopularSearches({ query }: { query: PopularSearches_query$key }) {
  const { t } = useTranslation("search");
  const { popularSearches } = useFragment(
    graphql`
      fragment PopularSearches_query on Query {
        popularSearches(limit: $limit) {
          query
          count
        }
      }
    `,
    query,
  );
  if (popularSearches.length === 0) return <NoPopularSearches />;
  return (
    <>
      <p className="search-section__lead">{t("popular.lead")}</p>
      <ul className="chip-list popular-list">
        {popularSearches.map((search) => (
          <li key={search.query}>
            <Link className="search-chip" to={jobsSearchPath({ query: search.query })}>
              <SearchIcon size={16} />
              <span className="search-chip__text">{search.query}</span>
              <span className="search-chip__count">
                {t("popular.searches", {
                  count: search.count,
                  formatted: formatNumber(search.count),
                })}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/** Nothing searched yet (a new installation): offer the trades and cities of SPEC section 9. */
function NoPopularSearches() {
  const { t } = useTranslation("search");
  return (
    <div>
      <h3>{t("popular.emptyTitle")}</h3>
      <p className="search-section__lead">{t("popular.emptyBody")}</p>
      <h4 className="search-section__subheading">{t("browse.roles")}</h4>
      <ul className="chip-list">
        {SUGGESTED_ROLES.map((role) => (
          <li key={role}>
            <Link className="search-chip" to={jobsSearchPath({ query: role })}>
              <BriefcaseIcon size={16} />
              {t(`roles.${role}`)}
            </Link>
          </li>
        ))}
      </ul>
      <h4 className="search-section__subheading">{t("browse.cities")}</h4>
      <ul className="chip-list">
        {SUGGESTED_CITIES.map((city) => (
          <li key={city}>
            <Link className="search-chip" to={jobsSearchPath({ location: city })}>
              <MapPinIcon size={16} />
              {t(`cities.${city}`)}
            </Link>
          </li>
        ))}
      </ul>
      <p className="search-section__empty">
        <Link to="/jobs" className="button button--ghost">
          {t("popular.browseAll")}
        </Link>
      </p>
    </div>
  );
}

/** Holds the list's place while it loads, so nothing below jumps when it arrives. */
export function PopularSearchesSkeleton() {
  const { t } = useTranslation("search");
  return (
    <>
      <p className="search-section__lead">{t("popular.lead")}</p>
      <ul className="chip-list popular-list chip-list--skeleton" aria-busy="true">
        {[120, 96, 150, 110, 88, 132].map((width) => (
          <li
            key={width}
            className="skeleton"
            style={{ "--skeleton-width": `${width}px` } as CSSProperties}
          />
        ))}
        <li className="visually-hidden">{t("common:loading")}</li>
      </ul>
    </>
  );
}
