import { useTranslation } from "react-i18next";

/** A back-office section later work builds (the overview, database, settings, ...). */
export function Component() {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-page">
      <h1>{t("comingSoon.title")}</h1>
      <p>{t("comingSoon.body")}</p>
    </section>
  );
}
