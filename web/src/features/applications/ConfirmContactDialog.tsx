import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "../../components/Dialog";
import { CONTACT_NOTES_MAX_LENGTH } from "../../config";
import { ERRORS_NAMESPACE } from "../../lib/error-text";
import {
  type ConfirmContactErrors,
  type ConfirmContactValues,
  checkConfirmContact,
  EMPTY_CONFIRM_CONTACT,
  VERIFICATION_KINDS,
  type VerificationKind,
} from "./confirm-contact";

/**
 * The worker's word on an accepted application's contact (SPEC section 4): were they contacted,
 * how they checked the employer, whether the employer is who they claim, and notes. The two
 * required answers are checked here first; a server refusal shows as `failure`.
 */
export function ConfirmContactDialog({
  open,
  submitting,
  failure,
  onSubmit,
  onCancel,
}: {
  open: boolean;
  submitting: boolean;
  failure: string | null;
  onSubmit: (values: ConfirmContactValues) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation(["applications", ERRORS_NAMESPACE]);
  const id = useId();
  const ref = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ConfirmContactValues>(EMPTY_CONFIRM_CONTACT);
  const [errors, setErrors] = useState<ConfirmContactErrors>({});
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts afresh.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setValues(EMPTY_CONFIRM_CONTACT);
      setErrors({});
    }
  }

  const update = (change: Partial<ConfirmContactValues>) => {
    const next = { ...values, ...change };
    setValues(next);
    // An error goes away as soon as its answer is given.
    if (errors.contacted || errors.verifiedMethods) setErrors(checkConfirmContact(next));
  };
  const toggleMethod = (method: VerificationKind, checked: boolean) =>
    update({
      verifiedMethods: checked
        ? [...values.verifiedMethods, method]
        : values.verifiedMethods.filter((item) => item !== method),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const found = checkConfirmContact(values);
    setErrors(found);
    if (found.contacted) {
      ref.current?.querySelector<HTMLInputElement>(`[name="${id}-contacted"]`)?.focus();
      return;
    }
    if (found.verifiedMethods) {
      ref.current?.querySelector<HTMLInputElement>(`[name="${id}-method"]`)?.focus();
      return;
    }
    onSubmit(values);
  };

  const cancel = () => {
    if (!submitting) onCancel();
  };

  return (
    <Dialog open={open} busy={submitting} onCancel={onCancel} labelledBy={`${id}-title`}>
      <form ref={ref} className="confirm-contact" noValidate onSubmit={submit}>
        <h2 id={`${id}-title`}>{t("confirmDialog.title")}</h2>
        <p className="confirm-contact__intro">{t("confirmDialog.intro")}</p>
        <fieldset
          className="confirm-contact__group"
          aria-describedby={errors.contacted ? `${id}-contacted-error` : undefined}
          aria-invalid={errors.contacted ? true : undefined}
        >
          <legend>{t("confirmDialog.contacted")}</legend>
          <div className="confirm-contact__choices">
            {([true, false] as const).map((answer) => (
              <label key={String(answer)} className="confirm-contact__choice">
                <input
                  type="radio"
                  name={`${id}-contacted`}
                  checked={values.contacted === answer}
                  onChange={() => update({ contacted: answer })}
                />
                {answer ? t("confirmDialog.yes") : t("confirmDialog.no")}
              </label>
            ))}
          </div>
          {errors.contacted ? (
            <p id={`${id}-contacted-error`} className="confirm-contact__error">
              {t(errors.contacted, { ns: ERRORS_NAMESPACE })}
            </p>
          ) : null}
        </fieldset>
        {values.contacted ? (
          <>
            <fieldset
              className="confirm-contact__group"
              aria-describedby={errors.verifiedMethods ? `${id}-methods-error` : undefined}
            >
              <legend>{t("confirmDialog.verified")}</legend>
              {VERIFICATION_KINDS.map((method) => (
                <label key={method} className="confirm-contact__choice">
                  <input
                    type="checkbox"
                    name={`${id}-method`}
                    checked={values.verifiedMethods.includes(method)}
                    onChange={(event) => toggleMethod(method, event.target.checked)}
                  />
                  {t(`confirmDialog.methods.${method}`)}
                </label>
              ))}
              {errors.verifiedMethods ? (
                <p id={`${id}-methods-error`} className="confirm-contact__error">
                  {t(errors.verifiedMethods, { ns: ERRORS_NAMESPACE })}
                </p>
              ) : null}
            </fieldset>
            <label className="confirm-contact__choice">
              <input
                type="checkbox"
                checked={values.identityConfirmed}
                onChange={(event) => update({ identityConfirmed: event.target.checked })}
              />
              {t("confirmDialog.identity")}
            </label>
          </>
        ) : null}
        <label className="confirm-contact__notes">
          <span>{t("confirmDialog.notes")}</span>
          <textarea
            rows={3}
            maxLength={CONTACT_NOTES_MAX_LENGTH}
            value={values.notes}
            onChange={(event) => update({ notes: event.target.value })}
          />
        </label>
        {failure ? (
          <p className="alert" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="dialog__actions">
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t("confirmDialog.cancel")}
          </button>
          <button type="submit" className="button button--primary" aria-disabled={submitting}>
            {submitting ? t("confirmDialog.submitting") : t("confirmDialog.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
