import { type FormEvent, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { enterMovesOn } from "../../lib/enter-key";
import { ERRORS_NAMESPACE, errorText, fieldErrorsOf } from "../../lib/error-text";
import { FieldControl } from "./FieldControl";
import { type FieldSpec, fieldId } from "./profile-fields";
import type { SaveProfile } from "./profile-save";
import { type FieldValue, inputFrom, type Values, valuesOf } from "./profile-values";

/**
 * One section of the editor, folded to its heading until opened; its fields save on their own
 * with "Profile updated" or "Failed to update profile", the server's field errors at their
 * fields and the first of them focused.
 */
export function EditorSection({
  id,
  title,
  fields,
  saved,
  save,
  busy,
  open,
  onToggle,
  before,
  after,
}: {
  id: string;
  title: string;
  fields: readonly FieldSpec[];
  saved: Record<string, unknown>;
  save: SaveProfile;
  busy: boolean;
  open: boolean;
  onToggle: () => void;
  before?: ReactNode;
  after?: ReactNode;
}) {
  const { t } = useTranslation(["profile", ERRORS_NAMESPACE]);
  const [values, setValues] = useState<Values>(() => valuesOf(fields, saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<{ ok: boolean; detail?: string } | null>(null);

  const change = (field: string, value: FieldValue) => {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus(null);
    setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const focusFirst = (found: Record<string, string>) => {
    const first = fields.find((spec) => found[spec.name]);
    if (first) document.getElementById(fieldId(first.name))?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setStatus(null);
    const input = inputFrom(fields, values);
    const local: Record<string, string> = {};
    for (const spec of fields) {
      if (Number.isNaN(input[spec.key]))
        local[spec.name] = t("numberInvalid", { ns: ERRORS_NAMESPACE });
    }
    if (Object.keys(local).length) {
      setErrors(local);
      focusFirst(local);
      return;
    }
    const result = await save(input);
    if (result.ok) {
      setErrors({});
      setStatus({ ok: true });
      return;
    }
    const shown = new Set(fields.map((spec) => spec.name));
    const { fields: byField, other } = fieldErrorsOf(result.error?.fieldErrors ?? [], shown);
    const found = Object.fromEntries(
      Object.entries(byField).map(([field, error]) => [
        field,
        errorText(t, error, t("profileUpdateFailed", { ns: ERRORS_NAMESPACE })),
      ]),
    );
    setErrors(found);
    const detail = other[0]
      ? errorText(t, other[0], "")
      : Object.keys(found).length
        ? undefined
        : errorText(t, result.error, "") || undefined;
    setStatus({
      ok: false,
      detail: detail !== t("profileUpdateFailed", { ns: ERRORS_NAMESPACE }) ? detail : undefined,
    });
    focusFirst(found);
  };

  const bodyId = `profile-section-${id}`;
  return (
    <section className="profile-section card" aria-labelledby={`${bodyId}-title`}>
      <h2 id={`${bodyId}-title`} className="profile-section__heading">
        <button
          type="button"
          className="profile-section__toggle"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {title}
        </button>
      </h2>
      <div id={bodyId} hidden={!open}>
        {before}
        <form noValidate onSubmit={submit} aria-busy={busy} {...enterMovesOn()}>
          {fields.map((spec) => (
            <FieldControl
              key={spec.name}
              spec={spec}
              values={values}
              error={errors[spec.name]}
              onChange={change}
            />
          ))}
          {status ? (
            <div
              className={status.ok ? "profile-section__status" : "alert"}
              role={status.ok ? "status" : "alert"}
            >
              <p>{status.ok ? t("saved") : t("profileUpdateFailed", { ns: ERRORS_NAMESPACE })}</p>
              {status.detail ? <p>{status.detail}</p> : null}
            </div>
          ) : null}
          <button type="submit" className="button button--primary" aria-disabled={busy}>
            {busy ? t("saving") : t("save")}
          </button>
        </form>
        {after}
      </div>
    </section>
  );
}
