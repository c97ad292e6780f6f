import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/** The document title of a back-office page (its routes sit outside the site's Layout). */
export function useAdminTitle(key: string) {
  const { t } = useTranslation(["admin", "common"]);
  const title = `${t(key, { ns: "admin" })} · ${t("appName", { ns: "common" })}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
