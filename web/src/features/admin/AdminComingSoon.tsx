import { useTranslation } from "react-i18next";
import { useAdminTitle } from "./use-admin-title";

/** A back-office section later work builds (the overview, database, settings, ...). */
export function Component() {
  const { t } = useTranslation("admin");
  useAdminTitle("comingSoon.title");
  return (
    <section className="admin-page">
      <h1>{t("comingSoon.title")}</h1>
      <p>{t("comingSoon.body")}</p>
    </section>
  );
}
