import type { InputHTMLAttributes } from "react";
import { useTranslation } from "react-i18next";
import { IDENTITY_TYPES, INDIAN_STATES } from "../../config";
import type { UserType } from "../../lib/user-type";
import { formatPhone } from "./phone";
import {
  REQUIRED_FIELDS,
  type RegistrationField,
  type RegistrationValues,
} from "./registration-fields";

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
  skills: { autoCapitalize: "sentences" },
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
  const required = REQUIRED_FIELDS[role].includes(field);
  const identity = values.identity_type;
  const hint =
    field === "skills"
      ? t("register.skillsHint")
      : field === "identity_number" && identity
        ? t(`register.identityHint.${identity}`)
        : field === "identity_type"
          ? t("register.privacy")
          : null;
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  const common = {
    id,
    name: field,
    "aria-invalid": error ? true : undefined,
    "aria-required": required || undefined,
    "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
  } as const;
  const value = values[field];
  const set = (next: string) => onChange(field, next);

  let control: React.ReactNode;
  if (field === "phone_number") {
    control = (
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
  } else if (field === "state") {
    control = (
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
  } else if (field === "identity_type") {
    control = (
      <select {...common} value={value} onChange={(e) => set(e.target.value)}>
        <option value="">{t("register.chooseIdentity")}</option>
        {IDENTITY_TYPES.map((type) => (
          <option key={type} value={type}>
            {t(`identityTypes.${type}`)}
          </option>
        ))}
      </select>
    );
  } else if (field === "address") {
    control = (
      <textarea
        {...common}
        rows={3}
        autoComplete="street-address"
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  } else {
    control = (
      <input
        {...common}
        type="text"
        {...INPUTS[field]}
        {...(field === "identity_number" && identity === "aadhaar" ? { inputMode: "numeric" } : {})}
        value={value}
        onChange={(e) => set(e.target.value)}
      />
    );
  }

  return (
    <div className="auth-field">
      <label htmlFor={id}>
        {t(`fields.${field}`)}
        {required ? null : (
          <span className="auth-field__optional"> ({t("register.optional")})</span>
        )}
      </label>
      {control}
      {hint ? (
        <p id={`${id}-hint`} className="auth-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
