import { useTranslation } from "react-i18next";
import type { Language } from "../../config";

/** "Posted in English": said when a job is shown as written, in another language than the page's. */
export function PostedIn({
  language,
  className,
}: {
  language: Language | null;
  className: string;
}) {
  const { t } = useTranslation();
  if (!language) return null;
  return (
    <p className={className}>
      {t("common:jobLanguage.postedIn", { language: t(`common:jobLanguage.names.${language}`) })}
    </p>
  );
}

/** "Translated by computer from English": said under a machine translation's text. */
export function MachineTranslated({
  from,
  shown,
  className,
}: {
  from: Language;
  shown: boolean;
  className: string;
}) {
  const { t } = useTranslation();
  if (!shown) return null;
  return (
    <p className={className}>
      {t("common:jobLanguage.machineTranslated", {
        language: t(`common:jobLanguage.names.${from}`),
      })}
    </p>
  );
}
