import { useTranslation } from "react-i18next";

export function PageSpinner() {
  const { t } = useTranslation();
  return (
    <div className="page-spinner" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("loading")}</span>
    </div>
  );
}
