import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
} from "../../config";
import type { StepFieldsProps } from "./JobBasicsFields";

/**
 * The language the job is written in, and "Add in another language": for each
 * language ticked, its title and description, checked as the originals are. Nothing is
 * translated for the employer: workers who read that language see what is written here.
 */
export function JobLanguagesFields({ idOf, values, errors, onChange }: StepFieldsProps) {
  const { t } = useTranslation("employerJobs");
  const others = LANGUAGES.filter((language) => language !== values.language);
  const translation = (language: Language) =>
    values.translations.find((text) => text.language === language);
  const toggle = (language: Language, on: boolean) =>
    onChange(
      "translations",
      on
        ? [...values.translations, { language, title: "", description: "" }]
        : values.translations.filter((text) => text.language !== language),
    );
  const edit = (language: Language, part: "title" | "description", value: string) =>
    onChange(
      "translations",
      values.translations.map((text) =>
        text.language === language ? { ...text, [part]: value } : text,
      ),
    );
  const translationsError = errors.translations;
  return (
    <>
      <FormField
        id={idOf("language")}
        name="language"
        label={t("fields.language")}
        error={errors.language}
      >
        {(control) => (
          <select
            {...control}
            value={values.language}
            onChange={(event) => {
              const language = event.target.value as Language;
              onChange("language", language);
              // A translation into the job's own language would repeat it.
              if (translation(language)) toggle(language, false);
            }}
          >
            {LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {LANGUAGE_NATIVE_NAMES[language]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="form-field job-form__translations">
        <legend className="form-field__label">{t("fields.translations")}</legend>
        <p className="form-field__hint">{t("form.translationsHint")}</p>
        <ul className="job-checks">
          {others.map((language, index) => (
            <li key={language}>
              <label className="job-check" lang={language}>
                <input
                  type="checkbox"
                  id={index === 0 ? idOf("translations") : undefined}
                  name="translations"
                  value={language}
                  aria-invalid={translationsError ? true : undefined}
                  checked={Boolean(translation(language))}
                  onChange={(event) => toggle(language, event.target.checked)}
                />
                <span>{LANGUAGE_NATIVE_NAMES[language]}</span>
              </label>
            </li>
          ))}
        </ul>
        {values.translations.map(({ language, title, description }) => (
          <div key={language} className="job-form__translation" lang={language}>
            <FormField
              id={`${idOf("translations")}-${language}-title`}
              name={`translations.${language}.title`}
              label={t("form.translationTitle", { language: LANGUAGE_NATIVE_NAMES[language] })}
              error={null}
              required
            >
              {(control) => (
                <input
                  {...control}
                  type="text"
                  maxLength={JOB_TITLE_MAX_LENGTH}
                  value={title}
                  onChange={(event) => edit(language, "title", event.target.value)}
                />
              )}
            </FormField>
            <FormField
              id={`${idOf("translations")}-${language}-description`}
              name={`translations.${language}.description`}
              label={t("form.translationDescription", {
                language: LANGUAGE_NATIVE_NAMES[language],
              })}
              error={null}
              required
            >
              {(control) => (
                <textarea
                  {...control}
                  rows={4}
                  maxLength={JOB_DESCRIPTION_MAX_LENGTH}
                  value={description}
                  onChange={(event) => edit(language, "description", event.target.value)}
                />
              )}
            </FormField>
          </div>
        ))}
        {translationsError ? (
          <p id={`${idOf("translations")}-error`} className="form-field__error">
            {translationsError}
          </p>
        ) : null}
      </fieldset>
    </>
  );
}
