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

/** One field of the job form: its label, the control, a hint and the error beside it. */
export function FormField({
  id,
  name,
  label,
  required = false,
  hint,
  error,
  children,
}: {
  id: string;
  name: string;
  label: string;
  required?: boolean;
  hint?: string | null;
  error: string | null | undefined;
  children: (control: ControlProps) => ReactNode;
}) {
  const { t } = useTranslation("employerJobs");
  const describedBy = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean);
  return (
    <div className="job-field">
      <label htmlFor={id}>
        {label}
        {required ? null : <span className="job-field__optional"> ({t("form.optional")})</span>}
      </label>
      {children({
        id,
        name,
        "aria-invalid": error ? true : undefined,
        "aria-required": required || undefined,
        "aria-describedby": describedBy.length ? describedBy.join(" ") : undefined,
      })}
      {hint ? (
        <p id={`${id}-hint`} className="job-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="job-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
