import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ClockIcon, MapPinIcon } from "../../components/icons";
import { SearchTermText } from "../../components/search-bar/SearchOption";
import { formatRelativeTime } from "../../lib/format";
import { addRecentSearch, clearRecentSearches, useRecentSearches } from "../../lib/recent-searches";
import { jobsSearchPath } from "../../lib/search-path";

/** This browser's recent searches on the /search page; each runs again with one tap. */
export function RecentSearches() {
  const { t } = useTranslation("search");
  const searches = useRecentSearches();
  if (searches.length === 0) return null;
  return (
    <section className="card search-section" aria-labelledby="recent-searches-title">
      <div className="search-section__header">
        <h2 id="recent-searches-title">{t("recent.title")}</h2>
        <button
          type="button"
          className="search-section__action"
          aria-label={t("recent.clearAll")}
          onClick={clearRecentSearches}
        >
          {t("recent.clear")}
        </button>
      </div>
      <ul className="recent-list">
        {searches.map((search) => (
          <li key={`${search.query}|${search.location}`}>
            <Link
              className="recent-list__link"
              to={jobsSearchPath(search)}
              onClick={() => addRecentSearch(search)}
            >
              <span className="search-option__icon">
                <ClockIcon size={20} />
              </span>
              <span className="search-option__text">
                <span className="search-option__main">
                  <SearchTermText value={search.query} emptyLabel={t("recent.anyJob")} />
                </span>
                <span className="search-option__meta">
                  <MapPinIcon size={14} />
                  <SearchTermText value={search.location} emptyLabel={t("recent.anyLocation")} />
                </span>
              </span>
              <span className="recent-list__when">
                <time dateTime={search.timestamp}>{formatRelativeTime(t, search.timestamp)}</time>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
