import { useTranslation } from "react-i18next";

/** A back-office section later work builds (applications, analytics, ...). */
export function Component() {
  const { t } = useTranslation("admin");
  return (
    <section className="admin-page">
      <h1>{t("comingSoon.title")}</h1>
      <p>{t("comingSoon.body")}</p>
    </section>
  );
}
