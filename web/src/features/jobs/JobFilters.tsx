import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChevronDownIcon } from "../../components/icons";
import { INDIAN_STATES, JOB_TYPE_NAMES, SALARY_PERIOD_NAMES } from "../../config";
import { useHydrated } from "../../lib/use-hydrated";
import {
  activeFilterCount,
  type FilterValues,
  type JobFilterField,
  type JobSearch,
  jobSearchParams,
  parseRupees,
  readFilters,
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

/**
 * State, city, job type and minimum pay, kept in the URL. A choice from a list applies at once;
 * typed values apply with the button (or Enter). On phones the form folds away behind a
 * "Filters" button that says how many are on.
 */
export function JobFilters({ search }: { search: JobSearch }) {
  const { t } = useTranslation("jobs");
  const hydrated = useHydrated();
  const { apply, clearFilters } = useApplySearch();
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
      <button
        type="button"
        className="job-filters__toggle"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
        disabled={!hydrated}
      >
        <span>{t("filters.title")}</span>
        {active > 0 ? (
          <span className="job-filters__count">
            <span aria-hidden="true">{active}</span>
            <span className="visually-hidden">{t("filters.activeCount", { count: active })}</span>
          </span>
        ) : null}
        <ChevronDownIcon size={20} className="job-filters__chevron" />
      </button>
      <form
        id={`${id}-panel`}
        className={`job-filters__panel${open ? " job-filters__panel--open" : ""}`}
        onSubmit={submit}
        noValidate
      >
        <fieldset className="job-filters__fieldset" disabled={!hydrated}>
          <div className="job-filters__field">
            <label htmlFor={`${id}-state`}>{t("filters.state")}</label>
            <select id={`${id}-state`} value={values.state ?? ""} onChange={change("state")}>
              <option value="">{t("filters.anyState")}</option>
              {INDIAN_STATES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-city`}>{t("filters.city")}</label>
            <input
              id={`${id}-city`}
              type="text"
              autoComplete="address-level2"
              placeholder={t("filters.cityPlaceholder")}
              value={values.city ?? ""}
              onChange={change("city")}
            />
          </div>
          <div className="job-filters__field">
            <label htmlFor={`${id}-type`}>{t("filters.jobType")}</label>
            <select id={`${id}-type`} value={values.jobType ?? ""} onChange={change("jobType")}>
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
              value={values.salaryPeriod ?? ""}
              onChange={change("salaryPeriod")}
            >
              <option value="">{t("filters.anyPeriod")}</option>
              {SALARY_PERIOD_NAMES.map((period) => (
                <option key={period} value={period}>
                  {t(`common:salaryPeriod.${period}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="job-filters__actions">
            <button type="submit" className="button button--primary">
              {t("filters.apply")}
            </button>
            {active > 0 ? (
              <button type="button" className="button button--ghost" onClick={clearFilters}>
                {t("filters.clear")}
              </button>
            ) : null}
          </div>
        </fieldset>
      </form>
    </aside>
  );
}
