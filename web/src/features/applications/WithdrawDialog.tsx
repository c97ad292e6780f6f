import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/Dialog";

/** "Withdraw this application?": it cannot be undone, so "keep" has the focus. */
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
  return (
    <ConfirmDialog
      open={open}
      busy={working}
      texts={{
        title: t("withdrawDialog.title"),
        body: t("withdrawDialog.body", { title }),
        cancel: t("withdrawDialog.cancel"),
        confirm: t("withdrawDialog.confirm"),
        busy: t("withdrawDialog.withdrawing"),
      }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
