import { citiesOf } from "@kaamsetu/shared/places/india";
import { useTranslation } from "react-i18next";
import { FormField } from "../../components/FormField";
import {
  INDIAN_STATES,
  JOB_TITLE_MAX_LENGTH,
  JOB_TYPE_NAMES,
  POSITIONS_MAX,
  POSITIONS_MIN,
  SUGGESTED_ROLES,
} from "../../config";
import { placeName } from "../../lib/place";
import type { JobField, JobFieldErrors, JobFormValues, JobType } from "./job-form";

export type StepFieldsProps = {
  idOf: (field: JobField) => string;
  values: JobFormValues;
  errors: JobFieldErrors;
  onChange: <K extends JobField>(field: K, value: JobFormValues[K]) => void;
  /** The server can machine-translate: the languages step offers drafts. */
  machineTranslation?: boolean;
};

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Step 1: what the job is called, its type, how many workers, and where. */
export function JobBasicsFields({ idOf, values, errors, onChange }: StepFieldsProps) {
  const { t } = useTranslation("employerJobs");
  const field = (name: JobField) => ({
    id: idOf(name),
    name,
    label: t(`fields.${name}`),
    error: errors[name],
  });
  const cities = citiesOf(values.state);
  // A city saved before the list knew it stays choosable, so an edit does not drop it.
  const cityOptions =
    values.city && !cities.includes(values.city) ? [values.city, ...cities] : cities;
  return (
    <>
      <FormField {...field("title")} required hint={t("form.titleHint")}>
        {(control) => (
          <>
            <input
              {...control}
              type="text"
              list={`${control.id}-roles`}
              autoCapitalize="words"
              autoComplete="off"
              maxLength={JOB_TITLE_MAX_LENGTH}
              value={values.title}
              onChange={(event) => onChange("title", event.target.value)}
            />
            <datalist id={`${control.id}-roles`}>
              {SUGGESTED_ROLES.map((role) => (
                <option key={role} value={capitalise(role)} />
              ))}
            </datalist>
          </>
        )}
      </FormField>
      <FormField {...field("job_type")} required>
        {(control) => (
          <select
            {...control}
            value={values.job_type}
            onChange={(event) => onChange("job_type", event.target.value as JobType | "")}
          >
            <option value="">{t("form.chooseJobType")}</option>
            {JOB_TYPE_NAMES.map((type) => (
              <option key={type} value={type}>
                {t(`common:jobType.${type}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field("positions")} required>
        {(control) => (
          <input
            {...control}
            type="number"
            inputMode="numeric"
            min={POSITIONS_MIN}
            max={POSITIONS_MAX}
            step={1}
            value={values.positions}
            onChange={(event) => onChange("positions", event.target.value)}
          />
        )}
      </FormField>
      <FormField {...field("state")} required>
        {(control) => (
          <select
            {...control}
            value={values.state}
            onChange={(event) => onChange("state", event.target.value)}
          >
            <option value="">{t("form.chooseState")}</option>
            {INDIAN_STATES.map((state) => (
              <option key={state} value={state}>
                {placeName(t, state)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField {...field("city")} hint={t("form.citiesHint")}>
        {(control) => (
          <select
            {...control}
            disabled={!values.state}
            value={values.city}
            onChange={(event) => onChange("city", event.target.value)}
          >
            <option value="">{t("form.allCities")}</option>
            {cityOptions.map((city) => (
              <option key={city} value={city}>
                {placeName(t, city)}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </>
  );
}
