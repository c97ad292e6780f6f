import { useTranslation } from "react-i18next";
import { useDataSaver, withoutPictures } from "../../lib/data-saver";

/**
 * A body as the server rendered it from Markdown (raw HTML escaped there: services/content/
 * markdown.ts), with a note when it is shown in English because the reader's language has none.
 * With the data saver on, its pictures are left out (their alt text stays).
 */
export function ContentBody({ html, language }: { html: string; language: string }) {
  const { t, i18n } = useTranslation("content");
  const saveData = useDataSaver();
  const reader = i18n.language === "bh" ? "hi" : i18n.language;
  return (
    <>
      {language !== reader && language === "en" && (
        <p className="content-note" lang={reader}>
          {t("notTranslated")}
        </p>
      )}
      <div
        className="content-body"
        lang={language}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: rendered by the server with raw HTML off
        dangerouslySetInnerHTML={{ __html: saveData ? withoutPictures(html) : html }}
      />
    </>
  );
}
