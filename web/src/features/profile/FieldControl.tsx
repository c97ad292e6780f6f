import { citiesOf } from "@kaamsetu/shared/places/india";
import { useTranslation } from "react-i18next";
import { ChipInput } from "../../components/ChipInput";
import { FormField } from "../../components/FormField";
import { INDIAN_STATES } from "../../config";
import { placeName } from "../../lib/place";
import { type FieldSpec, fieldId } from "./profile-fields";
import type { FieldValue, Values } from "./profile-values";

type Props = {
  spec: FieldSpec;
  values: Values;
  error: string | null | undefined;
  onChange: (field: string, value: FieldValue) => void;
  /** The input's id (an entry's form has one per entry); the field's page id by default. */
  idOf?: (field: string) => string;
};

const asList = (value: FieldValue | undefined): readonly string[] =>
  Array.isArray(value) ? value : [];
const asText = (value: FieldValue | undefined): string => (typeof value === "string" ? value : "");

/** One field of a section, its control chosen by its kind. */
export function FieldControl({ spec, values, error, onChange, idOf = fieldId }: Props) {
  const { t } = useTranslation("profile");
  const value = values[spec.name];
  const set = (next: FieldValue) => onChange(spec.name, next);
  const label = t(spec.label ?? `fields.${spec.name}`);
  const id = idOf(spec.name);
  const hint = t(`hints.${spec.name}`, { defaultValue: "" }) || null;

  if (spec.kind === "checkbox") {
    return (
      <div className="form-field profile-check">
        <label htmlFor={id}>
          <input
            id={id}
            name={spec.name}
            type="checkbox"
            checked={value === true}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => set(event.target.checked)}
          />{" "}
          {label}
        </label>
        {error ? (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        ) : null}
      </div>
    );
  }

  if (spec.kind === "choices" || spec.kind === "states") {
    const options = spec.kind === "states" ? INDIAN_STATES : (spec.options ?? []);
    const chosen = asList(value);
    return (
      <fieldset
        className="form-field profile-choices"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <legend>{label}</legend>
        <div className="profile-choices__list">
          {options.map((option, index) => (
            <label key={option} className="profile-choice">
              <input
                id={index === 0 ? id : undefined}
                type="checkbox"
                name={spec.name}
                value={option}
                checked={chosen.includes(option)}
                onChange={(event) =>
                  set(
                    event.target.checked
                      ? [...chosen, option]
                      : chosen.filter((other) => other !== option),
                  )
                }
              />{" "}
              {spec.labels
                ? t(`${spec.labels}.${option}`)
                : spec.kind === "states"
                  ? placeName(t, option)
                  : option}
            </label>
          ))}
        </div>
        {error ? (
          <p id={`${id}-error`} className="form-field__error">
            {error}
          </p>
        ) : null}
      </fieldset>
    );
  }

  return (
    <FormField
      id={id}
      name={spec.name}
      label={label}
      required={spec.required}
      hint={hint}
      error={error}
    >
      {(control) => {
        switch (spec.kind) {
          case "chips":
            return <ChipInput id={id} value={asList(value)} onChange={set} control={control} />;
          case "select":
            return (
              <select {...control} value={asText(value)} onChange={(e) => set(e.target.value)}>
                <option value="">{t("choose")}</option>
                {(spec.options ?? []).map((option) => (
                  <option key={option} value={option}>
                    {t(`${spec.labels}.${option}`)}
                  </option>
                ))}
              </select>
            );
          case "state":
            return (
              <select
                {...control}
                value={asText(value)}
                // A new state's cities differ: the city chosen for the old one goes.
                onChange={(e) => {
                  set(e.target.value);
                  onChange("city", "");
                }}
              >
                <option value="">{t("chooseState")}</option>
                {INDIAN_STATES.map((state) => (
                  <option key={state} value={state}>
                    {placeName(t, state)}
                  </option>
                ))}
              </select>
            );
          case "city": {
            const state = asText(values.state);
            const city = asText(value);
            const cities = citiesOf(state);
            // A city saved before the list knew it stays choosable.
            const options = city && !cities.includes(city) ? [city, ...cities] : cities;
            return (
              <select
                {...control}
                disabled={!state}
                value={city}
                onChange={(e) => set(e.target.value)}
              >
                <option value="">{state ? t("chooseCity") : t("chooseStateFirst")}</option>
                {options.map((name) => (
                  <option key={name} value={name}>
                    {placeName(t, name)}
                  </option>
                ))}
              </select>
            );
          }
          case "textarea":
            return (
              <textarea
                {...control}
                rows={3}
                value={asText(value)}
                onChange={(e) => set(e.target.value)}
              />
            );
          default:
            return (
              <input
                {...control}
                type={
                  spec.kind === "email"
                    ? "email"
                    : spec.kind === "date"
                      ? "date"
                      : spec.kind === "url"
                        ? "url"
                        : "text"
                }
                inputMode={spec.kind === "number" ? "numeric" : undefined}
                autoComplete={
                  spec.name === "first_name"
                    ? "given-name"
                    : spec.name === "last_name"
                      ? "family-name"
                      : spec.kind === "email"
                        ? "email"
                        : undefined
                }
                value={asText(value)}
                onChange={(e) => set(e.target.value)}
              />
            );
        }
      }}
    </FormField>
  );
}
