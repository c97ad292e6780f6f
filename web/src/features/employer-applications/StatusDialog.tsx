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
  /** The note, and for a cancelled hire whether the worker did not turn up. */
  onConfirm: (feedback: string | null, noShow: boolean) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("employerApplications");
  const id = useId();
  const [feedback, setFeedback] = useState("");
  const [noShow, setNoShow] = useState(false);
  const open = status !== null;
  // Each opening starts with no note and no no-show.
  useEffect(() => {
    if (open) {
      setFeedback("");
      setNoShow(false);
    }
  }, [open]);

  const tooLong = feedback.length > FEEDBACK_MAX_LENGTH;
  const confirm = () => {
    if (saving || tooLong) return;
    const note = feedback.trim();
    onConfirm(note ? note : null, status === "CANCELLED" && noShow);
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
          {status === "CANCELLED" ? (
            // Only this lowers the worker's reliability: an employer's own reasons do not.
            <div className="status-dialog__field">
              <label>
                <input
                  type="checkbox"
                  checked={noShow}
                  aria-describedby={`${id}-no-show`}
                  onChange={(event) => setNoShow(event.target.checked)}
                />{" "}
                {t("dialog.noShow")}
              </label>
              <p id={`${id}-no-show`} className="status-dialog__hint">
                {t("dialog.noShowHint")}
              </p>
            </div>
          ) : null}
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
