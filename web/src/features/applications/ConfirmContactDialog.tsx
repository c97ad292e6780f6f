import { useId, useRef, useState } from "react";
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
 * "Did the employer contact you?" (SPEC section 4): one tap of Yes or No sends
 * the answer. How the worker checked the employer, whether the employer is who they claim, and
 * notes are optional details behind "Add details". The answer buttons sit in a footer that stays
 * on screen while the details scroll (a phone's keyboard leaves little room); a server refusal
 * shows as `failure`.
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
    if (errors.verifiedMethods && next.verifiedMethods.length > 0) setErrors({});
  };
  const toggleMethod = (method: VerificationKind, checked: boolean) =>
    update({
      verifiedMethods: checked
        ? [...values.verifiedMethods, method]
        : values.verifiedMethods.filter((item) => item !== method),
    });

  const answer = (contacted: boolean) => {
    if (submitting) return;
    const next = { ...values, contacted };
    setValues(next);
    const found = checkConfirmContact(next);
    setErrors(found);
    if (found.verifiedMethods) {
      ref.current?.querySelector<HTMLInputElement>(`[name="${id}-method"]`)?.focus();
      return;
    }
    onSubmit(next);
  };

  const cancel = () => {
    if (!submitting) onCancel();
  };

  return (
    <Dialog open={open} busy={submitting} onCancel={onCancel} labelledBy={`${id}-title`}>
      <form
        ref={ref}
        className="confirm-contact"
        noValidate
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="confirm-contact__body">
          <h2 id={`${id}-title`}>{t("confirmDialog.contacted")}</h2>
          <p className="confirm-contact__intro">{t("confirmDialog.intro")}</p>
          <button
            type="button"
            className="button button--ghost confirm-contact__more"
            aria-expanded={values.withDetails}
            aria-controls={`${id}-details`}
            onClick={() => update({ withDetails: !values.withDetails })}
          >
            {values.withDetails ? t("confirmDialog.hideDetails") : t("confirmDialog.addDetails")}
          </button>
          <div
            id={`${id}-details`}
            className="confirm-contact__details"
            hidden={!values.withDetails}
          >
            {values.withDetails ? (
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
                <label className="confirm-contact__notes">
                  <span>{t("confirmDialog.notes")}</span>
                  <textarea
                    rows={3}
                    maxLength={CONTACT_NOTES_MAX_LENGTH}
                    value={values.notes}
                    onChange={(event) => update({ notes: event.target.value })}
                  />
                </label>
              </>
            ) : null}
          </div>
          {failure ? (
            <p className="alert" role="alert">
              {failure}
            </p>
          ) : null}
        </div>
        <div className="dialog__actions confirm-contact__footer">
          <button type="button" className="button button--ghost" onClick={cancel}>
            {t("confirmDialog.cancel")}
          </button>
          <button
            type="button"
            className="button button--ghost"
            aria-disabled={submitting}
            onClick={() => answer(false)}
          >
            {t("confirmDialog.no")}
          </button>
          <button
            type="button"
            className="button button--primary"
            aria-disabled={submitting}
            onClick={() => answer(true)}
          >
            {submitting && values.contacted
              ? t("confirmDialog.submitting")
              : t("confirmDialog.yes")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
