import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useModal } from "./use-modal";

/**
 * "Withdraw this application?" as a modal <dialog>: it cannot be undone, so "keep" has the
 * focus and Escape keeps the application too.
 */
export function WithdrawDialog({
  title,
  open,
  working,
  onConfirm,
  onCancel,
}: {
  title: string;
  open: boolean;
  working: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation("applications");
  const id = useId();
  const ref = useModal(open);
  return (
    <dialog
      ref={ref}
      className="application-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onCancel={(event) => {
        event.preventDefault();
        if (!working) onCancel();
      }}
    >
      {open ? (
        <>
          <h2 id={`${id}-title`}>{t("withdrawDialog.title")}</h2>
          <p id={`${id}-body`}>{t("withdrawDialog.body", { title })}</p>
          <div className="application-dialog__actions">
            <button
              type="button"
              className="button button--ghost"
              // biome-ignore lint/a11y/noAutofocus: the safe choice takes the focus in a dialog
              autoFocus
              onClick={() => {
                if (!working) onCancel();
              }}
            >
              {t("withdrawDialog.cancel")}
            </button>
            <button
              type="button"
              className="button button--danger-solid"
              aria-disabled={working}
              onClick={() => {
                if (!working) onConfirm();
              }}
            >
              {working ? t("withdrawDialog.withdrawing") : t("withdrawDialog.confirm")}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
