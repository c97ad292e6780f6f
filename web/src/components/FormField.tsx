import "./form-field.css";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/** What a control needs to be labelled, described and marked invalid. */
export type ControlProps = {
  id: string;
  name: string;
  "aria-invalid": true | undefined;
  "aria-required": true | undefined;
  "aria-describedby": string | undefined;
};

/**
 * One field of a form: its label ("(optional)" after it unless required), the control, a hint
 * and the error beside it. `announce`: the error is read out as it appears (a form of one field).
 */
export function FormField({
  id,
  name,
  label,
  required = false,
  hint,
  error,
  announce = false,
  children,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string | null;
  error: string | null | undefined;
  announce?: boolean;
  children: (control: ControlProps) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="form-field">
      <label htmlFor={id}>
        {label}
        {required ? null : <OptionalMark />}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
        "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-field__error" role={announce ? "alert" : undefined}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** " (optional)" after the label of a field that may be left empty. */
export function OptionalMark() {
  const { t } = useTranslation();
  return <span className="form-field__optional"> ({t("optional")})</span>;
}
