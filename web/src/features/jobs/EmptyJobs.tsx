import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SearchIcon } from "../../components/icons";
import { QUICK_CITY_CHIPS, QUICK_ROLE_CHIPS } from "../../config";
import { jobsSearchPath } from "../../lib/search-path";
import { activeFilterCount, type JobSearch, jobsListPath, withoutFilters } from "./job-search";

/** No job matched: say why that may be and offer searches that do find work. */
export function EmptyJobs({ search }: { search: JobSearch }) {
  const { t } = useTranslation("jobs");
  const filtered = activeFilterCount(search) > 0;
  const tips = [
    search.q ? t("empty.fewerWords") : "",
    search.q || search.location ? t("empty.spelling") : "",
    filtered ? t("empty.removeFilters") : "",
  ].filter(Boolean);
  return (
    <section className="empty-jobs card" aria-labelledby="empty-jobs-title">
      <span className="empty-jobs__icon" aria-hidden="true">
        <SearchIcon size={28} />
      </span>
      <h2 id="empty-jobs-title">{t("empty.title")}</h2>
      {tips.length > 0 ? (
        <>
          <p>{t("empty.intro")}</p>
          <ul className="empty-jobs__tips">
            {tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="empty-jobs__actions">
        {filtered ? (
          <Link to={jobsListPath(withoutFilters(search))} className="button button--primary">
            {t("filters.clear")}
          </Link>
        ) : null}
        {search.q && search.location ? (
          <Link to={jobsSearchPath({ query: search.q })} className="button button--ghost">
            {t("empty.everywhere", { q: search.q })}
          </Link>
        ) : null}
        {!filtered && !search.q && !search.location ? null : (
          <Link to="/jobs" className="button button--ghost">
            {t("empty.browseAll")}
          </Link>
        )}
      </div>
      <h3 className="empty-jobs__subtitle">{t("empty.popularRoles")}</h3>
      <ul className="job-chips">
        {QUICK_ROLE_CHIPS.map((role) => (
          <li key={role}>
            <Link to={jobsSearchPath({ query: role })} className="job-chip job-chip--link">
              {role}
            </Link>
          </li>
        ))}
      </ul>
      <h3 className="empty-jobs__subtitle">{t("empty.popularCities")}</h3>
      <ul className="job-chips">
        {QUICK_CITY_CHIPS.map((city) => (
          <li key={city}>
            <Link to={jobsSearchPath({ location: city })} className="job-chip job-chip--link">
              {city}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
