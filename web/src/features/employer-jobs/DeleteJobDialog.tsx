import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../components/Dialog";

/** "Delete this job?": says deleting cannot be undone; "keep" has the focus. */
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
  return (
    <ConfirmDialog
      open={open}
      busy={deleting}
      texts={{
        title: t("deleteDialog.title"),
        body: t("deleteDialog.body", { title }),
        cancel: t("deleteDialog.cancel"),
        confirm: t("deleteDialog.confirm"),
        busy: t("deleteDialog.deleting"),
      }}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
