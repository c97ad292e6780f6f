import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../__generated__/ApplicantCard_application.graphql";
import { FEEDBACK_MAX_LENGTH } from "../../config";

/**
 * "Shortlist Ravi Kumar?" as a modal <dialog>, with an optional note the worker is sent. "Go
 * back" has the focus, so a stray tap changes nothing; Escape goes back too.
 */
export function StatusDialog({
  status,
  name,
  saving,
  onConfirm,
  onCancel,
}: {
  /** The move being confirmed; null: closed. */
  status: ApplicationStatus | null;
  name: string;
  saving: boolean;
  onConfirm: (feedback: string | null) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("employerApplications");
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);
  const [feedback, setFeedback] = useState("");
  const open = status !== null;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open) setFeedback("");
    if (open === dialog.open) return;
    // Browsers without modal dialogs (and jsdom) still show and hide it.
    if (open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (typeof dialog.close === "function") dialog.close();
    else dialog.removeAttribute("open");
  }, [open]);

  const tooLong = feedback.length > FEEDBACK_MAX_LENGTH;
  const confirm = () => {
    if (saving || tooLong) return;
    const note = feedback.trim();
    onConfirm(note ? note : null);
  };

  return (
    <dialog
      ref={ref}
      className="delete-dialog status-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!saving) onCancel();
      }}
    >
      {status ? (
        <form
          method="dialog"
          onSubmit={(event) => {
            event.preventDefault();
            confirm();
          }}
        >
          <h2 id={`${id}-title`}>{t(`dialog.title.${status}`, { name })}</h2>
          <p id={`${id}-body`}>{t("dialog.body")}</p>
          <div className="status-dialog__field">
            <label htmlFor={`${id}-feedback`}>
              {t("dialog.feedback")}{" "}
              <span className="status-dialog__optional">{t("dialog.optional")}</span>
            </label>
            <textarea
              id={`${id}-feedback`}
              rows={4}
              value={feedback}
              aria-invalid={tooLong || undefined}
              aria-describedby={`${id}-hint`}
              onChange={(event) => setFeedback(event.target.value)}
            />
            <p
              id={`${id}-hint`}
              className={tooLong ? "status-dialog__error" : "status-dialog__hint"}
            >
              {tooLong
                ? t("dialog.feedbackTooLong", { count: FEEDBACK_MAX_LENGTH })
                : t("dialog.feedbackHint", { count: feedback.length, max: FEEDBACK_MAX_LENGTH })}
            </p>
          </div>
          <div className="delete-dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              // biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a dialog
              autoFocus
              onClick={() => {
                if (!saving) onCancel();
              }}
            >
              {t("dialog.cancel")}
            </button>
            <button
              type="submit"
              className={`button ${status === "REJECTED" || status === "CANCELLED" ? "button--danger-solid" : "button--primary"}`}
              aria-disabled={saving || tooLong}
            >
              {saving ? t("dialog.saving") : t("dialog.confirm")}
            </button>
          </div>
        </form>
      ) : null}
    </dialog>
  );
}
