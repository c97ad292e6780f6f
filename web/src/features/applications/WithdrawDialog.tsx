import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/Dialog";

/**
 * "Withdraw this application?": it cannot be undone, so "keep" has the focus. A general
 * application has no employer to tell: its text says it can be made again instead.
 */
export function WithdrawDialog({
  title,
  general = false,
  open,
  working,
  onConfirm,
  onCancel,
}: {
  title: string;
  general?: boolean;
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
        body: general ? t("withdrawDialog.bodyGeneral") : t("withdrawDialog.body", { title }),
        cancel: t("withdrawDialog.cancel"),
        confirm: t("withdrawDialog.confirm"),
        busy: t("withdrawDialog.withdrawing"),
      }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
