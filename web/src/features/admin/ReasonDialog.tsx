import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogActions } from "../../components/Dialog";

/**
 * Asks first: names what the decision will do (`body`, "3 active jobs will be unlisted") and,
 * unless `withReason` is false, asks for its reason (required or not).
 */
export function ReasonDialog({
  open,
  busy,
  title,
  body,
  confirm,
  required,
  withReason = true,
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  body?: string;
  confirm: string;
  required: boolean;
  withReason?: boolean;
  danger?: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (withReason && required && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(withReason ? reason.trim() : "");
  }

  return (
    <Dialog
      open={open}
      busy={busy}
      onCancel={onCancel}
      labelledBy={`${id}-title`}
      describedBy={body ? `${id}-body` : undefined}
    >
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        {body ? <p id={`${id}-body`}>{body}</p> : null}
        {withReason ? (
          <>
            <label htmlFor={`${id}-reason`}>{t("fields.reason")}</label>
            <textarea
              id={`${id}-reason`}
              value={reason}
              onChange={(event) => {
                setReason(event.target.value);
                setMissing(false);
              }}
              aria-invalid={missing || undefined}
              aria-required={required || undefined}
              rows={3}
            />
            {missing ? <p role="alert">{t("actions.reasonRequired")}</p> : null}
          </>
        ) : null}
        <DialogActions busy={busy} cancel={t("actions.cancel")} onCancel={onCancel}>
          <button
            type="submit"
            className={danger ? "button button--danger-solid" : "button button--primary"}
            aria-disabled={busy || undefined}
          >
            {busy ? t("actions.working") : confirm}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
