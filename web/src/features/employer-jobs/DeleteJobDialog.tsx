import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";

/**
 * "Delete this job?" as a modal <dialog>: says deleting cannot be undone; "keep" has the focus,
 * so a stray tap does not delete. Escape keeps the job too.
 */
export function DeleteJobDialog({
  title,
  open,
  deleting,
  onConfirm,
  onCancel,
}: {
  title: string;
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("employerJobs");
  const id = useId();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || open === dialog.open) return;
    // Browsers without modal dialogs (and jsdom) still show and hide it.
    if (open) {
      if (typeof dialog.showModal === "function") dialog.showModal();
      else dialog.setAttribute("open", "");
    } else if (typeof dialog.close === "function") dialog.close();
    else dialog.removeAttribute("open");
  }, [open]);

  return (
    <dialog
      ref={ref}
      className="delete-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!deleting) onCancel();
      }}
    >
      {open ? (
        <>
          <h2 id={`${id}-title`}>{t("deleteDialog.title")}</h2>
          <p id={`${id}-body`}>{t("deleteDialog.body", { title })}</p>
          <div className="delete-dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              // biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a dialog
              autoFocus
              onClick={() => {
                if (!deleting) onCancel();
              }}
            >
              {t("deleteDialog.cancel")}
            </button>
            <button
              type="button"
              className="button button--danger-solid"
              aria-disabled={deleting}
              onClick={() => {
                if (!deleting) onConfirm();
              }}
            >
              {deleting ? t("deleteDialog.deleting") : t("deleteDialog.confirm")}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
