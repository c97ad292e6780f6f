import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import type { JobLanguagesFieldsDraftMutation } from "../../__generated__/JobLanguagesFieldsDraftMutation.graphql";
import { FormField } from "../../components/FormField";
import {
  JOB_DESCRIPTION_MAX_LENGTH,
  JOB_TITLE_MAX_LENGTH,
  LANGUAGE_NATIVE_NAMES,
  LANGUAGES,
  type Language,
} from "../../config";
import { errorText } from "../../lib/error-text";
import { appErrorOf } from "../../relay/app-error";
import { useMutationPromise } from "../../relay/use-mutation-promise";
import type { StepFieldsProps } from "./JobBasicsFields";
import type { JobTranslationValues } from "./job-form";

const draftMutation = graphql`
  mutation JobLanguagesFieldsDraftMutation($input: DraftJobTranslationsInput!) {
    draftJobTranslations(input: $input) {
      __typename
      ... on DraftJobTranslationsPayload {
        drafts {
          language
          title
          description
        }
        failedLanguages
      }
      ... on AppError {
        ...appError_error @alias(as: "error")
      }
    }
  }
`;

/**
 * Drafts `drafts` into `current`: a language the employer typed themselves keeps their words; an
 * empty one, or an earlier machine draft, takes the new draft, flagged as machine-translated.
 */
export function withDrafts(
  current: readonly JobTranslationValues[],
  drafts: readonly { language: Language; title: string; description: string }[],
): JobTranslationValues[] {
  const next = [...current];
  for (const draft of drafts) {
    const index = next.findIndex((text) => text.language === draft.language);
    const existing = index === -1 ? null : next[index];
    const typed =
      existing && !existing.machineTranslated && (existing.title || existing.description);
    if (typed) continue;
    const entry = { ...draft, machineTranslated: true };
    if (index === -1) next.push(entry);
    else next[index] = entry;
  }
  return next;
}

const isLanguage = (code: string): code is Language =>
  (LANGUAGES as readonly string[]).includes(code);

/** "Translate for workers": machine drafts in the state's languages, to check before posting. */
function MachineDrafts({ values, onChange }: Pick<StepFieldsProps, "values" | "onChange">) {
  const { t } = useTranslation("employerJobs");
  const [draft, drafting] = useMutationPromise<JobLanguagesFieldsDraftMutation>(draftMutation);
  const [note, setNote] = useState<string | null>(null);
  const ready = Boolean(values.title.trim() && values.description.trim() && values.state);
  const names = (codes: readonly string[]) =>
    codes
      .filter(isLanguage)
      .map((code) => LANGUAGE_NATIVE_NAMES[code])
      .join(", ");

  async function translate() {
    if (drafting || !ready) return;
    setNote(null);
    try {
      const { draftJobTranslations: answer } = await draft({
        input: {
          title: values.title.trim(),
          description: values.description.trim(),
          state: values.state,
          language: values.language,
        },
      });
      if (answer.__typename !== "DraftJobTranslationsPayload") {
        setNote(errorText(t, appErrorOf(answer), t("form.translateError")));
        return;
      }
      const drafts = answer.drafts.flatMap((text) =>
        isLanguage(text.language) ? [{ ...text, language: text.language }] : [],
      );
      onChange("translations", withDrafts(values.translations, drafts));
      const parts = [];
      if (drafts.length > 0) {
        parts.push(t("form.translateDone", { languages: names(drafts.map((d) => d.language)) }));
      }
      if (answer.failedLanguages.length > 0) {
        parts.push(t("form.translateFailed", { languages: names(answer.failedLanguages) }));
      }
      setNote(parts.join(" "));
    } catch {
      setNote(t("form.translateError"));
    }
  }

  return (
    <div className="job-form__machine">
      <p className="form-field__hint">
        {ready ? t("form.translateHint") : t("form.translateNeedsText")}
      </p>
      <button
        type="button"
        className="button button--ghost"
        onClick={translate}
        disabled={!ready || drafting}
        aria-busy={drafting || undefined}
      >
        {drafting ? t("form.translating") : t("form.translateButton")}
      </button>
      {note ? (
        <p role="status" className="form-field__hint">
          {note}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The language the job is written in, and "Add in another language": for each
 * language ticked, its title and description, checked as the originals are. When machine
 * translation is on, "Translate for workers" fills them with drafts the employer checks and
 * corrects before posting; workers are told those were translated by computer.
 */
export function JobLanguagesFields({
  idOf,
  values,
  errors,
  onChange,
  machineTranslation = false,
}: StepFieldsProps) {
  const { t, i18n } = useTranslation("employerJobs");
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
  const machine = machineTranslation;
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
        <p className="form-field__hint">
          {machine ? t("form.translationsHintMachine") : t("form.translationsHint")}
        </p>
        {machine ? <MachineDrafts values={values} onChange={onChange} /> : null}
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
        {values.translations.map(({ language, title, description, machineTranslated }) => (
          <div key={language} className="job-form__translation" lang={language}>
            {machineTranslated ? (
              <p className="form-field__hint" lang={i18n.language}>
                {t("form.machineDraftNote")}
              </p>
            ) : null}
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
