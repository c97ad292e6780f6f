import { useTranslation } from "react-i18next";
import { ChipInput } from "../../components/ChipInput";
import { FormField, OptionalMark } from "../../components/FormField";
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_DURATION_MAX_LENGTH,
  JOB_REQUIREMENTS_MAX_LENGTH,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
  SALARY_PERIOD_NAMES,
} from "../../config";
import { asChoice } from "../../lib/format";
import { skillList } from "../../lib/skill-list";
import type { StepFieldsProps } from "./JobBasicsFields";
import { JobLanguagesFields } from "./JobLanguagesFields";
import type { JobField, SalaryPeriod } from "./job-form";

/** Step 2: the work itself, the pay, and who fits it. */
export function JobDetailsFields({
  idOf,
  values,
  errors,
  onChange,
  machineTranslation,
}: StepFieldsProps) {
  const { t } = useTranslation("employerJobs");
  const field = (name: JobField) => ({
    id: idOf(name),
    name,
    label: t(`fields.${name}`),
    error: errors[name],
  });
  const toggleLanguage = (language: Language, on: boolean) =>
    onChange(
      "preferred_languages",
      on
        ? [...values.preferred_languages, language]
        : values.preferred_languages.filter((chosen) => chosen !== language),
    );
  const languagesError = errors.preferred_languages;
  const resumeError = errors.require_resume;
  return (
    <>
      <FormField {...field("description")} required>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            autoCapitalize="sentences"
            maxLength={JOB_DESCRIPTION_MAX_LENGTH}
            value={values.description}
            onChange={(event) => onChange("description", event.target.value)}
          />
        )}
      </FormField>
      <FormField {...field("requirements")} hint={t("form.requirementsHint")}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            autoCapitalize="sentences"
            maxLength={JOB_REQUIREMENTS_MAX_LENGTH}
            value={values.requirements}
            onChange={(event) => onChange("requirements", event.target.value)}
          />
        )}
      </FormField>
      <FormField {...field("skills")} hint={t("form.skillsHint")}>
        {(control) => (
          <ChipInput
            id={control.id}
            control={control}
            value={skillList(values.skills)}
            onChange={(skills) => onChange("skills", skills.join(", "))}
          />
        )}
      </FormField>
      <div className="job-form__pair">
        <FormField {...field("salary_amount")} required hint={t("form.salaryHint")}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={values.salary_amount}
              onChange={(event) => onChange("salary_amount", event.target.value)}
            />
          )}
        </FormField>
        <FormField {...field("salary_period")} required>
          {(control) => (
            <select
              {...control}
              value={values.salary_period}
              onChange={(event) =>
                onChange("salary_period", event.target.value as SalaryPeriod | "")
              }
            >
              <option value="">{t("form.choosePeriod")}</option>
              {SALARY_PERIOD_NAMES.map((period) => (
                <option key={period} value={period}>
                  {asChoice(t(`common:salaryPeriod.${period}`))}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField {...field("duration")} hint={t("form.durationHint")}>
        {(control) => (
          <input
            {...control}
            type="text"
            maxLength={JOB_DURATION_MAX_LENGTH}
            value={values.duration}
            onChange={(event) => onChange("duration", event.target.value)}
          />
        )}
      </FormField>
      <fieldset
        className="form-field job-languages"
        aria-describedby={
          languagesError
            ? `${idOf("preferred_languages")}-error`
            : `${idOf("preferred_languages")}-hint`
        }
      >
        <legend>
          {t("fields.preferred_languages")}
          <OptionalMark />
        </legend>
        <p id={`${idOf("preferred_languages")}-hint`} className="form-field__hint">
          {t("form.languagesHint")}
        </p>
        <ul className="job-languages__list">
          {LANGUAGES.map((language, index) => (
            <li key={language}>
              <label className="job-check" lang={language}>
                <input
                  type="checkbox"
                  id={index === 0 ? idOf("preferred_languages") : undefined}
                  name="preferred_languages"
                  value={language}
                  aria-invalid={languagesError ? true : undefined}
                  checked={values.preferred_languages.includes(language)}
                  onChange={(event) => toggleLanguage(language, event.target.checked)}
                />
                <span>{LANGUAGE_NATIVE_NAMES[language]}</span>
              </label>
            </li>
          ))}
        </ul>
        {languagesError ? (
          <p id={`${idOf("preferred_languages")}-error`} className="form-field__error">
            {languagesError}
          </p>
        ) : null}
      </fieldset>
      <div className="form-field">
        <label className="job-check">
          <input
            type="checkbox"
            id={idOf("require_resume")}
            name="require_resume"
            aria-invalid={resumeError ? true : undefined}
            aria-describedby={resumeError ? `${idOf("require_resume")}-error` : undefined}
            checked={values.require_resume}
            onChange={(event) => onChange("require_resume", event.target.checked)}
          />
          <span>{t("fields.require_resume")}</span>
        </label>
        {resumeError ? (
          <p id={`${idOf("require_resume")}-error`} className="form-field__error">
            {resumeError}
          </p>
        ) : null}
      </div>
      <JobLanguagesFields
        idOf={idOf}
        values={values}
        errors={errors}
        onChange={onChange}
        machineTranslation={machineTranslation}
      />
    </>
  );
}
