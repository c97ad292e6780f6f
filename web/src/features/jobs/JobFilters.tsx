import {
  type ChangeEvent,
  type FormEvent,
  type MouseEvent,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChevronDownIcon } from "../../components/icons";
import { INDIAN_STATES, JOB_TYPE_NAMES, SALARY_PERIOD_NAMES } from "../../config";
import { asChoice } from "../../lib/format";
import { placeName } from "../../lib/place";
import { JOBS_LIST_PATH } from "../../lib/search-path";
import {
  activeFilterCount,
  FILTER_FIELDS,
  FILTER_PARAMS,
  type FilterValues,
  type JobFilterField,
  type JobSearch,
  jobSearchParams,
  jobsListPath,
  parseRupees,
  readFilters,
  WORD_PARAMS,
  withoutFilters,
} from "./job-search";
import { useApplySearch } from "./use-apply-search";

const formValues = (search: JobSearch): FilterValues => ({
  state: search.state ?? "",
  city: search.city ?? "",
  jobType: search.jobType ?? "",
  salaryMin: search.salaryMin === undefined ? "" : String(search.salaryMin),
  salaryPeriod: search.salaryPeriod ?? "",
});

/** The folded filter form's own address (one per page): its toggle links here. */
const PANEL_ID = "job-filters";

/**
 * State, city, job type and minimum pay, kept in the URL. A choice from a list applies at once;
 * typed values apply with the button (or Enter). On phones the form folds away behind a
 * "Filters" button that says how many are on.
 *
 * Before the app has taken over a server-drawn page (or without JavaScript) it is a plain GET
 * form to /jobs with the URL's own parameter names (the search words ride along as hidden
 * fields; the page's loader tidies the address), and the toggle is a link to the form, which the
 * stylesheet unfolds as the address's target. Taking over, the app keeps what was typed or
 * chosen and whether the form was unfolded.
 */
export function JobFilters({ search }: { search: JobSearch }) {
  const { t } = useTranslation("jobs");
  const { apply } = useApplySearch();
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(() => formValues(search));
  const [salaryInvalid, setSalaryInvalid] = useState(false);
  // Back and forward change the URL under a mounted form: show what the URL now says.
  const url = jobSearchParams(search).toString();
  const [shown, setShown] = useState(url);
  if (shown !== url) {
    setShown(url);
    setValues(formValues(search));
    setSalaryInvalid(false);
  }
  const active = activeFilterCount(search);

  // What was typed or chosen before the app took over becomes the form's values, and a form
  // unfolded by its link stays unfolded (then by the app's state, so the toggle folds it again).
  // A layout effect: it runs as the app takes over, before a key or tap can reach the form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, on taking over the page.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = { ...values };
    let changed = false;
    for (const field of FILTER_FIELDS) {
      const element = form.elements.namedItem(FILTER_PARAMS[field]);
      if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement)) continue;
      if (element.value === (values[field] ?? "")) continue;
      typed[field] = element.value;
      changed = true;
    }
    if (changed) setValues(typed);
    if (window.location.hash === `#${PANEL_ID}`) {
      setOpen(true);
      const { pathname, search: query } = window.location;
      window.history.replaceState(window.history.state, "", `${pathname}${query}`);
    }
  }, []);

  const toggle = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(!open);
  };

  const applyValues = (next: FilterValues) =>
    apply({ ...withoutFilters(search), ...readFilters(next) });

  const change =
    (field: JobFilterField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const next = { ...values, [field]: event.target.value };
      setValues(next);
      if (field === "salaryMin") setSalaryInvalid(false);
      if (event.target instanceof HTMLSelectElement) applyValues(next);
    };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (values.salaryMin?.trim() && parseRupees(values.salaryMin) === undefined) {
      setSalaryInvalid(true);
      return;
    }
    applyValues(values);
    setOpen(false);
  };

  return (
    <aside className="job-filters" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="job-filters__title">
        {t("filters.title")}
      </h2>
      {/* biome-ignore lint/a11y/useSemanticElements: a link unfolds the form without JavaScript (its :target); the app makes it the button it is. */}
      <a
        href={`#${PANEL_ID}`}
        role="button"
        className="job-filters__toggle"
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={toggle}
      >
        <span>{t("filters.title")}</span>
        {active > 0 ? (
          <span className="job-filters__count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t("filters.activeCount", { count: active })}</span>
          </span>
        ) : null}
        <ChevronDownIcon size={20} className="job-filters__chevron" />
      </a>
      <form
        ref={formRef}
        id={PANEL_ID}
        className={`job-filters__panel${open ? " job-filters__panel--open" : ""}`}
        action={JOBS_LIST_PATH}
        method="get"
        onSubmit={submit}
        noValidate
      >
        {search.q ? <input type="hidden" name={WORD_PARAMS.q} value={search.q} /> : null}
        {search.location ? (
          <input type="hidden" name={WORD_PARAMS.location} value={search.location} />
        ) : null}
        <fieldset className="job-filters__fieldset">
          <div className="job-filters__field">
            <label htmlFor={`${id}-state`}>{t("filters.state")}</label>
            <select
              id={`${id}-state`}
              name={FILTER_PARAMS.state}
              value={values.state ?? ""}
              onChange={change("state")}
            >
              <option value="">{t("filters.anyState")}</option>
              {INDIAN_STATES.map((name) => (
                <option key={name} value={name}>
                  {placeName(t, name)}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-city`}>{t("filters.city")}</label>
            <input
              id={`${id}-city`}
              name={FILTER_PARAMS.city}
              type="text"
              autoComplete="address-level2"
              placeholder={t("filters.cityPlaceholder")}
              value={values.city ?? ""}
              onChange={change("city")}
            />
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-type`}>{t("filters.jobType")}</label>
            <select
              id={`${id}-type`}
              name={FILTER_PARAMS.jobType}
              value={values.jobType ?? ""}
              onChange={change("jobType")}
            >
              <option value="">{t("filters.anyJobType")}</option>
              {JOB_TYPE_NAMES.map((type) => (
                <option key={type} value={type}>
                  {t(`common:jobType.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-salary`}>{t("filters.salaryMin")}</label>
            <input
              id={`${id}-salary`}
              name={FILTER_PARAMS.salaryMin}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t("filters.salaryPlaceholder")}
              value={values.salaryMin ?? ""}
              onChange={change("salaryMin")}
              aria-invalid={salaryInvalid}
              aria-describedby={salaryInvalid ? `${id}-salary-error` : undefined}
            />
            {salaryInvalid ? (
              <p id={`${id}-salary-error`} className="job-filters__error">
                {t("filters.salaryInvalid")}
              </p>
            ) : null}
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-period`}>{t("filters.salaryPeriod")}</label>
            <select
              id={`${id}-period`}
              name={FILTER_PARAMS.salaryPeriod}
              value={values.salaryPeriod ?? ""}
              onChange={change("salaryPeriod")}
            >
              <option value="">{t("filters.anyPeriod")}</option>
              {SALARY_PERIOD_NAMES.map((period) => (
                <option key={period} value={period}>
                  {asChoice(t(`common:salaryPeriod.${period}`))}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__actions">
            <button type="submit" className="button button--primary">
              {t("filters.apply")}
            </button>
            {active > 0 ? (
              <Link to={jobsListPath(withoutFilters(search))} className="button button--ghost">
                {t("filters.clear")}
              </Link>
            ) : null}
          </div>
        </fieldset>
      </form>
    </aside>
  );
}
