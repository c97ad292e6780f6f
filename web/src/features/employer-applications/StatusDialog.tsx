import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApplicationStatus } from "../../__generated__/ApplicationMoves_application.graphql";
import { Dialog, DialogActions } from "../../components/Dialog";
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
  const [feedback, setFeedback] = useState("");
  const open = status !== null;
  // Each opening starts with no note.
  useEffect(() => {
    if (open) setFeedback("");
  }, [open]);

  const tooLong = feedback.length > FEEDBACK_MAX_LENGTH;
  const confirm = () => {
    if (saving || tooLong) return;
    const note = feedback.trim();
    onConfirm(note ? note : null);
  };

  return (
    <Dialog
      open={open}
      busy={saving}
      onCancel={onCancel}
      labelledBy={`${id}-title`}
      describedBy={`${id}-body`}
      className="status-dialog"
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
          <DialogActions busy={saving} cancel={t("dialog.cancel")} onCancel={onCancel}>
            <button
              type="submit"
              className={`button ${status === "REJECTED" || status === "CANCELLED" ? "button--danger-solid" : "button--primary"}`}
              aria-disabled={saving || tooLong}
            >
              {saving ? t("dialog.saving") : t("dialog.confirm")}
            </button>
          </DialogActions>
        </form>
      ) : null}
    </Dialog>
  );
}
