import type { InputHTMLAttributes, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ChipInput } from "../../components/ChipInput";
import { type ControlProps, FormField } from "../../components/FormField";
import { IDENTITY_TYPES, INDIAN_STATES } from "../../config";
import { skillList } from "../../lib/skill-list";
import type { UserType } from "../../lib/user-type";
import { formatPhone } from "./phone";
import { isRequired, type RegistrationField, type RegistrationValues } from "./registration-fields";

/** How the phone's keyboard and autofill help with each field. */
const INPUTS: Partial<Record<RegistrationField, InputHTMLAttributes<HTMLInputElement>>> = {
  first_name: { autoComplete: "given-name", autoCapitalize: "words" },
  last_name: { autoComplete: "family-name", autoCapitalize: "words" },
  email: { type: "email", inputMode: "email", autoComplete: "email", autoCapitalize: "none" },
  city: { autoComplete: "address-level2", autoCapitalize: "words" },
  company_name: { autoComplete: "organization", autoCapitalize: "words" },
  role: { autoComplete: "organization-title" },
  gst_number: { autoCapitalize: "characters", spellCheck: false },
  identity_number: { autoCapitalize: "characters", spellCheck: false, autoComplete: "off" },
};

/** One field of the registration form: label, control, hint and the error beside it. */
export function RegistrationFieldInput({
  id,
  role,
  field,
  values,
  error,
  onChange,
}: {
  id: string;
  role: UserType;
  field: RegistrationField;
  values: RegistrationValues;
  error: string | null;
  onChange: (field: RegistrationField, value: string) => void;
}) {
  const { t } = useTranslation("auth");
  const required = isRequired(role, field);
  const identity = values.identity_type;
  const hint =
    field === "skills"
      ? t("register.skillsHint")
      : field === "identity_number" && identity
        ? t(`register.identityHint.${identity}`)
        : null;
  const value = values[field];
  const set = (next: string) => onChange(field, next);

  const control = (common: ControlProps): ReactNode => {
    if (field === "phone_number") {
      return (
        <div className="auth-verified">
          <input
            {...common}
            type="tel"
            value={`+91 ${formatPhone(value)}`}
            readOnly
            aria-readonly="true"
          />
          <span className="auth-verified__badge">{t("register.verifiedPhone")}</span>
        </div>
      );
    }
    if (field === "state") {
      return (
        <select
          {...common}
          autoComplete="address-level1"
          value={value}
          onChange={(e) => set(e.target.value)}
        >
          <option value="">{t("register.chooseState")}</option>
          {INDIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
      );
    }
    if (field === "identity_type") {
      return (
        <select {...common} value={value} onChange={(e) => set(e.target.value)}>
          <option value="">{t("register.chooseIdentity")}</option>
          {IDENTITY_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`identityTypes.${type}`)}
            </option>
          ))}
        </select>
      );
    }
    if (field === "skills") {
      return (
        <ChipInput
          id={common.id}
          control={common}
          value={skillList(value)}
          onChange={(skills) => set(skills.join(", "))}
        />
      );
    }
    if (field === "address") {
      return (
        <textarea
          {...common}
          rows={3}
          autoComplete="street-address"
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      );
    }
    return (
      <input
        {...common}
        type="text"
        {...INPUTS[field]}
        {...(field === "identity_number" && identity === "aadhaar" ? { inputMode: "numeric" } : {})}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  };

  const formField = (
    <FormField
      id={id}
      name={field}
      label={t(`fields.${field}`)}
      required={required}
      hint={hint}
      error={error}
    >
      {control}
    </FormField>
  );
  if (field !== "identity_number") return formField;
  // Beside the number: why it is asked and how it is kept, and the privacy page.
  return (
    <>
      {formField}
      <p className="form-field__hint auth-privacy">
        {t("register.privacy")} <Link to="/privacy">{t("register.privacyLink")}</Link>
      </p>
    </>
  );
}
