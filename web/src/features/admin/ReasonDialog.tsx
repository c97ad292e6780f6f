import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogActions } from "../../components/Dialog";

/** Asks for the reason of a decision (rejecting a job or a document, flagging a job). */
export function ReasonDialog({
  open,
  busy,
  title,
  confirm,
  required,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  busy: boolean;
  title: string;
  confirm: string;
  required: boolean;
  onConfirm: (reason: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("admin");
  const id = useId();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (required && !reason.trim()) {
      setMissing(true);
      return;
    }
    onConfirm(reason.trim());
  }

  return (
    <Dialog open={open} busy={busy} onCancel={onCancel} labelledBy={`${id}-title`}>
      <form onSubmit={submit}>
        <h2 id={`${id}-title`}>{title}</h2>
        <label htmlFor={`${id}-reason`}>{t("fields.reason")}</label>
        <textarea
          id={`${id}-reason`}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setMissing(false);
          }}
          aria-invalid={missing || undefined}
          rows={3}
        />
        {missing ? <p role="alert">{t("actions.reasonRequired")}</p> : null}
        <DialogActions busy={busy} cancel={t("actions.cancel")} onCancel={onCancel}>
          <button type="submit" className="button button--primary" disabled={busy}>
            {confirm}
          </button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
